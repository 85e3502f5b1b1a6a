'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusAsPicker } from '@askq/core/picker';

/** Where typing goes: a field the user may be writing in (the chat's composer, most often). */
function isTextEntry(el: Element): boolean {
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable) return true;
  return tag === 'INPUT' && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes((el as HTMLInputElement).type);
}

/**
 * The user is writing there: a text field that holds text. An empty one (the composer just sent
 * from, or clicked into) holds nothing to lose, and keys typed into it while a question waits
 * would send the legend's digits as a chat message.
 */
const holdsText = (el: Element) => isTextEntry(el) && !!((el as HTMLInputElement).value ?? el.textContent);

const PANEL = '[data-slot="askq-question"]:not([hidden])';
/** Cards being answered: a picker, an MCP form or link card. */
const CARDS = '[data-slot="askq-root"], [data-slot="askq-elicitation"], [data-slot="askq-elicitation-url"]';

/**
 * The first thing to answer with: the chosen radio (a restored draft), else the first control. Not
 * a long list's filter field (`type="search"`, above the options): digits pick from the options.
 */
function firstControl(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(`${PANEL} [role="radio"][aria-checked="true"]`) ??
    root.querySelector<HTMLElement>(`${PANEL} :is([role="radio"], [role="checkbox"], input:not([type="search"]), textarea):not([disabled])`)
  );
}

/**
 * Where keyboard focus is, seen from the picker: in it (its keys work), or where it is reached
 * from: 'back' when focus sits after it in the page (Shift+Tab goes there, e.g. from a chat's
 * composer below the messages), 'ahead' when before it or nowhere (Tab).
 */
export type FocusReach = 'in' | 'back' | 'ahead';

function reachOf(root: HTMLElement, target: Element | null): FocusReach {
  if (target && root.contains(target)) return 'in';
  // 4: DOCUMENT_POSITION_FOLLOWING, the target comes after the root (<body>, around it, does not).
  return target && root.compareDocumentPosition(target) & 4 ? 'back' : 'ahead';
}

/** What scrolls `el`: its nearest scrolling ancestor, or null for the window. */
function scrollPort(el: HTMLElement, win: Window | null): HTMLElement | null {
  let port: HTMLElement | null = el;
  while ((port = port.parentElement) && !/auto|scroll/.test(win?.getComputedStyle(port).overflowY ?? ''));
  return port;
}

/**
 * Scrolls a question that arrives into view once: all of it when it fits what scrolls it (its
 * nearest scrolling ancestor, else the window), else from its top (heading and tabs), so it reads
 * from its start instead of from its buttons.
 */
function revealOnArrival(el: HTMLElement, win: Window | null) {
  const port = scrollPort(el, win);
  const fits = el.getBoundingClientRect().height <= (port?.clientHeight ?? win?.innerHeight ?? 0);
  const reduce = win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  el.scrollIntoView?.({ block: fits ? 'nearest' : 'start', behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * A picker taller than what scrolls it keeps its actions stuck to the bottom of the view (CSS), and
 * a browser scrolls a control that takes focus only until it is inside the view: behind the bar
 * (WCAG 2.4.11). Scrolls it out from under the bar, as far as its top stays in view.
 */
function uncover(el: HTMLElement, target: Element, win: Window) {
  const bar = el.querySelector('[data-slot="askq-actions"]');
  if (!bar || bar.contains(target)) return;
  const box = target.getBoundingClientRect();
  const port = scrollPort(el, win);
  // Clear of the bar by 8px, or as far as the control's top can go (a tall one stays readable from its top).
  const by = Math.min(box.bottom - bar.getBoundingClientRect().top + 8, box.top - (port?.getBoundingClientRect().top ?? 0));
  if (by > 0) (port ?? win).scrollBy(0, by);
}

/** How long a card that took focus right after a key press ignores the keys that answer or dismiss it. */
export const ARRIVAL_HOLD_MS = 500;

/**
 * The last key pressed while a card was live: when (`performance.now()`), and the part of the page
 * it was in (the card's topmost element under <body>, an app's root most often). A card that
 * arrives elsewhere, or after that part went (a test's container), was not what the key was for.
 */
let keyAt = -Infinity;
let keyTop: Element | null = null;

export interface Arrival {
  /**
   * The question arrived while the user typed elsewhere: say so (a polite live region's text),
   * with how to reach it from where focus was then ('back': Shift+Tab, 'ahead': Tab); null when
   * it took focus. Fixed at arrival, so the live region is not spoken again as focus moves.
   */
  announced: Exclude<FocusReach, 'in'> | null;
  /** Where focus is, seen from the picker (`FocusReach`): while not 'in', its keys do not reach it. */
  reach: FocusReach;
}

/**
 * When a question arrives (the picker becomes answerable: mounted live, or its streamed input
 * completed) it owns the keyboard, as Claude Code's picker does: it is scrolled into view (from its
 * top when taller than the view) and its first control takes focus, so digits, arrows, Enter and
 * Escape work at once and a screen reader reads the question. Never taken from a field that holds
 * text the user is writing (an empty composer does not count), nor from another picker: then it is
 * only announced. Once per mount; right after a key press, the keys that answer wait a moment
 * (`onKey`). While live it also follows where focus goes (`reach`), so the key legend says how to
 * get to the question instead of keys that would type elsewhere.
 */
export function useArrivalFocus(
  ref: RefObject<HTMLElement | null>,
  live: boolean,
  enabled: boolean,
  /** What takes focus (an MCP card's first field or its link); the picker's first control by default. */
  first: (root: HTMLElement) => HTMLElement | null = firstControl,
): Arrival {
  // Once per mount. A ref, not state: taking focus must not re-render the picker (the root and
  // everything under it that is not memoized); only an announcement or focus elsewhere changes
  // what it shows, and both are set in one update.
  const arrived = useRef(false);
  const [announced, setAnnounced] = useState<Arrival['announced']>(null);
  const [reach, setReach] = useState<FocusReach>('in');
  useEffect(() => {
    const el = ref.current;
    if (!live || !el) return;
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    // A card that takes focus within a moment of a key press (the Enter or digit that answered the
    // card before it) ignores the keys that answer or dismiss it for as long: Enter, Escape, and in
    // a control that is not a text field Space and the digits, until another key shows the user
    // is at it (Tab, an arrow, a letter). The second press of a double Enter
    // would otherwise answer a question nobody has read (spec 5.1, 5.5); browsers hold their
    // prompts' buttons the same way. Capture on the document: the key reaches neither the control
    // nor the picker's handlers. Each card its own listener: one that goes must not stop another's.
    // `data-arrival-hold` is on the card until the moment is over (an end-to-end test waits for it).
    let heldFrom = -Infinity;
    // The hold itself ends by the clock (`heldFrom`); the mark goes with it, or with another key.
    // (A card that goes meanwhile keeps it a moment: its listener is gone, its timer unmarks it.)
    const unmark = () => el.removeAttribute('data-arrival-hold');
    const onKey = (event: KeyboardEvent) => {
      const now = performance.now();
      const { key, target } = event;
      if (now - heldFrom < ARRIVAL_HOLD_MS && el.contains(target as Node)) {
        if (key === 'Enter' || key === 'Escape' || (/^[1-9 ]$/.test(key) && !isTextEntry(target as Element))) {
          event.preventDefault();
          event.stopPropagation();
        } else {
          // Tab, an arrow, a letter: the user is on this card now.
          heldFrom = -Infinity;
          unmark();
        }
      }
      keyAt = now;
      keyTop = el.closest('body > *');
    };
    // Focus moves: into the picker, or elsewhere. Leaving for nowhere (focus to <body>) counts,
    // the window losing focus does not (focus comes back where it was).
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element;
      if (event.type === 'focusin') {
        setReach(reachOf(el, target));
        // After the browser's own scroll to the control, in the next frame (before it is painted).
        if (el.contains(target)) win?.requestAnimationFrame?.(() => uncover(el, target, win));
      } else if (!event.relatedTarget && doc.hasFocus()) setReach(reachOf(el, null));
    };
    // Plain listeners, not an AbortController's signal: that costs an object and an abort per mount.
    const stop = () => {
      doc.removeEventListener('focusin', onFocus);
      doc.removeEventListener('focusout', onFocus);
      doc.removeEventListener('keydown', onKey, true);
    };
    const listen = () => {
      doc.addEventListener('focusin', onFocus);
      doc.addEventListener('focusout', onFocus);
      doc.addEventListener('keydown', onKey, true);
    };
    if (!enabled || arrived.current) {
      listen();
      setReach(reachOf(el, doc.activeElement));
      return stop;
    }
    // Listening from the arrival on (the frame after the mount, not in it): it reads where focus
    // is then, and moves focus itself only once listening.
    const arrive = () => {
      listen();
      arrived.current = true;
      const active = doc.activeElement;
      const elsewhere = !!active && active !== doc.body && !el.contains(active);
      const busy = elsewhere && (holdsText(active) || !!active.closest(CARDS));
      revealOnArrival(el, win);
      if (busy) {
        const from = reachOf(el, active);
        setAnnounced(from === 'in' ? null : from);
        setReach(from);
      } else if (!el.contains(active)) {
        const target = first(el);
        // The picker's own move: the radio group's roving tab stop stays as it was (Tab still
        // comes back to the chosen or first radio), so arriving does not render the group again.
        if (target) {
          focusAsPicker(target, { preventScroll: true });
          if (performance.now() - keyAt < ARRIVAL_HOLD_MS && keyTop?.contains(el)) {
            heldFrom = performance.now();
            el.setAttribute('data-arrival-hold', '');
            setTimeout(unmark, ARRIVAL_HOLD_MS);
          }
        } else setReach(reachOf(el, active));
      }
    };
    // In the next frame, where the browser lays the page out anyway: scrolling and focusing in
    // the commit forced a style and layout pass of their own (about 5 ms of a picker's mount).
    if (!win?.requestAnimationFrame) {
      arrive();
      return stop;
    }
    const frame = win.requestAnimationFrame(arrive);
    return () => {
      win.cancelAnimationFrame(frame);
      stop();
    };
  }, [ref, live, enabled, first]);
  return { announced, reach };
}
