/**
 * The picker machine's public names (store, reducer, selectors, keyboard, prop getters, ids,
 * drafts, idle timeout), exported by both the main entry and `@askq/core/picker`.
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
export { createIds, escapeId, type AskIds } from './dom-ids.js';
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
export {
  OTHER_VALUE,
  selectQuestion,
  createQuestionSelector,
  sameView,
  selectFrame,
  frameEqual,
  pickerSubmitCheck,
  optionState,
  radioValue,
  type QuestionView,
  type FrameView,
  type SubmitReason,
  type AskSubmitCheck,
  type OptionState,
} from './picker-views.js';
export {
  keyCommand,
  runKeyCommand,
  tabKeyTarget,
  tabEntersStep,
  tabOfId,
  goToTab,
  typesIntoOther,
  checkboxGroupStep,
  findFocusTarget,
  type KeyInput,
  type KeyTarget,
  type KeyCommand,
  type KeyCommandOptions,
  type KeyResult,
  type FocusTarget,
  type TabTarget,
  type FocusDocument,
  type FocusElement,
} from './keyboard.js';
export { startIdleTimeout, idleTimeoutRunnable, type TimeoutOptions } from './idle-timeout.js';
// The connected picker (Zag's `connect` shape): the prop getters a renderer spreads, framework-free.
export { createConnectStore, type ConnectStore, type ConnectStoreController, type ConnectOptions, type ConnectSnapshot, type ConnectCallbacks } from './connect-store.js';
export { connectQuestion, questionSlice, sliceEqual, nativeOf, type QuestionSlice, type UiEvent } from './connect-question.js';
export { connectFrame, selectConnectFrame, type Frame, type InteractiveStore } from './connect-frame.js';
export type { PropTypes, FrameConnect, QuestionConnect } from './connect-types.js';
export { flushFocusRequest, isMovingFocus, requestFocus } from './focus-requests.js';
export { composeEventHandlers, mergeProps } from './merge-props.js';
