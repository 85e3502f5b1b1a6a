/**
 * `@askq/ai-sdk/call`: a tool call on a page, without the AI SDK part, for adapters to other agent
 * frameworks (LangGraph's `AskInterrupt`): read its input with this package's parser loaded on
 * first use (`toolInputParser`, with `parseOptionsFor` the options the server validated it with;
 * `requestOfCall` for an answered call), and write and read back its output. Nothing here parses
 * up front: `/protocol` has the same helpers with the parser built in, for servers.
 */
export { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
export { toAskToolOutput, outcomeFromToolOutput, requestOfCall, type AskToolOutput } from './tool-output.js';
export { toolInputParser } from './tool-input-parser.js';
export { parseOptionsFor } from './parse-options.js';
