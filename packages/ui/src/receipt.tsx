'use client';
import { useMemo, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AskLabelsProvider } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { ErrorBoundary } from './error-boundary.js';
import { Card, plainModel, receiptLevel, type CardLevel, type PickerLevels } from './receipt-card.js';
import { modelFromOutcome, type ReceiptModel } from './receipt-model.js';
import { lazyPart, usePart } from './lazy-part.js';

/**
 * Reading a result text back (core's transcript reader) is a chunk of its own, loaded the first
 * time a receipt is drawn from a text: a chat whose calls carry their outcome never loads it.
 */
export const receiptReadPart = lazyPart(() => import('./receipt-read.js'));
/** Writing the text the model read, for the fallback of a receipt that could not be drawn. */
const resultTextPart = lazyPart(() => import('./receipt-text.js'));

export interface ReceiptBaseProps extends HTMLAttributes<HTMLDivElement>, PickerLevels {
  labels?: Partial<AskLabels>;
}
/** From the request and what the user did. */
export interface ReceiptFromOutcomeProps extends ReceiptBaseProps {
  request: AskRequest;
  outcome: AskOutcome;
  resultText?: undefined | undefined;
}
/** From the tool result text of a transcript (the request makes labels and Other text exact). */
export interface ReceiptFromTextProps extends ReceiptBaseProps {
  resultText: string;
  request?: AskRequest | null | undefined;
  outcome?: undefined | undefined;
  /**
   * Longer result texts are shown as plain text instead of being read into question → answer
   * rows. Reading happens during render, on the main thread, once the reader (a chunk of its own,
   * loaded the first time a receipt is drawn from a text) is there; the cap bounds that work per receipt.
   * @default 16384
   */
  maxReadLength?: number | undefined;
}
export type ReceiptProps = ReceiptFromOutcomeProps | ReceiptFromTextProps;

/**
 * The compact read-only card a chat shows once the questions are settled (answered, declined,
 * timed out or replied), so a reloaded transcript shows what was decided instead of asking again.
 *
 * It fails soft: a result text that cannot be read (or an outcome that cannot be drawn) shows as
 * plain text in the same card, and the error stops here instead of unmounting the chat around it.
 * Drawn from a text, its box is busy and empty until the reader has loaded (the first such receipt
 * asks for it); if the reader cannot load, the text shows as it is.
 */
export function Receipt({ labels, titleLevel, questionLevel, ...props }: ReceiptProps) {
  // A heading at the level of the picker it stands for (the same level props), so heading
  // navigation finds the card where the questions were.
  const rest = { ...props, headingLevel: receiptLevel(props.request, { titleLevel, questionLevel }) };
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      <ErrorBoundary fallback={<PlainReceipt {...rest} />} resetKeys={[rest.resultText, rest.request, rest.outcome]}>
        <ReceiptCard {...rest} />
      </ErrorBoundary>
    </AskLabelsProvider>
  );
}

type CardProps = (Omit<ReceiptFromOutcomeProps, 'labels' | keyof PickerLevels> | Omit<ReceiptFromTextProps, 'labels' | keyof PickerLevels>) & CardLevel;

function ReceiptCard({ request, outcome, resultText, maxReadLength, ...props }: CardProps & { maxReadLength?: number }) {
  // An empty text (a call with no result yet) has nothing to read: it needs no reader either.
  const fromOutcome = !!(outcome && request);
  // Asked for only by a receipt drawn from a text (a hook cannot be skipped, its load can).
  const reader = usePart(fromOutcome || !resultText ? null : receiptReadPart);
  const model = useMemo<ReceiptModel | undefined>(() => {
    if (outcome && request) return modelFromOutcome(request, outcome);
    if (!resultText) return plainModel(request, undefined, resultText);
    // The reader on its way: a busy, empty card (below). It cannot load: the text as it is.
    if (!reader) return reader === null ? plainModel(request, undefined, resultText) : undefined;
    return reader.modelFromResultText(resultText ?? '', request, maxReadLength);
  }, [request, outcome, resultText, maxReadLength, reader]);
  return model ? <Card {...props} model={model} /> : <Busy {...props} />;
}

/** What a receipt that could not be drawn shows: what happened, if known, and the result text itself. */
function PlainReceipt({ request, outcome, resultText, maxReadLength: _, ...props }: CardProps & { maxReadLength?: number }) {
  const fromOutcome = !!(request && outcome);
  // The text the model read, written by a chunk loaded for this fallback (none while it cannot load).
  const writer = usePart(fromOutcome ? resultTextPart : null);
  if (fromOutcome && writer === undefined) return <Busy {...props} />;
  const text = request && outcome ? writer?.resultTextOf(request, outcome) : resultText;
  return <Card {...props} model={plainModel(request, outcome, text)} />;
}

/** A receipt's box while what draws it loads: busy and empty, for the moment a chunk takes. */
function Busy({ className, headingLevel: _, ...props }: HTMLAttributes<HTMLDivElement> & CardLevel) {
  return <div {...props} className={clsx('askq', className)} data-slot="askq-receipt" aria-busy="true" />;
}
