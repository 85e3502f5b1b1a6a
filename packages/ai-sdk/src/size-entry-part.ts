/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a chat
 * page that renders `useChat`'s AskUserQuestion calls imports, the way its README does (the part:
 * picker, receipt read back from the result text; cancel-on-send), so tree-shaking shows what it
 * pays for. Claude Code's invalid-input text is a chunk the part loads for an invalid call.
 */
export { AskUserQuestionPart, withAskCancelOnSend } from './index.js';
