/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what an app
 * that drops the picker into a chat imports (the picker and its receipt), without the server
 * session client, so tree-shaking shows what such an app really pays for.
 */
export { AskUserQuestion } from './ask-user-question.js';
export { Receipt } from './receipt.js';
