/**
 * How the part reads a call: Claude's AskUserQuestion by default, Claude Code's strict schema when
 * the parse options ask for it (as the tool defined with `strict: 'claude-code'` does), another
 * dialect when handed its parser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestionPart, toAskToolOutput } from './index.js';
import { tripInput } from './test-utils/fixtures.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const piInput = { questions: [{ id: 'region', question: 'Which region?', options: [{ label: 'eu-west' }, { label: 'us-east' }] }] };
const part = (input: unknown, state = 'input-available', extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-d', state, input, ...extra });

describe('AskUserQuestionPart: the parser', () => {
  it('shows a call checked with strict parse options, as the strict tool accepted it', async () => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part(tripInput)} addToolOutput={addToolOutput} parseOptions={{ strict: 'claude-code' }} />);
    const first = tripInput.questions[0]!;
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${first.options[0]!.label}`) }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(addToolOutput).not.toHaveBeenCalledWith(expect.objectContaining({ state: 'output-error' }));
  });

  it('reads another dialect with the parser it is handed, live and once answered', async () => {
    const addToolOutput = vi.fn();
    const { unmount } = render(<AskUserQuestionPart part={part(piInput)} addToolOutput={addToolOutput} parser={parseAnyDialect} />);
    await userEvent.click(await screen.findByRole('radio', { name: /^us-east/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Submit/ }));
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    const args = addToolOutput.mock.calls[0]![0];
    expect(args.output.outcome).toEqual({ type: 'answered', answers: { region: { selected: ['us-east'] } } });
    unmount();
    const request = parseAnyDialect(piInput).request!;
    render(<AskUserQuestionPart part={part(piInput, 'output-available', { output: toAskToolOutput(request, args.output.outcome) })} addToolOutput={vi.fn()} parser={parseAnyDialect} />);
    expect(screen.getByRole('group', { name: 'Answered' }).textContent).toContain('us-east');
  });

  it('reads Claude\'s dialect alone without one: pi\'s ids are not read', async () => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part(piInput)} addToolOutput={addToolOutput} />);
    await userEvent.click(await screen.findByRole('radio', { name: /^us-east/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Submit/ }));
    expect(addToolOutput.mock.calls[0]![0].output.outcome.answers).toEqual({ q1: { selected: ['us-east'] } });
  });
});
