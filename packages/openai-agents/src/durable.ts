/**
 * The durable variant: the tool is created with `durable: true` (`needsApproval`), so the run
 * stops at each AskUserQuestion call with an interruption instead of holding a promise. The app
 * stores `result.state.toString()`, and `waitForAnswers` approves the calls once the page has
 * answered; `run(agent, state)` then resumes and the tool's output is the answer's exact text.
 */
import type { Agent, RunState } from '@openai/agents';
import type { AskOutcome } from '@askq/core';
import { ASK_USER_QUESTION_TOOL_NAME, type AskBrokerLike } from '@askq/ai-sdk/protocol';
import { AskInputError } from '@askq/server';
import { outcomesForResume, sdkToolName, type AskCall } from './tool.js';

export interface WaitForAnswersOptions<TContext = unknown> {
  /** The broker the tool asks on (the same one). */
  broker: AskBrokerLike;
  /** The tool's `sessionId` (the same one). */
  sessionId: string | ((call: AskCall<TContext>) => string);
  /** The tool's name, when it is not Claude's. @default 'AskUserQuestion' */
  toolName?: string | undefined;
  /** Stop waiting: the questions are withdrawn, nothing is approved, and the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** Withdraw a question after this long without an answer (the model reads the dismissal). No limit by default. */
  timeoutMs?: number | undefined;
}

/**
 * Shows a paused run's AskUserQuestion calls on the page (through the broker, with the model's
 * call id as `toolUseId` and the asking agent's name) and waits until each is answered, declined
 * or withdrawn; then approves them on `state` and returns it, for `run(agent, state)`. Other
 * interruptions (tools of your own that need approval) are left for you to approve or reject.
 *
 * Call it again on the state read back with `RunState.fromString` after a restart: a question
 * still pending is joined, not asked twice, and one answered meanwhile resolves at once (the
 * broker keeps answers by `toolUseId`; the Redis broker across instances and restarts).
 */
export async function waitForAnswers<TContext, TAgent extends Agent<any, any>>(
  state: RunState<TContext, TAgent>,
  options: WaitForAnswersOptions<TContext>,
): Promise<RunState<TContext, TAgent>> {
  const { broker, signal, timeoutMs } = options;
  // As the SDK names the tool (`ask-user` is `ask_user`): the name given to askUserQuestionTool works.
  const toolName = sdkToolName(options.toolName ?? ASK_USER_QUESTION_TOOL_NAME);
  const runContext = state._context;
  const items = state.getInterruptions().filter((item) => item.rawItem.type === 'function_call' && (item.toolName ?? item.name) === toolName);
  const outcomes = await Promise.all(
    items.map(async (item): Promise<AskOutcome | undefined> => {
      const callId = (item.rawItem as { callId: string }).callId;
      const agentName = item.agent.name as string;
      const sessionId = typeof options.sessionId === 'function' ? options.sessionId({ runContext, callId, agentName }) : options.sessionId;
      let input: unknown;
      try {
        input = JSON.parse(item.arguments ?? '');
      } catch {
        return undefined; // approved as is: the SDK answers arguments that are not JSON with its own text
      }
      try {
        return await broker.ask(input, {
          sessionId,
          toolUseId: callId,
          agentId: agentName,
          ...(signal ? { signal } : {}),
          ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        });
      } catch (error) {
        // Approved as is: the tool's input guardrail answers it with the list of problems.
        if (error instanceof AskInputError) return undefined;
        throw error;
      }
    }),
  );
  signal?.throwIfAborted();
  let given = outcomesForResume.get(runContext);
  if (!given) outcomesForResume.set(runContext, (given = new Map()));
  items.forEach((item, i) => {
    const outcome = outcomes[i];
    if (outcome) given.set((item.rawItem as { callId: string }).callId, outcome);
    state.approve(item);
  });
  return state;
}
