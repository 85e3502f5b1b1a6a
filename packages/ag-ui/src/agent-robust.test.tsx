import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventType, type BaseEvent } from '@ag-ui/core';
import { parseAskRequest } from '@askq/core';
import { AgentAskUserQuestion } from './agent-ask-user-question.js';
import { answerAskCall, isAskCallClaimed, sendUserMessage } from './agent.js';
import { pendingAskToolCalls } from './call-list.js';
import { loadAskKit } from './kit-load.js';
import { ScriptedAgent, askTurn, deferred, replyTurn, textEvents, tripInput, type Turn } from './test-utils/scripted-agent.js';

// What the AG-UI client does that these guard against: it copies its subscribers when a run
// starts, keeps `pendingInterrupts` until a RUN_FINISHED, and a failed or stopped run leaves a
// call's arguments cut off where they were.

const request = parseAskRequest(tripInput).request!;
const PORTO = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] } } };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A turn whose run fails (RUN_ERROR) after `before`. */
const failing = (before: BaseEvent[] = []): Turn => () => [...before, { type: EventType.RUN_ERROR, message: 'upstream failed' } as BaseEvent];
const state = (id: string) => document.querySelector(`[data-tool-call-id="${id}"]`)?.getAttribute('data-tool-state');

/** One model turn with two AskUserQuestion calls (`c1`, `c2`) in one assistant message. */
const twoCalls: Turn = (input) => {
  const [a, b] = [askTurn({ toolCallId: 'c1', args: tripInput })(input), askTurn({ toolCallId: 'c2', args: tripInput })(input)];
  const calls = (steps: typeof a) => steps.filter((e) => !(e instanceof Promise) && (e as BaseEvent).type !== EventType.RUN_FINISHED);
  return [...calls(a), ...calls(b).map((e) => (e instanceof Promise ? e : ({ ...e, ...('parentMessageId' in e ? { parentMessageId: 'assistant-c1' } : {}) } as BaseEvent)))];
};

describe('AG-UI: runs that fail, stop or overlap', () => {
  it('a run that fails while the arguments stream leaves the call inert ("interrupted"): it is not reported to the model as invalid, and no run starts by itself', async () => {
    const cut = failing([
      { type: EventType.TOOL_CALL_START, toolCallId: 'call-cut', toolCallName: 'AskUserQuestion', parentMessageId: 'assistant-cut' } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId: 'call-cut', delta: '{"questions": [{"question": "Which' } as BaseEvent,
    ]);
    const agent = new ScriptedAgent([cut, cut, cut]);
    render(<AgentAskUserQuestion agent={agent} toolCallId="call-cut" />);
    await act(() => agent.runAgent().catch(() => undefined));
    await waitFor(() => expect(state('call-cut')).toBe('interrupted'));
    // The kit that writes an invalid call's text is here, and what it would start has had its turn.
    await act(async () => void (await loadAskKit()));
    await act(async () => undefined);
    // Before: the cut-off call was rejected as the model's invalid input and the agent ran again,
    // every time the same way (26 runs in a second).
    expect(isAskCallClaimed(agent, 'call-cut')).toBe(false);
    expect(agent.inputs).toHaveLength(1);
  });

  it("an interrupt's resume that fails: no receipt, an alert, and the question can be answered again; the next answer goes through", async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-f', args: tripInput, interruptId: 'int-f' }), failing(), replyTurn('Resumed.')]);
    await agent.runAgent();
    render(<AgentAskUserQuestion agent={agent} toolCallId="call-f" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Lisbon/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your answer could not be sent. Check your connection and try again.');
    expect(agent.pendingInterrupts.map((i) => i.id)).toEqual(['int-f']);
    // Before: "Answered", and a second answer was ignored (the call stayed claimed).
    expect(screen.queryByRole('group', { name: 'Answered' })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /^Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(3));
    expect(agent.inputs[2]!.resume).toMatchObject([{ interruptId: 'int-f', status: 'resolved', payload: { output: { outcome: PORTO } } }]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a message sent while the agent runs goes out once the run ends (the run never heard a subscriber added during it)', async () => {
    const hold = deferred();
    const agent = new ScriptedAgent([() => [...textEvents('Thinking'), hold.promise], replyTurn('Hello to you.')]);
    const running = agent.runAgent();
    await waitFor(() => expect(agent.isRunning).toBe(true));
    const sent = sendUserMessage(agent, 'hello while you type');
    hold.resolve();
    await running;
    // Before: never settled, and the message was never added.
    await sent;
    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1]!.messages.at(-1)).toMatchObject({ role: 'user', content: 'hello while you type' });
  });

  it('two calls in one model turn: the first answer waits for the second, so no run carries a call without a result', async () => {
    const agent = new ScriptedAgent([twoCalls, replyTurn('Both read.')]);
    await agent.runAgent();
    const [c1, c2] = pendingAskToolCalls(agent);
    expect([c1?.messageId, c2?.messageId]).toEqual(['assistant-c1', 'assistant-c1']);
    await answerAskCall(agent, c1!, request, PORTO);
    // Before: the agent ran here, with c2 unanswered (a history the model providers refuse).
    expect(agent.inputs).toHaveLength(1);
    await answerAskCall(agent, c2!, request, PORTO);
    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1]!.messages.filter((m) => m.role === 'tool').map((m) => (m as { toolCallId: string }).toolCallId)).toEqual(['c1', 'c2']);
  });

  it('two calls of one turn answered at the same moment: one run, carrying both results', async () => {
    const agent = new ScriptedAgent([twoCalls, replyTurn('Both read.')]);
    await agent.runAgent();
    const [c1, c2] = pendingAskToolCalls(agent);
    await Promise.all([answerAskCall(agent, c1!, request, PORTO), answerAskCall(agent, c2!, request, PORTO)]);
    // Before: the first answer ran the agent with the second's result not yet in, then it ran again.
    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1]!.messages.filter((m) => m.role === 'tool')).toHaveLength(2);
  });

  it('on a page with no crypto.randomUUID (plain http), a message still goes out after the question it answers', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-u', args: tripInput })]);
    await agent.runAgent();
    vi.stubGlobal('crypto', { ...globalThis.crypto, randomUUID: undefined });
    // Before: TypeError: crypto.randomUUID is not a function, after the tool message was added.
    await sendUserMessage(agent, 'hello', { noRun: true });
    expect(agent.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'user']);
    expect(agent.messages.at(-1)).toMatchObject({ role: 'user', content: 'hello', id: expect.stringMatching(/^askq-/) });
  });

  it('a card mounted again after the agent asked while nothing listened shows the question', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-r', args: tripInput })]);
    const first = render(<AgentAskUserQuestion agent={agent} toolCallId="call-r" />);
    first.unmount();
    await agent.runAgent();
    render(<AgentAskUserQuestion agent={agent} toolCallId="call-r" />);
    // Before: the snapshot cached at the first mount (no call yet) until some later agent event.
    expect(await screen.findByRole('radio', { name: /^Porto/ })).toBeTruthy();
  });

  it('an interrupt past its expiresAt (AG-UI 1.0) shows inert, and the next message cancels it so the thread goes on', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-e', args: tripInput, interruptId: 'int-e', expiresAt: past }), replyTurn('Welcome back.')]);
    await agent.runAgent();
    expect(agent.pendingInterrupts.map((i) => i.expiresAt)).toEqual([past]);
    render(<AgentAskUserQuestion agent={agent} toolCallId="call-e" />);
    await waitFor(() => expect(state('call-e')).toBe('expired'));
    // Before: "Interrupt int-e expired at ... Cancel it to continue the thread.", on every message.
    await sendUserMessage(agent, 'Sorry, I was away');
    expect(agent.inputs[1]!.resume).toEqual([{ interruptId: 'int-e', status: 'cancelled' }]);
    expect(agent.inputs[1]!.messages.at(-1)).toMatchObject({ role: 'user', content: 'Sorry, I was away' });
  });

  it('two open interrupts (parallel calls): the first answer waits, the second resumes both in one run; a message meanwhile carries the first', async () => {
    /** One turn, two calls (`a`, `b`), each waited on by an interrupt (`i-a`, `i-b`). */
    const both =
      (a: string, b: string): Turn =>
      (input) => {
        const steps = (id: string) => askTurn({ toolCallId: id, args: tripInput })(input).filter((e) => !(e instanceof Promise) && (e as BaseEvent).type !== EventType.RUN_FINISHED);
        const interrupts = [a, b].map((id) => ({ id: `i-${id}`, reason: 'tool_call', toolCallId: id }));
        return [...steps(a), ...steps(b), { type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId, outcome: { type: 'interrupt', interrupts } } as BaseEvent];
      };
    const agent = new ScriptedAgent([both('c1', 'c2'), replyTurn('Both read.'), both('c3', 'c4'), replyTurn('Read you.')]);
    await agent.runAgent();
    const [c1, c2] = pendingAskToolCalls(agent);
    await answerAskCall(agent, c1!, request, PORTO);
    // Before: this run was refused ("1 pending interrupt(s) not addressed by resume: i-c2"), both answers lost.
    expect(agent.inputs).toHaveLength(1);
    await answerAskCall(agent, c2!, request, PORTO);
    expect(agent.inputs[1]!.resume?.map((e) => e.interruptId)).toEqual(['i-c1', 'i-c2']);
    expect(agent.pendingInterrupts).toEqual([]);
    // Again, and this time the user writes instead of answering the second.
    await agent.runAgent();
    // (The first two calls have no tool message: an interrupt's result is the server's to write.)
    const c3 = pendingAskToolCalls(agent).find((c) => c.toolCallId === 'c3')!;
    await answerAskCall(agent, c3, request, PORTO);
    await sendUserMessage(agent, 'Skip the other one');
    const resumed = agent.inputs[3]!.resume as { interruptId: string; payload: { text: string } }[];
    expect(resumed.map((e) => e.interruptId).sort()).toEqual(['i-c3', 'i-c4']);
    // The answer given stands; the other is the reply in the chat.
    expect(resumed.find((e) => e.interruptId === 'i-c3')!.payload.text).toMatch(/^The user answered|^Your questions have been answered/);
    expect(resumed.find((e) => e.interruptId === 'i-c4')!.payload.text).toMatch(/^The user replied in the chat/);
  });
});
