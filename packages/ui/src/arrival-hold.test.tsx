import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type JSX } from 'react';
import { AskUserQuestion } from './ask-user-question.js';
import { ARRIVAL_HOLD_MS } from './arrival-focus.js';
import { ElicitationForm } from './elicitation-form.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';
import { textForm } from './stories/elicitation-fixtures.js';

/** Resolves in the next animation frame (the picker takes focus in a frame it asks for). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('a card that takes focus right after a key press holds the keys that answer it for a moment', () => {
  // The page's clock, held: the key that answered the first card and the second card's arrival
  // happen at the same instant whatever the machine's load, and the hold ends only when the test
  // moves the clock (`performance.now()`, what the hold reads). It only runs forwards, from test to
  // test too; this file holds only such tests, so none sees a key press from its future.
  let now = -Infinity;
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const hold = () => {
    // Whole milliseconds: 1970.958868 + 500 is 2470.9588679999997 in floating point, still inside the hold.
    now = Math.max(now + 10 * ARRIVAL_HOLD_MS, Math.ceil(performance.now()));
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  };
  const wait = (ms: number) => (now += ms);
  /** Frames until `done()` (the picker takes focus in one it asks for), at most 50. */
  async function framesUntil(done: () => boolean) {
    for (let i = 0; i < 50 && !done(); i++) await nextFrame();
    expect(done()).toBe(true);
  }
  const second = { questions: [fourQuestionsInput.questions[2]!] };
  const roots = () => [...document.querySelectorAll<HTMLElement>('[data-slot="askq-root"], [data-slot="askq-elicitation"]')];

  /**
   * Two cards in turn, as a queue shows them: the second mounts when the first is answered, or
   * with `later` only once the test calls `showNext()`.
   */
  let showNext = () => undefined as void;
  function Queue({ next, later = false }: { next: (done: (outcome: unknown) => void) => JSX.Element; later?: boolean }) {
    const [step, setStep] = useState<'first' | 'between' | 'second'>('first');
    const [outcomes, setOutcomes] = useState<unknown[]>([]);
    showNext = () => setStep('second');
    return (
      <>
        {step === 'first' && <AskUserQuestion key="first" input={singleInput} onOutcome={() => setStep(later ? 'between' : 'second')} />}
        {step === 'second' && next((o) => setOutcomes((all) => [...all, o]))}
        <output data-testid="outcomes">{JSON.stringify(outcomes)}</output>
      </>
    );
  }
  const outcomes = () => JSON.parse(screen.getByTestId('outcomes').textContent!) as { type: string; answers?: Record<string, unknown> }[];
  const pickerNext = (done: (outcome: unknown) => void) => <AskUserQuestion key="second" input={second} onOutcome={done} />;
  const radio = (name: string) => screen.queryByRole('radio', { name });

  /** The clock held, the queue rendered, its first card answered with Enter (the key the hold is about). */
  async function answerFirst(next: (done: (outcome: unknown) => void) => JSX.Element, later = false) {
    hold();
    const user = userEvent.setup({ delay: null });
    render(<Queue later={later} next={next} />);
    await framesUntil(() => document.activeElement === radio('pnpm Recommended'));
    await user.keyboard('{Enter}');
    return user;
  }
  /** Picks with a digit, waits for focus to follow the pick (in a frame), confirms with Enter. */
  async function pickAndConfirm(user: ReturnType<typeof userEvent.setup>, digit: string, name: string) {
    await user.keyboard(digit);
    await vi.waitFor(() => expect(document.activeElement).toBe(radio(name)));
    await user.keyboard('{Enter}');
  }
  /** The one outcome the second card reported (in an effect after the commit). */
  const answered = (label: string) =>
    vi.waitFor(() => expect(outcomes()).toEqual([expect.objectContaining({ type: 'answered', answers: { q1: { selected: [label] } } })]));

  it('a double Enter, a digit, Escape or Space: the second card stays unanswered; once the hold ends its keys work', async () => {
    const user = await answerFirst(pickerNext);
    await framesUntil(() => document.activeElement === radio('Vitest Recommended'));
    await user.keyboard('{Enter}2{Escape} ');
    expect(outcomes()).toEqual([]);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    wait(ARRIVAL_HOLD_MS);
    await pickAndConfirm(user, '1', 'Vitest Recommended');
    await answered('Vitest (Recommended)');
  });

  it('no hold when no key came just before: a card that arrives later answers its first key', async () => {
    const user = await answerFirst(pickerNext, true);
    await vi.waitFor(() => expect(roots()).toEqual([]));
    // The clock moves on before the second card comes: the key press is long past.
    wait(ARRIVAL_HOLD_MS);
    act(() => showNext());
    await framesUntil(() => document.activeElement === radio('Vitest Recommended'));
    expect(roots()[0]!.hasAttribute('data-arrival-hold')).toBe(false);
    await pickAndConfirm(user, '2', 'Jest');
    await answered('Jest');
  });

  it('another key (an arrow, Tab) ends the hold at once: the user is at the card', async () => {
    const user = await answerFirst(pickerNext);
    await framesUntil(() => document.activeElement === radio('Vitest Recommended'));
    await user.keyboard('{Enter}');
    expect(outcomes()).toEqual([]);
    // The clock has not moved: the arrow alone ends the hold (and its mark goes).
    await user.keyboard('{ArrowDown}');
    expect(roots()[0]!.hasAttribute('data-arrival-hold')).toBe(false);
    expect(document.activeElement).toBe(radio('Jest'));
    await user.keyboard('{Enter}');
    await answered('Jest');
  });

  it('an MCP form: Enter does not act on its text field; typing does, and ends the hold', async () => {
    const user = await answerFirst((done) => <ElicitationForm key="second" request={textForm} onOutcome={done} />);
    const field = () => screen.queryByRole<HTMLInputElement>('textbox', { name: /^Project name/ });
    await framesUntil(() => !!field() && document.activeElement === field());
    // Enter in a field shows its problem (required, here): not while the hold lasts.
    await user.keyboard('{Enter}');
    expect(field()!.getAttribute('aria-invalid')).not.toBe('true');
    // A digit types into the field (and the user is at the card): Enter then shows "too short".
    await user.keyboard('2');
    expect(field()!.value).toBe('2');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(field()!.getAttribute('aria-invalid')).toBe('true'));
  });
});
