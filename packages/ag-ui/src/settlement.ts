/**
 * Settling a call: a tool message whose text is exactly what Claude Code gives the model, or the
 * resume entry for the interrupt that waits on it. Written from a request already read, so nothing
 * here parses: a page loads the parse only for arguments the fast path leaves over.
 */
import type { AskOutcome, AskRequest } from '@askq/core';
import { toClaudeResultText } from '@askq/core/encode';
import { toAskToolOutput, type AskToolOutput } from '@askq/ai-sdk/call';
import type { AskToolCall } from './call-list.js';
import type { AgUiAgentLike, AgUiInterrupt, AgUiResumeEntry, AgUiToolMessage } from './types.js';

/**
 * What a resumed interrupt carries: the text the model reads and Claude's `updatedInput` with
 * the outcome (for a server that hands the answers to its own code, or to the Claude Agent SDK).
 */
export interface AskResumePayload {
  text: string;
  output?: AskToolOutput;
  /** Set when the arguments could not be shown: `text` lists what the model must fix. */
  error?: true;
}

/** How one call is settled: a tool message, or the resume entry for the interrupt that waits on it. */
export type AskSettlement =
  | { kind: 'message'; message: AgUiToolMessage }
  | { kind: 'resume'; entry: AgUiResumeEntry };

/** A message id: `crypto.randomUUID` where there is one (not on a plain-http page, which is no secure context). */
export const newId = () => (typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `askq-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** An interrupt past its `expiresAt`: the client refuses a run that resumes it other than `cancelled`. */
export const isExpired = (interrupt: AgUiInterrupt, now = Date.now()) => interrupt.expiresAt !== undefined && new Date(interrupt.expiresAt).getTime() <= now;

export function settle(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, payload: AskResumePayload): AskSettlement {
  const { interrupt } = call;
  // An expired one is cancelled (its answer can no longer count), or the thread could never go on.
  if (interrupt) return { kind: 'resume', entry: isExpired(interrupt) ? { interruptId: interrupt.id, status: 'cancelled' } : { interruptId: interrupt.id, status: 'resolved', payload } };
  const message: AgUiToolMessage = { id: newId(), role: 'tool', toolCallId: call.toolCallId, content: payload.text };
  return { kind: 'message', message: payload.error ? { ...message, error: payload.text } : message };
}

/**
 * The settlement of an answered (or declined) call: the model reads exactly what Claude Code's
 * picker gives it for the same answer (`toClaudeResultText`), and for a decline askq's decline
 * text (Claude Code's own "Chat about this" feedback for that button).
 */
export function askAnswer(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, request: AskRequest, outcome: AskOutcome): AskSettlement {
  return settle(call, { text: toClaudeResultText(request, outcome), output: toAskToolOutput(request, outcome) });
}

/** The settlement of a call whose arguments cannot be shown: an error result listing what to fix. */
export function askInvalid(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, errorText: string): AskSettlement {
  return settle(call, { text: errorText, error: true });
}

/** Applies settlements to the agent: tool messages are added, resume entries returned for the next run. */
export function applySettlements(agent: Pick<AgUiAgentLike, 'addMessage'>, settlements: readonly AskSettlement[]): AgUiResumeEntry[] {
  const resume: AgUiResumeEntry[] = [];
  for (const s of settlements) {
    if (s.kind === 'message') agent.addMessage(s.message);
    else resume.push(s.entry);
  }
  return resume;
}
