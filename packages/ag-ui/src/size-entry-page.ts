/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what a page
 * that answers an AG-UI agent's questions imports (the README's: the tool definition,
 * `sendUserMessage`, `AgentAskUserQuestion` with `useAgentSnapshot`), so tree-shaking shows what it
 * pays for. The lenient parse for arguments the fast path leaves over is a chunk it loads on first use.
 */
export { askUserQuestionTool, sendUserMessage } from './index.js';
export { AgentAskUserQuestion, useAgentSnapshot } from './react.js';
