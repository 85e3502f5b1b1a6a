/** The React entry: answer a LangGraph run's askq questions from `useStream`. */
export { AskInterrupt, type AskInterruptProps } from './ask-interrupt.js';
export { findToolCall, pendingAsks, resumeFor, withRestoredInterrupts, type AskStreamLike, type InterruptLike, type PendingAsk, type ToolCallLookup } from './stream.js';
export { isAskInterruptValue, ASK_INTERRUPT_TYPE, type AskInterruptValue } from './envelope.js';
export { toAskResume, type AskResumeValue } from './resume.js';
