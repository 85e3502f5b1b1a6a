'use client';
import { useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { AnswerList } from './answer-list.js';
import { AskLabelsProvider, useAskLabels } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { useFocusHandoff } from './focus-handoff.js';
import { ErrorBoundary } from './error-boundary.js';
import { modelFromOutcome, modelFromResultText, RECEIPT_MAX_READ_LENGTH, type ReceiptModel } from './receipt-model.js';

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
  /**
   * Longer result texts are shown as plain text instead of being read into question → answer
   * rows. Reading happens during render, on the main thread; the cap bounds that work per receipt.
   * @default 16384
   */
  maxReadLength?: number;
}
export type ReceiptProps = ReceiptFromOutcomeProps | ReceiptFromTextProps;

/**
 * The compact read-only card a chat shows once the questions are settled (answered, declined,
 * timed out or replied), so a reloaded transcript shows what was decided instead of asking again.
 *
 * It fails soft: a result text that cannot be read (or an outcome that cannot be drawn) shows as
 * plain text in the same card, and the error stops here instead of unmounting the chat around it.
 */
export function Receipt({ labels, ...rest }: ReceiptProps) {
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      <ErrorBoundary fallback={<PlainReceipt {...rest} />} resetKeys={[rest.resultText, rest.request, rest.outcome]}>
        <ReceiptCard {...rest} />
      </ErrorBoundary>
    </AskLabelsProvider>
  );
}

type CardProps = Omit<ReceiptFromOutcomeProps, 'labels'> | Omit<ReceiptFromTextProps, 'labels'>;

function ReceiptCard({ request, outcome, resultText, maxReadLength, ...props }: CardProps & { maxReadLength?: number }) {
  const model = useMemo<ReceiptModel>(
    () =>
      outcome && request
        ? modelFromOutcome(request, outcome)
        : modelFromResultText(resultText ?? '', request, maxReadLength ?? RECEIPT_MAX_READ_LENGTH),
    [request, outcome, resultText, maxReadLength],
  );
  return <Card {...props} model={model} />;
}

/** What a receipt that could not be drawn shows: what happened, if known, and the result text itself. */
function PlainReceipt({ request, outcome, resultText, maxReadLength: _, ...props }: CardProps & { maxReadLength?: number }) {
  const model: ReceiptModel = { state: 'unknown', rows: [], text: resultText };
  if (request && outcome) {
    try {
      model.text = toClaudeResultText(request, outcome);
    } catch {
      // The heading still says what happened.
    }
    if (outcome.type === 'declined') Object.assign(model, { state: 'declined', reason: outcome.reason });
    else if (outcome.type === 'answered' || outcome.type === 'replied' || outcome.type === 'follow_up') model.state = outcome.type;
  }
  return <Card {...props} model={model} />;
}

function Card({ model, className, ...props }: HTMLAttributes<HTMLDivElement> & { model: ReceiptModel }) {
  const labels = useAskLabels();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Takes focus from the picker it replaces (when that picker had it), so keyboard and screen
  // reader users land on what they just decided instead of at the top of the page.
  useFocusHandoff(ref, true);
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
    case 'follow_up':
      return labels.receiptFollowUp;
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
