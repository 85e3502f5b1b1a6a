'use client';
import { useMemo, type HTMLAttributes } from 'react';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AskLabelsProvider } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { ErrorBoundary } from './error-boundary.js';
import { Card, plainModel } from './receipt-card.js';
import { resultTextOf } from './receipt-text.js';
import { modelFromOutcome, type ReceiptModel } from './receipt-model.js';
import { modelFromResultText, RECEIPT_MAX_READ_LENGTH } from './receipt-read.js';

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
  const text = request && outcome ? resultTextOf(request, outcome) : resultText;
  return <Card {...props} model={plainModel(request, outcome, text)} />;
}
