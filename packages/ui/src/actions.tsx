'use client';
import type { HTMLAttributes } from 'react';
import type { ButtonProps } from '@askq/react';
import { useAskContext } from './context.js';
import { fieldLabelsIn } from './field-slot.js';
import { usePickerLabels } from './labels-provider.js';

export interface ActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Show "Skip" (declines: the model is told nothing was chosen). @default true */
  skip?: boolean | undefined;
  /** Show "Chat about this" (declines so the user can clarify in the chat first). @default true */
  chatAboutThis?: boolean | undefined;
  /**
   * Show "Ask me more first" when the picker allows it (`allowFollowUp` on `useAskQuestions` /
   * `AskUserQuestion`; without it the button never shows).
   * @default true
   */
  followUp?: boolean | undefined;
}

/**
 * The footer, aware of the phase: Skip, Chat about this and (opt-in) Ask me more first; then Back
 * from the second step on (a question after the first, or the review), and Next while a
 * multi-question flow is being answered, or Submit (Submit answers in the review step). Submit is never
 * natively disabled: when it cannot act it is `aria-disabled` and says why in visible text that
 * it references with `aria-describedby` (a silently disabled Submit is a known complaint).
 */
export function Actions({ skip = true, chatAboutThis = true, followUp = true, ...props }: ActionsProps) {
  const api = useAskContext('Actions');
  const labels = usePickerLabels();
  const review = api.phase === 'review';
  const showSubmit = review || !api.hasReview;
  // The getters make each a `type="button"` that is never natively disabled.
  const button = (variant: string): ButtonProps => ({ 'data-slot': 'askq-button', 'data-variant': variant });
  const submitReason = api.submitCheck.reason;
  let reason = '';
  if (showSubmit && submitReason === 'invalid_answers') {
    const questions = api.request?.questions ?? [];
    const { fixAnswers, numberError } = fieldLabelsIn(api, labels);
    reason = fixAnswers(
      api.submitCheck.invalid.map(({ questionId, problem, number }) => ({
        header: questions.find((q) => q.id === questionId)?.header ?? questionId,
        error: numberError(problem, number),
      })),
    );
  }
  if (showSubmit && submitReason === 'nothing_answered') reason = labels.nothingAnswered;
  if (showSubmit && submitReason === 'unanswered_questions') {
    const missing = new Set(api.submitCheck.unanswered);
    reason = labels.answerAll(api.request?.questions.filter((q) => missing.has(q.id)).map((q) => q.header) ?? []);
  }
  const confirming = api.confirmingDecline === 'dismissed';
  return (
    <div {...props} data-slot="askq-actions">
      {/* Skip (or Escape) with typed text asks first: the words say what a second press does. */}
      {confirming && (
        <p role="alert" data-slot="askq-confirm">
          {labels.confirmSkip}
        </p>
      )}
      {skip && (
        <button {...api.getDeclineButtonProps({ reason: 'dismissed', ...button('ghost') })}>{confirming ? labels.skipConfirmed : labels.skip}</button>
      )}
      {chatAboutThis && (
        <button {...api.getDeclineButtonProps({ reason: 'chat_about_this', ...button('ghost') })}>
          {labels.chatAboutThis}
        </button>
      )}
      {followUp && api.followUp && (
        <button {...api.getFollowUpButtonProps(button('ghost'))}>{labels.askMore}</button>
      )}
      {/* Words only once a submit was tried (a live region: the attempt is answered aloud too). */}
      <p {...api.getSubmitReasonProps({ 'data-slot': 'askq-reason' })}>{api.submitAttempted ? reason : ''}</p>
      {/* Back from every step but the first: the review, and questions 2 onwards. */}
      {(review || api.activeIndex > 0) && <button {...api.getPreviousButtonProps(button('secondary'))}>{labels.back}</button>}
      {showSubmit ? (
        // Until a submit was tried the reason is not shown, but it is the button's description
        // from the start (an attribute: no element more per picker), so a screen reader says why
        // it is unavailable before it is pressed; then the shown reason describes it.
        <button {...api.getSubmitButtonProps({ ...button('primary'), 'aria-description': (!api.submitAttempted && reason) || undefined })}>
          {review ? labels.submitAnswers : labels.submit}
        </button>
      ) : (
        <button {...api.getNextButtonProps(button('primary'))}>{labels.next}</button>
      )}
    </div>
  );
}
