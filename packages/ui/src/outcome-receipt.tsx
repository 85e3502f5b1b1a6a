'use client';
import type { HTMLAttributes } from 'react';
import type { AskOutcome, AskRequest } from '@askq/core';
import { answerRow } from './answer-list.js';
import { AskLabelsProvider } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import { lazyPart, usePart } from './lazy-part.js';
import { Card, plainModel, type CardLevel } from './receipt-card.js';
import type { ReceiptModel } from './receipt-model.js';

/** The props of a receipt drawn from the request and what the user did. */
export interface OutcomeReceiptProps extends HTMLAttributes<HTMLDivElement>, CardLevel {
  labels?: Partial<AskLabels> | undefined;
  request: AskRequest;
  outcome: AskOutcome;
}

/**
 * The receipt drawn from the outcome is a chunk of its own (outcome-card.tsx): a picker is finished
 * once, at its end, so `AskUserQuestion` asks for it when it mounts and it is there long before
 * anyone has answered.
 */
export const receiptPart = lazyPart(() => import('./outcome-card.js'));

/**
 * The receipt AskUserQuestion shows once finished: what `<Receipt request outcome />` shows. Should
 * the picker finish before its chunk is there (busy), or the chunk not load at all (offline), the
 * card shows what was sent, plainly (`data-plain`): never a blank.
 */
export function OutcomeReceipt({ labels, request, outcome, ...props }: OutcomeReceiptProps) {
  const part = usePart(receiptPart);
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      {part ? (
        <part.OutcomeCard {...props} request={request} outcome={outcome} />
      ) : (
        <Card aria-busy={part === undefined || undefined} {...props} model={sentModel(request, outcome)} data-plain="" />
      )}
    </AskLabelsProvider>
  );
}

/**
 * What was sent, as the model was told it: what happened, the answers given (none after a skip or
 * a reply in the chat: their half-made choices were not sent) and the user's message. The drawn
 * card (`modelFromOutcome`) also lists the unanswered questions and what was asked.
 */
function sentModel(request: AskRequest, outcome: AskOutcome): ReceiptModel {
  const declined = outcome.type === 'declined';
  const text = declined ? (outcome.reason === 'replied_in_chat' ? undefined : outcome.message) : 'response' in outcome ? outcome.response : undefined;
  const model = plainModel(request, outcome, text);
  if (outcome.type === 'timed_out') Object.assign(model, { state: 'timed_out', timeoutSeconds: Math.round(outcome.timeoutMs / 1000) });
  if ('answers' in outcome && (!declined || outcome.reason === 'chat_about_this')) {
    model.rows = request.questions.map((q) => answerRow(q, outcome.answers[q.id])).filter((row) => row.answer || row.notes);
  }
  return model;
}
