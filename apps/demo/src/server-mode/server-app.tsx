import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AskOutcome } from '@askq/core';
import { questionTextOf, type AskSessionRetired } from '@askq/core/session';
import { useAskSession, type AskSessionAsk } from '@askq/react';
import { AskUserQuestion } from '@askq/ui';
import { clearSavedDraft, draftPersistence } from '@askq/ui/drafts';
import { textAndNumberQuestions } from '@askq/ui/fields';
import { ElicitationAsk } from '@askq/ui/elicitation';
import { ThemeSwitch } from '../theme-switch.js';
import { useTranscript } from './use-transcript.js';

const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The session in `?session=`, or a new one written into the URL (so a reload keeps it). */
export function sessionIdFromUrl(): string {
  const url = new URL(location.href);
  const given = url.searchParams.get('session');
  if (given && SESSION_ID.test(given)) return given;
  const id = crypto.randomUUID().slice(0, 8);
  url.searchParams.set('session', id);
  history.replaceState(null, '', url);
  return id;
}

/** What a retired card asked: its first question, or an elicitation's message. */
const firstQuestion = (ask: AskSessionAsk) =>
  ask.kind === 'elicitation'
    ? String((ask.input as { message?: unknown } | null)?.message ?? ask.id)
    : (questionTextOf(ask.input) ?? ask.id);

const STATUS: Record<string, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Disconnected',
  // The stream may still be open while answers cannot get through: not "Live" then.
  unreachable: 'Not sending: the server cannot be reached',
};

/** How a card that left from elsewhere is noted here. */
const RETIRED: Record<AskSessionRetired['how'], string> = {
  answered: 'Answered in another tab',
  declined: 'Declined in another tab',
  cancelled: 'Cancelled in another tab',
  withdrawn: 'The agent stopped waiting',
};

/** Whether focus is nowhere: on <body>, or on an element that left the page with its card. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * Server mode: a Node agent asks through the broker, this page answers over SSE. The transcript
 * shows what the agent said and the tool result text it read; the oldest waiting question is
 * shown with a count of the queue; a question answered in another tab retires here.
 */
export function ServerModeApp({ sessionId }: { sessionId: string }) {
  const { transcript, lost } = useTranscript(sessionId);
  const session = useAskSession({ url: '/api', sessionId });
  // "Answer again" (as AskSession has): the card fresh, the failed send's message put away.
  const [attempt, setAttempt] = useState(0);
  const [putAway, setPutAway] = useState<object>();
  const error = session.error !== putAway ? session.error : undefined;
  const { pending } = session;
  const connection = error?.kind === 'network' ? 'unreachable' : session.status;
  const ask = pending[0];

  // Focus never falls to <body>: when the last card goes (answered here, or elsewhere), the
  // "No questions waiting" line takes it; a next card takes it itself when it arrives.
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const shownId = useRef(ask?.id);
  useLayoutEffect(() => {
    const had = shownId.current;
    shownId.current = ask?.id;
    if (had !== undefined && ask === undefined && focusLost()) emptyRef.current?.focus();
  }, [ask]);
  // A send that failed: its message takes focus from the finished card (or from nowhere).
  const errorRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = errorRef.current;
    if (el && (focusLost() || el.closest('section')?.querySelector('[data-testid="ask"]')?.contains(document.activeElement))) el.focus();
  }, [error]);

  // A card settled elsewhere (another tab, the agent withdrew it) never finished here: its draft goes.
  useEffect(() => {
    for (const gone of session.retired) clearSavedDraft({ key: `askq-server:${gone.ask.id}` });
  }, [session.retired]);

  useEffect(() => {
    document.title = pending.length > 0 ? `(${pending.length}) waiting for you · askq server mode` : 'askq demo: server mode';
  }, [pending.length]);

  const submit = (ask: AskSessionAsk, outcome: AskOutcome) => {
    // `explicit`: an elicitation's Decline button (MCP decline), not a Cancel or Escape (MCP cancel).
    void (outcome.type === 'declined'
      ? session.decline(ask.id, outcome.reason, outcome.message, { explicit: outcome.explicit === true })
      : session.answer(ask.id, outcome));
  };
  // Starting: the button goes once the agent runs, so focus waits on the queue's line for the first
  // card (never <body>); a start that fails says so and keeps the buttons.
  const [startError, setStartError] = useState<string>();
  const start = (agent: 'ask' | 'mcp') => () => void begin(agent);
  const begin = async (agent: 'ask' | 'mcp') => {
    setStartError(undefined);
    emptyRef.current?.focus();
    try {
      const response = await fetch(`/demo/sessions/${encodeURIComponent(sessionId)}/start${agent === 'mcp' ? '?agent=mcp' : ''}`, { method: 'POST' });
      if (!response.ok) setStartError(`the server answered ${response.status}`);
    } catch {
      setStartError('the server could not be reached');
    }
  };

  return (
    <div className="layout server-mode">
      <header className="topbar">
        <h1>
          askq <span className="subtle">server mode: a Node agent asks, you answer</span>
        </h1>
        {/* A status (a polite live region): a screen reader hears it go from Live to Reconnecting and back. */}
        <p className="connection" role="status" data-testid="connection" data-status={connection}>
          {STATUS[connection]}
        </p>
        <ThemeSwitch />
      </header>
      <main className="columns">
        <section className="transcript" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading">Agent</h2>
          <p className="subtle">Session {sessionId}</p>
          {lost && (
            <p role="status" data-testid="transcript-lost">
              Reconnecting to the agent…
            </p>
          )}
          {transcript?.state === 'idle' && (
            <p className="start">
              <button type="button" className="primary" onClick={start('ask')}>
                Start the agent
              </button>{' '}
              <button type="button" onClick={start('mcp')}>
                Start the MCP agent
              </button>
            </p>
          )}
          {startError && transcript?.state === 'idle' && (
            <p role="alert" data-testid="start-error">
              The agent did not start: {startError}. Try again.
            </p>
          )}
          <ol data-testid="transcript">
            {transcript?.lines.map((line, i) => (
              <li key={i} data-agent={line.agent} data-kind={line.kind}>
                <span className="agent">{line.agent}</span> {line.kind === 'read' ? `the agent read: ${line.text}` : line.text}
              </li>
            ))}
          </ol>
          {transcript?.state === 'done' && <p data-testid="agent-done">The agent finished.</p>}
        </section>
        <section className="questions" aria-labelledby="questions-heading">
          <h2 id="questions-heading">Waiting for you</h2>
          {/* The session client retries by itself (also after a 503); this does it now. */}
          {(session.status === 'reconnecting' || session.status === 'closed') && (
            <button type="button" onClick={session.reconnect}>
              Reconnect
            </button>
          )}
          {ask ? (
            <>
              <p data-testid="queue">{pending.length === 1 ? '1 question waiting' : `${pending.length} questions waiting`}</p>
              <article className="ask-card" data-testid="ask" data-agent={ask.agentId ?? 'main'} key={`${ask.id}:${attempt}`}>
                <p className="asked-by">
                  Asked by <strong>{ask.agentId ?? 'the main agent'}</strong>
                  {ask.kind === 'elicitation' && ` through the MCP server ${ask.serverName ?? '(unnamed)'}`}
                </p>
                {ask.kind === 'elicitation' ? (
                  <ElicitationAsk
                    input={ask.input}
                    serverName={ask.serverName}
                    drafts={draftPersistence({ key: `askq-server:${ask.id}` })}
                    sendFailed={error?.id === ask.id}
                    onOutcome={(outcome) => submit(ask, outcome)}
                  />
                ) : (
                  <AskUserQuestion
                    input={ask.input}
                    parseOptions={ask.parseOptions}
                    // The server accepts an extended host's text and number questions: show them.
                    fields={textAndNumberQuestions}
                    drafts={draftPersistence({ key: `askq-server:${ask.id}` })}
                    showReceipt={false}
                    // This page has no chat to clarify in: "Chat about this" would leave the agent
                    // asking a question nobody can answer.
                    chatAboutThis={false}
                    onOutcome={(outcome) => submit(ask, outcome)}
                  />
                )}
              </article>
            </>
          ) : (
            // Focusable from script only: where focus goes once the last card is answered.
            <p data-testid="queue" tabIndex={-1} ref={emptyRef}>
              No questions waiting.
            </p>
          )}
          {error && (
            // The picker's own error look (@askq/ui's session error and buttons), in its words.
            <div className="askq askq-session" data-slot="askq-session">
              <div role="alert" data-slot="askq-session-error" data-testid="send-error" tabIndex={-1} ref={errorRef}>
                <p>
                  {error.kind === 'network'
                    ? 'Your answer was not sent: the server could not be reached. It is kept here; try again when you are back online.'
                    : `The server did not take your answer: ${error.message}`}
                </p>
                <div data-slot="askq-actions">
                  <button
                    type="button"
                    data-slot="askq-button"
                    data-variant="secondary"
                    onClick={() => {
                      setPutAway(session.error);
                      setAttempt((n) => n + 1);
                    }}
                  >
                    Answer again
                  </button>
                  <button type="button" data-slot="askq-button" data-variant="primary" onClick={() => void session.retry()}>
                    Try again
                  </button>
                </div>
              </div>
            </div>
          )}
          {session.retired.map((gone) => (
            <p key={gone.ask.id} role="status" className="retired" data-how={gone.how}>
              {RETIRED[gone.how]}: “{firstQuestion(gone.ask)}”
            </p>
          ))}
        </section>
      </main>
    </div>
  );
}
