'use client';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskOutcome, AskUrlRequest } from '@askq/core';
import { defaultElicitationLabels, type ElicitationLabels } from './elicitation-labels.js';
import { Status } from './elicitation-form.js';
import { useArrivalFocus } from './arrival-focus.js';

export interface ElicitationUrlCardProps extends HTMLAttributes<HTMLDivElement> {
  /** A URL-mode elicitation from `parseElicitation` (`isUrlElicitation(request)`). */
  request: AskUrlRequest;
  /**
   * Called exactly once: `answered` with no answers when the user opened the link (MCP accept),
   * `declined` with `explicit: true` (Decline) or without it (Cancel, Escape). Pass it to
   * `toElicitationResult(request, outcome)`.
   */
  onOutcome?: ((outcome: AskOutcome, request: AskUrlRequest) => void) | undefined;
  labels?: Partial<ElicitationLabels> | undefined;
  /** Heading level of "<server> asks you to open a link". @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /** Once finished, who asked and the link's domain above the status line; `false`: the status line only. @default true */
  showReceipt?: boolean | undefined;
  /**
   * The host could not deliver the outcome (a failed send, `AskSession` sets it): the finished
   * status says it was not sent, until the host delivers it. @default false
   */
  sendFailed?: boolean | undefined;
  /**
   * Take focus when it arrives, as the picker does: on its heading (Open link is a Tab away),
   * unless focus is in a field that holds text (the user is writing) or in another card (then it is
   * only scrolled into view). `false`: never. @default true
   */
  autoFocus?: boolean | undefined;
}

/**
 * What takes focus on arrival: the heading, not the link. An Enter still on its way from the card
 * before (a double press on Send) would open the link unseen; WAI-ARIA's dialog pattern puts
 * focus on static content where the first control acts for good. Escape cancels from there.
 */
const heading = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="askq-title"]');

/**
 * An MCP URL-mode elicitation as a consent card: who asks, the message, the full URL with its
 * domain highlighted, warnings for plain http and punycode hosts, and Open / Decline / Cancel.
 * The link opens only when the user activates Open (a real link: new tab, no opener, no referrer).
 */
export function ElicitationUrlCard({
  request,
  onOutcome,
  labels: partialLabels,
  headingLevel = 3,
  showReceipt = true,
  sendFailed = false,
  autoFocus = true,
  className,
  ...props
}: ElicitationUrlCardProps) {
  const labels = useMemo(() => ({ ...defaultElicitationLabels, ...partialLabels }), [partialLabels]);
  const [outcome, setOutcome] = useState<AskOutcome | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useArrivalFocus(rootRef, !outcome, autoFocus, heading);
  const finish = (next: AskOutcome) => setOutcome((current) => current ?? next);
  const reported = useRef(false);
  useEffect(() => {
    if (outcome && !reported.current) {
      reported.current = true;
      onOutcome?.(outcome, request);
    }
  }, [outcome, onOutcome, request]);
  const serverName = request.source?.serverName;
  const Heading = `h${headingLevel}` as const;

  if (outcome) {
    const text = sendFailed
      ? labels.notSent(serverName)
      : outcome.type === 'answered' ? labels.opened : outcome.type === 'declined' && outcome.explicit ? labels.declined : labels.cancelled;
    return (
      <div {...props} className={clsx('askq', className)} data-slot="askq-elicitation-url" data-state="done">
        {/* The host only: the full URL may carry one-time tokens that need not stay in a transcript. */}
        {showReceipt && (
          <>
            <Heading data-slot="askq-title">{labels.urlAsks(serverName)}</Heading>
            <p data-slot="askq-url">
              <strong data-slot="askq-url-domain">{request.domain}</strong>
            </p>
          </>
        )}
        <Status text={text} />
      </div>
    );
  }
  const cancel = () => finish({ type: 'declined', reason: 'dismissed', answers: {} });
  const { before, domain, after } = splitUrl(request.url, request.domain);
  const button = (variant: string) => ({ 'data-slot': 'askq-button', 'data-variant': variant });
  return (
    <div
      {...props}
      ref={rootRef}
      className={clsx('askq', className)}
      data-slot="askq-elicitation-url"
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (!event.defaultPrevented && event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <Heading data-slot="askq-title" tabIndex={-1}>
        {labels.urlAsks(serverName)}
      </Heading>
      {request.message && <p data-slot="askq-message">{request.message}</p>}
      {/* The whole URL, exactly as it opens; the host stands out. */}
      <p data-slot="askq-url">
        <span>{before}</span>
        <strong data-slot="askq-url-domain">{domain}</strong>
        <span>{after}</span>
      </p>
      {!request.secure && (
        <p data-slot="askq-warning" data-warning="insecure">
          {labels.insecure}
        </p>
      )}
      {request.punycode && (
        <p data-slot="askq-warning" data-warning="punycode">
          {labels.punycode(request.domain)}
        </p>
      )}
      <div data-slot="askq-actions">
        <button type="button" {...button('ghost')} onClick={cancel}>
          {labels.cancel}
        </button>
        <button type="button" {...button('secondary')} onClick={() => finish({ type: 'declined', reason: 'dismissed', explicit: true, answers: {} })}>
          {labels.decline}
        </button>
        <a
          {...button('primary')}
          href={request.url}
          target="_blank"
          rel="noopener noreferrer"
          // Any activation of the link is the user's explicit consent (a click, Enter, a middle click).
          onClick={() => finish({ type: 'answered', answers: {} })}
          onAuxClick={(e) => {
            if (e.button === 1) finish({ type: 'answered', answers: {} });
          }}
        >
          {labels.open}
        </a>
      </div>
    </div>
  );
}

/** The URL around its host: what comes before (scheme), the host itself, and the rest. */
export function splitUrl(url: string, domain: string): { before: string; domain: string; after: string } {
  const start = url.indexOf('//') + 2;
  const at = url.indexOf(domain, start);
  if (start < 2 || at !== start) return { before: '', domain: '', after: url };
  return { before: url.slice(0, at), domain, after: url.slice(at + domain.length) };
}
