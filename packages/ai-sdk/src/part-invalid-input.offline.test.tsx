/**
 * An invalid call whose text chunk does not load (offline): the model still gets a tool result,
 * askq's own list of what to fix, so the chat does not hang on a call without one.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { parseToolInput } from './parse.js';
import { issueListText } from './output.js';
import { AskUserQuestionPart } from './ask-user-question-part.js';
import { invalidInput } from './test-utils/fixtures.js';

vi.mock('./invalid-input.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('sends askq\'s own list of problems when the text chunk does not load', async () => {
  const addToolOutput = vi.fn();
  render(<AskUserQuestionPart part={{ type: 'tool-AskUserQuestion', toolCallId: 'call-o', state: 'input-available', input: invalidInput }} addToolOutput={addToolOutput} />);
  // The part's kit tells the input invalid (loaded here as the call is shown; in a chat, while it streamed).
    expect((await screen.findByRole('note')).textContent).toContain('These questions could not be shown.');
  await vi.waitFor(() => expect(addToolOutput).toHaveBeenCalledTimes(1));
  const { issues } = parseToolInput(invalidInput, { partial: false });
  expect(addToolOutput.mock.calls[0]![0]).toEqual({ state: 'output-error', tool: 'AskUserQuestion', toolCallId: 'call-o', errorText: issueListText(issues) });
  expect(addToolOutput.mock.calls[0]![0].errorText).toMatch(/^The AskUserQuestion input was invalid, so nothing was shown to the user\. Fix these problems/);
});
