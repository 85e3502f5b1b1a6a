/**
 * The store behind the hooks: core's picker machine (`createAskStore`) plus what only the DOM layer
 * has (element ids, Escape declining). Props reach it through `sync`, called from a layout effect:
 * nothing here is mutated during render.
 */
import { createAskStore as createPickerStore, sameShape } from '@askq/core';
import type { AskDraft, AskOutcome, AskRequest, AskStoreOptions as PickerOptions } from '@askq/core';
import type { AskStore, AskStoreOptions, AskStoreSnapshot } from './types.js';

export interface StoreCallbacks {
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
  onValueChange?: ((draft: AskDraft) => void) | undefined;
}

export interface AskStoreController extends AskStore {
  /** The hook's props: the request, the options, the callbacks and the controlled `value`. Notifies once. */
  sync(request: AskRequest | null, options: AskStoreOptions, callbacks: StoreCallbacks, value: AskDraft | undefined): void;
  /** Called on every user action (before it applies): restarts the idle timeout. */
  onInteraction(listener: () => void): () => void;
  /** Any interaction inside the picker that is not an action (a key, a pointer): restarts the idle timeout. */
  interact(): void;
  /** The idle timeout fired: not a user action, so it is not an interaction. */
  expire(timeoutMs: number, fallback: 'none' | 'recommended'): void;
}

function pickerOptions(options: AskStoreOptions, callbacks: StoreCallbacks, value: AskDraft | undefined): PickerOptions {
  const { submitPolicy, review, advanceOnSelect, disabled, allowFollowUp } = options;
  return { submitPolicy, review, advanceOnSelect, disabled, allowFollowUp, value, onValueChange: callbacks.onValueChange, onOutcome: callbacks.onOutcome };
}

export function createAskStore(
  request: AskRequest | null,
  initialDraft: AskDraft | null | undefined,
  options: AskStoreOptions,
  callbacks: StoreCallbacks = {},
  value?: AskDraft,
): AskStoreController {
  const picker = createPickerStore(request, pickerOptions(options, callbacks, value), initialDraft);
  let domOptions = options;
  let memo: AskStoreSnapshot | undefined;
  const listeners = new Set<() => void>();
  const interactionListeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  picker.subscribe(emit);
  const interact = () => {
    for (const listener of [...interactionListeners]) listener();
  };
  picker.onInteraction(interact);

  /** The picker's snapshot with the DOM options; a new object only when either changed. */
  function getSnapshot(): AskStoreSnapshot {
    const core = picker.getSnapshot();
    if (!memo || memo.core !== core || memo.options !== domOptions) memo = { ...core, core, options: domOptions };
    return memo;
  }

  return {
    getSnapshot,
    getState: () => picker.getSnapshot().state,
    get request() {
      return picker.getSnapshot().request;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: picker.dispatch,
    actions: picker.actions,
    sync(req, opts, cbs, controlled) {
      const domChanged = !sameShape(domOptions, opts);
      if (domChanged) domOptions = opts;
      let notified = false;
      const stop = picker.subscribe(() => (notified = true));
      picker.batch(() => {
        picker.setRequest(req);
        picker.setOptions(pickerOptions(opts, cbs, controlled));
      });
      stop();
      if (domChanged && !notified) emit();
    },
    onInteraction(listener) {
      interactionListeners.add(listener);
      return () => {
        interactionListeners.delete(listener);
      };
    },
    interact,
    expire: picker.expire,
  };
}
