import { useMemo, useSyncExternalStore } from 'react';
import { connectQuestion, questionSlice, type QuestionSlice } from '@askq/core/picker';
import { useAskQuestionsContext } from './context.js';
import { useFocusRequests } from './focus.js';
import type { AskQuestionApi, AskStoreSnapshot, ReactPropTypes } from './types.js';
import { selectionGetter } from './use-store-selector.js';

const MISSING: unique symbol = Symbol('askq.missing-question');

/**
 * Structural equality three levels deep: objects (and arrays) are equal when their entries are
 * `Object.is`-equal, or are themselves objects whose entries are. Enough for a record of prop bags
 * (their handlers are stable functions, a merged `style` a fresh object with equal entries).
 */
export function shallowEqual(a: unknown, b: unknown, depth = 3): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && shallowEqual(recordA[key], recordB[key], depth - 1));
}

/**
 * A part of one question's API: what `select(api)` returns, re-rendering only when that changes
 * (`isEqual`, by default equal entries three levels deep). For components that render one part of a
 * question (an option row, the Other field, the notes): typing in Other re-renders the Other
 * field, not every option, since the prop getters' handlers are the same functions on every call.
 * `select` should be stable (a module function or memoized); `isEqual` too.
 * Must be used within `AskQuestionsProvider`.
 */
export function useAskQuestionSelector<T>(
  questionId: string,
  select: (api: AskQuestionApi) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const store = useAskQuestionsContext('useAskQuestionSelector');
  // One memo for the selector and its equality (two hooks fewer per part than building them apart
  // and handing them to `useStoreSelector`): every option list, Other field and panel has one.
  const getSelection = useMemo(() => {
    // Selected again only when the question's slice changed, not on every store change (typing
    // in another question, the countdown).
    let last: { slice: QuestionSlice; value: T } | null = null;
    const selector = (snapshot: AskStoreSnapshot): T | typeof MISSING => {
      const slice = questionSlice(store, snapshot, questionId);
      if (!slice) return MISSING;
      if (last?.slice !== slice) last = { slice, value: select(connectQuestion<ReactPropTypes>(store, slice)) };
      return last.value;
    };
    const equal = (a: T | typeof MISSING, b: T | typeof MISSING) => a === b || (a !== MISSING && b !== MISSING && isEqual(a, b));
    return selectionGetter(store, selector, equal);
  }, [store, questionId, select, isEqual]);
  const value = useSyncExternalStore(store.subscribe, getSelection, getSelection);
  useFocusRequests(store);
  if (value === MISSING) throw new Error(`useAskQuestionSelector: the request has no question with id "${questionId}"`);
  return value;
}
