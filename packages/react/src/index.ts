export { useAskQuestions } from './use-ask-questions.js';
export { useAskQuestion } from './use-ask-question.js';
export { useAskQuestionSelector } from './use-ask-question-selector.js';
export { AskQuestionsProvider, useAskQuestionsContext, ASK_QUESTIONS_PROVIDER_NAME } from './context.js';
export { composeEventHandlers, mergeProps } from './compose-props.js';
export { OTHER_VALUE } from './question-props.js';
export { isAskRequest } from './request-input.js';
export { ASK_QUESTIONS_OPTION_KEYS, splitAskOptions } from './ask-options.js';
export { draftStorageKey } from './draft-storage.js';
export type * from './types.js';
export {
  useAskSession,
  askSessionEventsUrl,
  readAskSessionAsk,
  type UseAskSessionOptions,
  type UseAskSessionResult,
  type AskSessionAsk,
  type AskSessionEvent,
  type AskSessionStatus,
  type AskSessionAction,
  type AskSessionPostResult,
  type AskSessionError,
  type AskEventSourceLike,
  type AskEventSourceConstructor,
} from './use-ask-session.js';
