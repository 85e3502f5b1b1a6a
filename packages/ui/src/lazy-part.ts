'use client';
import { useSyncExternalStore } from 'react';

/**
 * A part of the picker that most pickers never show, kept in a chunk of its own (a dynamic
 * `import()`): loaded once, the first time a picker mounts the part (which it does as soon as a
 * question that needs it has streamed in, while the picker is still inert), then remembered, so
 * every later render has it at once.
 */
export interface LazyPart<M> {
  /** The loaded module, or undefined while it is not there (not asked for, or still on its way). */
  readonly get: () => M | undefined;
  /** Calls `onLoad` once the module is there, and asks for it (once; again after a failed try). */
  readonly subscribe: (onLoad: () => void) => () => void;
}

export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let loading: Promise<unknown> | undefined;
  const waiting = new Set<() => void>();
  return {
    get: () => module,
    subscribe(onLoad) {
      waiting.add(onLoad);
      // Once: a failed try (a chunk that did not download) is forgotten, so the next part to mount tries again.
      loading ??= load().then(
        (loaded) => {
          module = loaded;
          for (const notify of waiting) notify();
        },
        () => (loading = undefined),
      );
      return () => waiting.delete(onLoad);
    },
  };
}

const nothing = () => undefined;

/**
 * The part's module, asking for it when not loaded yet: undefined until it is there (and on the
 * server and while hydrating, so both render the placeholder). Once loaded it is returned in the
 * same render, with no fallback frame; while it loads, render a placeholder with the part's box.
 */
export function usePart<M>(part: LazyPart<M>): M | undefined {
  return useSyncExternalStore(part.subscribe, part.get, nothing);
}
