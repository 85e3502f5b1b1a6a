'use client';
import type { AskQuestion, QuestionAnswer } from '@askq/core';
import { usePickerLabels } from './labels-provider.js';

/** One line of a question → answer list; `answer` undefined means unanswered. */
export interface AnswerRow {
  key: string;
  question: string;
  answer?: string | undefined;
  notes?: string | undefined;
}

/**
 * An answer as a person reads it: display labels (no " (Recommended)"), then the Other text; a
 * number question's answer with its unit ("30 s"). In a list, an item that holds ", " is quoted
 * ("Vitest, “Biome, for now”"), so the items read apart as the model's text keeps them; one that
 * holds a bidi control is isolated, so it cannot reorder the others.
 */
export function formatAnswer(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const unit = question.kind === 'number' ? question.number?.unit : undefined;
  if (unit && answer.other) return `${answer.other} ${unit}`;
  const parts = answer.selected.map((label) => question.options.find((o) => o.label === label)?.displayLabel ?? label);
  if (answer.other) parts.push(answer.other);
  return parts.length ? parts.map((p) => isolate(parts[1] && p.includes(', ') ? `“${p}”` : p)).join(', ') : undefined;
}

/**
 * An item that holds a bidi control is isolated (FSI … PDI): a label's unclosed U+202E would
 * otherwise reverse the items after it, the user's own words included (a label "Deny" + U+202E and
 * the Other text "my own words" read "Deny" then "sdrow nwo ym ,B ,").
 */
const isolate = (text: string) => (/[\u202a-\u202e\u2066-\u2069]/.test(text) ? `\u2068${text}\u2069` : text);

export function answerRow(question: AskQuestion, answer: QuestionAnswer | undefined): AnswerRow {
  return { key: question.id, question: question.question, answer: formatAnswer(question, answer), notes: answer?.notes };
}

/** Question → answer pairs, unanswered ones flagged (used by the review step and the receipt). */
export function AnswerList({ rows }: { rows: AnswerRow[] }) {
  return (
    <dl data-slot="askq-answers">
      {rows.map((row) => (
        <AnswerItem key={row.key} row={row} />
      ))}
    </dl>
  );
}

export function AnswerItem({ row }: { row: AnswerRow }) {
  const labels = usePickerLabels();
  const state = row.answer === undefined ? 'unanswered' : 'answered';
  return (
    <div data-state={state}>
      <dt>{row.question}</dt>
      <dd data-state={state}>
        {row.answer ?? labels.notAnswered}
        {row.notes && (
          <span data-slot="askq-answer-notes">
            {labels.notes}: {row.notes}
          </span>
        )}
      </dd>
    </div>
  );
}
