/**
 * The external store behind the hooks: core's reducer plus what React needs around it
 * (useSyncExternalStore snapshots, controlled drafts, callbacks that fire exactly once).
 */
import { askReducer, createAskState, needsReview, toAskDraft } from '@askq/core';
import type { AskDraft, AskEvent, AskOutcome, AskRequest, AskState } from '@askq/core';
import { draftChanged, reconcileState } from './draft-equality.js';
import { createActions } from './store-actions.js';
import type { AskStore, AskStoreOptions, AskStoreSnapshot } from './types.js';
import { sameShape } from './util.js';

const EMPTY_REQUEST: AskRequest = { dialect: 'claude', questions: [], previewFormat: 'markdown' };

export interface StoreCallbacks {
  onSubmit?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
  onValueChange?: ((draft: AskDraft) => void) | undefined;
}

export interface AskStoreController extends AskStore {
  /** Props-derived request and options. Silent, so it is safe during render; `flush()` notifies. */
  update(request: AskRequest | null, options: AskStoreOptions): void;
  /** The controlled `value` (undefined: uncontrolled). Silent, like `update`. */
  setControlledValue(draft: AskDraft | undefined): void;
  flush(): void;
  setCallbacks(callbacks: StoreCallbacks): void;
  /** Any interaction inside the picker: resets the idle timeout. */
  interact(): void;
  onInteraction(listener: () => void): () => void;
  /** The idle timeout fired: not a user action, so it is not an interaction. */
  expire(timeoutMs: number, fallback: 'none' | 'recommended'): void;
}

function makeSnapshot(request: AskRequest | null, state: AskState, options: AskStoreOptions): AskStoreSnapshot {
  return { request, state, options, hasReview: request ? needsReview(request, options.review) : false };
}

export function createAskStore(
  request: AskRequest | null,
  initialDraft: AskDraft | null | undefined,
  options: AskStoreOptions,
): AskStoreController {
  // Applied to every new request until the user acts: while the input streams, a restored draft
  // must not lose the options that have not arrived yet.
  const seed = initialDraft ?? null;
  let touched = false;
  let controlled: AskDraft | undefined;
  let snapshot = makeSnapshot(request, createAskState(request ?? EMPTY_REQUEST, seed), options);
  let pending: AskState | null = null;
  let dirty = false;
  let finished = false;
  let callbacks: StoreCallbacks = {};
  const listeners = new Set<() => void>();
  const interactionListeners = new Set<() => void>();

  const emit = () => {
    dirty = false;
    for (const listener of [...listeners]) listener();
  };
  const commit = (state: AskState) => {
    if (state === snapshot.state) return;
    snapshot = { ...snapshot, state };
    emit();
  };
  const restoreInto = (req: AskRequest, state: AskState, draft: AskDraft) =>
    reconcileState(state, askReducer(req, state, { type: 'restore', draft }));

  function apply(event: AskEvent): void {
    const req = snapshot.request;
    if (!req) return;
    const base = pending ?? snapshot.state;
    const next = askReducer(req, base, event, { submitPolicy: { require: snapshot.options.submitPolicy } });
    if (next === base) return;
    const changed = !next.outcome && draftChanged(base, next);
    if (changed) touched = true;
    if (controlled !== undefined && !next.outcome) {
      // Controlled (Radix's contract): the owner of `value` decides; only focus is ours to keep.
      // Events later in the same tick (select, then advance) build on this one, not the stale value.
      if (changed || pending) {
        if (!pending) queueMicrotask(() => (pending = null));
        pending = next;
      }
      if (next.focused !== snapshot.state.focused) commit({ ...snapshot.state, focused: next.focused });
      if (changed) callbacks.onValueChange?.(toAskDraft(next));
      return;
    }
    pending = null;
    commit(next);
    if (changed) callbacks.onValueChange?.(toAskDraft(next));
    // The reducer ignores everything once an outcome exists, and the state is committed before
    // this runs; the flag makes "exactly once" independent of that.
    if (next.outcome && !finished) {
      finished = true;
      callbacks.onSubmit?.(next.outcome, req);
    }
  }

  const store: AskStoreController = {
    get request() {
      return snapshot.request;
    },
    getState: () => snapshot.state,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event) {
      if (snapshot.options.disabled) return;
      store.interact();
      apply(event);
    },
    actions: createActions({
      getSnapshot: () => snapshot,
      current: () => pending ?? snapshot.state,
      dispatch: (event) => store.dispatch(event),
    }),
    update(req, opts) {
      let next = snapshot;
      if (!sameShape(next.options, opts)) next = makeSnapshot(next.request, next.state, opts);
      if (req !== next.request) {
        let state = next.state;
        if (req && !state.outcome) {
          const draft = controlled ?? (!touched && seed ? seed : toAskDraft(state));
          state = restoreInto(req, state, draft);
        }
        next = makeSnapshot(req, state, opts);
      }
      if (next !== snapshot) {
        snapshot = next;
        dirty = true;
      }
    },
    setControlledValue(draft) {
      if (draft === controlled) return;
      controlled = draft;
      pending = null;
      const req = snapshot.request;
      if (!draft || !req || snapshot.state.outcome) return;
      const state = restoreInto(req, snapshot.state, draft);
      if (state !== snapshot.state) {
        snapshot = { ...snapshot, state };
        dirty = true;
      }
    },
    flush() {
      if (dirty) emit();
    },
    setCallbacks(next) {
      callbacks = next;
    },
    interact() {
      for (const listener of [...interactionListeners]) listener();
    },
    onInteraction(listener) {
      interactionListeners.add(listener);
      return () => interactionListeners.delete(listener);
    },
    expire(timeoutMs, fallback) {
      apply({ type: 'timeout', timeoutMs, fallback });
    },
  };
  return store;
}
