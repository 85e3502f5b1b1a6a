import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';
import { chunk } from './stories/held-chunk.js';

// The chunk held back until the test lets it through (stories/held-chunk.ts).
vi.mock('./outcome-card.js', async (importOriginal) => (await import('./stories/held-chunk.js')).holdChunk(importOriginal));

const card = () => document.querySelector<HTMLElement>('[data-slot="askq-receipt"]');

describe('the receipt of a finished picker, loaded on first use', () => {
  it('is asked for when the picker mounts; a picker finished before it is there shows what was sent, then the drawn card', async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn();
    render(<AskUserQuestion input={fourQuestionsInput} onOutcome={onOutcome} />);
    // Asked for at mount, long before the picker is done.
    await waitFor(() => expect(chunk.asked).toBe(1));
    expect(card()).toBeNull();

    // Finished while the chunk is still on its way: the card says what was sent, busy, and has focus.
    await user.click(screen.getByRole('radio', { name: /^npm/ }));
    await user.click(screen.getByRole('button', { name: 'Chat about this' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    const plain = screen.getByRole('group', { name: 'Chose to chat about this' });
    expect(plain).toBe(card());
    expect(plain.hasAttribute('data-plain')).toBe(true);
    expect(plain.getAttribute('aria-busy')).toBe('true');
    expect(plain.dataset.state).toBe('declined');
    expect(plain.dataset.reason).toBe('chat_about_this');
    expect(plain.className).toBe('askq');
    // The answer given so far went to the model with "Chat about this": it is listed, alone.
    expect([...plain.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Which package manager should the new workspace use?']);
    expect(plain.querySelector('dd')!.textContent).toBe('npm');
    expect(document.activeElement).toBe(plain);

    // The chunk arrives: the drawn card takes its place, with what only it lists, and keeps focus.
    chunk.open();
    await waitFor(() => expect(card()!.hasAttribute('data-plain')).toBe(false));
    const drawn = screen.getByRole('group', { name: 'Chose to chat about this' });
    expect(drawn.hasAttribute('aria-busy')).toBe(false);
    expect(drawn.querySelector('dd')!.textContent).toBe('npm');
    expect(drawn.querySelector('[data-slot="askq-receipt-asked"]')!.textContent).toContain('Also asked');
    expect(document.activeElement).toBe(drawn);
    expect(chunk.asked).toBe(1);
  });

  it('once loaded, a finished picker shows the drawn card in its first render', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} />);
    await user.click(screen.getByRole('radio', { name: 'Yarn' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const drawn = screen.getByRole('group', { name: 'Answered' });
    expect(drawn.hasAttribute('data-plain')).toBe(false);
    expect(drawn.querySelector('dd')!.textContent).toBe('Yarn');
    expect(document.activeElement).toBe(drawn);
    expect(chunk.asked).toBe(1);
  });
});
