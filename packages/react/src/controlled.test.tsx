import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskDraft } from '@askq/core';
import { useAskQuestions } from './use-ask-questions.js';
import { twoSingles } from './test/fixtures.js';
import { Picker } from './test/harness.js';

const draft = (selected: string[], activeIndex = 0): AskDraft => ({
  drafts: {
    q1: { selected, other: { active: false, text: '' }, notes: '' },
    q2: { selected: [], other: { active: false, text: '' }, notes: '' },
  },
  activeIndex,
  phase: 'answering',
});

afterEach(() => vi.restoreAllMocks());

describe('uncontrolled', () => {
  it('starts from defaultValue and reports changes', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() =>
      useAskQuestions(twoSingles, { defaultValue: draft(['q1.2'], 1), onValueChange, advanceOnSelect: false }),
    );
    expect(result.current.activeIndex).toBe(1);
    expect(result.current.answered.q1).toBe(true);
    act(() => result.current.actions.select('q2', 'q2.0'));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ activeIndex: 1, drafts: expect.objectContaining({ q2: expect.objectContaining({ selected: ['q2.0'] }) }) }),
    );
  });
});

describe('controlled', () => {
  it('follows value and never changes it on its own', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useAskQuestions(twoSingles, { value, onValueChange }), {
      initialProps: { value: draft(['q1.0']) },
    });
    act(() => result.current.actions.select('q1', 'q1.1'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange.mock.calls[0]?.[0].drafts.q1.selected).toEqual(['q1.1']);
    // The owner did not accept the change.
    expect(result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    rerender({ value: draft(['q1.2'], 1) });
    expect(result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.2']);
    expect(result.current.activeIndex).toBe(1);
  });

  it('select-then-advance in one gesture reaches the owner as one consistent draft', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { value: draft([]), onValueChange }));
    act(() => result.current.actions.pick('q1', 'q1.1'));
    const last = onValueChange.mock.lastCall?.[0] as AskDraft;
    expect(last.activeIndex).toBe(1);
    expect(last.drafts.q1?.selected).toEqual(['q1.1']);
  });

  it('works with a parent that owns the state, including typing', async () => {
    function Owner() {
      const [value, setValue] = useState<AskDraft>(draft([]));
      return (
        <>
          <Picker input={twoSingles} options={{ value, onValueChange: setValue }} />
          <output data-testid="owner">{value.drafts.q1?.other.text}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Owner />);
    await user.type(screen.getByLabelText('Other text q1'), 'Hello there');
    expect(screen.getByLabelText('Other text q1')).toHaveValue('Hello there');
    expect(screen.getByTestId('owner')).toHaveTextContent('Hello there');
    await user.click(screen.getByRole('radio', { name: 'B' }));
    expect(screen.getByRole('tab', { name: 'Q2' })).toHaveAttribute('aria-selected', 'true');
  });

  it('submits what the owner holds', () => {
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { value: draft(['q1.1']), onOutcome }));
    act(() => result.current.actions.submit());
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({ type: 'answered', answers: { q1: { selected: ['B'] } } });
  });
});

describe('switching between controlled and uncontrolled', () => {
  it('warns once, like React inputs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(({ value }) => useAskQuestions(twoSingles, { value }), {
      initialProps: { value: undefined as AskDraft | undefined },
    });
    expect(warn).not.toHaveBeenCalled();
    rerender({ value: draft(['q1.0']) });
    rerender({ value: undefined });
    rerender({ value: draft(['q1.1']) });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/uncontrolled to controlled/);
  });

  it('warns for controlled to uncontrolled too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(({ value }) => useAskQuestions(twoSingles, { value }), {
      initialProps: { value: draft([]) as AskDraft | undefined },
    });
    rerender({ value: undefined });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/controlled to uncontrolled/);
  });
});

describe('controlled: same-tick events', () => {
  it('a focus move right after an unaccepted change does not commit that change', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useAskQuestions(twoSingles, { value: draft([]), onValueChange }));
    act(() => {
      result.current.actions.select('q1', 'q1.1');
      result.current.actions.focusOption('q1', 'q1.2');
    });
    const state = result.current.store.getSnapshot().state;
    expect(state.focused.q1).toBe('q1.2');
    expect(state.drafts.q1?.selected).toEqual([]);
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });
});
