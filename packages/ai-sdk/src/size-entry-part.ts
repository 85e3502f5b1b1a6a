/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a chat
 * page that renders `useChat`'s AskUserQuestion calls imports (the part: picker, receipt read back
 * from the result text, Claude Code's invalid-input text), so tree-shaking shows what it pays for.
 */
export { AskUserQuestionPart } from './ask-user-question-part.js';
