import { afterEach, describe, expect, it } from 'vitest';
import { RunState } from '@openai/agents';
import { createMemoryBroker, type Broker, type BrokerEvent } from '@askq/server';
import { claudeCodeInputError } from '@askq/core/input-error';
import { askUserQuestionTool, waitForAnswers } from './index.js';
import { ANSWERED_PORTO, DISMISSED, TRIP_INPUT, scriptedRun } from './test/fixtures.js';
import { openPage, serveAskq } from './test/page.js';

// The durable variant in a real run: the run stops at the call with an interruption, its state is
// stored as a string and read back, `waitForAnswers` shows the question and approves the call once
// the page has answered, and the resumed run gives the model the answer's exact text.

const open: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function setup(broker: Broker = createMemoryBroker()) {
  const server = await serveAskq(broker);
  const page = openPage(server.url, 'chat-1');
  const events: string[] = [];
  open.push(page, server, { close: await broker.subscribe('chat-1', (e: BrokerEvent) => events.push(e.type === 'withdrawn' ? `withdrawn:${e.reason}` : e.type)) });
  const askTool = askUserQuestionTool({ broker, sessionId: 'chat-1', durable: true });
  return { broker, page, events, askTool };
}

describe('durable: needsApproval, RunState, waitForAnswers', () => {
  it('the run pauses; its stored state is resumed after the page answers; the model reads the exact text', async () => {
    const { broker, page, events, askTool } = await setup();
    const { runner, agent, toolText, model } = scriptedRun(askTool, TRIP_INPUT, { agentName: 'Trip planner' });
    const paused = await runner.run(agent, 'Plan a weekend trip');
    expect(paused.interruptions.map((i) => [i.toolName, (i.rawItem as { callId: string }).callId])).toEqual([['AskUserQuestion', 'call_1']]);
    expect(events).toEqual([]); // nothing is asked before the app says so
    const stored = paused.state.toString(); // what the app keeps while it waits

    const restored = await RunState.fromString(agent, stored);
    const waiting = waitForAnswers(restored, { broker, sessionId: 'chat-1' });
    const ask = await page.nextAsk();
    expect(ask).toMatchObject({ toolUseId: 'call_1', agentId: 'Trip planner', input: TRIP_INPUT });
    await page.client.answer(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    const state = await waiting;
    expect(state).toBe(restored);

    const result = await runner.run(agent, state);
    expect(toolText()).toBe(ANSWERED_PORTO);
    expect(result.finalOutput).toBe(`I read: ${ANSWERED_PORTO}`);
    expect(model.requests).toHaveLength(2);
    expect(events).toEqual(['pending', 'answered']); // asked once: the resumed call took the answer given
  });

  it('a tool name the SDK rewrites (ask-user is ask_user): waitForAnswers given the name it was made with finds its calls', async () => {
    const { broker, page } = await setup();
    const askTool = askUserQuestionTool({ broker, sessionId: 'chat-1', durable: true, name: 'ask-user' });
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    expect(paused.interruptions.map((i) => i.toolName)).toEqual(['ask_user']);
    // Before, it found no call: it returned at once, nothing was asked, the run paused again for ever.
    const waiting = waitForAnswers(paused.state, { broker, sessionId: 'chat-1', toolName: 'ask-user' });
    await page.client.answer((await page.nextAsk()).id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    const result = await runner.run(agent, await waiting);
    expect(result.interruptions).toEqual([]);
    expect(toolText()).toBe(ANSWERED_PORTO);
  });

  it('a decline on the page: the resumed run gives the model the decline text', async () => {
    const { broker, page, askTool } = await setup();
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    const waiting = waitForAnswers(paused.state, { broker, sessionId: 'chat-1' });
    await page.client.decline((await page.nextAsk()).id);
    await runner.run(agent, await waiting);
    expect(toolText()).toBe(DISMISSED);
  });

  it('timeoutMs: the question is withdrawn and the model reads the dismissal, not a second question', async () => {
    const { broker, events, askTool } = await setup();
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    await runner.run(agent, await waitForAnswers(paused.state, { broker, sessionId: 'chat-1', timeoutMs: 1 }));
    expect(toolText()).toBe(DISMISSED);
    expect(events).toEqual(['pending', 'withdrawn:timed_out']);
  });

  it('an abort withdraws the question and approves nothing: the state can still be resumed later', async () => {
    const { broker, page, events, askTool } = await setup();
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    const stored = paused.state.toString();
    const controller = new AbortController();
    const waiting = waitForAnswers(paused.state, { broker, sessionId: 'chat-1', signal: controller.signal });
    await page.nextAsk();
    controller.abort(new Error('the user left'));
    await expect(waiting).rejects.toThrow('the user left');
    expect(events).toEqual(['pending', 'withdrawn:aborted']);
    expect(paused.state.getInterruptions()).toHaveLength(1);

    const again = waitForAnswers(await RunState.fromString(agent, stored), { broker, sessionId: 'chat-1' });
    const ask = await page.nextAsk();
    await page.client.answer(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    await runner.run(agent, await again);
    expect(toolText()).toBe(ANSWERED_PORTO);
  });

  it('bad input is not shown: the resumed call gives the model the list of problems', async () => {
    const { broker, events, askTool } = await setup();
    const q = TRIP_INPUT.questions[0]!;
    const bad = { questions: [{ ...q, options: [q.options[0]!] }] };
    const { runner, agent, toolText } = scriptedRun(askTool, bad);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    await runner.run(agent, await waitForAnswers(paused.state, { broker, sessionId: 'chat-1' }));
    // Claude Code's own text for a single option.
    expect(toolText()).toBe(claudeCodeInputError(bad));
    expect(toolText()).toMatch(/^<tool_use_error>InputValidationError: This call included a question with fewer than 2 options/);
    expect(events).toEqual([]);
  });
});
