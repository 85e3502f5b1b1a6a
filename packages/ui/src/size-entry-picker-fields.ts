/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: the drop-in
 * picker of size-entry-picker.ts with text and number questions handed over (`fields`), so the
 * opt-in's cost shows next to the drop-in's.
 */
export { AskUserQuestion } from './index.js';
export { textAndNumberQuestions } from './fields.js';
