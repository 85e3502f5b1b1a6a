/**
 * The framework-free flow against `@ag-ui/client` 0.0.59, the copy `@copilotkit/react-core` 1.74
 * builds its agents on: the same calls, answers, interrupts and cancel on send.
 */
import { describe, expect, it } from 'vitest';
import { AbstractAgent } from '@ag-ui/client-0.0.59';
import type { RunAgentInput } from '@ag-ui/core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { answerAskCall, cancelAskOnSend } from './agent.js';
import { pendingAskToolCalls } from './call-list.js';
import { askUserQuestionTool } from './tool.js';
import { askTurn, playTurn, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';

class OldClientAgent extends AbstractAgent {
  readonly inputs: RunAgentInput[] = [];
  constructor(private readonly turns: Turn[]) {
    super({ threadId: 'old-thread' });
  }
  run(input: Parameters<AbstractAgent['run']>[0]): ReturnType<AbstractAgent['run']> {
    return playTurn(this.turns, this.inputs, input as unknown as RunAgentInput) as unknown as ReturnType<AbstractAgent['run']>;
  }
}

const request = parseAskRequest(tripInput).request!;

describe('@ag-ui/client 0.0.59', () => {
  it('finds the streamed call and answers it with the exact text on the next run', async () => {
    const agent = new OldClientAgent([askTurn({ toolCallId: 'old-1', args: tripInput, chunkSize: 9 }), replyTurn('OK.')]);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    const [call] = pendingAskToolCalls(agent);
    expect(JSON.parse(call!.arguments)).toEqual(tripInput);
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Lisbon (Recommended)'] } } };
    await answerAskCall(agent, call!, request, outcome);
    expect(agent.inputs[1]!.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'old-1', content: toClaudeResultText(request, outcome) });
  });

  it('resumes an interrupt for the call', async () => {
    const agent = new OldClientAgent([askTurn({ toolCallId: 'old-i', args: tripInput, interruptId: 'old-int' }), replyTurn('OK.')]);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    const [call] = pendingAskToolCalls(agent);
    expect(call?.interrupt?.id).toBe('old-int');
    const declined = { type: 'declined' as const, reason: 'dismissed' as const, answers: {} };
    await answerAskCall(agent, call!, request, declined);
    expect(agent.inputs[1]!.resume).toMatchObject([{ interruptId: 'old-int', status: 'resolved', payload: { text: toClaudeResultText(request, declined) } }]);
  });

  it('cancel on send resolves an overtaken call before the run', async () => {
    const agent = new OldClientAgent([askTurn({ toolCallId: 'old-m', args: tripInput }), replyTurn('OK.')]);
    const stop = cancelAskOnSend(agent);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    agent.addMessage({ id: 'u-old', role: 'user', content: 'Somewhere else' });
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    stop();
    expect(agent.inputs[1]!.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'user']);
    expect(agent.inputs[1]!.messages[1]!.content).toMatch(/^The user replied in the chat[^]*The user said: Somewhere else$/);
  });
});
