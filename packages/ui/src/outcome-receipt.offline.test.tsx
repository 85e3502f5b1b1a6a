import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest, type AskOutcome, type AskRequest } from '@askq/core';
import { AskUserQuestion } from './ask-user-question.js';
import { OutcomeReceipt } from './outcome-receipt.js';
import { fourQuestionsInput } from './stories/fixtures.js';

/** The receipt's chunk never downloads (offline): every import of it fails. */
const chunk = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./outcome-card.js', () => {
  chunk.asked++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const request = parseAskRequest(fourQuestionsInput).request as AskRequest;
const [packages, checks, tests] = request.questions as [AskRequest['questions'][number], AskRequest['questions'][number], AskRequest['questions'][number]];

/** The card's rows as "question = answer". */
const rows = (card: HTMLElement) => [...card.querySelectorAll('[data-slot="askq-answers"] > div')].map((row) => `${row.querySelector('dt')!.textContent} = ${row.querySelector('dd')!.textContent}`);

describe('the receipt of a finished picker when its chunk cannot be loaded', () => {
  it('shows what was sent, plainly, not busy, and takes focus from the picker', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={fourQuestionsInput} />);
    await waitFor(() => expect(chunk.asked).toBe(1));
    await user.click(screen.getByRole('radio', { name: /^npm/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Unit tests/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^Jest/ }));
    await user.click(screen.getByRole('radio', { name: /^A docs site/ }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const card = screen.getByRole('group', { name: 'Answered' });
    expect(card.hasAttribute('data-plain')).toBe(true);
    // Its mount asked again; that try failed too, and the card stays as it is: not busy, not blank.
    await waitFor(() => expect(chunk.asked).toBe(2));
    await waitFor(() => expect(card.hasAttribute('aria-busy')).toBe(false));
    expect(card.isConnected).toBe(true);
    expect(rows(card)).toEqual([
      `${packages.question} = npm`,
      `${checks.question} = Unit tests`,
      `${tests.question} = Jest`,
      'Where should the docs live? = A docs site',
    ]);
    expect(document.activeElement).toBe(card);
  });

  it.each<[string, AskOutcome, string, string[], string | null]>([
    ['a skip sends no answers (its half-made choice is not listed), but its message', { type: 'declined', reason: 'dismissed', message: 'Not now', answers: { [packages.id]: { selected: ['npm'] } } }, 'Skipped', [], 'Not now'],
    ['a reply in the chat is not repeated', { type: 'declined', reason: 'replied_in_chat', message: 'Hm?', answers: { [packages.id]: { selected: ['npm'] } } }, 'Replied in the chat instead', [], null],
    ['a timeout sends what was picked', { type: 'timed_out', timeoutMs: 30_000, answers: { [packages.id]: { selected: ['Yarn'], notes: 'fast' } } }, 'No response after 30s', [`${packages.question} = YarnNotes: fast`], null],
    ['a free reply', { type: 'replied', response: 'Use what the repo has.' }, 'Replied', [], 'Use what the repo has.'],
    ['a follow-up sends the answers so far and its message', { type: 'follow_up', answers: { [tests.id]: { selected: ['Vitest (Recommended)'] } }, response: 'Ask about CI too' }, 'Asked for more questions first', [`${tests.question} = Vitest`], 'Ask about CI too'],
  ])('%s', async (_, outcome, heading, expectedRows, text) => {
    render(<OutcomeReceipt request={request} outcome={outcome} className="mine" />);
    const card = screen.getByRole('group', { name: heading });
    expect(card.className).toBe('askq mine');
    expect(card.dataset.state).toBe(outcome.type === 'declined' ? 'declined' : outcome.type);
    await waitFor(() => expect(card.hasAttribute('aria-busy')).toBe(false));
    expect(rows(card)).toEqual(expectedRows);
    expect(card.querySelector('[data-slot="askq-receipt-text"]')?.textContent ?? null).toBe(text);
  });
});
