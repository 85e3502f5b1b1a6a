export type * from './protocol/types.js';
// The main entry: Claude's protocol (parse, limits), the answering machine and the encoders: what a
// server, a worker or a picker's host needs. What a renderer binds (views, keyboard, focus, prop
// getters) is in `@askq/core/picker`; other dialects, Claude Code's strict schema, transcript
// reading, MCP elicitation and the session client each have an entry of their own (see the
// package README's "Entries").
export { parseAskRequest, createAskParser, parsePartialJson, type AskParser, type ParseKit } from './parse/parse.js';
export { DEFAULT_LIMITS, type Dialect, type DialectSet, type StrictSchema } from './protocol/dialect.js';
export { shareRequest } from './protocol/request-share.js';
export * from './encode/index.js';
export { isAskRequest, resolveRequest, createRequestResolver } from './parse/request-input.js';
export * from './machine/index.js';
