'use client';
import { useSyncExternalStore } from 'react';

/**
 * A part of the picker that most pickers never show, kept in a chunk of its own (a dynamic
 * `import()`): loaded once, the first time a picker mounts the part (which it does as soon as a
 * question that needs it has streamed in, while the picker is still inert) or asks for it ahead
 * (`load`), then remembered, so every later render has it at once.
 */
export interface LazyPart<M> {
  /**
   * The loaded module; undefined while it is not there (not asked for, or still on its way); null
   * when the last try failed (a chunk that did not download), until a later try brings it.
   */
  readonly get: () => M | null | undefined;
  /** Calls `onChange` once the module is there or could not be loaded, and asks for it (once; again after a failed try). */
  readonly subscribe: (onChange: () => void) => () => void;
  /**
   * Asks for the module ahead of its first use (once; again after a failed try); resolves once it
   * is there or could not be loaded (never rejects).
   */
  readonly load: () => Promise<void>;
}

export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let module: M | null | undefined;
  let loading: Promise<unknown> | undefined;
  const waiting = new Set<() => void>();
  const settle = (to: M | null) => {
    module = to;
    for (const notify of waiting) notify();
  };
  // Once: a failed try is forgotten, so the next part to mount (or ask ahead) tries again. A part
  // that already failed stays on its fallback meanwhile, and takes the module if that try brings it.
  const start = (): Promise<void> => {
    const pending = (loading ??= load().then(settle, () => {
      loading = undefined;
      if (module === undefined) settle(null);
    }));
    return pending.then(() => undefined);
  };
  return {
    get: () => module,
    subscribe(onChange) {
      waiting.add(onChange);
      void start();
      return () => waiting.delete(onChange);
    },
    load: start,
  };
}

const nothing = () => undefined;

/**
 * The part's module, asking for it when not loaded yet: undefined until it is there (and on the
 * server and while hydrating, so both render the placeholder), null when it could not be loaded
 * (render the part's fallback: never a blank or a lost answer). Once loaded it is returned in the
 * same render, with no fallback frame; while it loads, render a placeholder with the part's box.
 */
export function usePart<M>(part: LazyPart<M> | null): M | null | undefined {
  // null: a caller that does not need the part this render (a hook cannot be skipped).
  return useSyncExternalStore(part ? part.subscribe : noSubscription, part ? part.get : nothing, nothing);
}

const noSubscription = () => nothing;
