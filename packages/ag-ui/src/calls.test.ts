import { describe, expect, it } from 'vitest';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { askToolCalls, pendingAskToolCalls } from './call-list.js';
import { answerAskCall, cancelAskOnSend, sendUserMessage } from './agent.js';
import { settleOvertakenAsks } from './calls.js';
import { askUserQuestionTool } from './tool.js';
import { ScriptedAgent, askTurn, replyTurn, tripInput } from './test-utils/scripted-agent.js';

describe('AskUserQuestion calls of a real AG-UI agent', () => {
  it('finds the streamed call and answers it with the exact text on the next run', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-1', args: tripInput, chunkSize: 7 }), replyTurn('Lisbon it is.')]);
    agent.addMessage({ id: 'u1', role: 'user', content: 'Plan a trip' });
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    const [call] = pendingAskToolCalls(agent);
    expect(call).toMatchObject({ toolCallId: 'call-1', toolName: 'AskUserQuestion' });
    expect(JSON.parse(call!.arguments)).toEqual(tripInput);
    const request = parseAskRequest(tripInput).request!;
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Lisbon (Recommended)'] } } };
    await answerAskCall(agent, call!, request, outcome);
    const second = agent.inputs[1]!;
    const tool = second.messages.find((m) => m.role === 'tool');
    expect(tool).toMatchObject({ role: 'tool', toolCallId: 'call-1', content: toClaudeResultText(request, outcome) });
    expect(tool!.content).toBe(
      'Your questions have been answered: "Which city should the trip start in?"="Lisbon (Recommended)". You can now continue with these answers in mind.',
    );
    expect(second.tools.map((t) => t.name)).toEqual(['AskUserQuestion']);
    expect(askToolCalls(agent.messages)[0]!.result?.content).toBe(tool!.content);
    expect(pendingAskToolCalls(agent)).toEqual([]);
  });

  it('a chat message resolves the waiting call as replied in chat', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-2', args: tripInput }), replyTurn('Sure, tell me more.')]);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    await sendUserMessage(agent, 'Wait, what about Madrid?');
    const messages = agent.inputs[1]!.messages;
    const tool = messages.find((m) => m.role === 'tool');
    expect(tool?.content).toBe(
      'The user replied in the chat instead of answering these questions. Respond to their message and do not assume any answer to the questions; re-ask them later if they are still relevant.\n\nThe user said: Wait, what about Madrid?',
    );
    expect(messages.at(-1)).toMatchObject({ role: 'user', content: 'Wait, what about Madrid?' });
  });

  it('a call without an id (restored history) is not listed: a tool message could not name it', () => {
    const args = JSON.stringify(tripInput);
    const messages = [
      { id: 'a1', role: 'assistant' as const, toolCalls: [{ type: 'function' as const, function: { name: 'AskUserQuestion', arguments: args } }, { id: 'c2', type: 'function' as const, function: { name: 'AskUserQuestion', arguments: args } }] },
    ];
    // Before: listed with toolCallId undefined, live, and answered with a tool message naming no call.
    expect(askToolCalls(messages as never).map((c) => c.toolCallId)).toEqual(['c2']);
  });

  it('a call waiting on an interrupt is left to the run that resumes it: cancel on send adds no tool message for it', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-int', args: tripInput, interruptId: 'int-1' }), replyTurn('Somewhere warm, then.')]);
    const stop = cancelAskOnSend(agent);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    agent.addMessage({ id: 'u2', role: 'user', content: 'Somewhere warm' });
    // Nothing to settle here either: the interrupt is the resume's to answer.
    expect(settleOvertakenAsks(agent, agent.messages)).toBeNull();
    // The app moves on by cancelling the open interrupt, as the client asks of a run.
    await agent.runAgent({ tools: [askUserQuestionTool()], resume: [{ interruptId: 'int-1', status: 'cancelled' }] });
    stop();
    const input = agent.inputs[1]!;
    // Before: a "replied in the chat" tool message for the call, beside the resume that cancels
    // its interrupt: two results for one call.
    expect(input.messages.map((m) => m.role)).toEqual(['assistant', 'user']);
    expect(input.resume).toEqual([{ interruptId: 'int-1', status: 'cancelled' }]);
  });
});

