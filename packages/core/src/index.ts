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
export {
  parseClaudeResultText,
  outcomeFromResultText,
  type ParsedResultText,
  type ParsedResultAnswer,
  type ResultTextBranch,
} from './result-text-read.js';
export { toCanonicalText } from './canonical.js';
export { toAnswerMap, toAgentrailResult, toPiResult, type PiResult, type PiDetails, type PiQuestionResult } from './answer-maps.js';
export { toClaudePermissionResult, type ClaudePermissionResult, type ClaudePermissionOptions } from './permission.js';
