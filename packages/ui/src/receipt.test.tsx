import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parseAskRequest, toClaudeResultText, type AskRequest } from '@askq/core';
import { Receipt } from './receipt.js';
import { singleInput } from './stories/fixtures.js';

const request = parseAskRequest(singleInput).request as AskRequest;

describe('Receipt', () => {
  it('renders from an outcome, named by its heading', () => {
    render(<Receipt request={request} outcome={{ type: 'answered', answers: { q1: { selected: ['npm'] } } }} />);
    const card = screen.getByRole('group', { name: 'Answered' });
    expect(card.dataset.state).toBe('answered');
    expect(card.textContent).toContain('npm');
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
});
