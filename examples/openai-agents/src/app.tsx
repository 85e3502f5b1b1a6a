import { useEffect, useState } from 'react';
import { AskSession } from '@askq/ui';

type Line = { who: 'user' | 'agent' | 'app'; text: string };

/** The run's transcript, streamed by the example server. */
function useTranscript(sessionId: string): Line[] {
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    const source = new EventSource(`/agent/sessions/${sessionId}/transcript`);
    source.addEventListener('transcript', (event) => setLines(JSON.parse((event as MessageEvent<string>).data) as Line[]));
    return () => source.close();
  }, [sessionId]);
  return lines;
}

/**
 * The page: the agent runs on the server; its AskUserQuestion calls wait on askq's broker and show
 * here through `AskSession`, which posts the answer back. The transcript shows the text the model read.
 */
export function App({ sessionId }: { sessionId: string }) {
  const lines = useTranscript(sessionId);
  return (
    <main>
      <h1>askq + OpenAI Agents SDK</h1>
      <p>
        A trip planner built with <code>@openai/agents</code> runs on the server with a scripted model (no key). Its
        AskUserQuestion calls wait on askq&apos;s broker until you answer below.
      </p>
      <button type="button" disabled={lines.length > 0} onClick={() => void fetch(`/agent/sessions/${sessionId}/start`, { method: 'POST' })}>
        Start the agent
      </button>
      <ol aria-label="Transcript">
        {lines.map((line, i) => (
          <li key={i} data-who={line.who}>
            <strong>{line.who}</strong> <pre>{line.text}</pre>
          </li>
        ))}
      </ol>
      <section aria-label="Questions from the agent">
        <AskSession url="/api/askq" sessionId={sessionId} showEmpty />
      </section>
    </main>
  );
}
