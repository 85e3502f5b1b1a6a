/**
 * `@askq/core/claude-output`: the Claude output alone, what a page that answers a call sends as its
 * tool output (`toClaudeOutput`) and reads back from one (`fromClaudeOutput`). `@askq/core/encode`
 * has these too, with the result text, permission results and answer maps; a page that writes the
 * result text only on first use (a receipt drawn from a text) imports these from here, so a bundler
 * cannot pull that writer into its first load along with the entry that re-exports both.
 */
export {
  toClaudeOutput,
  fromClaudeOutput,
  UNANSWERED_CAPABILITY,
  type ClaudeOutput,
  type ClaudeOutputOptions,
  type ClaudeQuestionInput,
  type ClaudeOptionInput,
  type ClaudeAnnotation,
  type UnansweredReason,
} from './claude-output.js';
