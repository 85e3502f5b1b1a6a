export { useAskQuestions } from './use-ask-questions.js';
export { useAskQuestion } from './use-ask-question.js';
export { useAskQuestionSelector } from './use-ask-question-selector.js';
export { useCurrentParser } from './request-input.js';
export { AskQuestionsProvider, useAskQuestionsContext, ASK_QUESTIONS_PROVIDER_NAME } from './context.js';
export { composeEventHandlers, mergeProps } from '@askq/core/picker';
export { ASK_QUESTIONS_OPTION_KEYS, splitAskOptions } from './ask-options.js';
// Core's, re-exported under the names this package has always had.
export { OTHER_VALUE, isAskRequest, draftStorageKey } from '@askq/core/picker';
export type * from './types.js';
// The server session client (core's `createAskSessionClient` behind a hook) and its wire types.
export * from './use-ask-session.js';
