/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what an app
 * that drops the live picker into a chat imports (AskUserQuestion, which shows its own receipt once
 * finished), without the server session client or the transcript Receipt, so tree-shaking shows
 * what such an app really pays for.
 */
export { AskUserQuestion } from './ask-user-question.js';
