'use client';
import type { RefObject } from 'react';
import { useIsoLayoutEffect } from './layout-effect.js';

// When the picker finishes, the control that had focus (Submit, an option, Skip) is removed with
// it and the browser drops focus to <body>: a keyboard user is thrown back to the top of the page
// and a screen reader announces nothing. The receipt that replaces it takes focus instead. The
// replacement is often another component instance (a chat re-renders the settled tool call as its
// own receipt, keyed by the call's state), so the hand-off cannot go through a ref: a card that
// unmounts holding focus leaves a short-lived claim here, and the next card to mount takes it.

/** Long enough for a chat to re-render the settled call; short enough never to surprise anyone. */
const CLAIM_MS = 1000;
let claimUntil = 0;


/** Whether focus is nowhere: on <body>, or on an element that is no longer in the page. */
function focusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/**
 * Focus across a card that replaces another: a card that unmounts holding focus hands it on, and
 * one that mounts within a moment (with `claim`) takes it, when nothing else took it meanwhile. A
 * card of an app's own that replaces the picker (a notice, a custom receipt) uses it with `claim`
 * and `tabIndex={-1}`, so focus does not fall to <body>.
 * @param claim whether this card takes a pending hand-off when it mounts (the receipt); every card
 * using the hook hands focus on when it unmounts while holding it.
 */
export function useFocusHandoff(ref: RefObject<HTMLElement | null>, claim: boolean): void {
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Only if nothing else has taken focus meanwhile (the user may have clicked the composer).
    if (claim && Date.now() < claimUntil && focusLost(el.ownerDocument)) {
      claimUntil = 0;
      el.focus();
    }
    // Layout cleanups run before React removes the DOM, so focus is still inside here.
    return () => {
      if (el.contains(el.ownerDocument.activeElement)) claimUntil = Date.now() + CLAIM_MS;
    };
  }, [ref, claim]);
}
