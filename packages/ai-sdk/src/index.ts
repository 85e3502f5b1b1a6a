export { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
export { AskUserQuestionPart, type AskUserQuestionPartComponent, type AskUserQuestionPartProps, type AskPartLabels } from './ask-user-question-part.js';
export { renderAskPart, type AskChatLike, type AskPartOptions } from './render-ask-part.js';
export { withAskCancelOnSend, sentText, type CancelOnSendOptions } from './cancel-on-send.js';
export {
  isAskUserQuestionPart,
  isPendingAskPart,
  pendingAskParts,
  type ChatMessageLike,
  type ChatPartLike,
  type PendingPart,
  type ToolPartLike,
} from './parts.js';
export type { AskAddToolOutput, AskAddToolOutputArgs } from './resolve.js';
// What a page writes and reads of a tool output. The tool's definition, its schemas and the
// helpers that parse a call (`askToolResultText`, `requestFromToolCall`, `parseToolInput`) are in
// `@askq/ai-sdk/server` and `/protocol`: a page loads the parse only when a call needs it, through
// `toolInputParser` (`requestOfCall` takes it, or any parser, where `requestFromToolCall` would
// bring the parse along as its default).
export { toAskToolOutput, outcomeFromToolOutput, requestOfCall, toolInputParser, parseOptionsFor, type AskToolOutput } from './call.js';
