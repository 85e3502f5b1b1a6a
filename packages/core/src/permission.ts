import type { AskOutcome, AskRequest } from './types.js';
import { toClaudeOutput, type ClaudeOutput } from './claude-output.js';
import { declineMessage } from './result-text.js';

/** What an Agent SDK `canUseTool` callback returns for an AskUserQuestion call. */
export type ClaudePermissionResult = { behavior: 'allow'; updatedInput: ClaudeOutput } | { behavior: 'deny'; message: string };

/**
 * Answered, timed-out and replied outcomes allow the call with the answers filled in; a decline
 * denies it with a message that tells the model what happened (never an empty answer set, which
 * the model would read as "the user answered nothing").
 */
export function toClaudePermissionResult(request: AskRequest, outcome: AskOutcome): ClaudePermissionResult {
  if (outcome.type === 'declined') return { behavior: 'deny', message: declineMessage(request, outcome) };
  return { behavior: 'allow', updatedInput: toClaudeOutput(request, outcome) };
}
