import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';
import { ElicitationForm } from './elicitation-form.js';
import { ElicitationUrlCard } from './elicitation-url-card.js';
import { accountForm, secureUrl, titledEnumForm } from './stories/elicitation-fixtures.js';

let finish: () => void = () => undefined;

/**
 * Resolves in the next animation frame. The picker takes focus in a frame it asks for in its
 * commit, and frames run in the order they were asked for: once this one has run (asked for after
 * the render's commit), so has the picker's, had it asked for one.
 */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** A chat: a composer and, below the messages, a tool call whose input may still stream. */
function Chat({ streaming, autoFocus }: { streaming: boolean; autoFocus?: boolean }) {
  const [done, setDone] = useState(!streaming);
  finish = () => setDone(true);
  return (
    <>
      <input aria-label="Message" />
      <AskUserQuestion input={singleInput} disabled={!done} autoFocus={autoFocus} />
    </>
  );
}

describe('a question that arrives owns the keyboard', () => {
  it('takes focus on its first option (in the next frame), so digits, arrows, Enter and Escape work at once', async () => {
    render(<Chat streaming={false} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'pnpm Recommended' })));
  });

  it('waits for the streamed input to complete, then takes focus', async () => {
    render(<Chat streaming />);
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    act(() => finish());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'pnpm Recommended' })));
  });

  it('never takes it from a field the user is typing in: it is announced instead', async () => {
    render(<Chat streaming />);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    act(() => finish());
    await waitFor(() =>
      expect(document.querySelector('[data-slot="askq-root"] [aria-live="polite"][data-slot="askq-visually-hidden"]')?.textContent).toBe(
        'The agent asks you a question.',
      ),
    );
    expect(document.activeElement).toBe(composer);
  });

  it('can be turned off', async () => {
    render(
      <>
        <input aria-label="Message" />
        <AskUserQuestion input={fourQuestionsInput} autoFocus={false} />
      </>,
    );
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('an MCP card that arrives takes focus as the picker does', () => {
  it('a form: its first field (a radio group: the chosen radio)', async () => {
    const first = render(<ElicitationForm request={accountForm} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Full name/ })));
    first.unmount();
    render(<ElicitationForm request={titledEnumForm} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pro ($20/month)' })));
  });

  it('a link card: Open link', async () => {
    render(<ElicitationUrlCard request={secureUrl} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open link' })));
  });

  it('never from a field the user is typing in, nor from another card; and not with autoFocus={false}', async () => {
    const { rerender } = render(
      <>
        <input aria-label="Message" />
      </>,
    );
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    rerender(
      <>
        <input aria-label="Message" />
        <ElicitationForm request={accountForm} />
        <ElicitationUrlCard request={secureUrl} />
      </>,
    );
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(composer);
    rerender(
      <>
        <input aria-label="Message" />
        <ElicitationUrlCard request={secureUrl} key="again" autoFocus={false} />
      </>,
    );
    composer.blur();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });
});
