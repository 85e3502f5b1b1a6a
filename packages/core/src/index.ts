export type * from './types.js';
export { parseAskRequest, parsePartialJson, detectDialect, DEFAULT_LIMITS, DIALECT_LIMITS, limitsFor } from './parse.js';
export { askReducer, createAskState, toAskDraft, type ReducerOptions } from './reducer.js';
export {
  activeQuestion,
  answersFromDrafts,
  canSubmit,
  draftToAnswer,
  getOutcome,
  isFinished,
  isQuestionAnswered,
  needsReview,
  otherText,
  previewOption,
  unansweredQuestions,
  type SubmitCheck,
} from './selectors.js';
export { toClaudeOutput, fromClaudeOutput, type ClaudeOutput, type ClaudeQuestionInput } from './claude-output.js';
export {
  toClaudeResultText,
  parseClaudeResultText,
  outcomeFromResultText,
  declineMessage,
  type ParsedResultText,
  type ParsedResultAnswer,
  type ResultTextBranch,
  type ResultTextStyle,
  type DeclinedOutcome,
} from './result-text.js';
export { toCanonicalText } from './canonical.js';
export { toAnswerMap, toAgentrailResult, toPiResult, type PiResult, type PiDetails, type PiQuestionResult } from './answer-maps.js';
export { toClaudePermissionResult, type ClaudePermissionResult } from './permission.js';
