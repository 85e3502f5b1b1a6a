/**
 * Focus after a step, as an effect of the commit that rendered it: a handler records where focus
 * should go (core's `requestFocus`); the next layout effect of any of the picker's hooks (they run
 * once the commit's DOM is in place) moves it (core's `flushFocusRequest`).
 */
import { flushFocusRequest } from '@askq/core/picker';
import type { AskStore } from './types.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

/** Honours a recorded focus request after this component's commit (every picker hook calls it). */
export function useFocusRequests(store: AskStore): void {
  useIsomorphicLayoutEffect(() => flushFocusRequest(store));
}
