// Waits for a condition give up after 20 s unless a test says otherwise (Vitest's defaults are 1 s):
// a bound that only a failing test reaches, so that a loaded machine slows the suite down but never
// fails it. `expect.poll`'s default is set in vitest.config.ts; `vi.waitFor` has no setting, so its
// default is given here.
import { vi } from 'vitest';

export const WAIT_MS = 20_000;

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor;
