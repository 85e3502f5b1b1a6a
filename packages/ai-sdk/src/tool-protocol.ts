/**
 * The protocol's names every entry shares: the tool's schemas, description, parse and output
 * helpers. `protocol.ts` adds the invalid-input text, which the browser's entry leaves to a chunk
 * the part loads for an invalid call.
 */
export { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
export { askUserQuestionDescription } from './description.js';
export { parseToolInput } from './parse.js';
export { parseOptionsFor } from './parse-options.js';
export type { AskBrokerLike, AskUserQuestionToolOptions } from './options.js';
export {
  askUserQuestionInputSchema,
  askToolOutputSchema,
  askUserQuestionJsonSchema,
  askUserQuestionJsonSchemaFor,
  createInputSchema,
  DEFAULT_TOOL_LIMITS,
  type AskUserQuestionInput,
  type InputSchemaOptions,
  type ToolLimits,
} from './schema.js';
export {
  askToolResultText,
  outcomeFromToolOutput,
  requestFromToolCall,
  toAskToolOutput,
  type AskToolOutput,
} from './output.js';
