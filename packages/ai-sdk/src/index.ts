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
export * from './server.js';
