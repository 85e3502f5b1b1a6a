'use client';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { type AskIssue, type AskOutcome, type AskRequest, type AskUrlRequest } from '@askq/core';
import type { DraftPersistence } from '@askq/react/drafts';
import { isUrlElicitation, parseElicitation } from '@askq/core/elicitation';
import { defaultElicitationLabels, type ElicitationLabels } from './elicitation-labels.js';
import { ElicitationForm, Status } from './elicitation-form.js';
import { ElicitationUrlCard } from './elicitation-url-card.js';

export interface ElicitationAskProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** The params of an MCP `elicitation/create` request, as sent (an `AskSessionAsk`'s `input`). */
  input: unknown;
  /** The server that asks (an `AskSessionAsk`'s `serverName`): shown to the user. */
  serverName?: string | undefined;
  /**
   * Called exactly once, as `ElicitationForm` and `ElicitationUrlCard` call it; params that cannot
   * be read give a plain cancel when the user chooses Cancel. `request` is null then.
   */
  onOutcome?: ((outcome: AskOutcome, request: AskRequest | AskUrlRequest | null) => void) | undefined;
  labels?: Partial<ElicitationLabels> | undefined;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /**
   * Take focus when it arrives, as the picker does (the form's first field, the link card's Open
   * link), unless focus is in a field that holds text (the user is writing) or in another card. `false`: never.
   * @default true
   */
  autoFocus?: boolean | undefined;
  /** The host could not deliver the outcome: the finished card says it was not sent (`AskSession` sets it). */
  sendFailed?: boolean | undefined;
  /** A form's opt-in draft persistence, `draftPersistence({ key })` from `@askq/ui/drafts` (see `ElicitationForm`); a link has none. */
  drafts?: DraftPersistence | undefined;
}

/**
 * One MCP elicitation, whichever mode: reads the params with `parseElicitation` and shows the form
 * or the URL consent card. Params it cannot read (a server's bad request) show as a visible error
 * with the parser's reasons and Cancel, never a blank card.
 * Fits `AskSession`'s `elicitation` prop and an `AskSessionAsk` of `kind: 'elicitation'`.
 */
export function ElicitationAsk({ input, serverName, onOutcome, labels, headingLevel, autoFocus, sendFailed, drafts, className, ...props }: ElicitationAskProps) {
  const { request, issues } = useMemo(() => parseElicitation(input, serverName === undefined ? {} : { serverName }), [input, serverName]);
  if (request) {
    const shared = { ...props, className, onOutcome, labels, headingLevel, autoFocus, sendFailed };
    return isUrlElicitation(request) ? <ElicitationUrlCard {...shared} request={request} /> : <ElicitationForm {...shared} drafts={drafts} request={request} />;
  }
  return <Unreadable {...props} className={className} serverName={serverName} issues={issues} onOutcome={onOutcome} labels={labels} />;
}

function Unreadable({
  serverName,
  issues,
  onOutcome,
  labels: partialLabels,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & Pick<ElicitationAskProps, 'serverName' | 'onOutcome' | 'labels'> & { issues: AskIssue[] }) {
  const labels = { ...defaultElicitationLabels, ...partialLabels };
  const [cancelled, setCancelled] = useState(false);
  const reported = useRef(false);
  useEffect(() => {
    if (cancelled && !reported.current) {
      reported.current = true;
      onOutcome?.({ type: 'declined', reason: 'dismissed', answers: {} }, null);
    }
  }, [cancelled, onOutcome]);
  const errors = issues.filter((i) => i.severity === 'error');
  if (cancelled) {
    return (
      <div {...props} className={clsx('askq', className)} data-slot="askq-elicitation" data-state="done">
        <Status text={labels.cancelled} />
      </div>
    );
  }
  // The picker's invalid-input look (`InputError`): what is wrong, in the parser's words, and a way on.
  return (
    <div {...props} className={clsx('askq', className)} data-slot="askq-error">
      <p data-slot="askq-heading" role="alert">
        {labels.unreadable(serverName)}
      </p>
      {errors.length > 0 && (
        <ul>
          {errors.map((issue, i) => (
            <li key={i} data-code={issue.code}>
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      <div data-slot="askq-actions">
        <button type="button" data-slot="askq-button" data-variant="secondary" onClick={() => setCancelled(true)}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
