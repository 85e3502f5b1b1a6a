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
 * ("Vitest, “Biome, for now”"), so the items read apart as the model's text keeps them.
 */
export function formatAnswer(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const unit = question.kind === 'number' ? question.number?.unit : undefined;
  if (unit && answer.other) return `${answer.other} ${unit}`;
  const parts = answer.selected.map((label) => question.options.find((o) => o.label === label)?.displayLabel ?? label);
  if (answer.other) parts.push(answer.other);
  return parts.length ? parts.map((p) => (parts[1] && p.includes(', ') ? `“${p}”` : p)).join(', ') : undefined;
}

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
