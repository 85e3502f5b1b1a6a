'use client';
import type { HTMLAttributes } from 'react';
import type { AskQuestion } from '@askq/core';
import { draftToAnswer } from '@askq/core/picker';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { useAskContext } from './context.js';
import { usePickerLabels } from './labels-provider.js';
import { AnswerItem, answerRow } from './answer-list.js';
import { useFields } from './field-slot.js';

export interface ReviewProps extends HTMLAttributes<HTMLDivElement> {
  /** The level of its "Review your answers" heading: the questions' level. @default 3 */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
}

/**
 * The "Review your answers" step: every question with its answer, unanswered ones flagged and
 * counted in a warning. Unanswered questions may still be submitted (their keys are simply absent),
 * as in Claude Code. Its Back / Submit answers buttons are the phase-aware `Actions` below it.
 */
export function Review({ headingLevel = 3, ...props }: ReviewProps) {
  const api = useAskContext('Review');
  const labels = usePickerLabels();
  const unanswered = api.submitCheck.unanswered.length;
  const panel = api.getReviewProps({ ...props, 'data-slot': 'askq-review' });
  // Hidden until the review step: the empty panel keeps its tab's `aria-controls` pointing at an
  // element; the answers (one subscription each) are built when the step opens.
  if (api.phase !== 'review') return <div {...panel} />;
  // A heading, as each question's text is: heading navigation finds the step.
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...panel}>
      <Heading data-slot="askq-heading">{labels.reviewTitle}</Heading>
      <dl data-slot="askq-answers">
        {api.request?.questions.map((q) => <ReviewItem key={q.id} question={q} />)}
      </dl>
      {/* "You can still submit" would contradict the submit reason when nothing is answered yet. */}
      {unanswered > 0 && api.submitCheck.ok && <p data-slot="askq-warning">{labels.unansweredWarning(unanswered)}</p>}
    </div>
  );
}

const selectDraft = (api: AskQuestionApi) => api.draft;

/** One answer; re-renders when its draft changes, not when focus moves (the whole slice would). */
function ReviewItem({ question }: { question: AskQuestion }) {
  const draft = useAskQuestionSelector(question.id, selectDraft);
  // Text and number answers are read by the kit the picker was handed.
  const fields = useFields('Review');
  return <AnswerItem row={answerRow(question, draftToAnswer(question, draft, { fields }))} />;
}
