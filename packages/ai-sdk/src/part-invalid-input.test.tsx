/**
 * An invalid call: the notice shows once the part's kit has read the input (a chat has it by the
 * time a call has streamed in), and the text for the model (Claude Code's own, a chunk loaded for
 * invalid calls only) goes out once it has loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { claudeCodeInputError } from '@askq/core/input-error';
import { AskLabelsProvider } from '@askq/ui';
import { AskUserQuestionPart } from './index.js';
import { invalidInput, tripInput } from './test-utils/fixtures.js';

afterEach(cleanup);

const part = (input: unknown, toolCallId: string) => ({ type: 'tool-AskUserQuestion', toolCallId, state: 'input-available', input });

describe('AskUserQuestionPart: invalid input', () => {
  it('shows the notice and sends Claude Code\'s own text, exactly once', async () => {
    const addToolOutput = vi.fn();
    const { rerender } = render(<AskUserQuestionPart part={part(invalidInput, 'call-i1')} addToolOutput={addToolOutput} />);
    // The part's kit tells the input invalid (loaded here as the call is shown; in a chat, while it streamed).
    expect((await screen.findByRole('note')).textContent).toContain('These questions could not be shown.');
    await vi.waitFor(() => expect(addToolOutput).toHaveBeenCalledTimes(1));
    expect(addToolOutput.mock.calls[0]![0]).toEqual({
      state: 'output-error',
      tool: 'AskUserQuestion',
      toolCallId: 'call-i1',
      errorText: claudeCodeInputError(invalidInput),
    });
    // A chat update renders the part again with an equal part object: nothing more is sent.
    rerender(<AskUserQuestionPart part={{ ...part(invalidInput, 'call-i1') }} addToolOutput={addToolOutput} />);
    const valid = vi.fn();
    render(<AskUserQuestionPart part={part(tripInput, 'call-i2')} addToolOutput={valid} />);
    expect(await screen.findAllByRole('radiogroup')).not.toHaveLength(0);
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(valid).not.toHaveBeenCalled();
  });

  it("says so in the app's words: an AskLabelsProvider's, under the part's own labels", async () => {
    render(
      <AskLabelsProvider labels={{ invalidInput: 'Diese Fragen konnten nicht angezeigt werden.' }}>
        <AskUserQuestionPart part={part(invalidInput, 'call-i3')} addToolOutput={vi.fn()} />
        <AskUserQuestionPart part={part(invalidInput, 'call-i4')} addToolOutput={vi.fn()} labels={{ invalidInput: 'Ces questions ne peuvent pas être affichées.' }} />
      </AskLabelsProvider>,
    );
    const notes = await screen.findAllByRole('note');
    expect(notes.map((note) => note.querySelector('[data-slot="askq-heading"]')?.textContent)).toEqual([
      'Diese Fragen konnten nicht angezeigt werden.',
      'Ces questions ne peuvent pas être affichées.',
    ]);
  });
});
