'use client';
import { useState, type HTMLAttributes } from 'react';
import { useAskContext } from './context.js';
import { countdownLabels } from './countdown-labels.js';
import { useLabelsWith } from './labels-provider.js';

export type CountdownProps = HTMLAttributes<HTMLParagraphElement>;

/**
 * The opt-in idle timeout's last seconds (Claude Code shows the last 20 s); any key resets the
 * timer. `role="timer"` is not live, so a screen reader is not interrupted every second: a polite
 * region that is always there (one that appears with its text is often not read) says it as it
 * starts and again at 10 and 5 seconds, so the user hears the warning and how to stay (WCAG 2.2.1).
 */
export function Countdown(props: CountdownProps) {
  const api = useAskContext('Countdown');
  const labels = useLabelsWith(countdownLabels);
  const seconds = api.countdown;
  const [said, setSaid] = useState<number | null>(null);
  const next = seconds === null ? null : said === null || (seconds <= 10 && said > 10) || (seconds <= 5 && said > 5) ? seconds : said;
  // Kept in step during render (React renders again at once), not in an effect a frame later.
  if (next !== said) setSaid(next);
  return (
    <>
      <p aria-live="polite" data-slot="askq-visually-hidden">
        {next === null ? '' : labels.countdown(next)}
      </p>
      {seconds !== null && (
        <p {...props} role="timer" data-slot="askq-countdown">
          {labels.countdown(seconds)}
        </p>
      )}
    </>
  );
}
