/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a page
 * that answers a LangGraph run's questions with `useStream` imports (`AskInterrupt`: the picker,
 * the receipt of an answered tool call, the resume value), so tree-shaking shows what it pays for.
 * The parser for input the fast path leaves over is a chunk it loads on first use.
 */
export { AskInterrupt } from './react.js';
