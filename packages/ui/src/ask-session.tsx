'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type HTMLAttributes, type RefObject } from 'react';
import type { AskOutcome } from '@askq/core';
import { createOnDemandParser } from '@askq/core/picker';
import { questionTextOf } from '@askq/core/session';
import { useAskSession, type AskSessionAsk, type AskSessionRetired, type UseAskSessionOptions } from '@askq/react';
import type { DraftPersistence } from '@askq/react/drafts';
import { clsx } from 'clsx';
import { AskUserQuestion, type AskUserQuestionProps } from './ask-user-question.js';
import { textAndNumberQuestions } from './fields.js';
import { AskLabelsProvider, useLabelsWith } from './labels-provider.js';
import type { AskLabels, SessionLabels } from './labels.js';
import { sessionLabels } from './session-labels.js';
import { useIsoLayoutEffect } from './layout-effect.js';

/**
 * How the page reads what the server asks: with the parse options the server checked the input
 * with, whatever they say (any dialect, Claude Code's strict schema), so the page shows exactly the
 * request the server accepted. Plain Claude input is read at once; the parser that reads the rest
 * is a chunk of its own (session-parser.ts), asked for when the session mounts, so it is there by
 * the time the server has a question. A picker's `parser` prop replaces it.
 */
const hostParser = /* @__PURE__ */ createOnDemandParser(() => import('./session-parser.js').then((m) => m.hostParser));

/** Picker props `AskSession` passes through (it sets the input, the parse options and the submit itself). */
export type AskSessionPickerProps = Omit<
  AskUserQuestionProps,
  'input' | 'parseOptions' | 'onOutcome' | 'showReceipt' | 'labels' | 'value' | 'defaultValue' | 'onValueChange' | 'id'
>;

/**
 * What `AskSession` gives the component that shows an MCP elicitation (`ElicitationAsk` from
 * `@askq/ui/elicitation` fits).
 */
export interface AskSessionElicitationProps {
  /** The `elicitation/create` params as the server sent them. */
  input: unknown;
  /** The MCP server that asks. */
  serverName?: string | undefined;
  /** Called once: `answered`, or `declined` (`explicit: true` for Decline, else cancel). */
  onOutcome?: ((outcome: AskOutcome) => void) | undefined;
  /** `false`: the session moves focus itself, as it does for the picker (see `ElicitationAsk`'s `autoFocus`). */
  autoFocus?: boolean | undefined;
  /** The session could not deliver the outcome: the finished card must not say it was sent (see `ElicitationAsk`). */
  sendFailed?: boolean | undefined;
  /** The card's draft persistence, when the session has `drafts` (see `ElicitationAsk`'s `drafts`). */
  drafts?: DraftPersistence | undefined;
}

export interface AskSessionProps
  extends Omit<UseAskSessionOptions, 'notification'>,
    Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  labels?: Partial<AskLabels>;
  /** With nothing waiting, show `labels.sessionEmpty` instead of nothing. @default false */
  showEmpty?: boolean;
  /** While questions wait and the page is hidden, prefix `document.title` with "(n) ". @default true */
  titleSignal?: boolean;
  /** Props for the picker (renderMarkdown, notes, skip, chatAboutThis, ...). */
  picker?: AskSessionPickerProps;
  /**
   * Shows asks of `kind: 'elicitation'` (MCP servers' forms and links, from `@askq/server/mcp`):
   * pass `ElicitationAsk` from `@askq/ui/elicitation` (its own entry, so apps without MCP servers
   * do not ship it). Without it such an ask shows what waits, with Cancel.
   */
  elicitation?: ComponentType<AskSessionElicitationProps>;
  /**
   * Opt-in: each card keeps what the user chose or typed across a reload, the picker's and the MCP
   * form's. Give each ask its own key, with `draftPersistence` from `@askq/ui/drafts` (so a session
   * without drafts does not bundle them): `drafts={(ask) => draftPersistence({ key: ask.id })}`.
   * A draft goes when its card is answered or declined here, and when it retires (answered in
   * another tab, withdrawn by the agent). Wins over `picker.drafts`.
   */
  drafts?: ((ask: AskSessionAsk) => DraftPersistence | undefined) | undefined;
}

/**
 * The drop-in session view for an @askq/server handler: the oldest waiting question in the
 * drop-in picker, "1 of 3" when several wait, who asks, a visible reconnecting state, and a
 * "waiting for you" signal (the document title while the page is hidden; with `notify`, a system
 * notification per new question when the user allowed them). A question answered in another tab
 * retires; an answer that could not be sent stays, with Try again.
 */
export function AskSession(props: AskSessionProps) {
  const {
    url, sessionId, fetch, EventSource, withCredentials, notify, labels, showEmpty = false, titleSignal = true,
    picker, elicitation: Elicitation, drafts, className, ...rest
  } = props;
  const l = useLabelsWith(sessionLabels, labels);
  const notification = useCallback(
    (ask: AskSessionAsk) => {
      const body = ask.kind === 'elicitation' ? elicitationMessage(ask.input) : questionTextOf(ask.input);
      const title = l.sessionNotification(ask.agentId);
      return body ? { title, body } : { title };
    },
    [l],
  );
  const session = useAskSession({ url, sessionId, fetch, EventSource, withCredentials, notify, notification });
  // While the session connects: the parser for input beyond plain Claude is there by its first question.
  useEffect(() => void (picker?.parser || hostParser.load()), [picker?.parser]);
  const { pending, status, answer, retry, reconnect } = session;
  // "Answer again" remounts the picker fresh and puts the failed send's message away.
  const [attempt, setAttempt] = useState(0);
  const [putAway, setPutAway] = useState<object | undefined>(undefined);
  useWaitingTitle(titleSignal ? pending.length : 0);
  // A card that left from elsewhere never finished here: its draft goes with it.
  useEffect(() => {
    for (const { ask } of session.retired) drafts?.(ask)?.clear?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.retired]);

  const current = pending[0];
  const cardDrafts = current && drafts?.(current);
  const rootRef = useRef<HTMLDivElement>(null);
  const emptied = useNextCardFocus(rootRef, current?.id);
  const { said, notice } = useSessionNews(rootRef, current, session.retired, l);
  const error = current && session.error?.id === current.id && session.error !== putAway ? session.error : undefined;
  useErrorFocus(rootRef, error);
  const sending = current !== undefined && session.sending.includes(current.id);
  const trouble = status === 'reconnecting' || status === 'closed';
  // Once the last card went while it held focus, the empty line stays to hold it (never <body>).
  const empty = showEmpty || emptied;
  // A polite live region that is always there (one that appears with its text is often not read):
  // a card that arrives while focus is elsewhere, a shown card that left without an answer from here.
  const news = (
    <p aria-live="polite" data-slot="askq-visually-hidden">
      {said}
    </p>
  );

  const statusText = trouble
    ? status === 'closed' ? l.sessionClosed : l.sessionReconnecting
    : sending ? l.sessionSending : '';
  // Nothing to show: nothing but the live region (the same element before and after a card shows).
  if (!current && !empty && !trouble && !notice) return <AskLabelsProvider labels={labels ?? {}}>{news}</AskLabelsProvider>;
  return (
    <AskLabelsProvider labels={labels ?? {}}>
      {news}
      <div {...rest} ref={rootRef} className={clsx('askq askq-session', className)} data-slot="askq-session" data-status={status}>
        <div data-slot="askq-session-header">
          <p data-slot="askq-session-queue" aria-live="polite">
            {pending.length > 1 ? l.sessionQueue(1, pending.length) : ''}
          </p>
          {current?.agentId !== undefined && <p data-slot="askq-session-agent">{l.sessionAgent(current.agentId)}</p>}
          <p role="status" data-slot="askq-session-status">{statusText}</p>
          {/* Not live: the region above says it once. */}
          {notice && <p data-slot="askq-session-notice">{notice}</p>}
        </div>
        {/* Retried by itself (see AskSessionStatus); the button does it now, or at all without an EventSource. */}
        {trouble && (
          <button type="button" data-slot="askq-button" data-variant="secondary" onClick={reconnect}>
            {l.sessionReconnect}
          </button>
        )}
        {current?.kind === 'elicitation' ? (
          Elicitation ? (
            <Elicitation
              key={`${current.id}:${attempt}`}
              input={current.input}
              serverName={current.serverName}
              onOutcome={(outcome) => void answer(current.id, outcome)}
              autoFocus={false}
              sendFailed={error !== undefined}
              drafts={cardDrafts}
            />
          ) : (
            <div data-slot="askq-error">
              <p data-slot="askq-heading" role="alert">
                {l.sessionNoElicitation(current.serverName)}
              </p>
              <div data-slot="askq-actions">
                <button
                  type="button"
                  data-slot="askq-button"
                  data-variant="secondary"
                  onClick={() => void answer(current.id, { type: 'declined', reason: 'dismissed', answers: {} })}
                >
                  {l.sessionCancel}
                </button>
              </div>
            </div>
          )
        ) : current ? (
          <AskUserQuestion
            // The session moves focus itself (to the next card once one is answered) and never
            // takes it on load; a picker's own arrival focus would do both.
            autoFocus={false}
            {...picker}
            key={`${current.id}:${attempt}`}
            input={current.input}
            parseOptions={current.parseOptions}
            parser={picker?.parser ?? hostParser}
            // The server reads text and number questions: the picker shows them.
            fields={picker?.fields ?? textAndNumberQuestions}
            labels={labels}
            showReceipt={false}
            {...(cardDrafts && { drafts: cardDrafts })}
            onOutcome={(outcome) => void answer(current.id, outcome)}
          />
        ) : (
          empty && (
            // Focusable from script only: where focus goes when the last card is answered.
            <p data-slot="askq-session-empty" tabIndex={-1}>
              {l.sessionEmpty}
            </p>
          )
        )}
        {error && (
          <div role="alert" data-slot="askq-session-error" tabIndex={-1}>
            <p>{error.kind === 'network' ? l.sessionNetworkError : l.sessionRejected(error.message)}</p>
            <div data-slot="askq-actions">
              <button
                type="button"
                data-slot="askq-button"
                data-variant="secondary"
                onClick={() => {
                  setPutAway(error);
                  setAttempt((n) => n + 1);
                }}
              >
                {l.sessionAnswerAgain}
              </button>
              <button type="button" data-slot="askq-button" data-variant="primary" onClick={() => void retry()}>
                {l.sessionRetry}
              </button>
            </div>
          </div>
        )}
      </div>
    </AskLabelsProvider>
  );
}

const CARD = '[data-slot="askq-root"], [data-slot="askq-elicitation"], [data-slot="askq-elicitation-url"], [data-slot="askq-error"]';
const TABBABLE = '[role="tab"][tabindex="0"], [role="radio"][tabindex="0"], [role="checkbox"], input:not([disabled]), textarea, button:not([disabled])';

const EMPTY = '[data-slot="askq-session-empty"]';

/** Whether focus is nowhere: on <body>, or on an element that left the page with its card. */
function focusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/**
 * When one question gives way to the next (answered here or in another tab), the control that
 * had focus went with it and focus fell to <body>: the next question's first control takes it,
 * so a keyboard user carries on where they were. When it was the last, the empty line
 * ("No questions waiting") takes it: true is returned from then on, so that line shows even
 * without `showEmpty`. Never on the first card (no focus is stolen on load) and never when focus
 * is somewhere else (the user moved on, e.g. to the composer).
 */
function useNextCardFocus(rootRef: RefObject<HTMLDivElement | null>, id: string | undefined): boolean {
  const shown = useRef(id);
  const [emptied, setEmptied] = useState(false);
  useIsoLayoutEffect(() => {
    const previous = shown.current;
    shown.current = id;
    const root = rootRef.current;
    if (previous === undefined || previous === id) return;
    const doc = root?.ownerDocument ?? (typeof document === 'undefined' ? undefined : document);
    if (!doc || !focusLost(doc)) return;
    if (id === undefined) {
      // The empty line may not be rendered yet (without showEmpty): it shows, then takes focus.
      const empty = root?.querySelector<HTMLElement>(EMPTY);
      if (empty) empty.focus();
      else setEmptied(true);
      return;
    }
    root?.querySelector<HTMLElement>(CARD)?.querySelector<HTMLElement>(`${TABBABLE}, a[href]`)?.focus();
  }, [id]);
  // Rendered after `setEmptied`: focus it if nothing took focus meanwhile.
  useIsoLayoutEffect(() => {
    const root = rootRef.current;
    if (emptied && root && focusLost(root.ownerDocument)) root.querySelector<HTMLElement>(EMPTY)?.focus();
  }, [emptied]);
  return emptied;
}

/**
 * What the session has to say. Its picker never takes focus on arrival, so it does not announce
 * itself either: a card that arrives while focus is outside the session is announced here, with
 * how to reach it. A card shown here that left without this page answering it (another tab did, or
 * the agent stopped waiting) is announced and stays noted (`notice`) until the next card shows.
 */
function useSessionNews(
  rootRef: RefObject<HTMLDivElement | null>,
  current: AskSessionAsk | undefined,
  retired: readonly AskSessionRetired[],
  l: SessionLabels & Pick<AskLabels, 'reachQuestion'>,
): { said: string; notice: string } {
  const [said, setSaid] = useState('');
  const [notice, setNotice] = useState('');
  const shown = useRef<string | undefined>(undefined);
  // After useNextCardFocus (a layout effect) moved focus into the next card, or did not. A card
  // that left from elsewhere is in `retired` by the time it is gone from `pending` (one update).
  useEffect(() => {
    const previous = shown.current;
    shown.current = current?.id;
    if (current?.id === previous) return;
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    const gone = retired.find((r) => r.ask.id === previous);
    const left = gone ? l.sessionRetired(gone.how, gone.ask.kind === 'elicitation' ? undefined : questionTextOf(gone.ask.input)) : '';
    setNotice(current ? '' : left);
    // 4: DOCUMENT_POSITION_FOLLOWING, focus sits after the session (a composer below it): Shift+Tab.
    const from = active && root && root.compareDocumentPosition(active) & 4 ? 'back' : 'ahead';
    const arrived = current && !(active && root?.contains(active)) ? `${l.sessionNotification(current.agentId)}. ${l.reachQuestion(from)}.` : '';
    if (left || arrived) setSaid(`${left} ${arrived}`.trim());
  }, [current?.id]);
  return { said, notice };
}

/**
 * A send that failed: its message takes focus when focus was lost (the finished card's control
 * went) or sat in the card, so the keyboard is where the way on (Try again) is.
 */
function useErrorFocus(rootRef: RefObject<HTMLDivElement | null>, error: object | undefined) {
  useIsoLayoutEffect(() => {
    const root = rootRef.current;
    if (!error || !root) return;
    const active = root.ownerDocument.activeElement;
    const inCard = !!active && !!root.querySelector(CARD)?.contains(active);
    if (inCard || focusLost(root.ownerDocument)) root.querySelector<HTMLElement>('[data-slot="askq-session-error"]')?.focus();
  }, [error]);
}

/** An elicitation's message, for its notification (the params as sent, unchecked). */
function elicitationMessage(input: unknown): string | undefined {
  const message = typeof input === 'object' && input !== null ? (input as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/**
 * While `count` questions wait and the page is hidden, `document.title` starts with "(count) ";
 * the title comes back when the page shows again, nothing waits, or the component unmounts. A
 * title the app changed meanwhile is kept.
 */
function useWaitingTitle(count: number) {
  useEffect(() => {
    if (typeof document === 'undefined' || count === 0) return;
    let base = document.title;
    let written: string | undefined;
    const restore = () => {
      if (written !== undefined && document.title === written) document.title = base;
      written = undefined;
    };
    const apply = () => {
      if (!document.hidden) return restore();
      if (written === undefined || document.title !== written) base = document.title;
      written = `(${count}) ${base}`;
      document.title = written;
    };
    apply();
    document.addEventListener('visibilitychange', apply);
    return () => {
      document.removeEventListener('visibilitychange', apply);
      restore();
    };
  }, [count]);
}
