/**
 * The receipt's result-text reader is a chunk of its own: a receipt drawn from an outcome never
 * loads it, and one drawn from a text shows a busy, empty box until it is there, then the card.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { Receipt, receiptReadPart } from './receipt.js';
import { singleInput } from './stories/fixtures.js';

const request = parseAskRequest(singleInput).request as AskRequest;
const TEXT = 'User has answered your questions: "Which?"="npm". You can now continue with the user\'s answers in mind.';

// In this order: the first test needs the reader not loaded yet.
describe('Receipt: the result-text reader on first use', () => {
  it('a receipt drawn from an outcome (or an empty text) shows at once and asks for no reader', async () => {
    const { unmount } = render(<Receipt request={request} outcome={{ type: 'declined', reason: 'dismissed', answers: {} }} />);
    expect(screen.getByRole('group', { name: 'Skipped' })).toBeTruthy();
    // Nor does one with an empty text (a call with no result yet): it shows what was asked at once.
    const empty = render(<Receipt request={request} resultText="" />);
    expect(empty.container.querySelector('[data-slot="askq-receipt"]:not([aria-busy])')).toBeTruthy();
    empty.unmount();
    await act(() => Promise.resolve());
    expect(receiptReadPart.get()).toBeUndefined();
    unmount();
  });

  it('a receipt drawn from a text is a busy, empty box until the reader is there, then the card', async () => {
    render(<Receipt resultText={TEXT} className="mine" data-testid="r" />);
    const box = screen.getByTestId('r');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.textContent).toBe('');
    expect(box.className).toContain('mine');
    const card = await screen.findByRole('group', { name: 'Answered' });
    expect(card.textContent).toContain('npm');
    expect(card.getAttribute('aria-busy')).toBeNull();
  });
});
