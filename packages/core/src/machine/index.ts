/**
 * The answering machine's public names (reducer, store, selectors, drafts, idle timeout, the
 * fields kit's contract): no DOM in sight. Exported by both the main entry and `@askq/core/picker`.
 */
export { askReducer, createAskState, toAskDraft, type ReducerOptions } from './reducer.js';
export {
  createAskStore,
  type AskStore,
  type AskStoreActions,
  type AskStoreOptions,
  type AskStoreSettings,
  type AskStoreSnapshot,
  type AskStep,
} from './store.js';
export { draftChanged, reconcileState, sameQuestionDraft, sameShape } from './store-share.js';
export {
  activeQuestion,
  answersFromDrafts,
  canSubmit,
  draftToAnswer,
  getOutcome,
  invalidAnswers,
  isFieldQuestion,
  isFinished,
  isQuestionAnswered,
  needsReview,
  otherText,
  previewOption,
  readNumber,
  unansweredQuestions,
  type AnswerOptions,
  type InvalidAnswer,
  type NumberProblem,
  type SubmitCheck,
} from './selectors.js';
export { requireFields, type FieldConnect, type FieldKit, type FieldPropTypes, type FieldScope } from './field-kit.js';
export {
  draftStorageKey,
  defaultDraftStorage,
  readSavedDraft,
  saveDraft,
  removeSavedDraft,
  persistDraft,
  type DraftStorage,
  type PersistDraftOptions,
} from './draft-storage.js';
export { startIdleTimeout, idleTimeoutRunnable, type TimeoutOptions } from './idle-timeout.js';
