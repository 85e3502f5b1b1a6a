/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what the live
 * picker (`@askq/react`'s hook and `@askq/ui`'s AskUserQuestion) imports from the core, so
 * tree-shaking shows what an app really pays for. No encoders, result-text writers or readers: a
 * picker shows a question and produces an outcome; the host encodes it.
 */
export { parseAskRequest } from './parse.js';
export { createAskStore } from './store.js';
export { draftChanged, sameShape } from './store-share.js';
export { shareRequest } from './request-share.js';
export { toAskDraft } from './reducer.js';
export { draftToAnswer, fieldText, isQuestionAnswered, numberProblem, previewOption, readNumber } from './selectors.js';
