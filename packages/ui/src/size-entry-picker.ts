/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what an app
 * that drops the live picker into a chat imports (AskUserQuestion, which shows its own receipt once
 * finished), without the server session client or the transcript Receipt, so tree-shaking shows
 * what such an app really pays for. Through the package's entry, as the app imports it: esbuild
 * keeps in the first load a module that the entry re-exports and a lazy chunk also loads, which a
 * deep import would not show (so `HtmlPreview` and `filterOptions` have entries of their own).
 */
export { AskUserQuestion } from './index.js';
