import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
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

/**
 * A chat: a tool call whose input may still stream, and a composer, below the messages (as in
 * most chats) or above them (`composerFirst`).
 */
function Chat({ streaming, autoFocus, composerFirst = false }: { streaming: boolean; autoFocus?: boolean; composerFirst?: boolean }) {
  const [done, setDone] = useState(!streaming);
  finish = () => setDone(true);
  const composer = <input aria-label="Message" />;
  return (
    <>
      {composerFirst && composer}
      <AskUserQuestion input={singleInput} disabled={!done} autoFocus={autoFocus} />
      {!composerFirst && composer}
    </>
  );
}

/** The key legend's text without its bidi isolates. */
const legend = () => document.querySelector('[data-slot="askq-legend"]')?.textContent?.replace(/[\u2066-\u2069]/g, '');
const status = () => document.querySelector('[data-slot="askq-root"] [aria-live="polite"][data-slot="askq-visually-hidden"]')?.textContent;

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

  it('takes it from an empty composer (the message was just sent from it), so the legend’s keys reach the question', async () => {
    render(<Chat streaming />);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    act(() => finish());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'pnpm Recommended' })));
    expect(status()).toBe('');
    expect(legend()).toBe('1-4 pick · Enter confirm · Esc skip');
  });

  it('never takes it from a field that holds the user’s text: it is announced, and the legend says how to get to the question', async () => {
    render(<Chat streaming />);
    const composer = screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' });
    await userEvent.setup().type(composer, 'Actually');
    act(() => finish());
    // A screen reader hears how to get there too (the legend that says it is hidden from it).
    await waitFor(() => expect(status()).toBe('The agent asks you a question. Shift+Tab or click to answer.'));
    expect(document.activeElement).toBe(composer);
    expect(composer.value).toBe('Actually');
    // The composer is below the question: Shift+Tab goes back to it. No key that would type.
    expect(legend()).toBe('Shift+Tab or click to answer');
    // Once focus is in the question, its keys are what the legend says.
    act(() => screen.getByRole('radio', { name: 'npm' }).focus());
    expect(legend()).toBe('1-4 pick · Enter confirm · Esc skip');
    act(() => composer.focus());
    expect(legend()).toBe('Shift+Tab or click to answer');
  });

  it('says Tab when the field is above the question, or focus is nowhere; a translation words it', async () => {
    render(<Chat streaming composerFirst />);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.setup().type(composer, 'Actually');
    act(() => finish());
    await waitFor(() => expect(legend()).toBe('Tab or click to answer'));
    expect(status()).toBe('The agent asks you a question. Tab or click to answer.');
    expect(document.activeElement).toBe(composer);
    act(() => composer.blur());
    // Said once, at arrival: moving focus does not change (and so re-announce) the status.
    expect(status()).toBe('The agent asks you a question. Tab or click to answer.');
    expect(legend()).toBe('Tab or click to answer');
    cleanup();
    render(
      <>
        <AskUserQuestion input={singleInput} autoFocus={false} labels={{ reachQuestion: (from) => `${from}: Tab ou un clic pour répondre` }} />
        <input aria-label="Message" />
      </>,
    );
    await nextFrame();
    expect(legend()).toBe('ahead: Tab ou un clic pour répondre');
  });

  it('takes focus without rendering anything again, and Tab still leaves and comes back to the radios as usual', async () => {
    let commits = 0;
    render(
      <Profiler id="chat" onRender={() => commits++}>
        <Chat streaming={false} composerFirst />
      </Profiler>,
    );
    // Rendered, not yet arrived: the picker takes focus in the next frame.
    const first = screen.getByRole('radio', { name: 'pnpm Recommended' });
    expect(document.activeElement).toBe(document.body);
    const rendered = commits;
    await waitFor(() => expect(document.activeElement).toBe(first));
    // The radio group's roving tab stop stays as it was: focusing a radio through it renders the
    // group and every row again (a commit of some forty components, for nothing on the screen).
    expect(commits).toBe(rendered);
    // Shift+Tab leaves the question for the composer above it; Tab comes back to the first radio.
    const user = userEvent.setup();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    await user.tab();
    expect(document.activeElement).toBe(first);
    // Arrows move (and choose, as in any radio group) from there.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'npm' }));
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

  it('a link card: its heading, so an Enter meant for the card before cannot open the link', async () => {
    render(<ElicitationUrlCard request={secureUrl} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /asks you to open a link$/ })));
  });

  it('never from a field the user is typing in (it holds text), nor from another card; and not with autoFocus={false}', async () => {
    const { rerender } = render(
      <>
        <input aria-label="Message" defaultValue="Half a thought" />
      </>,
    );
    const composer = screen.getByRole('textbox', { name: 'Message' });
    composer.focus();
    rerender(
      <>
        <input aria-label="Message" defaultValue="Half a thought" />
        <ElicitationForm request={accountForm} />
        <ElicitationUrlCard request={secureUrl} />
      </>,
    );
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(composer);
    rerender(
      <>
        <input aria-label="Message" defaultValue="Half a thought" />
        <ElicitationUrlCard request={secureUrl} key="again" autoFocus={false} />
      </>,
    );
    composer.blur();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
  });
});
