import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { parseAskRequest, type AskOutcome } from '@askq/core';
import * as output from './output.js';
import * as resolve from './resolve.js';
import { AskUserQuestionPart } from './ask-user-question-part.js';
import { tripInput } from './test-utils/fixtures.js';

// Make the part's own rendering throw (as a bug or a hostile transcript could): PartView reads the
// request through this module, the fallback's text does not.
vi.mock('./output.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./output.js')>();
  return { ...actual, requestFromToolCall: vi.fn(actual.requestFromToolCall) };
});
vi.mock('./resolve.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./resolve.js')>();
  return { ...actual, parseCall: vi.fn(actual.parseCall) };
});

const request = parseAskRequest(tripInput).request!;
const part = (state: string, extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-f', state, input: tripInput, ...extra });

afterEach(() => {
  cleanup();
  vi.mocked(output.requestFromToolCall).mockRestore();
  vi.mocked(resolve.parseCall).mockRestore();
  vi.restoreAllMocks();
});

function renderBroken(p: ReturnType<typeof part>) {
  const boom = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  vi.mocked(output.requestFromToolCall).mockImplementation(boom);
  vi.mocked(resolve.parseCall).mockImplementation(boom);
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
  it('an answered call shows as answered, with the answer, not "could not be shown"', () => {
    renderBroken(withOutcome({ type: 'answered', answers: { q1: { selected: ['Porto'] } } }));
    const card = screen.getByRole('group', { name: 'Answered' });
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

  it('an output that no longer reads shows the text the model was sent, plainly', () => {
    renderBroken(part('output-available', { output: { weird: '<b>x</b>' } }));
    const card = screen.getByRole('group');
    expect(card.textContent).toContain(output.askToolResultText({ weird: '<b>x</b>' }, tripInput));
    expect(document.body.textContent).not.toContain('could not be shown');
  });

  it('only a call still waiting for input says it could not be shown', () => {
    renderBroken(part('input-available'));
    expect(screen.getByRole('note').textContent).toContain('These questions could not be shown.');
  });
});
