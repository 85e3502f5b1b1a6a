import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAskQuestions } from './use-ask-questions.js';
import { idleTimeout } from './idle-timeout.js';
import { threeQuestions, twoSingles } from './test/fixtures.js';
import { Picker } from './test/harness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('idle timeout', () => {
  it('is off by default', () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { onOutcome }));
    advance(60 * 60 * 1000);
    expect(onOutcome).not.toHaveBeenCalled();
    expect(result.current.countdown).toBeNull();
  });

  it('counts down whole seconds in the last countdownMs, then times out with what was selected', () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() =>
      useAskQuestions(threeQuestions, { onOutcome, advanceOnSelect: false, timeout: idleTimeout({ ms: 60_000 }) }),
    );
    act(() => result.current.actions.select('q1', 'q1.1'));
    advance(39_999);
    expect(result.current.countdown).toBeNull();
    advance(1);
    expect(result.current.countdown).toBe(20);
    advance(1000);
    expect(result.current.countdown).toBe(19);
    advance(18_500);
    expect(result.current.countdown).toBe(1);
    expect(onOutcome).not.toHaveBeenCalled();
    advance(500);
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({
      type: 'timed_out',
      timeoutMs: 60_000,
      answers: { q1: { selected: ['B'] } },
    });
    expect(result.current.countdown).toBeNull();
    expect(result.current.phase).toBe('submitted');
  });

  it("passes fallback 'recommended' and a custom countdownMs", () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() =>
      useAskQuestions(twoSingles, { onOutcome, timeout: idleTimeout({ ms: 10_000, countdownMs: 5000, fallback: 'recommended' }) }),
    );
    advance(5000);
    expect(result.current.countdown).toBe(5);
    advance(5000);
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({
      type: 'timed_out',
      timeoutMs: 10_000,
      answers: { q1: { selected: ['A'] }, q2: { selected: ['D'] } },
    });
  });

  it('any action resets it and hides the countdown', () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() =>
      useAskQuestions(twoSingles, { onOutcome, advanceOnSelect: false, timeout: idleTimeout({ ms: 30_000 }) }),
    );
    advance(25_000);
    expect(result.current.countdown).toBe(5);
    act(() => result.current.actions.focusOption('q1', 'q1.1'));
    expect(result.current.countdown).toBeNull();
    advance(25_000);
    expect(onOutcome).not.toHaveBeenCalled();
    advance(5_000);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('a key press or pointer down inside the root resets it', () => {
    const onOutcome = vi.fn();
    render(<Picker input={twoSingles} options={{ onOutcome, timeout: idleTimeout({ ms: 30_000 }) }} />);
    advance(20_000);
    fireEvent.keyDown(screen.getByTestId('root'), { key: 'Shift' });
    advance(20_000);
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Q2' }));
    advance(20_000);
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByTestId('countdown')).toHaveTextContent('10');
    advance(10_000);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('does not run while disabled, and stops once finished', () => {
    const onOutcome = vi.fn();
    const { result, rerender } = renderHook(
      ({ disabled }) => useAskQuestions(twoSingles, { onOutcome, disabled, timeout: idleTimeout({ ms: 10_000 }) }),
      { initialProps: { disabled: true } },
    );
    advance(60_000);
    expect(onOutcome).not.toHaveBeenCalled();
    rerender({ disabled: false });
    act(() => result.current.actions.decline('dismissed'));
    advance(60_000);
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(result.current.countdown).toBeNull();
  });

  it('is off for an ms that is not a positive number', () => {
    for (const ms of [0, -1, Number.NaN]) {
      const onOutcome = vi.fn();
      const { result, unmount } = renderHook(() => useAskQuestions(twoSingles, { onOutcome, timeout: idleTimeout({ ms, countdownMs: 60_000 }) }));
      advance(60 * 60 * 1000);
      expect(onOutcome).not.toHaveBeenCalled();
      expect(result.current.countdown).toBeNull();
      unmount();
    }
  });

  it('written inline, a re-render with the same settings does not restart it; new settings do', () => {
    const onOutcome = vi.fn();
    const { result, rerender } = renderHook(({ ms }) => useAskQuestions(twoSingles, { onOutcome, timeout: idleTimeout({ ms }) }), {
      initialProps: { ms: 30_000 },
    });
    advance(25_000);
    rerender({ ms: 30_000 });
    expect(result.current.countdown).toBe(5);
    rerender({ ms: 60_000 });
    expect(result.current.countdown).toBeNull();
    advance(40_000);
    expect(result.current.countdown).toBe(20);
    advance(20_000);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ type: 'timed_out', timeoutMs: 60_000 });
  });

  it('handed over and taken away: the countdown goes with it', () => {
    const onOutcome = vi.fn();
    const { result, rerender } = renderHook(({ on }) => useAskQuestions(twoSingles, { onOutcome, timeout: on ? idleTimeout({ ms: 10_000 }) : undefined }), {
      initialProps: { on: true },
    });
    advance(5_000);
    expect(result.current.countdown).toBe(5);
    rerender({ on: false });
    expect(result.current.countdown).toBeNull();
    advance(60_000);
    expect(onOutcome).not.toHaveBeenCalled();
  });
});
