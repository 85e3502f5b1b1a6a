/**
 * The receipt's result-text reader cannot load (offline): a receipt drawn from a text shows the
 * text as it is, in its card; never a blank.
 */
import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Receipt } from './receipt.js';

vi.mock('./receipt-read.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const TEXT = 'User has answered your questions: "Which?"="npm". You can now continue with the user\'s answers in mind.';

it('shows the text as it is when the reader cannot load', async () => {
  render(<Receipt resultText={TEXT} />);
  const card = await screen.findByRole('group', { name: 'Result' });
  expect(card.dataset.state).toBe('unknown');
  expect(card.querySelector('[data-slot="askq-receipt-text"]')?.textContent).toBe(TEXT);
});
