/** The opt-in idle timeout (core's `startIdleTimeout`) while the picker can run one; returns the countdown. */
import { useEffect, useRef, useState } from 'react';
import { idleTimeoutRunnable, startIdleTimeout, type ConnectStoreController, type TimeoutOptions } from '@askq/core';
import { useStoreSelector } from './use-store-selector.js';

const same = (a: boolean, b: boolean) => a === b;

export function useIdleTimeout(store: ConnectStoreController, timeout: TimeoutOptions | undefined): number | null {
  const ms = timeout?.ms ?? 0;
  const countdownMs = timeout?.countdownMs ?? 20000;
  const fallback = timeout?.fallback ?? 'none';
  const enabled = useStoreSelector(store, idleTimeoutRunnable, same) && ms > 0;
  const [countdown, setCountdown] = useState<number | null>(null);
  // Mirrors the state so interactions outside the window (every keystroke) set nothing.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    const show = (value: number | null) => {
      if (shown.current === value) return;
      shown.current = value;
      setCountdown(value);
    };
    if (!enabled) return show(null);
    // The controller's interactions also count keys and pointer presses inside the picker.
    return startIdleTimeout(store, { ms, countdownMs, fallback }, show);
  }, [store, enabled, ms, countdownMs, fallback]);
  return enabled ? countdown : null;
}
