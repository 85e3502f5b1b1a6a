'use client';
import { useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AnswerList } from './answer-list.js';
import { AskLabelsProvider, useAskLabels } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { useFocusHandoff } from './focus-handoff.js';
import { ErrorBoundary } from './error-boundary.js';
import { modelFromOutcome, type ReceiptModel } from './receipt-model.js';

// The receipt's card, and the receipt of an outcome as the live picker shows it once it is
// finished. Nothing here reads or writes a result text: reading a transcript's text is the public
// Receipt's job (receipt.tsx), so the picker's bundle carries neither the reader nor the writer.

/** The props of a receipt drawn from the request and what the user did. */
export interface OutcomeReceiptProps extends HTMLAttributes<HTMLDivElement> {
  labels?: Partial<AskLabels> | undefined;
  request: AskRequest;
  outcome: AskOutcome;
}

/** The receipt AskUserQuestion shows once finished: what `<Receipt request outcome />` shows. */
export function OutcomeReceipt({ labels, request, outcome, ...props }: OutcomeReceiptProps) {
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      <ErrorBoundary fallback={<PlainOutcomeReceipt {...props} request={request} outcome={outcome} />} resetKeys={[request, outcome]}>
        <OutcomeCard {...props} request={request} outcome={outcome} />
      </ErrorBoundary>
    </AskLabelsProvider>
  );
}

function OutcomeCard({ request, outcome, ...props }: Omit<OutcomeReceiptProps, 'labels'>) {
  const model = useMemo(() => modelFromOutcome(request, outcome), [request, outcome]);
  return <Card {...props} model={model} />;
}

/**
 * An outcome that could not be drawn (a bug, or a malformed outcome): the heading still says what
 * happened. Unlike the public Receipt it does not write the result text out: that would put the
 * result-text writer on the live picker's path for a case that should never happen.
 */
function PlainOutcomeReceipt({ request, outcome, ...props }: Omit<OutcomeReceiptProps, 'labels'>) {
  return <Card {...props} model={plainModel(request, outcome, undefined)} />;
}

/** What a receipt that could not be drawn shows: what happened, if known, and a text. */
export function plainModel(request: AskRequest | null | undefined, outcome: AskOutcome | undefined, text: string | undefined): ReceiptModel {
  const model: ReceiptModel = { state: 'unknown', rows: [], text };
  if (request && outcome) {
    if (outcome.type === 'declined') Object.assign(model, { state: 'declined', reason: outcome.reason });
    else if (outcome.type === 'answered' || outcome.type === 'replied' || outcome.type === 'follow_up') model.state = outcome.type;
  }
  return model;
}

export function Card({ model, className, ...props }: HTMLAttributes<HTMLDivElement> & { model: ReceiptModel }) {
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
      {model.asked && (
        <div data-slot="askq-receipt-asked">
          <p data-slot="askq-receipt-asked-label">{model.rows.length > 0 ? labels.receiptAlsoAsked : labels.receiptAsked}</p>
          <ul>
            {model.asked.map((question, i) => (
              <li key={i}>{question}</li>
            ))}
          </ul>
        </div>
      )}
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
