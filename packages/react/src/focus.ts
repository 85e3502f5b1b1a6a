/**
 * Focus after a step. When a pick advances to the next question the element that had focus sits
 * in a panel that is now hidden; APG's tabs and wizard patterns never leave focus there. Runs after
 * React has committed the step (two microtask hops: React flushes sync updates in a microtask
 * queued when the store emitted, before ours).
 */
import type { AskStore } from './types.js';

const FOCUSABLE =
  '[tabindex="0"], input:not([disabled]), textarea:not([disabled]), button:not([disabled]), select:not([disabled]), a[href]';

function afterCommit(run: () => void): void {
  queueMicrotask(() => queueMicrotask(run));
}

function focusable(el: Element | null): el is HTMLElement {
  return !!el && typeof (el as HTMLElement).focus === 'function';
}

/** Whether moving focus is ours to do: never steal it from outside the picker (e.g. the composer). */
function ownsFocus(doc: Document, rootId: string): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body) return true;
  return !!doc.getElementById(rootId)?.contains(active);
}

/** Moves focus into the active panel (review: the panel itself) unless it already is inside. */
export function focusActivePanel(store: AskStore): void {
  afterCommit(() => {
    const doc = globalThis.document;
    if (!doc) return;
    const { state, options } = store.getSnapshot();
    const { ids } = options;
    if (state.outcome || !ownsFocus(doc, ids.root)) return;
    const review = state.phase === 'review';
    const panel = doc.getElementById(review ? ids.reviewPanel : ids.panel(state.activeIndex));
    if (!panel || panel.contains(doc.activeElement)) return;
    const target = review ? panel : (panel.querySelector(FOCUSABLE) ?? panel);
    if (focusable(target)) target.focus();
  });
}

/** Focuses an element by id once it has rendered (the Other input may appear only when chosen). */
export function focusIdAfterCommit(store: AskStore, id: string): void {
  afterCommit(() => {
    const doc = globalThis.document;
    const el = doc?.getElementById(id);
    if (doc && focusable(el ?? null) && ownsFocus(doc, store.getSnapshot().options.ids.root)) el?.focus();
  });
}
