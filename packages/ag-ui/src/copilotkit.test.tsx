import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { CopilotHarness } from './test-utils/copilot-harness.js';
import { ScriptedAgent, askTurn, deferred, invalidInput, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';
import { claudeCodeInputError } from '@askq/core/input-error';
import { askUserQuestionTool } from './tool.js';

/** CopilotKit removes every `additionalProperties` before sending a schema (some providers reject it). */
const withoutAdditional = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'additionalProperties' ? undefined : value)));

const Q = 'Which city should the trip start in?';
const request = parseAskRequest(tripInput).request!;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

async function start(turns: Turn[]) {
  const agent = new ScriptedAgent(turns);
  render(<CopilotHarness agent={agent} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { agent, user };
}

/**
 * A question that arrives takes focus from an empty message box (the picker's arrival focus):
 * typing into the box before that happens would race it.
 */
const pickerFocused = () => waitFor(() => expect(document.activeElement?.closest('[data-tool-call-id]')).not.toBeNull());

const liveRadio = (name: RegExp) =>
  waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('executing');
    return radio;
  });

describe('useAskUserQuestion with the real CopilotKit provider and a local AG-UI agent', () => {
  it('offers the tool, renders the call, and respond()s with the exact text', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'ck-1', args: tripInput }), replyTurn('Porto, lovely.')]);
    await waitFor(() => expect(agent.inputs.length).toBeGreaterThan(0));
    const offered = agent.inputs[0]!.tools.find((t) => t.name === 'AskUserQuestion');
    expect(offered?.description).toBe(askUserQuestionTool().description);
    expect(offered?.parameters).toEqual(withoutAdditional(askUserQuestionTool().parameters));
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const tool = agent.inputs[1]!.messages.filter((m) => m.role === 'tool');
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] } } };
    expect(tool).toMatchObject([{ toolCallId: 'ck-1', content: toClaudeResultText(request, outcome) }]);
    expect(tool[0]!.content).toBe(`Your questions have been answered: "${Q}"="Porto". You can now continue with these answers in mind.`);
    expect(await screen.findByText('Porto, lovely.')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
  });

  it('shows the questions while the arguments stream, inert until the call executes', async () => {
    const gate = deferred();
    const { agent, user } = await start([
      askTurn({ toolCallId: 'ck-s', args: tripInput, chunkSize: 40, pause: { at: 3, until: gate.promise } }),
      replyTurn('Done.'),
    ]);
    expect(await screen.findByText(Q)).toBeTruthy();
    expect(screen.getByText(Q).closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('inProgress');
    gate.resolve();
    await user.click(await liveRadio(/Lisbon/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
  });

  it('declines: Skip respond()s with the decline text', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'ck-d', args: tripInput }), replyTurn('No preference, then.')]);
    await liveRadio(/Lisbon/);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const declined = { type: 'declined' as const, reason: 'dismissed' as const, answers: {} };
    expect(agent.inputs[1]!.messages.filter((m) => m.role === 'tool')).toMatchObject([{ toolCallId: 'ck-d', content: toClaudeResultText(request, declined) }]);
    expect(await screen.findByText('No preference, then.')).toBeTruthy();
  });

  it('bad arguments: a visible error, and respond() sends the problems to fix', async () => {
    const { agent } = await start([askTurn({ toolCallId: 'ck-x', args: invalidInput }), replyTurn('Fixing it.')]);
    expect(await screen.findByText('These questions could not be shown.')).toBeTruthy();
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    // Claude Code's own text for these arguments.
    const expected = claudeCodeInputError(invalidInput);
    expect(expected).toMatch(/^<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:\n/);
    expect(agent.inputs[1]!.messages.filter((m) => m.role === 'tool')).toMatchObject([{ toolCallId: 'ck-x', content: expected }]);
    expect(await screen.findByText('Fixing it.')).toBeTruthy();
    expect(screen.getByText('These questions could not be shown.')).toBeTruthy();
  });

  it('a chat message while the question waits resolves it as replied in chat, before the run, and drops its draft', async () => {
    const { agent, user } = await start([askTurn({ toolCallId: 'ck-m', args: tripInput }), replyTurn('Madrid is lovely too.')]);
    await pickerFocused();
    // A half-made choice is saved as a draft, then dropped once the call is settled by the message.
    await user.click(await liveRadio(/Porto/));
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:ck-m')).toContain('"selected":["q1.1"]'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    const replied = { type: 'declined' as const, reason: 'replied_in_chat' as const, answers: {}, message: 'What about Madrid?' };
    expect(agent.inputs[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(agent.inputs[1]!.messages[2]).toMatchObject({ role: 'tool', toolCallId: 'ck-m', content: toClaudeResultText(request, replied) });
    expect(await screen.findByText('Madrid is lovely too.')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:ck-m')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle'));
    // CopilotKit's wait was released without a second tool message or a follow-up run of its own.
    expect(agent.inputs).toHaveLength(2);
    expect(agent.messages.filter((m) => m.role === 'tool')).toHaveLength(1);
  });
});
