/**
 * The store a renderer connects to: the picker machine (`createAskStore`) plus what only a
 * rendered picker has (its element ids, Escape declining) and the hand-over of props from a
 * renderer that renders before it commits (React, and any framework with a render phase).
 * Props reach it through `sync`, called after the render (React: a layout effect): nothing the
 * store holds changes during a render.
 *
 * Streamed input shows in the very pass it arrives in: the renderer renders from `preview(...)`,
 * the snapshot its props will give (the machine's pure `preview`, memoized), and every part of the
 * picker rendering in that pass reads the same preview through `getSnapshot`. `sync` then adopts
 * that very object, so no subscriber sees a change it has not rendered and there is no second
 * commit per chunk. A preview whose render was thrown away (a transition that suspended) is
 * ignored as soon as the store moves on (it is tied to the snapshot it was computed from) and once
 * the task that rendered it ends: a part that renders on its own later (its own state) reads what
 * was committed, never questions the page does not show. A render React spreads over several
 * tasks (a long transition) then sees the store change under it and renders again at once, in one
 * task (React's own check for a store that changed during a render). A renderer without a render
 * phase (a plain DOM script) calls `sync` then `flush`.
 */
import type { AskIds } from './dom-ids.js';
import type { FieldKit } from '../machine/field-kit.js';
import { createAskStore as createPickerStore, type AskStoreActions, type AskStoreSettings, type AskStoreSnapshot as PickerSnapshot } from '../machine/store.js';
import type { AskDraft, AskEvent, AskOutcome, AskRequest } from '../protocol/types.js';

/** The options a connected store acts on (resolved defaults). */
export interface ConnectOptions {
  submitPolicy: 'any' | 'all';
  review: 'auto' | 'always' | 'never';
  advanceOnSelect: boolean;
  escapeDeclines: boolean;
  disabled: boolean;
  allowFollowUp: boolean;
  ids: AskIds;
  /** Text and number questions (`textAndNumberFields` from `@askq/core/fields`): see `AskStoreOptions.fields`. */
  fields?: FieldKit | undefined;
}

/**
 * An immutable view of the connected store, compare by identity: the picker's snapshot (request,
 * state, step, the step rules, answered marks, submit check, outcome), its settings the options.
 */
export interface ConnectSnapshot extends PickerSnapshot {
  readonly settings: ConnectOptions & AskStoreSettings;
}

/** What a renderer's parts read and drive (a `useSyncExternalStore`-compatible store). */
export interface ConnectStore {
  subscribe(listener: () => void): () => void;
  /** A user action: ignored while disabled; resets the idle timeout. */
  dispatch(event: AskEvent): void;
  /** Everything a part selects from; a new object on every change. */
  getSnapshot(): ConnectSnapshot;
  /** The picker's stable verbs. */
  readonly actions: AskStoreActions;
  /**
   * A saved draft read after the store was made (a server-rendered page reads the browser's
   * storage only once hydrated): applied while the user has not changed the draft yet.
   */
  restore(draft: AskDraft): boolean;
}

export interface ConnectCallbacks {
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
  onValueChange?: ((draft: AskDraft) => void) | undefined;
}

export interface ConnectStoreController extends ConnectStore {
  /**
   * What the store will show once these props are synced (a memoized pure read: nothing changes).
   * Until the store moves on, `getSnapshot` returns it, so the whole picker renders it in one pass.
   */
  preview(request: AskRequest | null, options: ConnectOptions, callbacks: ConnectCallbacks, value: AskDraft | undefined): ConnectSnapshot;
  /**
   * The renderer's props: the request, the options, the callbacks and the controlled `value`, applied
   * at once (after the render (React: a layout effect), so handlers see them) but announced by `flush`.
   */
  sync(request: AskRequest | null, options: ConnectOptions, callbacks: ConnectCallbacks, value: AskDraft | undefined): void;
  /**
   * Tells the subscribers about the last `sync`, if it changed anything: from a passive effect,
   * once React has recorded what each of them rendered. Told from the layout effect, every
   * subscriber that already rendered the preview would render it again (React compares with what
   * it last recorded, and records that only in passive effects): a second commit per chunk.
   * Only the parts that did not render with the change (memoized, unchanged props) re-render.
   */
  flush(): void;
  /** Called on every user action (before it applies): restarts the idle timeout. */
  onInteraction(listener: () => void): () => void;
  /** Any interaction inside the picker that is not an action (a key, a pointer): restarts the idle timeout. */
  interact(): void;
  /** The idle timeout fired: not a user action, so it is not an interaction. */
  expire(timeoutMs: number, fallback: 'none' | 'recommended'): void;
}

/**
 * A render React spreads over several tasks reaches some parts after the task that previewed: a
 * question only the preview has is read from it there (React then renders the whole pass again
 * in one task, having seen the store change under it), instead of failing as an unknown id.
 */
export const laterPart = new WeakMap<ConnectStore, () => ConnectSnapshot | null>();

export function createConnectStore(
  request: AskRequest | null,
  initialDraft: AskDraft | null | undefined,
  options: ConnectOptions,
  callbacks: ConnectCallbacks = {},
  value?: AskDraft,
): ConnectStoreController {
  // The options are the picker's settings (the store keeps the renderer's own, ids and Escape, with
  // them), so the picker's snapshot is the connected one: no second snapshot per change.
  const picker = createPickerStore(request, { ...options, ...callbacks, value }, initialDraft);
  const now = picker.getSnapshot as () => ConnectSnapshot;
  /** The snapshot a render previewed, while the store is still at `base` (`live` until its task ends). */
  let pending: { base: ConnectSnapshot; result: ConnectSnapshot; live: boolean } | null = null;
  let syncing = false;
  /** A sync changed the snapshot and its subscribers have not been told yet. */
  let unsent = false;
  const listeners = new Set<() => void>();
  const interactionListeners = new Set<() => void>();
  const emit = () => {
    if (syncing) return;
    for (const listener of [...listeners]) listener();
  };
  picker.subscribe(emit);
  const interact = () => {
    for (const listener of [...interactionListeners]) listener();
  };
  picker.onInteraction(interact);

  const store: ConnectStoreController = {
    getSnapshot() {
      const base = now();
      return pending?.live && pending.base === base ? pending.result : base;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: picker.dispatch,
    actions: picker.actions,
    preview(req, opts, cbs, controlled) {
      const base = now();
      // The machine's preview is memoized: the same props give the same object, which `sync` adopts.
      const result = picker.preview(req, { ...opts, ...cbs, value: controlled }) as ConnectSnapshot;
      const shown: typeof pending = (pending = result === base ? null : { base, result, live: true });
      // Synced in the same task when the render commits; else the render was thrown away, or goes
      // on in a later task (see `laterPart`).
      if (shown) void Promise.resolve().then(() => (shown.live = false));
      return result;
    },
    sync(req, opts, cbs, controlled) {
      const base = now();
      syncing = true;
      try {
        picker.update(req, { ...opts, ...cbs, value: controlled });
      } finally {
        syncing = false;
      }
      pending = null;
      if (now() !== base) unsent = true;
    },
    flush() {
      if (!unsent) return;
      unsent = false;
      emit();
    },
    onInteraction(listener) {
      interactionListeners.add(listener);
      return () => {
        interactionListeners.delete(listener);
      };
    },
    interact,
    expire: picker.expire,
    restore: picker.restore,
  };
  laterPart.set(store, () => (pending?.base === now() ? pending.result : null));
  return store;
}
