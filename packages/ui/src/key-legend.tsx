'use client';
import type { HTMLAttributes } from 'react';
import { useAskContext } from './context.js';
import { useAskLabels } from './labels-provider.js';

export type KeyLegendProps = HTMLAttributes<HTMLParagraphElement>;

/**
 * The keys the picker answers to, in one line ("1-4 pick · Enter confirm · ← → questions · Esc
 * skip"), as Claude Code's footer says them. Shown only where a keyboard is likely (a fine pointer
 * that hovers; styles.css hides it and the digit hints on touch screens). Hidden from assistive
 * tech: every control already announces its own shortcut (`aria-keyshortcuts`).
 */
export function KeyLegend(props: KeyLegendProps) {
  const api = useAskContext('KeyLegend');
  const labels = useAskLabels();
  const question = api.activeQuestion;
  if (!question || api.disabled || api.outcome) return null;
  // Digits reach the options and Other after them (up to 9), as the digit hints say.
  const choices = Math.min(9, question.options.length + (question.options.length > 0 && question.allowOther ? 1 : 0));
  const questions = (api.request?.questions.length ?? 0) + (api.hasReview ? 1 : 0);
  return (
    <p {...props} data-slot="askq-legend" aria-hidden="true">
      {labels.keyLegend({ choices, steps: questions, escapeDeclines: api.store.getSnapshot().options.escapeDeclines })}
    </p>
  );
}
