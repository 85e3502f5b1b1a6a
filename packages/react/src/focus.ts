/**
 * Focus after a step. When a pick advances to the next question the element that had focus sits
 * in a panel that is now hidden; APG's tabs and wizard patterns never leave focus there. Runs after
 * React has committed the step (two microtask hops: React flushes sync updates in a microtask
 * queued when the store emitted, before ours).
 */
import type { AskStore, AskStoreSnapshot } from './types.js';

const FOCUSABLE =
  '[tabindex="0"], input:not([disabled]), textarea:not([disabled]), button:not([disabled]), select:not([disabled]), a[href]';

function focusable(el: Element | null | undefined): el is HTMLElement {
  return !!el && typeof (el as HTMLElement).focus === 'function';
}

/**
 * After React's commit, focuses what `find` returns; never steals focus from outside the picker
 * (e.g. the composer), and does nothing once the picker is finished.
 */
function focusAfterCommit(
  store: AskStore,
  find: (doc: Document, snapshot: AskStoreSnapshot) => Element | null | undefined,
): void {
  queueMicrotask(() =>
    queueMicrotask(() => {
      const doc = globalThis.document;
      const snapshot = store.getSnapshot();
      if (!doc || snapshot.state.outcome) return;
      const active = doc.activeElement;
      const outside = active && active !== doc.body && !doc.getElementById(snapshot.options.ids.root)?.contains(active);
      if (outside) return;
      const target = find(doc, snapshot);
      if (focusable(target)) target.focus();
    }),
  );
}

/** Moves focus into the active panel (review: the panel itself) unless it already is inside. */
export function focusActivePanel(store: AskStore): void {
  focusAfterCommit(store, (doc, { state, options: { ids } }) => {
    const review = state.phase === 'review';
    const panel = doc.getElementById(review ? ids.reviewPanel : ids.panel(state.activeIndex));
    if (!panel || panel.contains(doc.activeElement)) return null;
    return review ? panel : (panel.querySelector(FOCUSABLE) ?? panel);
  });
}

/** Focuses an element by id once it has rendered (the Other input may appear only when chosen). */
export function focusIdAfterCommit(store: AskStore, id: string): void {
  focusAfterCommit(store, (doc) => doc.getElementById(id));
}
