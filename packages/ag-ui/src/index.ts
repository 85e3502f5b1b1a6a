/** The framework-free entry: the tool definition, the calls in an AG-UI conversation, and answering them. */
export { ASK_USER_QUESTION_TOOL_NAME } from '@askq/ai-sdk/protocol';
export { askUserQuestionTool, type AskToolDefinitionOptions } from './tool.js';
export {
  askToolCalls,
  pendingAskToolCalls,
  readAskCall,
  parseAskArguments,
  askAnswer,
  askInvalid,
  askRepliedInChat,
  applySettlements,
  type AskToolCall,
  type AskCallOptions,
  type AskResumePayload,
  type AskSettlement,
} from './calls.js';
export {
  answerAskCall,
  rejectAskCall,
  sendUserMessage,
  cancelAskOnSend,
  settleOvertakenAsks,
  claimAskCall,
  isAskCallClaimed,
  whenIdle,
  type AskRunOptions,
  type SendMessageOptions,
} from './agent.js';
export type * from './types.js';
