/**
 * `@askq/react/idle-timeout`: the opt-in idle timeout (Claude Code's auto-continue) as a value the
 * app hands over, so a picker without one does not bundle it:
 *
 *   import { idleTimeout } from '@askq/react/idle-timeout';
 *   useAskQuestions(input, { timeout: idleTimeout({ ms: 60_000 }) });
 */
import { idleTimeoutRunnable, startIdleTimeout, type ConnectStoreController, type TimeoutOptions } from '@askq/core/picker';
import type { IdleTimeout } from './types.js';

export type { IdleTimeout, TimeoutOptions };

/**
 * Runs the idle timeout whenever the store can run one (questions shown, open, not disabled):
 * started when it can, stopped (countdown null) when it no longer can. Returns `stop`.
 */
function run(store: ConnectStoreController, timeout: Required<TimeoutOptions>, onCountdown: (seconds: number | null) => void): () => void {
  let stop: (() => void) | undefined;
  const check = () => {
    const runnable = idleTimeoutRunnable(store.getSnapshot());
    if (runnable && !stop) {
      stop = startIdleTimeout(store, timeout, onCountdown);
    } else if (!runnable && stop) {
      stop();
      stop = undefined;
      onCountdown(null);
    }
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    unsubscribe();
    stop?.();
  };
}

/**
 * The idle timeout for `useAskQuestions`' `timeout` option: after `ms` without a user action the
 * picker finishes with a `timed_out` outcome carrying what was selected (or, with `fallback:
 * 'recommended'`, the recommended / first option of each untouched question). Any user action
 * restarts it; `api.countdown` holds the seconds left during the last `countdownMs`.
 * An `ms` that is not a positive number leaves the timeout off, as no timeout at all does.
 * Safe to call on every render: the picker restarts it only when `ms`, `countdownMs` or
 * `fallback` change.
 *
 * For `@askq/ui`'s `AskUserQuestion`, use `idleTimeout` from `@askq/ui/idle-timeout` (it also
 * shows the countdown).
 */
export function idleTimeout({ ms, countdownMs = 20000, fallback = 'none' }: TimeoutOptions): IdleTimeout {
  return { ms, countdownMs, fallback, run };
}
