/**
 * A page reads AG-UI calls with the lenient parse loaded on first use (`kit-load.ts`): plain Claude
 * arguments (what a model sends almost every time) show, settle and reply at once without it;
 * arguments only it reads wait busy, never as an error and never answered for the user, then show,
 * or go back to the model with Claude Code's own text when they are invalid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@ag-ui/core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { chunk } from '../../ui/src/stories/held-chunk.js';
import { AgentAskUserQuestion } from './agent-ask-user-question.js';
import { AgentHarness } from './test-utils/agent-harness.js';
import { ScriptedAgent, invalidInput, replyTurn, tripInput } from './test-utils/scripted-agent.js';

// The kit (the lenient parse, Claude Code's texts) held back until a test lets it through.
vi.mock('./kit.js', async (importOriginal) => (await import('../../ui/src/stories/held-chunk.js')).holdChunk(importOriginal));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const request = parseAskRequest(tripInput).request!;
const answered = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
// An extended host's key: the fast path leaves it to the lenient parse, which accepts it.
const extended = { ...tripInput, metadata: { source: 'planner' } };

/** A restored conversation (AG-UI `initialMessages`): calls with these arguments, each answered with its text or waiting. */
function conversation(calls: { id: string; args: unknown; result?: string }[]): Message[] {
  return calls.flatMap(({ id, args, result }) => [
    { id: `a-${id}`, role: 'assistant' as const, toolCalls: [{ id, type: 'function' as const, function: { name: 'AskUserQuestion', arguments: JSON.stringify(args) } }] },
    ...(result !== undefined ? [{ id: `t-${id}`, role: 'tool' as const, toolCallId: id, content: result }] : []),
  ]);
}

const card = (id: string) => document.querySelector(`[data-tool-call-id="${id}"]`);

// In this order: the first test needs the kit not loaded yet, and so does the second until it opens the gate.
describe('AgentAskUserQuestion: the parse on first use', () => {
  it('shows plain arguments, waiting and answered, in the first render, and a chat reply settles them, without the kit', async () => {
    const agent = new ScriptedAgent([replyTurn('Madrid, then.')], [
      { id: 'u1', role: 'user', content: 'Plan a trip' },
      ...conversation([{ id: 'old', args: tripInput, result: answered }, { id: 'new', args: tripInput }]),
    ]);
    render(<AgentHarness agent={agent} />);
    expect(card('old')?.textContent).toContain('Porto');
    expect(screen.getByRole('radio', { name: /Lisbon/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(agent.inputs).toHaveLength(1));
    const replied = toClaudeResultText(request, { type: 'declined', reason: 'replied_in_chat', answers: {}, message: 'What about Madrid?' });
    expect(agent.inputs[0]!.messages.slice(-2)).toMatchObject([
      { role: 'tool', toolCallId: 'new', content: replied },
      { role: 'user', content: 'What about Madrid?' },
    ]);
    expect(chunk.asked).toBe(0);
  });

  it('waits for the kit on arguments only it reads: busy, never an error, nothing sent; then shows them, and answers invalid ones', async () => {
    const agents = {
      extended: new ScriptedAgent([], conversation([{ id: 'ext', args: extended }])),
      invalid: new ScriptedAgent([replyTurn('Let me fix that.')], conversation([{ id: 'bad', args: invalidInput }])),
      receipt: new ScriptedAgent([], conversation([{ id: 'done', args: extended, result: answered }])),
    };
    render(
      <>
        <AgentAskUserQuestion agent={agents.extended} toolCallId="ext" />
        <AgentAskUserQuestion agent={agents.invalid} toolCallId="bad" />
        <AgentAskUserQuestion agent={agents.receipt} toolCallId="done" />
      </>,
    );
    await waitFor(() => expect(chunk.asked).toBe(1));
    // Busy: no question, no error, no receipt yet, and nothing went to the model.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('done')?.getAttribute('aria-busy')).toBe('true');
    expect(agents.invalid.messages.filter((m) => m.role === 'tool')).toEqual([]);

    await act(async () => chunk.open());
    expect(await screen.findByRole('radio', { name: /Lisbon/ })).toBeTruthy();
    await waitFor(() => expect(card('done')?.textContent).toContain('Porto'));
    expect(await screen.findByText('These questions could not be shown.')).toBeTruthy();
    await waitFor(() => expect(agents.invalid.inputs).toHaveLength(1));
    const expected = claudeCodeInputError(invalidInput);
    expect(agents.invalid.inputs[0]!.messages.filter((m) => m.role === 'tool')).toMatchObject([{ toolCallId: 'bad', content: expected, error: expected }]);
    expect(chunk.asked).toBe(1);
  });
});
