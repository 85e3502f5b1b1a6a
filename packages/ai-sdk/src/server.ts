/** The server entry: the tool definition and output helpers, no React. */
export * from './protocol.js';
export { askUserQuestionTool } from './tool.js';
export {
  askUserQuestionServerTool,
  type AskToolCallContext,
  type AskUserQuestionServerToolOptions,
} from './server-tool.js';
