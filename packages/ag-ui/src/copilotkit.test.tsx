import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { CopilotHarness } from './test-utils/copilot-harness.js';
import { ScriptedAgent, askTurn, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';
import { askParametersSchema, askUserQuestionTool } from './tool.js';

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
    expect(offered?.parameters).toEqual(withoutAdditional(askParametersSchema()));
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
});
