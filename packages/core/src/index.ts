export type * from './types.js';
export { parseAskRequest, parsePartialJson, detectDialect, DEFAULT_LIMITS, DIALECT_LIMITS, limitsFor } from './parse.js';
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
export { shareRequest } from './request-share.js';
export {
  activeQuestion,
  answersFromDrafts,
  canSubmit,
  draftToAnswer,
  fieldText,
  getOutcome,
  invalidAnswers,
  isFieldQuestion,
  isFinished,
  isQuestionAnswered,
  needsReview,
  numberProblem,
  otherText,
  previewOption,
  readNumber,
  unansweredQuestions,
  type AnswerOptions,
  type InvalidAnswer,
  type NumberProblem,
  type SubmitCheck,
} from './selectors.js';
export {
  toClaudeOutput,
  fromClaudeOutput,
  UNANSWERED_CAPABILITY,
  type ClaudeOutput,
  type ClaudeOutputOptions,
  type ClaudeQuestionInput,
  type ClaudeOptionInput,
  type ClaudeAnnotation,
  type UnansweredReason,
} from './claude-output.js';
export { toClaudeResultText, declineMessage, declineReasonOfText, type ResultTextStyle, type ResultTextOptions, type DeclinedOutcome } from './result-text.js';
export { AskOutcomeError, checkOutcome } from './outcome-check.js';
export { parseElicitation, isUrlElicitation, type ElicitationParseOptions, type ElicitationParseResult } from './parse-elicitation.js';
export {
  toElicitationResult,
  checkElicitationAnswers,
  elicitationDraft,
  ElicitationContentError,
  type ElicitationResult,
  type ElicitationValue,
  type ElicitationProblem,
  type ElicitationProblemCode,
  type ElicitationProblemParams,
} from './elicitation-result.js';
export {
  parseClaudeResultText,
  outcomeFromResultText,
  type ParsedResultText,
  type ParsedResultAnswer,
  type ResultTextBranch,
} from './result-text-read.js';
export { toCanonicalText } from './canonical.js';
export { toAnswerMap, toAgentrailResult, toPiResult, type PiResult, type PiDetails, type PiQuestionResult } from './answer-maps.js';
export { toGeminiResult, toMastraResult, toOpenCodeResult, type MastraResult, type OpenCodeResult } from './answer-dialects.js';
export { toClaudePermissionResult, type ClaudePermissionResult, type ClaudePermissionOptions } from './permission.js';
export { createIds, escapeId, type AskIds } from './dom-ids.js';
export { stepNumber, numberFieldKey } from './number-step.js';
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
  fieldState,
  type QuestionView,
  type FrameView,
  type SubmitReason,
  type AskSubmitCheck,
  type OptionState,
  type FieldState,
} from './picker-views.js';
export {
  keyCommand,
  runKeyCommand,
  tabKeyTarget,
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
export { isAskRequest, resolveRequest, createRequestResolver } from './request-input.js';
export { startIdleTimeout, idleTimeoutRunnable, type TimeoutOptions } from './idle-timeout.js';
// The connected picker (Zag's `connect` shape): the prop getters a renderer spreads, framework-free.
export { createConnectStore, type ConnectStore, type ConnectStoreController, type ConnectOptions, type ConnectSnapshot, type ConnectCallbacks } from './connect-store.js';
export { connectQuestion, questionSlice, sliceEqual, nativeOf, type QuestionSlice, type UiEvent } from './connect-question.js';
export { connectFrame, selectConnectFrame, type Frame, type InteractiveStore } from './connect-frame.js';
export type { PropTypes, FrameConnect, QuestionConnect } from './connect-types.js';
export { flushFocusRequest, isMovingFocus, requestFocus } from './focus-requests.js';
export { composeEventHandlers, mergeProps } from './merge-props.js';
