import { StrictMode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAskQuestions } from './use-ask-questions.js';
import { oneSingle, twoSingles } from './test/fixtures.js';
import { Picker } from './test/harness.js';

describe('onOutcome fires exactly once', () => {
  it('for two synchronous submits in the same tick', () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { onOutcome }));
    act(() => result.current.actions.select('q1', 'q1.0'));
    act(() => {
      result.current.actions.submit();
      result.current.actions.submit();
      result.current.store.dispatch({ type: 'submit' });
    });
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'answered', answers: { q1: { selected: ['A'] } } }, twoSingles);
  });

  it('for any finishing outcome, and every action is a no-op afterwards', () => {
    const onOutcome = vi.fn();
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { onOutcome, onValueChange }));
    act(() => {
      result.current.actions.decline('dismissed');
      result.current.actions.reply('hi');
      result.current.actions.select('q1', 'q1.0');
      result.current.actions.submit();
    });
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ type: 'declined', reason: 'dismissed' });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(result.current.answered.q1).toBe(false);
    expect(result.current.submitCheck.reason).toBe('finished');
  });

  it('for a double click on the submit button', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(<Picker input={oneSingle} options={{ onOutcome }} />);
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('for Enter held down (repeats) and pressed again', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(<Picker input={oneSingle} options={{ onOutcome }} />);
    await user.click(screen.getByRole('radio', { name: 'B' }));
    await user.keyboard('{Enter>5}{/Enter}{Enter}');
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('under StrictMode (double render, double effects)', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Picker input={twoSingles} options={{ onOutcome }} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    await user.click(submit);
    await user.click(submit);
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'finished');
  });

  it('uses the latest onOutcome', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ onOutcome }) => useAskQuestions(oneSingle, { onOutcome }), {
      initialProps: { onOutcome: first },
    });
    rerender({ onOutcome: second });
    act(() => result.current.actions.reply('x'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
