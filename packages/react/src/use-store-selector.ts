import { useMemo, useSyncExternalStore } from 'react';
import type { AskStore, AskStoreSnapshot } from './types.js';

/**
 * useSyncExternalStore with a selector and an equality check (what `use-sync-external-store/with-
 * selector` does, without the dependency): a component re-renders only when its slice changes.
 * `selector` and `isEqual` must be stable (module functions or memoized).
 */
export function useStoreSelector<T>(
  store: AskStore,
  selector: (snapshot: AskStoreSnapshot) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const getSelection = useMemo(() => selectionGetter(store, selector, isEqual), [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelection, getSelection);
}

/** `useSyncExternalStore`'s getSnapshot for a selection: selected once per store snapshot, the previous value kept while equal. */
export function selectionGetter<T>(store: AskStore, selector: (snapshot: AskStoreSnapshot) => T, isEqual: (a: T, b: T) => boolean): () => T {
  let memo: { snapshot: AskStoreSnapshot; value: T } | null = null;
  return () => {
    const snapshot = store.getSnapshot();
    if (memo && memo.snapshot === snapshot) return memo.value;
    const value = selector(snapshot);
    // Keep the previous value's identity when equal, so React bails out of the re-render.
    memo = { snapshot, value: memo && isEqual(memo.value, value) ? memo.value : value };
    return memo.value;
  };
}
