import { useState } from 'react';
import { FetchStreamTransport, useStream } from '@langchain/langgraph-sdk/react';
import { AskInterrupt, pendingAsks, type InterruptLike } from '@askq/langgraph/react';
import { forgetThread, readSavedThread, saveThread, type SavedThread } from './saved-thread.js';

interface MessageDict {
  id?: string;
  type: string;
  content: unknown;
  tool_calls?: { id?: string; name: string }[];
}

const transport = new FetchStreamTransport({ apiUrl: '/api/graph' });
const saved = readSavedThread();

export function App() {
  const [threadId, setThreadId] = useState<string | null>(saved?.threadId ?? null);
  // The values the last run ended with: a run starts from them (`initialValues`), so one that
  // fails before it streams anything (a server restarted meanwhile) leaves the thread on the page.
  const [last, setLast] = useState<SavedThread | null>(saved);
  const thread = useStream({
    transport,
    threadId,
    onThreadId: setThreadId,
    initialValues: last?.values,
    onFinish: (state) => {
      const ended = { threadId: state.checkpoint.thread_id, values: state.values as Record<string, unknown> };
      saveThread(ended);
      setLast(ended);
    },
  });
  const [draft, setDraft] = useState('');
  // Before a run streams, the page shows the saved thread (a reload), and its waiting question.
  const streamed = thread.messages as unknown as MessageDict[];
  const messages = streamed.length > 0 ? streamed : ((saved?.values.messages ?? []) as MessageDict[]);
  const restored = saved?.values.__interrupt__ as InterruptLike[] | undefined;
  const waiting = pendingAsks(thread).length > 0 || (streamed.length === 0 && (restored?.length ?? 0) > 0);

  const startOver = () => (forgetThread(), location.reload());

  return (
    <main className="chat">
      <header>
        <h1>Trip planner</h1>
        <button type="button" onClick={startOver}>
          New chat
        </button>
      </header>
      <ol aria-label="Conversation" className="messages">
        {/* A tool message is the answer the run resumed with: its call's receipt shows it. */}
        {messages
          .filter((m) => m.type !== 'tool')
          .map((m, i) => (
            <li key={m.id ?? i} className={`message ${m.type}`}>
              <span className="visually-hidden">{m.type === 'human' ? 'You:' : 'Assistant:'}</span>
              {typeof m.content === 'string' && m.content && <p>{m.content}</p>}
              {/* Under the page's h1: each question an h2. */}
              {m.tool_calls
                ?.filter((call) => call.name === 'AskUserQuestion' && call.id)
                .map((call) => <AskInterrupt key={call.id} stream={thread} toolCallId={call.id} messages={messages} interrupts={restored} titleLevel={2} />)}
            </li>
          ))}
      </ol>
      {thread.isLoading && <p className="status">Thinking…</p>}
      {thread.error != null &&
        (waiting ? (
          // An answer that did not get through: its question says so (AskInterrupt's alert, with
          // this error) and is asked again with the answer given. Not said twice.
          <p>
            <button type="button" onClick={startOver}>
              Start a new chat
            </button>
          </p>
        ) : (
          <div role="alert" className="error">
            <p>{errorText(thread.error)}</p>
            <button type="button" onClick={startOver}>
              Start a new chat
            </button>
          </div>
        ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          void thread.submit({ messages: [{ type: 'human', content: draft }] });
          setDraft('');
        }}
      >
        <input
          aria-label="Message"
          placeholder={waiting ? 'Answer the questions above first (or Skip / Chat about this)' : 'Plan me a trip to Portugal'}
          value={draft}
          disabled={waiting || thread.isLoading}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={waiting || thread.isLoading}>
          Send
        </button>
      </form>
    </main>
  );
}

/** What the run's error says (the endpoint's message, e.g. a thread the server no longer has). */
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : `The run failed: ${String(error)}`;
}
