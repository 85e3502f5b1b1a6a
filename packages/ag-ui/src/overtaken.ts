/**
 * The calls a user overtook by writing in the chat instead of answering, and settling them in one
 * step (`settleOvertakenAsks` in calls.ts, `cancelAskOnSend`). Nothing here parses.
 */
import type { AskParser, ParseOptions } from '@askq/core';
import { askToolCalls, textOf, type AskToolCall } from './call-list.js';
import { claimAskCall } from './claims.js';
import type { AskSettlement } from './settlement.js';
import type { AgUiAgentLike, AgUiMessage } from './types.js';

/** How overtaken calls are found and read (`settleOvertakenAsks`, `cancelAskOnSend`, `sendUserMessage`). */
export interface OvertakenOptions {
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  toolName?: string | undefined;
  /** Parse options, e.g. `{ limits }` matching `askUserQuestionTool({ limits })`. */
  parseOptions?: ParseOptions | undefined;
  /** How the arguments are read. @default Claude's AskUserQuestion (with Claude Code's schema on `strict: 'claude-code'`) */
  parser?: AskParser | undefined;
}

/**
 * The calls in `messages` without a result that a later user message overtook, with that message's
 * text. Calls waiting on one of the agent's `pendingInterrupts` are left out: only a resume answers
 * those (the client lets a run start only when it resumes every open interrupt).
 */
export function overtakenAsks(agent: object, messages: readonly AgUiMessage[], toolName?: string): { call: AskToolCall; text: string | undefined }[] {
  return askToolCalls(messages, { toolName, interrupts: (agent as AgUiAgentLike).pendingInterrupts }).flatMap((call) => {
    if (call.result || call.interrupt) return [];
    const at = messages.findIndex((m) => m.id === call.messageId);
    const reply = messages.slice(at + 1).find((m) => m.role === 'user');
    return at >= 0 && reply ? [{ call, text: textOf(reply.content, '\n').trim() || undefined }] : [];
  });
}

/**
 * `messages` with a tool message after each overtaken call (`overtakenAsks`) this agent has not
 * settled yet, written by `reply` (claimed here: exactly once per call), placed right after the
 * call's own message; null when nothing changes. Calls waiting on an interrupt are left alone:
 * only a resume answers those.
 */
export function withOvertakenSettled(
  agent: object,
  messages: readonly AgUiMessage[],
  overtaken: readonly { call: AskToolCall; text: string | undefined }[],
  reply: (call: AskToolCall, text: string | undefined) => AskSettlement,
): AgUiMessage[] | null {
  const next = [...messages];
  let changed = false;
  for (const { call, text } of overtaken) {
    if (!claimAskCall(agent, call.toolCallId)) continue;
    const settlement = reply(call, text);
    if (settlement.kind !== 'message') continue;
    let insert = next.findIndex((m) => m.id === call.messageId) + 1;
    while (next[insert]?.role === 'tool') insert++;
    next.splice(insert, 0, settlement.message);
    changed = true;
  }
  return changed ? next : null;
}
