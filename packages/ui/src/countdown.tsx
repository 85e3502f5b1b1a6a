'use client';
import type { HTMLAttributes } from 'react';
import { useAskContext } from './context.js';
import { countdownLabels } from './countdown-labels.js';
import { useLabelsWith } from './labels-provider.js';

export type CountdownProps = HTMLAttributes<HTMLParagraphElement>;

/**
 * The opt-in idle timeout's last seconds (Claude Code shows the last 20 s). `role="timer"` is not
 * live by default, so a screen reader is not interrupted every second; any key resets the timer.
 */
export function Countdown(props: CountdownProps) {
  const api = useAskContext('Countdown');
  const labels = useLabelsWith(countdownLabels);
  if (api.countdown === null) return null;
  return (
    <p {...props} role="timer" data-slot="askq-countdown">
      {labels.countdown(api.countdown)}
    </p>
  );
}
