/**
 * Answering through the agent: the settlement goes in (a tool message, or a resume entry for an
 * interrupt) and the agent runs again, so the model reads the answer on its next turn.
 */
import type { AskOutcome, AskParser, AskRequest, ParseOptions } from '@askq/core';
import { askAnswer, askInvalid, askRepliedInChat, applySettlements, pendingAskToolCalls, type AskSettlement, type AskToolCall } from './calls.js';
import { askUserQuestionTool } from './tool.js';
import type { AgUiAgentLike, AgUiRunParameters } from './types.js';

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
