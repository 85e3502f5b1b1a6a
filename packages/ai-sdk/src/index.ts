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
  type ToolPartLike,
} from './parts.js';
export type { AskAddToolOutput, AskAddToolOutputArgs } from './resolve.js';
// The tool's definition and the protocol's helpers, as `@askq/ai-sdk/server` has them, except what a
// page never calls: the server-executed tool (`/server`) and the invalid-input text (`/protocol`),
// which the part loads only for an invalid call.
export * from './tool-protocol.js';
export { askUserQuestionTool } from './tool.js';
