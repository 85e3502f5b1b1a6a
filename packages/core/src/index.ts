export type * from './protocol/types.js';
export { parseAskRequest, parsePartialJson, detectDialect, DEFAULT_LIMITS, DIALECT_LIMITS, limitsFor } from './parse/parse.js';
export { askReducer, createAskState, toAskDraft, type ReducerOptions } from './machine/reducer.js';
export {
  createAskStore,
  type AskStore,
  type AskStoreActions,
  type AskStoreOptions,
  type AskStoreSettings,
  type AskStoreSnapshot,
  type AskStep,
} from './machine/store.js';
export { draftChanged, reconcileState, sameQuestionDraft, sameShape } from './machine/store-share.js';
export { shareRequest } from './protocol/request-share.js';
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
} from './machine/selectors.js';
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
} from './encode/claude-output.js';
export { toClaudeResultText, declineMessage, declineReasonOfText, type ResultTextStyle, type ResultTextOptions, type DeclinedOutcome } from './encode/result-text.js';
export { AskOutcomeError, checkOutcome } from './protocol/outcome-check.js';
export { parseElicitation, isUrlElicitation, type ElicitationParseOptions, type ElicitationParseResult } from './elicitation/parse-elicitation.js';
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
} from './elicitation/elicitation-result.js';
export {
  parseClaudeResultText,
  outcomeFromResultText,
  type ParsedResultText,
  type ParsedResultAnswer,
  type ResultTextBranch,
} from './transcript/result-text-read.js';
export { toCanonicalText } from './encode/canonical.js';
export { toAnswerMap } from './encode/answer-maps.js';
export { toAgentrailResult } from './dialects/agentrail.js';
export { toPiResult, type PiResult, type PiDetails, type PiQuestionResult } from './dialects/pi.js';
export { toGeminiResult } from './dialects/gemini.js';
export { toMastraResult, type MastraResult } from './dialects/mastra.js';
export { toOpenCodeResult, type OpenCodeResult } from './dialects/opencode.js';
export { toClaudePermissionResult, type ClaudePermissionResult, type ClaudePermissionOptions } from './encode/permission.js';
export { createIds, escapeId, type AskIds } from './machine/dom-ids.js';
export { stepNumber, numberFieldKey } from './machine/number-step.js';
export {
  draftStorageKey,
  defaultDraftStorage,
  readSavedDraft,
  saveDraft,
  removeSavedDraft,
  persistDraft,
  type DraftStorage,
  type PersistDraftOptions,
} from './machine/draft-storage.js';
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
} from './machine/picker-views.js';
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
} from './machine/keyboard.js';
export { isAskRequest, resolveRequest, createRequestResolver } from './parse/request-input.js';
export { startIdleTimeout, idleTimeoutRunnable, type TimeoutOptions } from './machine/idle-timeout.js';
// The connected picker (Zag's `connect` shape): the prop getters a renderer spreads, framework-free.
export { createConnectStore, type ConnectStore, type ConnectStoreController, type ConnectOptions, type ConnectSnapshot, type ConnectCallbacks } from './machine/connect-store.js';
export { connectQuestion, questionSlice, sliceEqual, nativeOf, type QuestionSlice, type UiEvent } from './machine/connect-question.js';
export { connectFrame, selectConnectFrame, type Frame, type InteractiveStore } from './machine/connect-frame.js';
export type { PropTypes, FrameConnect, QuestionConnect } from './machine/connect-types.js';
export { flushFocusRequest, isMovingFocus, requestFocus } from './machine/focus-requests.js';
export { composeEventHandlers, mergeProps } from './machine/merge-props.js';
