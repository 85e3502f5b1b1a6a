import { useEffect, useRef, useState } from 'react';
import type { AskOutcome } from '@askq/core';
import { questionTextOf } from '@askq/core/session';
import { useAskSession, type AskSessionAsk } from '@askq/react';
import { AskUserQuestion } from '@askq/ui';
import { ElicitationAsk } from '@askq/ui/elicitation';
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
};

/**
 * Server mode: a Node agent asks through the broker, this page answers over SSE. The transcript
 * shows what the agent said and the tool result text it read; the oldest waiting question is
 * shown with a count of the queue; a question answered in another tab retires here.
 */
export function ServerModeApp({ sessionId }: { sessionId: string }) {
  const transcript = useTranscript(sessionId);
  const session = useAskSession({ url: '/api', sessionId });
  const { pending } = session;
  const [retired, setRetired] = useState<string[]>([]);
  // Ids this tab answered, and the asks on screen last render (to tell which left from elsewhere).
  const mine = useRef(new Set<string>());
  const shown = useRef(new Map<string, AskSessionAsk>());

  useEffect(() => {
    const now = new Map(pending.map((ask) => [ask.id, ask]));
    const gone = [...shown.current.values()].filter((ask) => !now.has(ask.id) && !mine.current.has(ask.id));
    if (gone.length > 0) setRetired((r) => [...r, ...gone.map(firstQuestion)]);
    shown.current = now;
  }, [pending]);

  useEffect(() => {
    document.title = pending.length > 0 ? `(${pending.length}) waiting for you · askq server mode` : 'askq demo: server mode';
  }, [pending.length]);

  const submit = (ask: AskSessionAsk, outcome: AskOutcome) => {
    mine.current.add(ask.id);
    // `explicit`: an elicitation's Decline button (MCP decline), not a Cancel or Escape (MCP cancel).
    void (outcome.type === 'declined'
      ? session.decline(ask.id, outcome.reason, outcome.message, { explicit: outcome.explicit === true })
      : session.answer(ask.id, outcome));
  };
  const start = (agent: 'ask' | 'mcp') => () =>
    void fetch(`/demo/sessions/${encodeURIComponent(sessionId)}/start${agent === 'mcp' ? '?agent=mcp' : ''}`, { method: 'POST' });
  const ask = pending[0];

  return (
    <div className="layout server-mode">
      <header className="topbar">
        <h1>
          askq <span className="subtle">server mode: a Node agent asks, you answer</span>
        </h1>
        <p className="connection" data-testid="connection" data-status={session.status}>
          {STATUS[session.status]}
        </p>
      </header>
      <main className="columns">
        <section className="transcript" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading">Agent</h2>
          <p className="subtle">Session {sessionId}</p>
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
          {session.status === 'closed' && (
            <button type="button" onClick={session.reconnect}>
              Reconnect
            </button>
          )}
          {ask ? (
            <>
              <p data-testid="queue">{pending.length === 1 ? '1 question waiting' : `${pending.length} questions waiting`}</p>
              <article className="ask-card" data-testid="ask" data-agent={ask.agentId ?? 'main'} key={ask.id}>
                <p className="asked-by">
                  Asked by <strong>{ask.agentId ?? 'the main agent'}</strong>
                  {ask.kind === 'elicitation' && ` through the MCP server ${ask.serverName ?? '(unnamed)'}`}
                </p>
                {ask.kind === 'elicitation' ? (
                  <ElicitationAsk input={ask.input} serverName={ask.serverName} onOutcome={(outcome) => submit(ask, outcome)} />
                ) : (
                  <AskUserQuestion
                    input={ask.input}
                    parseOptions={ask.parseOptions}
                    persistKey={`askq-server:${ask.id}`}
                    showReceipt={false}
                    onOutcome={(outcome) => submit(ask, outcome)}
                  />
                )}
              </article>
            </>
          ) : (
            <p data-testid="queue">No questions waiting.</p>
          )}
          {session.error && (
            <p role="alert">
              {session.error.message}{' '}
              <button type="button" onClick={() => void session.retry()}>
                Retry
              </button>
            </p>
          )}
          {retired.map((question, i) => (
            <p key={i} role="status" className="retired">
              Answered in another tab: “{question}”
            </p>
          ))}
        </section>
      </main>
    </div>
  );
}
