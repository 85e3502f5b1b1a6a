/**
 * The framework-free entry: the tool definition, the calls in an AG-UI conversation, and answering
 * them. Nothing here parses up front: plain Claude arguments are read by core's fast path, the
 * rest with the lenient parse loaded on first use.
 */
export { ASK_USER_QUESTION_TOOL_NAME } from '@askq/ai-sdk/call';
export { askUserQuestionTool, type AskToolDefinitionOptions } from './tool.js';
export { askToolCalls, pendingAskToolCalls, type AskToolCall, type AskCallOptions } from './call-list.js';
export { askAnswer, askInvalid, applySettlements, type AskResumePayload, type AskSettlement } from './settlement.js';
// Reading arguments at once (readAskCall, parseAskArguments, askRepliedInChat, settleOvertakenAsks)
// is `@askq/ag-ui/read`: the helpers here load the lenient parse on first use.
export type { OvertakenOptions } from './overtaken.js';
export {
  answerAskCall,
  rejectAskCall,
  sendUserMessage,
  cancelAskOnSend,
  claimAskCall,
  isAskCallClaimed,
  whenIdle,
  type AskRunOptions,
  type SendMessageOptions,
} from './agent.js';
export type * from './types.js';
