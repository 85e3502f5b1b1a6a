/** The server entry: the tool definition and output helpers, no React. */
export * from './protocol.js';
export { askUserQuestionTool, type AskUserQuestionToolOptions } from './tool.js';
export {
  askUserQuestionServerTool,
  type AskBrokerLike,
  type AskToolCallContext,
  type AskUserQuestionServerToolOptions,
} from './server-tool.js';
