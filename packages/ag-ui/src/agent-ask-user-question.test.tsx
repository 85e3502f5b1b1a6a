import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { AskLabelsProvider } from '@askq/ui';
import { AgentHarness } from './test-utils/agent-harness.js';
import { ScriptedAgent, askTurn, deferred, invalidInput, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';
import { sendUserMessage } from './agent.js';

const Q = 'Which city should the trip start in?';
const request = parseAskRequest(tripInput).request!;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The radio named `name` once its call waits for the user (while streaming the same radios are inert). */
/**
 * A question that arrives takes focus from an empty message box (the picker's arrival focus):
 * typing into the box before that happens would race it.
 */
const pickerFocused = () => waitFor(() => expect(document.activeElement?.closest('[data-tool-call-id]')).not.toBeNull());

const liveRadio = (name: RegExp) =>
  waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('waiting');
    return radio;
  });

async function start(turns: Turn[]) {
  const agent = new ScriptedAgent(turns);
  render(<AgentHarness agent={agent} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { agent, user };
}

const toolMessages = (agent: ScriptedAgent, run: number) => agent.inputs[run]!.messages.filter((m) => m.role === 'tool');

describe('AgentAskUserQuestion with a real AG-UI agent', () => {
  it('shows the questions while the arguments stream, then answers with the exact text and runs again', async () => {
    const gate = deferred();
    const { agent, user } = await start([
      askTurn({ toolCallId: 'call-a', args: tripInput, chunkSize: 40, pause: { at: 3, until: gate.promise } }),
      (input) => replyTurn(`Got: ${String(input.messages.find((m) => m.role === 'tool')?.content).slice(0, 40)}`)(input),
    ]);
    // Mid-stream: the question text is there, the picker inert.
    expect(await screen.findByText(Q)).toBeTruthy();
    expect(screen.getByText(Q).closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('streaming');
    gate.resolve();
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] } } };
    expect(toolMessages(agent, 1)).toMatchObject([{ role: 'tool', toolCallId: 'call-a', content: toClaudeResultText(request, outcome) }]);
    expect(toolMessages(agent, 1)[0]!.content).toBe(`Your questions have been answered: "${Q}"="Porto". You can now continue with these answers in mind.`);
    expect(agent.inputs[1]!.tools.map((t) => t.name)).toEqual(['AskUserQuestion']);
    expect(await screen.findByText(/^Got: Your questions have been answered/)).toBeTruthy();
    // The call is settled: its receipt, no radios, and no further run.
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
    expect(agent.inputs).toHaveLength(2);
  });

  it('types an Other answer: the model reads the free-text wording', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-o', args: tripInput }), replyTurn('Noted.')]);
    await liveRadio(/Porto/);
    await user.type(screen.getByRole('textbox', { name: /Other/ }), 'Madrid, "maybe"');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    expect(toolMessages(agent, 1)[0]!.content).toBe(
      `The user answered: "${Q}"="Madrid, "maybe"". Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.`,
    );
  });

  it('declines: Skip sends the decline text, never an answer', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-s', args: tripInput }), replyTurn('Fine, no preference then.')]);
    await liveRadio(/Lisbon/);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const declined = { type: 'declined' as const, reason: 'dismissed' as const, answers: {} };
    expect(toolMessages(agent, 1)[0]!.content).toBe(toClaudeResultText(request, declined));
    expect(toolMessages(agent, 1)[0]!.content).toMatch(/^The user dismissed these questions without answering\. Do not assume any answer/);
    expect(await screen.findByText('Fine, no preference then.')).toBeTruthy();
  });

  it('"Chat about this" sends Claude Code\'s own clarification text', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-c', args: tripInput }), replyTurn('What would you like to clarify?')]);
    await liveRadio(/Lisbon/);
    await user.click(screen.getByRole('button', { name: 'Chat about this' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    expect(toolMessages(agent, 1)[0]!.content).toBe(
      'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.\n    Take their response into account and then reformulate the questions if appropriate.\n    Start by asking them what they would like to clarify.\n\n    Questions asked:\n- "Which city should the trip start in?"\n  (No answer provided)',
    );
  });

  it('bad arguments: a visible error, and the model gets the problems to fix as an error result', async () => {
    const { agent } = await start([askTurn({ toolCallId: 'call-x', args: invalidInput }), replyTurn('Let me fix that.')]);
    expect(await screen.findByText('These questions could not be shown.')).toBeTruthy();
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    // Claude Code's own text for these arguments.
    const expected = claudeCodeInputError(invalidInput);
    expect(expected).toMatch(/^<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:\n/);
    expect(toolMessages(agent, 1)).toMatchObject([{ toolCallId: 'call-x', content: expected, error: expected }]);
    expect(await screen.findByText('Let me fix that.')).toBeTruthy();
    expect(screen.getByText('These questions could not be shown.')).toBeTruthy();
  });

  it('arguments that are not JSON at all: the same error state, never a crash', async () => {
    const { agent } = await start([askTurn({ toolCallId: 'call-j', args: '{"questions": [ oops' }), replyTurn('Retrying.')]);
    expect(await screen.findByText('These questions could not be shown.')).toBeTruthy();
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    expect(toolMessages(agent, 1)[0]!.content).toMatch(/not valid JSON/);
  });

  it('a chat message while the question waits resolves it as replied in chat, in the same run, and drops its draft', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-m', args: tripInput }), replyTurn('Madrid is lovely too.')]);
    await pickerFocused();
    // A half-made choice is saved as a draft, then dropped once the call is settled by the message.
    await user.click(await liveRadio(/Porto/));
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:call-m')).toContain('"selected":["q1.1"]'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const messages = agent.inputs[1]!.messages;
    const replied = { type: 'declined' as const, reason: 'replied_in_chat' as const, answers: {}, message: 'What about Madrid?' };
    expect(messages.slice(-2)).toMatchObject([
      { role: 'tool', toolCallId: 'call-m', content: toClaudeResultText(request, replied) },
      { role: 'user', content: 'What about Madrid?' },
    ]);
    expect(await screen.findByText('Madrid is lovely too.')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:call-m')).toBeNull());
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
    expect(agent.inputs).toHaveLength(2);
  });

  it('an interrupt for the call (AG-UI 1.0) is answered by resuming it with the exact text', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-i', args: tripInput, interruptId: 'int-1' }), replyTurn('Resumed.')]);
    await user.click(await liveRadio(/Lisbon/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Lisbon (Recommended)'] } } };
    expect(agent.inputs[1]!.resume).toMatchObject([
      { interruptId: 'int-1', status: 'resolved', payload: { text: toClaudeResultText(request, outcome), output: { answers: { [Q]: 'Lisbon (Recommended)' } } } },
    ]);
    // The server adds the tool result itself: the client sends none.
    expect(toolMessages(agent, 1)).toEqual([]);
    expect(await screen.findByText('Resumed.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a chat message while an interrupt waits resumes it as replied in chat', async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-k', args: tripInput, interruptId: 'int-2' }), replyTurn('OK.')]);
    await agent.runAgent();
    expect(agent.pendingInterrupts.map((i) => i.id)).toEqual(['int-2']);
    await sendUserMessage(agent, 'Never mind');
    expect(agent.inputs[1]!.resume).toMatchObject([{ interruptId: 'int-2', status: 'resolved', payload: { text: expect.stringMatching(/^The user replied in the chat/) } }]);
  });

  it('a subagent that asks is named above its questions', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'call-sub', args: tripInput, subagent: 'travel-researcher' }), replyTurn('Thanks.')]);
    expect(await screen.findByText('Asked by travel-researcher')).toBeTruthy();
    expect(agent.messages.find((m) => m.role === 'assistant' && m.toolCalls?.length)).toMatchObject({ subagentRunId: 'sub-call-sub' });
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    expect(toolMessages(agent, 1)).toMatchObject([{ toolCallId: 'call-sub', content: expect.stringMatching(/="Porto"/) }]);
  });

  it("a subagent is named in the app's words (an AskLabelsProvider's)", async () => {
    const agent = new ScriptedAgent([askTurn({ toolCallId: 'call-sub-de', args: tripInput, subagent: 'reiseplaner' }), replyTurn('Danke.')]);
    render(
      <AskLabelsProvider labels={{ sessionAgent: (agentId) => `Gefragt von ${agentId}` }}>
        <AgentHarness agent={agent} />
      </AskLabelsProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Gefragt von reiseplaner')).toBeTruthy();
  });

  it('after a reload, a waiting question is live again and an answered one shows its receipt', async () => {
    // The conversation as an app restores it (AG-UI `initialMessages`): one call answered, one waiting.
    const call = (id: string) => ({ id, type: 'function' as const, function: { name: 'AskUserQuestion', arguments: JSON.stringify(tripInput) } });
    const answered = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    const agent = new ScriptedAgent([replyTurn('Lisbon, then.')], [
      { id: 'u1', role: 'user', content: 'Plan a trip' },
      { id: 'a1', role: 'assistant', toolCalls: [call('old-call')] },
      { id: 't1', role: 'tool', toolCallId: 'old-call', content: answered },
      { id: 'u2', role: 'user', content: 'And the next one?' },
      { id: 'a2', role: 'assistant', toolCalls: [call('new-call')] },
    ]);
    render(<AgentHarness agent={agent} />);
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
    expect(document.querySelector('[data-tool-call-id="old-call"]')?.textContent).toContain('Porto');
    const user = userEvent.setup();
    await user.click(await liveRadio(/Lisbon/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(1));
    expect(agent.inputs[0]!.messages.filter((m) => m.role === 'tool').map((m) => m.toolCallId)).toEqual(['old-call', 'new-call']);
    expect(await screen.findByText('Lisbon, then.')).toBeTruthy();
  });
});
