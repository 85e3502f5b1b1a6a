/**
 * The opt-in idle timeout (Claude Code's auto-continue: off by default, complaint #9),
 * framework-free. Any user action restarts it; the countdown is reported during the last
 * `countdownMs`; on expiry the store finishes with a `timed_out` outcome carrying what was selected.
 */
import type { AskStore, AskStoreSnapshot } from './store.js';
import { isInert } from './selectors.js';

// The core has no DOM or Node typings; looked up per call, so fake timers apply.
const timers = globalThis as unknown as { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };

export interface TimeoutOptions {
  /** Idle time after which the picker submits on its own, in milliseconds. */
  ms: number;
  /** The countdown is exposed during the last this-many milliseconds. @default 20000 */
  countdownMs?: number | undefined;
  /** 'recommended' answers untouched questions with the recommended / first option (pi). @default 'none' */
  fallback?: 'none' | 'recommended' | undefined;
}

/** Whether an idle timeout can run: a request with questions, open and not disabled. */
export const idleTimeoutRunnable = (s: AskStoreSnapshot) =>
  !!s.request && s.request.questions.length > 0 && !s.outcome && !isInert(s);

/**
 * Starts the idle timeout. `onCountdown` gets the seconds left while in the countdown window,
 * else null (at the start, then only when that changes). Every listener call of `store.onInteraction` restarts it
 * (a DOM layer can count keys and pointer presses there too). Returns `stop`.
 */
export function startIdleTimeout(
  store: Pick<AskStore, 'expire' | 'onInteraction'>,
  timeout: TimeoutOptions,
  onCountdown: (seconds: number | null) => void,
): () => void {
  const { ms, countdownMs = 20000, fallback = 'none' } = timeout;
  let shown: number | null | undefined;
  const show = (value: number | null) => {
    if (shown === value) return;
    shown = value;
    onCountdown(value);
  };
  let deadline = 0;
  let timer: unknown;
  const tick = () => {
    const left = deadline - Date.now();
    if (left <= 0) {
      show(null);
      store.expire(ms, fallback);
    } else if (left <= countdownMs) {
      show(Math.ceil(left / 1000));
      timer = timers.setTimeout(tick, left % 1000 || 1000);
    } else {
      show(null);
      timer = timers.setTimeout(tick, left - countdownMs);
    }
  };
  const restart = () => {
    timers.clearTimeout(timer);
    deadline = Date.now() + ms;
    tick();
  };
  restart();
  const stop = store.onInteraction(restart);
  return () => {
    timers.clearTimeout(timer);
    stop();
  };
}
