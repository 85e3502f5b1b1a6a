/**
 * Focus after a step, once the step has rendered. When a pick advances to the next question the
 * element that had focus sits in a panel that is now hidden (APG's tabs and wizard patterns never
 * leave focus there); choosing Other by its digit focuses its field, which may only render once
 * chosen. A handler records where focus should go (`requestFocus`); the renderer moves it after
 * its next commit (`flushFocusRequest`, React: in a layout effect of every picker hook), to core's
 * `findFocusTarget`: never out of the composer, never once finished.
 */
import type { ConnectSnapshot, ConnectStore } from './connect-store.js';
import { findFocusTarget, type FocusDocument, type FocusTarget } from './keyboard.js';

const pending = new WeakMap<ConnectStore, FocusTarget>();
let moving = false;

/**
 * Whether the focus event being handled is the picker's own move. Radix checks a radio that gets
 * focus while an arrow key is held (its roving focus); after Left / Right switched questions that
 * would choose the first option of the next one, so an option's focus handler cancels it then.
 */
export const isMovingFocus = () => moving;

/**
 * Focuses `element` as the picker's own move (see `isMovingFocus`): besides the held-arrow
 * check, the radio group keeps its roving tab stop as it was, so moving focus there in (e.g. a
 * question's arrival) does not render the whole group again. The group still finds the chosen or
 * first radio when Tab comes back to it.
 */
export function focusAsPicker(element: { focus?(options?: { preventScroll?: boolean }): void }, options?: { preventScroll?: boolean }): void {
  moving = true;
  try {
    element.focus?.(options);
  } finally {
    moving = false;
  }
}

function moveFocus(store: ConnectStore, target: FocusTarget): void {
  const doc = (globalThis as { document?: FocusDocument }).document;
  const snapshot = store.getSnapshot();
  const element = doc && findFocusTarget(doc, snapshot, snapshot.settings.ids, target);
  if (element) focusAsPicker(element);
}

/**
 * Asks for focus on `target` once the action that just ran has rendered. `before` is the snapshot
 * before the action: when the action changed nothing there is nothing to wait for. Focus to the
 * panel is only asked for after a step change, unless `sameStep`.
 */
export function requestFocus(store: ConnectStore, before: ConnectSnapshot, target: FocusTarget | null, { sameStep = false } = {}): void {
  if (!target) return;
  const after = store.getSnapshot();
  // The panel is only left behind by a step change; a pick that stays puts focus nowhere new (and
  // focus() forces a style recalculation: a third of a click's cost when it ran every time).
  // `sameStep`: the caller wants focus in the panel even when the step stayed (a tab's Enter).
  if (target.kind === 'panel' && after.step === before.step && !sameStep) return;
  if (after === before) moveFocus(store, target);
  else pending.set(store, target);
}

/** Honours a recorded focus request: call it once the picker's parts have rendered. */
export function flushFocusRequest(store: ConnectStore): void {
  const target = pending.get(store);
  if (!target) return;
  pending.delete(store);
  moveFocus(store, target);
}
