/**
 * CopilotKit's card reads calls with the lenient parse loaded on first use too: a call only it
 * reads waits busy (never an error, nothing responded), and a chat message sent meanwhile starts
 * its run once the parse has written the call's decline, so the run never lacks the call's result.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { chunk } from '../../ui/src/stories/held-chunk.js';
import { CopilotHarness } from './test-utils/copilot-harness.js';
import { ScriptedAgent, askTurn, replyTurn, tripInput } from './test-utils/scripted-agent.js';

vi.mock('./kit.js', async (importOriginal) => (await import('../../ui/src/stories/held-chunk.js')).holdChunk(importOriginal));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

it('waits busy for the parse, and a chat message sent meanwhile runs once the call is declined', async () => {
  // An extended host's key: only the lenient parse reads it.
  const extended = { ...tripInput, metadata: { source: 'planner' } };
  const agent = new ScriptedAgent([askTurn({ toolCallId: 'ck-x', args: extended }), replyTurn('Madrid is lovely too.')]);
  render(<CopilotHarness agent={agent} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(document.querySelector('[data-tool-call-id="ck-x"]')?.getAttribute('data-tool-state')).toBe('executing'));
  expect(chunk.asked).toBe(1);
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();

  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // The run waits for the call's result.
  expect(agent.inputs).toHaveLength(1);
  await act(async () => chunk.open());
  await waitFor(() => expect(agent.inputs).toHaveLength(2));
  const request = parseAskRequest(extended).request!;
  const replied = toClaudeResultText(request, { type: 'declined', reason: 'replied_in_chat', answers: {}, message: 'What about Madrid?' });
  expect(agent.inputs[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
  expect(agent.inputs[1]!.messages[2]).toMatchObject({ role: 'tool', toolCallId: 'ck-x', content: replied });
  expect(await screen.findByText('Madrid is lovely too.')).toBeTruthy();
});
