/**
 * `@askq/ag-ui/read`: reading a call's arguments at once, for code that must answer in the same
 * step (a server, a send handler of its own): the lenient parse, Claude Code's schema and its
 * invalid-input texts, and the settlements built on them. The main entry's helpers and the picker
 * read plain Claude arguments without these and load them on first use for the rest.
 */
export { readAskCall, parseAskArguments, askRepliedInChat, settleOvertakenAsks } from './calls.js';
export type { OvertakenOptions } from './overtaken.js';
