/**
 * Answering through the agent: the settlement goes in (a tool message, or a resume entry for an
 * interrupt) and the agent runs again, so the model reads the answer on its next turn. Nothing
 * here parses up front: plain Claude arguments are read by core's fast path, the rest with the
 * lenient parse loaded on first use (`kit-load.ts`).
 */
import type { AskOutcome, AskRequest } from '@askq/core';
import { declineMessage } from '@askq/core/encode';
import { pendingAskToolCalls, type AskToolCall } from './call-list.js';
import { claimAskCall, isAskCallClaimed } from './claims.js';
import { loadAskKit, readPlain } from './kit-load.js';
import { overtakenAsks, withOvertakenSettled, type OvertakenOptions } from './overtaken.js';
import { askAnswer, applySettlements, settle, askInvalid, type AskSettlement } from './settlement.js';
import { askUserQuestionTool } from './tool.js';
import type { AgUiAgentLike, AgUiMessage, AgUiRunParameters } from './types.js';

export { claimAskCall, isAskCallClaimed } from './claims.js';

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
  const resume = applySettlements(agent, settlements);
  agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
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
      const overtaken = overtakenAsks(messages, options.toolName).filter(({ call }) => !isAskCallClaimed(agent, call.toolCallId));
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
