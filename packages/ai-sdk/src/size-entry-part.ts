/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a chat
 * page that renders `useChat`'s AskUserQuestion calls imports, the way its README does (the part:
 * picker, receipt read back from the result text; cancel-on-send), so tree-shaking shows what it
 * pays for. The part's parser (for input the fast path leaves over) and Claude Code's invalid-input
 * text are chunks it loads on first use.
 */
export { AskUserQuestionPart, withAskCancelOnSend } from './index.js';
