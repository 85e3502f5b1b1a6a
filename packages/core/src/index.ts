export type * from './protocol/types.js';
// The main entry: Claude's protocol (parse, limits), the picker machine and the encoders. Other
// dialects, Claude Code's strict schema, transcript reading, MCP elicitation and the session
// client each have an entry of their own (see the package README's "Entries").
export { parseAskRequest, createAskParser, parsePartialJson, type AskParser, type ParseKit } from './parse/parse.js';
export { DEFAULT_LIMITS, type Dialect, type DialectSet, type StrictSchema } from './protocol/dialect.js';
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
export { toCanonicalText } from './encode/canonical.js';
export { toAnswerMap } from './encode/answer-maps.js';
export { toClaudePermissionResult, type ClaudePermissionResult, type ClaudePermissionOptions } from './encode/permission.js';
export { createIds, escapeId, type AskIds } from './machine/dom-ids.js';
export { requireFields, type FieldConnect, type FieldKit, type FieldPropTypes, type FieldScope } from './machine/field-kit.js';
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
  type QuestionView,
  type FrameView,
  type SubmitReason,
  type AskSubmitCheck,
  type OptionState,
} from './machine/picker-views.js';
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
