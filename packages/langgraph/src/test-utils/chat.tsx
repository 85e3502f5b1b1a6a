'use client';
import { useMemo, useState } from 'react';
import { FetchStreamTransport, useStream } from '@langchain/langgraph-sdk/react';
import { AskInterrupt } from '../react.js';

interface MessageDict {
  id?: string;
  type: string;
  content: unknown;
  tool_calls?: { id?: string; name: string }[];
}

export interface ChatProps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  threadId?: string;
  initialValues?: Record<string, unknown>;
  /** The thread's pending interrupts, as the server read them (a reload while a question waits). */
  interrupts?: readonly { id?: string; value?: unknown }[];
  /** The thread's values when a run ends (what an app would keep to show the thread again). */
  onValues?: (values: Record<string, unknown>, threadId: string) => void;
}

/** A small chat on the real `useStream` and its custom transport, wired as the README says. */
export function Chat({ fetch, threadId, initialValues, interrupts, onValues }: ChatProps) {
  const transport = useMemo(() => new FetchStreamTransport({ apiUrl: '/api/graph', fetch }), [fetch]);
  // Controlled, as an app that keeps its threads does (`threadId: undefined` would pin "no thread").
  const [currentThread, setThread] = useState<string | null>(threadId ?? null);
  const thread = useStream({
    transport,
    threadId: currentThread,
    onThreadId: setThread,
    initialValues,
    onFinish: (state) => onValues?.(state.values as Record<string, unknown>, state.checkpoint.thread_id),
  });
  // With a custom transport useStream shows runs, not stored history: the page shows that itself.
  const streamed = thread.messages as unknown as MessageDict[];
  const messages = streamed.length > 0 ? streamed : ((initialValues?.messages ?? []) as MessageDict[]);
  return (
    <main>
      <button type="button" onClick={() => void thread.submit({ messages: [{ type: 'human', content: 'Plan a trip' }] })}>
        Start
      </button>
      {messages.map((m, i) => (
        <section key={m.id ?? i} aria-label={m.type}>
          {typeof m.content === 'string' && m.content && m.type === 'ai' && <p>{m.content}</p>}
          {m.tool_calls
            ?.filter((call) => call.name === 'AskUserQuestion' && call.id)
            .map((call) => <AskInterrupt key={call.id} stream={thread} toolCallId={call.id} messages={messages} interrupts={interrupts} />)}
        </section>
      ))}
      <AskInterrupt stream={thread} exceptToolCalls interrupts={interrupts} />
      <output data-testid="loading">{String(thread.isLoading)}</output>
      <output data-testid="other-interrupt">{JSON.stringify(thread.interrupt?.value ?? null)}</output>
    </main>
  );
}
