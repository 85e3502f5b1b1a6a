/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a picker
 * UI actually imports from the core, so tree-shaking shows what an app really pays for.
 */
export { parseAskRequest } from './parse.js';
export { askReducer, createAskState, toAskDraft } from './reducer.js';
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
  unansweredQuestions,
} from './selectors.js';
export { toClaudeOutput } from './claude-output.js';
export { toClaudeResultText } from './result-text.js';
export { outcomeFromResultText } from './result-text-read.js';
