/**
 * Answering through the agent: the settlement goes in (a tool message, or a resume entry for an
 * interrupt) and the agent runs again, so the model reads the answer on its next turn.
 */
import type { AskOutcome, AskParser, AskRequest, ParseOptions } from '@askq/core';
import { askAnswer, askInvalid, askRepliedInChat, askToolCalls, applySettlements, pendingAskToolCalls, type AskSettlement, type AskToolCall } from './calls.js';
import { askUserQuestionTool } from './tool.js';
import type { AgUiAgentLike, AgUiMessage, AgUiRunParameters } from './types.js';

/**
 * "Exactly once" per call and agent: a double submit, a remount, or a chat message racing the
 * picker must not give one call two results (the second would reach the model as a stray tool
 * message). Keyed by the agent object, so two agents reusing a call id never block each other.
 */
const claims = new WeakMap<object, Set<string>>();

/** True the first time for this agent and call; false on every later attempt. */
export function claimAskCall(agent: object, toolCallId: string): boolean {
  let ids = claims.get(agent);
  if (!ids) claims.set(agent, (ids = new Set()));
  if (ids.has(toolCallId)) return false;
  ids.add(toolCallId);
  return true;
}

export const isAskCallClaimed = (agent: object, toolCallId: string) => claims.get(agent)?.has(toolCallId) ?? false;

export interface AskRunOptions {
  /**
   * The parameters of the run that carries the answer. AG-UI sends tools with every run: pass your
   * app's tools (with `askUserQuestionTool()` among them) so the model can keep using them.
   * @default { tools: [askUserQuestionTool()] }
   */
  runParameters?: AgUiRunParameters;
  /** Settle only, without starting the next run (the app runs the agent itself). @default false */
  noRun?: boolean;
}

/** Resolves once the agent is not running (right away when it is idle). */
export function whenIdle(agent: Pick<AgUiAgentLike, 'isRunning' | 'subscribe'>): Promise<void> {
  if (!agent.isRunning) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      sub.unsubscribe();
      resolve();
    };
    const sub = agent.subscribe({ onRunFinalized: done, onRunFailed: done });
  });
}

async function settleAndRun(agent: AgUiAgentLike, settlements: AskSettlement[], options: AskRunOptions) {
  // A call is live only once its run ended; this covers an answer that raced the run's end.
  await whenIdle(agent);
  const resume = applySettlements(agent, settlements);
  if (options.noRun) return;
  const parameters = options.runParameters ?? { tools: [askUserQuestionTool()] };
  await agent.runAgent(resume.length > 0 ? { ...parameters, resume } : parameters);
}

/**
 * Answers one call (or declines it: a `declined` outcome) and runs the agent again. Does nothing
 * for a call already answered. Resolves when the next run has ended.
 */
export async function answerAskCall(
  agent: AgUiAgentLike,
  call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>,
  request: AskRequest,
  outcome: AskOutcome,
  options: AskRunOptions = {},
): Promise<void> {
  if (!claimAskCall(agent, call.toolCallId)) return;
  await settleAndRun(agent, [askAnswer(call, request, outcome)], options);
}

/** Answers a call whose arguments cannot be shown with an error result, so the model can fix them and ask again. */
export async function rejectAskCall(agent: AgUiAgentLike, call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, errorText: string, options: AskRunOptions = {}) {
  if (!claimAskCall(agent, call.toolCallId)) return;
  await settleAndRun(agent, [askInvalid(call, errorText)], options);
}

export interface SendMessageOptions extends AskRunOptions {
  toolName?: string;
  parseOptions?: ParseOptions;
  parser?: AskParser;
}

/**
 * Sends a user message. A question still waiting is resolved first, as declined because the user
 * replied in the chat (with their text), so the run never carries a tool call without a result.
 * Resolves when the run has ended.
 */
export async function sendUserMessage(agent: AgUiAgentLike, text: string, options: SendMessageOptions = {}): Promise<void> {
  await whenIdle(agent);
  const settlements = pendingAskToolCalls(agent, options.toolName)
    .filter((call) => claimAskCall(agent, call.toolCallId))
    .map((call) => askRepliedInChat(call, text.trim() || undefined, options.parseOptions, options.parser));
  const resume = applySettlements(agent, settlements);
  agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
  if (options.noRun) return;
  const parameters = options.runParameters ?? { tools: [askUserQuestionTool()] };
  await agent.runAgent(resume.length > 0 ? { ...parameters, resume } : parameters);
}

const userText = (message: AgUiMessage) =>
  typeof message.content === 'string'
    ? message.content
    : Array.isArray(message.content)
      ? (message.content as { type?: unknown; text?: unknown }[]).map((p) => (p?.type === 'text' && typeof p.text === 'string' ? p.text : '')).join('\n')
      : '';

/**
 * The messages a run should start from: every AskUserQuestion call that a later user message
 * overtook (the user wrote in the chat instead of answering) gets its tool message, declined as
 * replied in chat with that text, placed right after the call's own message. Null when nothing
 * changes. Calls waiting on an interrupt are left alone: only a resume answers those.
 */
export function settleOvertakenAsks(agent: object, messages: readonly AgUiMessage[], options: Omit<SendMessageOptions, keyof AskRunOptions> = {}): AgUiMessage[] | null {
  const calls = askToolCalls(messages, { toolName: options.toolName }).filter((call) => !call.result);
  if (calls.length === 0) return null;
  const next = [...messages];
  let changed = false;
  for (const call of calls) {
    const at = next.findIndex((m) => m.id === call.messageId);
    const reply = next.slice(at + 1).find((m) => m.role === 'user');
    if (at < 0 || !reply || !claimAskCall(agent, call.toolCallId)) continue;
    const settlement = askRepliedInChat(call, userText(reply).trim() || undefined, options.parseOptions, options.parser);
    if (settlement.kind !== 'message') continue;
    let insert = at + 1;
    while (next[insert]?.role === 'tool') insert++;
    next.splice(insert, 0, settlement.message);
    changed = true;
  }
  return changed ? next : null;
}

/**
 * Cancel on send for any way the app starts runs (CopilotKit's chat, its own form): before each
 * run, a question the user answered by writing in the chat instead is resolved as declined
 * (replied in chat, with their text), so the run never carries a tool call without a result.
 * Returns the unsubscribe function.
 */
export function cancelAskOnSend(agent: Pick<AgUiAgentLike, 'subscribe'>, options: Omit<SendMessageOptions, keyof AskRunOptions> = {}): () => void {
  const { unsubscribe } = agent.subscribe({
    onRunInitialized: ({ messages }: { messages: AgUiMessage[] }) => {
      const next = settleOvertakenAsks(agent, messages, options);
      return next ? { messages: next } : undefined;
    },
  });
  return unsubscribe;
}
