'use client';
import { useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AnswerList } from './answer-list.js';
import { AskLabelsProvider, useAskLabels } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { useFocusHandoff } from './focus-handoff.js';
import { modelFromOutcome, modelFromResultText, type ReceiptModel } from './receipt-model.js';

interface ReceiptBaseProps extends HTMLAttributes<HTMLDivElement> {
  labels?: Partial<AskLabels>;
}
/** From the request and what the user did. */
export interface ReceiptFromOutcomeProps extends ReceiptBaseProps {
  request: AskRequest;
  outcome: AskOutcome;
  resultText?: undefined;
}
/** From the tool result text of a transcript (the request makes labels and Other text exact). */
export interface ReceiptFromTextProps extends ReceiptBaseProps {
  resultText: string;
  request?: AskRequest | null;
  outcome?: undefined;
}
export type ReceiptProps = ReceiptFromOutcomeProps | ReceiptFromTextProps;

/**
 * The compact read-only card a chat shows once the questions are settled (answered, declined,
 * timed out or replied), so a reloaded transcript shows what was decided instead of asking again.
 */
export function Receipt({ labels, ...rest }: ReceiptProps) {
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      <ReceiptCard {...rest} />
    </AskLabelsProvider>
  );
}

function ReceiptCard({ request, outcome, resultText, className, ...props }: ReceiptProps) {
  const labels = useAskLabels();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Takes focus from the picker it replaces (when that picker had it), so keyboard and screen
  // reader users land on what they just decided instead of at the top of the page.
  useFocusHandoff(ref, true);
  const model = useMemo<ReceiptModel>(
    () => (outcome && request ? modelFromOutcome(request, outcome) : modelFromResultText(resultText ?? '', request)),
    [request, outcome, resultText],
  );
  return (
    <div
      tabIndex={-1}
      {...props}
      ref={ref}
      className={clsx('askq', className)}
      role="group"
      aria-labelledby={headingId}
      data-slot="askq-receipt"
      data-state={model.state}
      data-reason={model.reason}
    >
      <p data-slot="askq-heading" id={headingId}>
        {heading(model, labels)}
      </p>
      {model.rows.length > 0 && <AnswerList rows={model.rows} />}
      {model.text && <p data-slot="askq-receipt-text">{model.text}</p>}
    </div>
  );
}

function heading(model: ReceiptModel, labels: AskLabels): string {
  switch (model.state) {
    case 'answered':
      return labels.receiptAnswered;
    case 'timed_out':
      return labels.receiptTimedOut(model.timeoutSeconds ?? 0);
    case 'replied':
      return labels.receiptReplied;
    case 'unknown':
      return labels.receiptUnknown;
    case 'declined':
      return model.reason === 'chat_about_this'
        ? labels.receiptChatAboutThis
        : model.reason === 'replied_in_chat'
          ? labels.receiptRepliedInChat
          : labels.receiptDismissed;
  }
}
