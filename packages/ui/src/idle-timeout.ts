/**
 * `@askq/ui/idle-timeout`: the opt-in idle timeout (Claude Code's auto-continue) for
 * `AskUserQuestion`, with the countdown it shows, from its own entry so a picker without one
 * bundles neither:
 *
 *   import { idleTimeout } from '@askq/ui/idle-timeout';
 *   <AskUserQuestion input={input} timeout={idleTimeout({ ms: 60_000 })} onOutcome={...} />
 */
import type { ComponentType } from 'react';
import { idleTimeout as headlessIdleTimeout, type IdleTimeout, type TimeoutOptions } from '@askq/react/idle-timeout';
import { Countdown, type CountdownProps } from './countdown.js';

export type { TimeoutOptions };

/** `@askq/react`'s idle timeout plus the component that shows its countdown inside the picker. */
export interface IdleTimeoutWithCountdown extends IdleTimeout {
  /** Shows the last seconds (`role="timer"`); nothing outside the countdown window. */
  readonly Countdown: ComponentType<CountdownProps>;
}

/**
 * The idle timeout for `AskUserQuestion`'s `timeout` prop (and every component that passes its
 * props on: `AskUserQuestionPart`, `AskSession`): after `ms` without a user action the picker
 * finishes with a `timed_out` outcome carrying what was selected (with `fallback: 'recommended'`,
 * the recommended / first option of each untouched question too); the last `countdownMs`
 * (20 s by default) show a countdown. Any key or pointer press in the picker restarts it. An `ms`
 * that is not a positive number leaves the timeout off. Safe to call on every render.
 */
export function idleTimeout(options: TimeoutOptions): IdleTimeoutWithCountdown {
  return { ...headlessIdleTimeout(options), Countdown };
}
