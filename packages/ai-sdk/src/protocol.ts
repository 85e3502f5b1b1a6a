/**
 * The tool's protocol without the AI SDK: its input and output schemas, the description the model
 * reads and the output helpers (the exact result text), for adapters to other agent frameworks.
 * Nothing here imports `ai` or React.
 */
export { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
export { askUserQuestionDescription } from './description.js';
export { parseOptionsFor, parseToolInput } from './parse.js';
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
  invalidInputErrorText,
  outcomeFromToolOutput,
  requestFromToolCall,
  toAskToolOutput,
  type AskToolOutput,
  type InvalidInputCall,
} from './output.js';
