'use client';
import { useMemo, type HTMLAttributes } from 'react';
import type { AskOutcome, AskRequest } from '@askq/core';
import { ErrorBoundary } from './error-boundary.js';
import { Card, plainModel, type CardLevel } from './receipt-card.js';
import { modelFromOutcome } from './receipt-model.js';

// The receipt the live picker shows once it is finished, as `<Receipt request outcome />` shows it:
// a chunk of its own, asked for when the picker mounts (outcome-receipt.tsx).

export interface OutcomeCardProps extends HTMLAttributes<HTMLDivElement>, CardLevel {
  request: AskRequest;
  outcome: AskOutcome;
}

/** The card drawn from the outcome; an outcome that cannot be drawn still says what happened. */
export function OutcomeCard({ request, outcome, ...props }: OutcomeCardProps) {
  return (
    <ErrorBoundary fallback={<PlainOutcomeCard {...props} request={request} outcome={outcome} />} resetKeys={[request, outcome]}>
      <DrawnCard {...props} request={request} outcome={outcome} />
    </ErrorBoundary>
  );
}

function DrawnCard({ request, outcome, ...props }: OutcomeCardProps) {
  const model = useMemo(() => modelFromOutcome(request, outcome), [request, outcome]);
  return <Card {...props} model={model} />;
}

/**
 * An outcome that could not be drawn (a bug, or a malformed outcome): the heading still says what
 * happened. Unlike the public Receipt it does not write the result text out: that would put the
 * result-text writer on the live picker's path for a case that should never happen.
 */
function PlainOutcomeCard({ request, outcome, ...props }: OutcomeCardProps) {
  return <Card {...props} model={plainModel(request, outcome, undefined)} />;
}
