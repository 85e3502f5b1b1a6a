/**
 * What a page reads calls with beyond plain Claude input, loaded on first use (`kit-load.ts`): the
 * lenient parse, Claude Code's schema and invalid-input texts, and the code that settles calls
 * with them (a call the user replied to in the chat whose arguments only the parse reads).
 */
export { parseAskArguments, readAskCall, askRepliedInChat } from './calls.js';
