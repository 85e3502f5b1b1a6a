import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { parseAskRequest, type AskOutcome } from '@askq/core';
import * as output from './output.js';
import * as kit from './part-kit-load.js';
import { AskUserQuestionPart } from './ask-user-question-part.js';
import { tripInput } from './test-utils/fixtures.js';

// Make the part's own rendering throw (as a bug or a hostile transcript could): every way the part
// reads a call asks this module for its parser (or the fast path); the fallback's text does not.
vi.mock('./part-kit-load.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./part-kit-load.js')>();
  return { ...actual, partParser: vi.fn(actual.partParser), plainRequest: vi.fn(actual.plainRequest) };
});

const request = parseAskRequest(tripInput).request!;
const part = (state: string, extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-f', state, input: tripInput, ...extra });

afterEach(() => {
  cleanup();
  vi.mocked(kit.partParser).mockRestore();
  vi.mocked(kit.plainRequest).mockRestore();
  vi.restoreAllMocks();
});

function renderBroken(p: ReturnType<typeof part>) {
  const boom = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  vi.mocked(kit.partParser).mockImplementation(boom);
  vi.mocked(kit.plainRequest).mockImplementation(boom);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <AskUserQuestionPart part={p} addToolOutput={vi.fn()} />
      <p>next message</p>
    </main>,
  );
  // The chat around the failed part keeps rendering.
  expect(screen.getByText('next message')).toBeTruthy();
}

const withOutcome = (outcome: AskOutcome) => part('output-available', { output: output.toAskToolOutput(request, outcome) });

describe('a part that fails to render says what happened', () => {
  it('an answered call shows as answered, with the answer, not "could not be shown"', async () => {
    renderBroken(withOutcome({ type: 'answered', answers: { q1: { selected: ['Porto'] } } }));
    // The result text is written by the part's kit, loaded for it.
    const card = await screen.findByRole('group', { name: 'Answered' });
    expect(card.textContent).toContain('Porto');
    expect(card.dataset.toolState).toBe('output-available');
    expect(document.body.textContent).not.toContain('could not be shown');
  });

  it.each([
    [{ type: 'declined', reason: 'dismissed', answers: {} }, 'Skipped'],
    [{ type: 'declined', reason: 'chat_about_this', answers: {} }, 'Chose to chat about this'],
    [{ type: 'declined', reason: 'replied_in_chat', message: 'wait', answers: {} }, 'Replied in the chat instead'],
    [{ type: 'replied', response: 'Neither, thanks' }, 'Replied'],
  ] as [AskOutcome, string][])('%j shows as %s', (outcome, heading) => {
    renderBroken(withOutcome(outcome));
    expect(screen.getByRole('group', { name: heading })).toBeTruthy();
    expect(document.body.textContent).not.toContain('could not be shown');
  });

  it('a denied call shows as skipped', () => {
    renderBroken(part('output-denied'));
    expect(screen.getByRole('group', { name: 'Skipped' })).toBeTruthy();
  });

  it('an output that no longer reads shows the text the model was sent, plainly', async () => {
    renderBroken(part('output-available', { output: { weird: '<b>x</b>' } }));
    const card = await screen.findByRole('group');
    expect(card.textContent).toContain(output.askToolResultText({ weird: '<b>x</b>' }, tripInput));
    expect(document.body.textContent).not.toContain('could not be shown');
  });

  it('only a call still waiting for input says it could not be shown', () => {
    renderBroken(part('input-available'));
    expect(screen.getByRole('note').textContent).toContain('These questions could not be shown.');
  });
});
