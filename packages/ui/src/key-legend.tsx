'use client';
import { useContext, type HTMLAttributes } from 'react';
import { FocusReachContext, useAskContext } from './context.js';
import { usePickerLabels } from './labels-provider.js';

export type KeyLegendProps = HTMLAttributes<HTMLParagraphElement>;

/** Hebrew, Arabic and the other right-to-left scripts (their presentation forms aside). */
const RTL_SCRIPT = /[\u0590-\u08ff]/;

/**
 * One item, bidi-isolated so the separators between items follow the picker's direction: left to
 * right unless it is written in a right-to-left script. Not the item's first strong character
 * (`dir="auto"`): "Enter לאישור" starts with Latin yet reads right to left.
 */
const isolate = (item: string) => `${RTL_SCRIPT.test(item) ? '\u2067' : '\u2066'}${item}\u2069`;

/**
 * The keys the picker answers to, in one line ("1-4 pick · Enter confirm · ← → questions · Esc
 * skip"), as Claude Code's footer says them, in the picker's writing direction (each item is
 * bidi-isolated, so a right-to-left picker reads its first item at the right). Only while focus is
 * in the picker, where those keys go: with focus elsewhere (the user writes in the chat's
 * composer) it says how to get to the question instead (`reachQuestion`). Shown only where a
 * keyboard is likely (a fine pointer that hovers; styles.css hides it and the digit hints on touch
 * screens). Hidden from assistive tech: every control already announces its own shortcut
 * (`aria-keyshortcuts`).
 */
export function KeyLegend(props: KeyLegendProps) {
  const api = useAskContext('KeyLegend');
  const labels = usePickerLabels();
  const reach = useContext(FocusReachContext);
  const question = api.activeQuestion;
  if (!question || api.disabled || api.outcome) return null;
  let text: string;
  if (reach !== 'in') text = labels.reachQuestion(reach);
  else {
    // Digits reach the options and Other after them (up to 9), as the digit hints say.
    const choices = Math.min(9, question.options.length + (question.options.length > 0 && question.allowOther ? 1 : 0));
    const questions = (api.request?.questions.length ?? 0) + (api.hasReview ? 1 : 0);
    const items = labels.keyLegend({ choices, steps: questions, escapeDeclines: api.store.getSnapshot().settings.escapeDeclines });
    text = typeof items === 'string' ? items : items.map(isolate).join(' · ');
  }
  return (
    <p {...props} data-slot="askq-legend" data-reach={reach} aria-hidden="true">
      {text}
    </p>
  );
}
