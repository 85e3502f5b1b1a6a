/** The server entry: the tool definition and output helpers, no React. */
export { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
export { askUserQuestionTool, askUserQuestionDescription, type AskUserQuestionToolOptions } from './tool.js';
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
} from './output.js';
export {
  askUserQuestionServerTool,
  type AskBrokerLike,
  type AskToolCallContext,
  type AskUserQuestionServerToolOptions,
} from './server-tool.js';
