/**
 * `@askq/core/transcript`: reading Claude result texts back into outcomes (a chat history's
 * finished AskUserQuestion calls, shown as receipts). A live picker never needs it.
 */
export {
  parseClaudeResultText,
  outcomeFromResultText,
  type ParsedResultText,
  type ParsedResultAnswer,
  type ResultTextBranch,
  type ToolResultContent,
} from './result-text-read.js';
