/**
 * Answering through the agent: the settlement goes in (a tool message, or a resume entry for an
 * interrupt) and the agent runs again, so the model reads the answer on its next turn. Nothing
 * here parses up front: plain Claude arguments are read by core's fast path, the rest with the
 * lenient parse loaded on first use (`kit-load.ts`).
 */
import type { AskOutcome, AskRequest } from '@askq/core';
import { declineMessage } from '@askq/core/encode';
import { pendingAskToolCalls, type AskToolCall } from './call-list.js';
import { claimAskCall, isAskCallClaimed, releaseAskCall } from './claims.js';
import { loadAskKit, readPlain } from './kit-load.js';
import { overtakenAsks, withOvertakenSettled, type OvertakenOptions } from './overtaken.js';
import { askAnswer, applySettlements, newId, settle, askInvalid, type AskSettlement } from './settlement.js';
import { askUserQuestionTool } from './tool.js';
import type { AgUiAgentLike, AgUiMessage, AgUiResumeEntry, AgUiRunParameters } from './types.js';

export { claimAskCall, isAskCallClaimed } from './claims.js';

export interface AskRunOptions {
  /**
   * The parameters of the run that carries the answer. AG-UI sends tools with every run: pass your
   * app's tools (with `askUserQuestionTool()` among them) so the model can keep using them.
   * @default { tools: [askUserQuestionTool()] }
   */
  runParameters?: AgUiRunParameters | undefined;
  /** Settle only, without starting the next run (the app runs the agent itself). @default false */
  noRun?: boolean | undefined;
}

/**
 * Resolves once the agent is not running (right away when it is idle). The client copies its
 * subscribers when a run starts, so one subscribed during a run never hears that run end: the
 * agent's `isRunning` is looked at again every 50 ms as well.
 */
export function whenIdle(agent: Pick<AgUiAgentLike, 'isRunning' | 'subscribe'>): Promise<void> {
  if (!agent.isRunning) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearInterval(timer);
      sub.unsubscribe();
      resolve();
    };
    const sub = agent.subscribe({ onRunFinalized: done, onRunFailed: done });
    const timer = setInterval(() => !agent.isRunning && done(), 50);
  });
}

/** A call as these functions take it: its id, the interrupt that waits on it, the message that holds it. */
export type AskCallRef = Pick<AskToolCall, 'toolCallId' | 'interrupt'> & Partial<Pick<AskToolCall, 'messageId'>>;

/**
 * Settles one call and runs the agent, once no other AskUserQuestion call of the same model turn
 * still waits (a run must not carry a call without a result: the last answer starts it). An
 * interrupt's answer exists only in the run that resumes it: should that run fail, or end with
 * the interrupt still open, the call is freed (it can be answered again) and this rejects.
 */
async function settleOneAndRun(agent: AgUiAgentLike, call: AskCallRef, settlement: AskSettlement, options: AskRunOptions) {
  // A call is live only once its run ended; this covers an answer that raced the run's end.
  await whenIdle(agent);
  let resume = applySettlements(agent, [settlement]);
  if (options.noRun) return;
  // Another call of the same turn without a result yet (its answer, if given, still on its way):
  // the one that settles last runs the agent.
  const waiting = call.messageId !== undefined && pendingAskToolCalls(agent).some((c) => c.messageId === call.messageId);
  const id = call.interrupt?.id;
  if (id !== undefined) {
    // The client takes a run only when it resumes every open interrupt: answers to several wait
    // for each other (in `held`), and the last one resumes them all.
    const held = heldResumes.get(agent) ?? new Map<string, AgUiResumeEntry>();
    heldResumes.set(agent, held);
    for (const entry of resume) held.set(entry.interruptId, entry);
    const open = pendingAskToolCalls(agent).flatMap((c) => (c.interrupt ? [c.interrupt.id] : []));
    if (open.some((i) => !held.has(i))) return;
    resume = open.map((i) => held.get(i)!);
    held.clear();
  }
  if (waiting && resume.length === 0) return;
  const parameters = options.runParameters ?? { tools: [askUserQuestionTool()] };
  try {
    await agent.runAgent(resume.length > 0 ? { ...parameters, resume } : parameters);
    if (id !== undefined && agent.pendingInterrupts?.some((i) => i.id === id)) throw new Error(`the run ended with interrupt ${id} still open`);
  } catch (error) {
    if (id !== undefined) {
      // This call may be answered again; the others' answers wait for it once more.
      releaseAskCall(agent, call.toolCallId);
      for (const entry of resume) if (entry.interruptId !== id) heldResumes.get(agent)?.set(entry.interruptId, entry);
    }
    throw error;
  }
}

/** Answers to open interrupts waiting for the others' (by agent, then interrupt id). */
const heldResumes = new WeakMap<object, Map<string, AgUiResumeEntry>>();

/**
 * Answers one call (or declines it: a `declined` outcome) and runs the agent again (the last
 * answer of a turn with several calls does). Does nothing for a call already answered. Resolves
 * when the next run has ended; rejects when an interrupt's resume failed (then it can be answered again).
 */
export async function answerAskCall(agent: AgUiAgentLike, call: AskCallRef, request: AskRequest, outcome: AskOutcome, options: AskRunOptions = {}): Promise<void> {
  if (!claimAskCall(agent, call.toolCallId)) return;
  await settleOneAndRun(agent, call, askAnswer(call, request, outcome), options);
}

/** Answers a call whose arguments cannot be shown with an error result, so the model can fix them and ask again. */
export async function rejectAskCall(agent: AgUiAgentLike, call: AskCallRef, errorText: string, options: AskRunOptions = {}) {
  if (!claimAskCall(agent, call.toolCallId)) return;
  await settleOneAndRun(agent, call, askInvalid(call, errorText), options);
}

export interface SendMessageOptions extends AskRunOptions, OvertakenOptions {}

type ReadOptions = Pick<SendMessageOptions, 'parseOptions' | 'parser'>;

const repliedInChat = (text: string | undefined) => ({ type: 'declined', reason: 'replied_in_chat', answers: {}, ...(text ? { message: text } : {}) }) as const;

/**
 * The replied-in-chat settlement of a call whose arguments read without the lenient parse (plain
 * Claude input, or the app's own parser's request), else undefined.
 */
function repliedNow(call: AskToolCall, text: string | undefined, { parseOptions, parser }: ReadOptions): AskSettlement | undefined {
  const { request } = (parser ? parser(call.arguments, { ...parseOptions, partial: false }) : readPlain(call.arguments, parseOptions)) ?? {};
  return request && !request.partial ? askAnswer(call, request, repliedInChat(text)) : undefined;
}

/**
 * The replied-in-chat settlement of any call: at once when `repliedNow` has it, else with the kit
 * (Claude Code's text for invalid arguments). Should the kit not load, a decline all the same:
 * the user's message must go out, and "replied in the chat" needs no questions to be said.
 */
async function repliedLater(call: AskToolCall, text: string | undefined, options: ReadOptions): Promise<AskSettlement> {
  try {
    return (await loadAskKit()).askRepliedInChat(call, text, options.parseOptions, options.parser);
  } catch {
    return settle(call, { text: declineMessage({ dialect: 'claude', questions: [], previewFormat: 'markdown' }, repliedInChat(text)) });
  }
}

/**
 * Sends a user message. A question still waiting is resolved first, as declined because the user
 * replied in the chat (with their text), so the run never carries a tool call without a result.
 * Resolves when the run has ended.
 */
export async function sendUserMessage(agent: AgUiAgentLike, text: string, options: SendMessageOptions = {}): Promise<void> {
  await whenIdle(agent);
  const said = text.trim() || undefined;
  const settlements = await Promise.all(
    pendingAskToolCalls(agent, options.toolName)
      .filter((call) => claimAskCall(agent, call.toolCallId))
      .map((call) => repliedNow(call, said, options) ?? repliedLater(call, said, options)),
  );
  const message = { id: newId(), role: 'user', content: text } as const;
  // With the answers to other interrupts that waited for these.
  const held = heldResumes.get(agent);
  const resume = [...applySettlements(agent, settlements), ...(held?.values() ?? [])];
  held?.clear();
  agent.addMessage(message);
  if (options.noRun) return;
  const parameters = options.runParameters ?? { tools: [askUserQuestionTool()] };
  await agent.runAgent(resume.length > 0 ? { ...parameters, resume } : parameters);
}

/**
 * Cancel on send for any way the app starts runs (CopilotKit's chat, its own form): before each
 * run, a question the user answered by writing in the chat instead is resolved as declined
 * (replied in chat, with their text), so the run never carries a tool call without a result.
 * Arguments only the lenient parse reads wait for it (the run starts once it has loaded).
 * Returns the unsubscribe function.
 */
export function cancelAskOnSend(agent: Pick<AgUiAgentLike, 'subscribe'>, options: Omit<SendMessageOptions, keyof AskRunOptions> = {}): () => void {
  const { unsubscribe } = agent.subscribe({
    onRunInitialized: ({ messages }: { messages: AgUiMessage[] }) => {
      // A call waiting on an interrupt is the run's to resume (the client refuses a run that does not).
      const overtaken = overtakenAsks(agent, messages, options.toolName).filter(({ call }) => !isAskCallClaimed(agent, call.toolCallId));
      if (overtaken.length === 0) return undefined;
      const now = new Map(overtaken.map(({ call, text }) => [call, repliedNow(call, text, options)]));
      const settled = () => {
        const next = withOvertakenSettled(agent, messages, overtaken, (call) => now.get(call)!);
        return next ? { messages: next } : undefined;
      };
      if (![...now.values()].includes(undefined)) return settled();
      return Promise.all(
        overtaken.map(async ({ call, text }) => {
          now.set(call, now.get(call) ?? (await repliedLater(call, text, options)));
        }),
      ).then(settled);
    },
  });
  return unsubscribe;
}
