import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parseAskRequest, toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { Receipt, receiptReadPart } from './receipt.js';
import { singleInput } from './stories/fixtures.js';

// The result-text reader is a chunk a receipt drawn from a text loads on first use (receipt.lazy.test.tsx); here it is there already.
beforeAll(() => receiptReadPart.load());

const request = parseAskRequest(singleInput).request as AskRequest;

describe('Receipt', () => {
  it('renders from an outcome, named by its heading', () => {
    render(<Receipt request={request} outcome={{ type: 'answered', answers: { q1: { selected: ['npm'] } } }} />);
    const card = screen.getByRole('group', { name: 'Answered' });
    expect(card.dataset.state).toBe('answered');
    expect(card.textContent).toContain('npm');
    // A heading, at the level the picker's questions take: heading navigation finds the card.
    expect(card.querySelector('[data-slot="askq-heading"]')).toBe(screen.getByRole('heading', { level: 3, name: 'Answered' }));
  });

  it("takes the picker's heading levels: the questions' without a title, the title's with one", () => {
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['npm'] } } };
    const { unmount } = render(<Receipt request={request} outcome={outcome} questionLevel={2} titleLevel={4} />);
    expect(screen.getByRole('heading', { name: 'Answered' }).tagName).toBe('H2');
    unmount();
    render(<Receipt request={{ ...request, title: 'Setup' }} outcome={outcome} questionLevel={2} titleLevel={4} />);
    expect(screen.getByRole('heading', { name: 'Answered' }).tagName).toBe('H4');
  });

  it('renders from a result text with and without the request', () => {
    const text = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: [], other: 'Bun' } } });
    const { unmount } = render(<Receipt resultText={text} request={request} />);
    expect(screen.getByText('Bun')).toBeTruthy();
    unmount();
    render(<Receipt resultText={text} />);
    expect(screen.getByText('Bun')).toBeTruthy();
  });

  it('takes labels and passes a consumer class through', () => {
    render(
      <Receipt
        className="mine"
        labels={{ receiptDismissed: 'Ignoré' }}
        request={request}
        outcome={{ type: 'declined', reason: 'dismissed', answers: {} }}
      />,
    );
    const card = screen.getByRole('group', { name: 'Ignoré' });
    expect(card.className).toBe('askq mine');
    expect(card.dataset.reason).toBe('dismissed');
  });

  it('a reply in the chat is not repeated above the chat\'s own bubble: the card names what happened and what was asked', () => {
    const message = 'Wait, what does pnpm do differently?';
    const outcome = { type: 'declined', reason: 'replied_in_chat', message, answers: {} } as const;
    const { unmount } = render(<Receipt request={request} outcome={outcome} />);
    const card = screen.getByRole('group', { name: 'Replied in the chat instead' });
    expect(card.textContent).not.toContain(message);
    expect(card.textContent).toContain('Which package manager should the new workspace use?');
    unmount();
    // Read back from the stored result text, the same.
    render(<Receipt request={request} resultText={toClaudeResultText(request, outcome)} />);
    const stored = screen.getByRole('group', { name: 'Replied in the chat instead' });
    expect(stored.textContent).not.toContain(message);
    expect(stored.textContent).toContain('Which package manager should the new workspace use?');
  });

  it('still shows the message that came with a skip: no other part of the chat shows it', () => {
    render(<Receipt request={request} outcome={{ type: 'declined', reason: 'dismissed', message: 'Not now', answers: {} }} />);
    expect(screen.getByRole('group', { name: 'Skipped' }).textContent).toContain('Not now');
  });
});
