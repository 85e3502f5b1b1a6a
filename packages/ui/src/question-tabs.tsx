'use client';
import type { HTMLAttributes } from 'react';
import type { ButtonProps, TabTarget } from '@askq/react';
import { useAskContext } from './context.js';
import { fieldLabelsIn } from './field-slot.js';
import { usePickerLabels } from './labels-provider.js';

export type QuestionTabsProps = HTMLAttributes<HTMLDivElement>;

/**
 * The header chips: one tab per question with an answered mark, then the review tab when the flow
 * has one (WAI-ARIA tabs pattern; Left/Right/Home/End come from the hook). Long headers are cut
 * visually; the full text stays in the accessible name and the tooltip. Renders nothing for a
 * single question without review, where a tab row would only add noise.
 */
export function QuestionTabs(props: QuestionTabsProps) {
  const api = useAskContext('QuestionTabs');
  const labels = usePickerLabels();
  const questions = api.request?.questions ?? [];
  if (questions.length < 2 && !api.hasReview) return null;
  const tab = (target: TabTarget, extra: ButtonProps) => api.getTabProps({ ...target, 'data-slot': 'askq-tab', ...extra });
  return (
    <div {...api.getTabListProps({ ...props, 'aria-label': labels.questions, 'data-slot': 'askq-tabs' })}>
      {questions.map((q, index) => {
        const answered = api.answered[q.id] ?? false;
        // A number that cannot be sent is flagged on its tab: its message sits in a hidden panel.
        const invalid = api.submitCheck.invalid.some((i) => i.questionId === q.id);
        // The state in the name ("DB, answered"): an attribute, since hidden text beside the header
        // is read with a space before its comma in Chromium (it is positioned out of the flow).
        const state = invalid ? fieldLabelsIn(api, labels).invalid : answered ? labels.answered : '';
        return (
          <button
            key={q.id}
            {...tab(
              { index },
              {
                title: q.header,
                'aria-label': state ? `${q.header}, ${state}` : undefined,
                'data-invalid': invalid ? '' : undefined,
                // The mark before the header, drawn by styles.css (generated text, not in the name).
                'data-mark': invalid ? '!' : answered ? '✓' : '○',
              },
            )}
          >
            <span data-slot="askq-tab-text">{q.header}</span>
          </button>
        );
      })}
      {api.hasReview && (
        <button {...tab({ review: true }, {})}>
          <span data-slot="askq-tab-text">{labels.review}</span>
        </button>
      )}
    </div>
  );
}
