/**
 * "Stick to bottom" for the message list, as chat products do it: while the user is at (or near)
 * the bottom, anything new (a message, streamed words, a question, a picker growing) is scrolled
 * into view; once they scroll up to read history, new content no longer moves the list. A question
 * that waits is followed only as far as its top: one taller than the pane stays readable from its
 * heading and tabs (where askq's picker scrolls it when it arrives), not from its buttons.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom still counts as "at the bottom" (a line of text, a bit of overscroll). */
const NEAR_BOTTOM_PX = 48;
/** Each frame of the glide covers this share of what is left: fast at first, gentle at the end. */
const GLIDE_SHARE = 0.25;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * `scroller` is the scrolling element, `content` the element that grows inside it. `actions`
 * counts what the user did (messages sent, questions answered or declined): each new one
 * re-sticks, so the reply to the user's own action comes into view even from far up the history.
 */
export function useStickToBottom(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, actions: number) {
  const stuck = useRef(true);
  const seenActions = useRef(actions);
  /** Scrolls to the bottom (gliding unless `instant`); set while the pane is mounted. */
  const toBottom = useRef<(instant?: boolean) => void>(() => {});

  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner) return;
    let lastTop = el.scrollTop;
    // The position we scrolled to last: a scroll event there is ours, not the user's.
    let ownTop = -1;
    let frame = 0;
    let restored = false;

    const bottom = () => el.scrollHeight - el.clientHeight;
    // Where following stops: the bottom, or the top of the question that waits (the last open
    // picker) when that comes first.
    const target = () => {
      const open = inner.querySelectorAll('[data-slot="askq-root"][data-state="open"]');
      const question = open[open.length - 1];
      if (!question) return bottom();
      const top = question.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
      return Math.min(bottom(), Math.max(0, Math.floor(top)));
    };
    const set = (top: number) => {
      el.scrollTop = top;
      ownTop = el.scrollTop;
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    // Our own glide rather than `behavior: 'smooth'`: the browser's smooth scroll keeps running
    // (and drags the list back down) when the user scrolls up in the middle of it, and it cannot
    // be told apart from the user's scrolling. This one stops the moment the user takes over, and
    // it aims at the bottom as it is on each frame, so streamed text never outruns it.
    const glide = () => {
      const gap = target() - el.scrollTop;
      if (!stuck.current || gap <= 1) {
        frame = 0;
        return;
      }
      set(el.scrollTop + Math.max(1, Math.ceil(gap * GLIDE_SHARE)));
      frame = requestAnimationFrame(glide);
    };
    toBottom.current = (instant = false) => {
      if (instant || reducedMotion()) {
        stop();
        // Never up: the user may have read on past a question's top.
        set(Math.max(el.scrollTop, target()));
      } else if (!frame) frame = requestAnimationFrame(glide);
    };

    const onScroll = () => {
      const top = el.scrollTop;
      const mine = Math.abs(top - ownTop) < 1;
      if (!mine) {
        const distance = target() - top;
        // The user's scrolling: a move up away from the bottom unsticks, a move down into the
        // last few pixels sticks again. Content that shrinks (a picker turning into its receipt)
        // pulls the list up to the new bottom, which leaves it as it was.
        if (top < lastTop && distance > NEAR_BOTTOM_PX) {
          stuck.current = false;
          stop();
        } else if (top > lastTop && distance <= NEAR_BOTTOM_PX) stuck.current = true;
      }
      lastTop = top;
    };

    // A wheel turned up, or a key that scrolls up, says "let me read" at once, before its scroll
    // event: the glide must not take one more step down in between.
    const leave = () => {
      if (el.scrollTop <= 0) return;
      stuck.current = false;
      stop();
    };
    const onWheel = (e: WheelEvent) => {
      if (e.deltaY < 0) leave();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      // Only keys that scroll the pane itself: in the picker, arrows move between options.
      if (e.target === el && ['ArrowUp', 'PageUp', 'Home'].includes(e.key)) leave();
    };

    // Size changes cover every kind of new content, including what the picker renders by itself,
    // and the pane's own (a resized window) so that the bottom stays the bottom.
    const observer = new ResizeObserver(() => {
      if (!stuck.current) return;
      // The first call is the transcript restored on load: jump there, nothing new to watch arrive.
      toBottom.current(!restored);
      restored = true;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('wheel', onWheel, { passive: true });
    el.addEventListener('keydown', onKeyDown);
    observer.observe(inner);
    observer.observe(el);
    return () => {
      stop();
      toBottom.current = () => {};
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('keydown', onKeyDown);
      observer.disconnect();
    };
  }, [scroller, content]);

  // A layout effect: stuck again before the ResizeObserver sees the user's new message, so that
  // it is followed even when the user had scrolled up.
  useLayoutEffect(() => {
    if (actions === seenActions.current) return;
    seenActions.current = actions;
    stuck.current = true;
    toBottom.current();
  }, [actions]);
}
