/**
 * Opt-in idle timeout (Claude Code's auto-continue: off by default, complaint #9). Any interaction
 * restarts it; the countdown is exposed for the last `countdownMs`; on expiry the store finishes
 * with a `timed_out` outcome carrying what was selected.
 */
import { useEffect, useRef, useState } from 'react';
import type { AskStoreController } from './ask-store.js';
import type { AskStoreSnapshot, TimeoutOptions } from './types.js';
import { useStoreSelector } from './use-store-selector.js';

const isRunnable = (s: AskStoreSnapshot) =>
  !!s.request && s.request.questions.length > 0 && !s.state.outcome && !s.options.disabled;
const same = (a: boolean, b: boolean) => a === b;

export function useIdleTimeout(store: AskStoreController, timeout: TimeoutOptions | undefined): number | null {
  const ms = timeout?.ms ?? 0;
  const countdownMs = timeout?.countdownMs ?? 20000;
  const fallback = timeout?.fallback ?? 'none';
  const runnable = useStoreSelector(store, isRunnable, same);
  const enabled = runnable && ms > 0;
  const [countdown, setCountdown] = useState<number | null>(null);
  // Mirrors the state so interactions outside the window (every keystroke) set nothing.
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const show = (value: number | null) => {
      if (shown.current === value) return;
      shown.current = value;
      setCountdown(value);
    };
    if (!enabled) {
      show(null);
      return;
    }
    let deadline = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = deadline - Date.now();
      if (left <= 0) {
        show(null);
        store.expire(ms, fallback);
      } else if (left <= countdownMs) {
        show(Math.ceil(left / 1000));
        timer = setTimeout(tick, left % 1000 || 1000);
      } else {
        show(null);
        timer = setTimeout(tick, left - countdownMs);
      }
    };
    const restart = () => {
      clearTimeout(timer);
      deadline = Date.now() + ms;
      tick();
    };
    restart();
    const stop = store.onInteraction(restart);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [store, enabled, ms, countdownMs, fallback]);

  return enabled ? countdown : null;
}
