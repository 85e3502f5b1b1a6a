/**
 * The part's kit cannot load (offline): a call only the kit reads says it could not be shown and
 * why, and nothing is sent (the call is not invalid; a reload can show it). Plain input is unaffected.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AskUserQuestionPart } from './ask-user-question-part.js';
import { tripInput } from './test-utils/fixtures.js';

vi.mock('./part-kit.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('says the call could not be shown, sends nothing, and still shows plain input', async () => {
  const addToolOutput = vi.fn();
  const text = JSON.stringify(tripInput);
  render(
    <>
      <AskUserQuestionPart part={{ type: 'tool-AskUserQuestion', toolCallId: 'call-live', state: 'input-available', input: text }} addToolOutput={addToolOutput} />
      <AskUserQuestionPart part={{ type: 'tool-AskUserQuestion', toolCallId: 'call-plain', state: 'input-available', input: tripInput }} addToolOutput={addToolOutput} />
    </>,
  );
  const note = await screen.findByRole('note');
  expect(note.textContent).toContain('These questions could not be shown.');
  expect(note.textContent).toContain('did not load');
  // The model was told nothing: no line saying it can ask again.
  expect(note.textContent).not.toContain('can ask again');
  expect(note.dataset.toolCallId).toBe('call-live');
  expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  expect(addToolOutput).not.toHaveBeenCalled();
});
