import type { AskOutcome, AskRequest } from '../protocol/types.js';
import { toClaudeOutput, type ClaudeOutput, type ClaudeOutputOptions } from './claude-output.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { declineMessage, toClaudeResultText, type ResultTextOptions } from './result-text.js';

/** What an Agent SDK `canUseTool` callback returns for an AskUserQuestion call. */
export type ClaudePermissionResult =
  | { behavior: 'allow'; updatedInput: ClaudeOutput }
  | {
      behavior: 'deny';
      message: string;
      /** Stops the turn: the model reads no tool result (the user's next message follows). */
      interrupt?: true;
    };

/**
 * `toClaudeOutput`'s options. `cliVersion` and `style` are still taken and change nothing: the one
 * text a permission result writes itself, a timeout's deny, is the newest wording for every CLI.
 */
export type ClaudePermissionOptions = ClaudeOutputOptions & ResultTextOptions;

/**
 * What a Claude host (the Agent SDK's `canUseTool`) gets for an outcome, as the real CLI accepts it
 * (spec sections 2 and 7):
 * - answered, replied, follow-up: allow, with toClaudeOutput's `updatedInput` (the input echoed,
 *   answers filled in). The model reads toClaudeResultText's text;
 * - "Chat about this": deny with Claude Code's fixed feedback (declineMessage); the model reads it;
 * - dismissed (Esc) and replied in chat: deny with a readable text and `interrupt: true`, so the turn
 *   stops as it does in the terminal (never an empty message: the model would read an empty
 *   result); after a reply in the chat the user's message is what comes next;
 * - timed out: the CLI refuses an `afkTimeoutMs` report it did not offer, so deny with the exact
 *   timeout text (what was selected included) and the model reads the words it would have read
 *   (the newest wording at any `cliVersion`: older texts have no timeout and would say "answered");
 *   when the input carries the CLI's offer (`metadata.afkTimeoutOfferedAt`), allow with the bare
 *   report it admits (`afkTimeoutMs` and empty `answers`: what was selected is not sent).
 * Throws AskOutcomeError for an outcome it cannot write (a decline never throws).
 */
export function toClaudePermissionResult(request: AskRequest, outcome: AskOutcome, opts: ClaudePermissionOptions = {}): ClaudePermissionResult {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'declined') {
    const message = declineMessage(request, checked);
    return checked.reason === 'chat_about_this' ? { behavior: 'deny', message } : { behavior: 'deny', message, interrupt: true };
  }
  if (checked.type === 'timed_out') {
    // In the newest wording whatever the CLI: a version before the timeout text (2.1.198) would
    // write what was selected as the user's answer, and an empty selection as "answered: .".
    if (!timeoutOffered(request)) return { behavior: 'deny', message: toClaudeResultText(request, checked) };
    const bare = toClaudeOutput(request, { type: 'answered', answers: {} });
    return { behavior: 'allow', updatedInput: { ...bare, afkTimeoutMs: checked.timeoutMs } };
  }
  return { behavior: 'allow', updatedInput: toClaudeOutput(request, checked, opts) };
}

/** Whether the CLI offered an idle-timeout report for this call (it sets `input.metadata.afkTimeoutOfferedAt`). */
function timeoutOffered(request: AskRequest): boolean {
  const metadata = request.input?.metadata;
  return typeof metadata === 'object' && metadata !== null && (metadata as Record<string, unknown>).afkTimeoutOfferedAt !== undefined;
}
