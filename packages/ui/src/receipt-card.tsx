'use client';
import { useId, useRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AnswerList } from './answer-list.js';
import { usePickerLabels, type LabelsInEffect } from './labels-provider.js';
import { useFocusHandoff } from './focus-handoff.js';
import type { ReceiptModel } from './receipt-model.js';

// The receipt's card, drawn from a model: the public Receipt's (receipt.tsx) and the live
// picker's once it is finished (outcome-receipt.tsx). Nothing here reads or writes a result text:
// reading a transcript's text is the public Receipt's job, so the picker's bundle carries neither
// the reader nor the writer.

/** What a receipt that could not be drawn shows: what happened, if known, and a text. */
export function plainModel(request: AskRequest | null | undefined, outcome: AskOutcome | undefined, text: string | undefined): ReceiptModel {
  const model: ReceiptModel = { state: 'unknown', rows: [], text };
  if (request && outcome) {
    if (outcome.type === 'declined') Object.assign(model, { state: 'declined', reason: outcome.reason });
    else if (outcome.type === 'answered' || outcome.type === 'replied' || outcome.type === 'follow_up') model.state = outcome.type;
  }
  return model;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The receipt card's heading level. */
export interface CardLevel {
  /** @default 3 (the picker's questions' default level) */
  headingLevel?: Level | undefined;
}

/** A picker's heading levels, as `AskUserQuestion` takes them. */
export interface PickerLevels {
  /** The picker's `titleLevel`: the receipt of a request with a title takes it. @default 3 */
  titleLevel?: Level | undefined;
  /** The picker's `questionLevel`: the receipt of a request without a title takes it. @default titleLevel */
  questionLevel?: Level | undefined;
}

/** The level of the picker a receipt replaces: its title's, else its questions'. */
export const receiptLevel = (request: AskRequest | null | undefined, { titleLevel, questionLevel }: PickerLevels): Level | undefined =>
  request?.title ? titleLevel : (questionLevel ?? titleLevel);

export function Card({ model, className, headingLevel = 3, ...props }: HTMLAttributes<HTMLDivElement> & CardLevel & { model: ReceiptModel }) {
  const Heading = `h${headingLevel}` as const;
  const labels = usePickerLabels();
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
      {/* A heading at the level of the picker it replaced: heading navigation finds the card. */}
      <Heading data-slot="askq-heading" id={headingId}>
        {heading(model, labels)}
      </Heading>
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

function heading(model: ReceiptModel, labels: LabelsInEffect): string {
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
