'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where typing goes: a field the user may be writing in (the chat's composer, most often). */
function isTextEntry(el: Element): boolean {
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable) return true;
  return tag === 'INPUT' && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes((el as HTMLInputElement).type);
}

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
 * When a question arrives (the picker becomes answerable: mounted live, or its streamed input
 * completed) it owns the keyboard, as Claude Code's picker does: it is scrolled into view and its
 * first control takes focus, so digits, arrows, Enter and Escape work at once and a screen reader
 * reads the question. Never taken from a field the user is typing in, nor from another picker:
 * then it is only announced (the returned text, for a polite live region). Once per mount.
 */
export function useArrivalFocus(
  ref: RefObject<HTMLElement | null>,
  live: boolean,
  enabled: boolean,
  /** What takes focus (an MCP card's first field or its link); the picker's first control by default. */
  first: (root: HTMLElement) => HTMLElement | null = firstControl,
): string | null {
  // Once per mount. A ref, not state: taking focus must not re-render the picker (the root and
  // everything under it that is not memoized); only an announcement changes what it shows.
  const arrived = useRef(false);
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !live || arrived.current || !el) return;
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    const arrive = () => {
      arrived.current = true;
      const active = doc.activeElement;
      const elsewhere = !!active && active !== doc.body && !el.contains(active);
      const busy = elsewhere && (isTextEntry(active) || !!active.closest(CARDS));
      const reduce = win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
      el.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
      if (busy) setAnnounced(true);
      else if (!el.contains(active)) first(el)?.focus({ preventScroll: true });
    };
    // In the next frame, where the browser lays the page out anyway: scrolling and focusing in
    // the commit forced a style and layout pass of their own (about 5 ms of a picker's mount).
    if (!win?.requestAnimationFrame) return arrive();
    const frame = win.requestAnimationFrame(arrive);
    return () => win.cancelAnimationFrame(frame);
  }, [ref, live, enabled, first]);
  return announced ? 'announced' : null;
}
