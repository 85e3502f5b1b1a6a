import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AskDraft } from '@askq/core';
import { useAskQuestions } from './index.js';
import { draftStorageKey, useDraftPersistence, useSavedDraft } from './drafts.js';
import { question, twoSingles } from './test/fixtures.js';
import type { DraftStorage, UseAskQuestionsOptions } from './types.js';

const KEY = 'toolu_01';

type Options = UseAskQuestionsOptions & { persistKey?: string; storage?: DraftStorage };

/** The hook with persistence opted in, as the drop-in does it. */
function usePersisted(input: unknown, { persistKey, storage, ...options }: Options) {
  const saved = useSavedDraft({ key: persistKey, storage }, options);
  const api = useAskQuestions(input, { ...options, defaultValue: saved ?? options.defaultValue });
  useDraftPersistence(api, { key: persistKey, storage });
  return api;
}

const mount = (options: Options = {}) =>
  renderHook(() => usePersisted(twoSingles, { persistKey: KEY, advanceOnSelect: false, ...options }));

describe('draft persistence', () => {
  it('saves to sessionStorage and restores after unmount/remount with the same key', () => {
    const first = mount();
    act(() => {
      first.result.current.actions.select('q1', 'q1.2');
      first.result.current.actions.setNotes('q2', 'later');
      first.result.current.actions.next();
    });
    const saved = JSON.parse(sessionStorage.getItem(draftStorageKey(KEY)) ?? 'null') as AskDraft;
    expect(saved.activeIndex).toBe(1);
    expect(saved.drafts.q1?.selected).toEqual(['q1.2']);
    first.unmount();

    const second = mount();
    expect(second.result.current.activeIndex).toBe(1);
    expect(second.result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.2']);
    expect(second.result.current.store.getSnapshot().state.drafts.q2?.notes).toBe('later');
  });

  it('does not restore under another key', () => {
    const first = mount();
    act(() => first.result.current.actions.select('q1', 'q1.2'));
    first.unmount();
    const other = renderHook(() => usePersisted(twoSingles, { persistKey: 'toolu_02' }));
    expect(other.result.current.answered.q1).toBe(false);
  });

  it('removes the draft once finished', () => {
    const { result } = mount();
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(sessionStorage.getItem(draftStorageKey(KEY))).not.toBeNull();
    act(() => result.current.actions.submit());
    expect(sessionStorage.getItem(draftStorageKey(KEY))).toBeNull();
  });

  it('prefers a saved draft over defaultValue', () => {
    const first = mount();
    act(() => first.result.current.actions.select('q1', 'q1.1'));
    first.unmount();
    const defaultValue: AskDraft = { drafts: {}, activeIndex: 1, phase: 'answering' };
    const second = mount({ defaultValue });
    expect(second.result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(second.result.current.activeIndex).toBe(0);
  });

  it('uses a custom storage', () => {
    const map = new Map<string, string>();
    const storage: DraftStorage = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    const { result } = mount({ storage });
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(map.has(draftStorageKey(KEY))).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('never throws when storage throws (quota, disabled)', () => {
    const boom = () => {
      throw new Error('QuotaExceededError');
    };
    const storage: DraftStorage = { getItem: boom, setItem: boom, removeItem: boom };
    const { result } = mount({ storage });
    act(() => result.current.actions.select('q1', 'q1.0'));
    act(() => result.current.actions.submit());
    expect(result.current.outcome?.type).toBe('answered');
  });

  it('ignores garbage JSON and wrong shapes', () => {
    sessionStorage.setItem(draftStorageKey(KEY), '{not json');
    expect(mount().result.current.answered.q1).toBe(false);
    sessionStorage.setItem(draftStorageKey(KEY), '[1,2]');
    expect(mount().result.current.answered.q1).toBe(false);
    sessionStorage.setItem(draftStorageKey(KEY), JSON.stringify({ drafts: { q1: { selected: ['nope'] } }, activeIndex: 99 }));
    const { result } = mount();
    expect(result.current.answered.q1).toBe(false);
    expect(result.current.activeIndex).toBe(1);
  });

  it('restores into a request that is still streaming in', () => {
    const empty = { other: { active: false, text: '' }, notes: '' };
    const saved: AskDraft = {
      drafts: { q1: { selected: ['q1.2'], ...empty }, q2: { selected: ['q2.1'], ...empty } },
      activeIndex: 1,
      phase: 'answering',
    };
    sessionStorage.setItem(draftStorageKey(KEY), JSON.stringify(saved));
    // Option C (q1.2) and question 2 have not arrived yet.
    const partial = { dialect: 'claude' as const, partial: true, questions: [question('q1', ['A', 'B'])] };
    const { result, rerender } = renderHook(({ input }) => usePersisted(input, { persistKey: KEY }), {
      initialProps: { input: partial as unknown },
    });
    rerender({ input: twoSingles });
    const state = result.current.store.getSnapshot().state;
    expect(state.drafts.q1?.selected).toEqual(['q1.2']);
    expect(state.drafts.q2?.selected).toEqual(['q2.1']);
    expect(result.current.activeIndex).toBe(1);
  });

  it('offers a saved draft to a controlled owner through onValueChange', () => {
    const first = mount();
    act(() => first.result.current.actions.select('q1', 'q1.1'));
    first.unmount();
    const onValueChange = vi.fn();
    const value: AskDraft = { drafts: {}, activeIndex: 0, phase: 'answering' };
    mount({ value, onValueChange });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange.mock.calls[0]?.[0].drafts.q1.selected).toEqual(['q1.1']);
  });

  it('is opt-in: useAskQuestions alone neither restores nor saves', () => {
    const first = mount();
    act(() => first.result.current.actions.select('q1', 'q1.1'));
    first.unmount();
    const plain = renderHook(() => useAskQuestions(twoSingles, { advanceOnSelect: false }));
    expect(plain.result.current.answered.q1).toBe(false);
    sessionStorage.clear();
    act(() => plain.result.current.actions.select('q1', 'q1.0'));
    expect(sessionStorage.length).toBe(0);
  });

  it('restores before the first paint (the first render already shows the saved draft)', () => {
    const first = mount();
    act(() => first.result.current.actions.select('q1', 'q1.2'));
    first.unmount();
    const seen: (boolean | undefined)[] = [];
    renderHook(() => {
      const api = usePersisted(twoSingles, { persistKey: KEY, advanceOnSelect: false });
      seen.push(api.answered.q1);
      return api;
    });
    expect(seen[0]).toBe(true);
  });

  describe('under server rendering', () => {
    /** What a page shows of the picker: whether q1 is answered, and its selection. */
    function Page({ storage }: { storage: DraftStorage }) {
      const api = usePersisted(twoSingles, { persistKey: KEY, advanceOnSelect: false, storage });
      const selected = api.store.getSnapshot().state.drafts.q1?.selected.join(',') ?? '';
      return (
        <output id={api.ids.root} data-answered={String(api.answered.q1)}>
          {selected || 'none'}
        </output>
      );
    }
    const memoryStorage = (entries: Record<string, string> = {}): DraftStorage => {
      const map = new Map(Object.entries(entries));
      return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    };
    const saved: AskDraft = {
      drafts: { q1: { selected: ['q1.2'], other: { active: false, text: '' }, notes: '' } },
      activeIndex: 0,
      phase: 'answering',
    };

    it('hydrates what the server rendered (no saved draft there), then restores the draft before paint', async () => {
      // The server cannot read the browser's storage: it renders the picker without the draft.
      const html = renderToString(<Page storage={memoryStorage()} />);
      expect(html).toContain('data-answered="false"');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable = vi.fn();
      const browser = memoryStorage({ [draftStorageKey(KEY)]: JSON.stringify(saved) });
      const root = await act(async () => hydrateRoot(container, <Page storage={browser} />, { onRecoverableError: recoverable }));
      try {
        expect(recoverable).not.toHaveBeenCalled();
        expect(errors).not.toHaveBeenCalled();
        const output = container.querySelector('output')!;
        expect(output.dataset.answered).toBe('true');
        expect(output.textContent).toBe('q1.2');
      } finally {
        errors.mockRestore();
        act(() => root.unmount());
        container.remove();
      }
    });

    it('a draft the user already changed is not overwritten by a late restore', () => {
      const { result } = mount({ storage: memoryStorage() });
      act(() => result.current.actions.select('q1', 'q1.0'));
      expect(result.current.store.restore(saved)).toBe(false);
      expect(result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    });
  });
});
