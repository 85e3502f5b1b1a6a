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
  // Pressed on this page: the question the run asks takes focus when it arrives. (AskSession
  // leaves focus alone otherwise, e.g. on a reload with a question waiting.)
  const [pressed, setPressed] = useState(false);
  const started = pressed || lines.length > 0;
  const start = () => {
    if (started) return;
    setPressed(true);
    void fetch(`/agent/sessions/${sessionId}/start`, { method: 'POST' });
  };
  return (
    <main>
      <h1>askq + OpenAI Agents SDK</h1>
      <p>
        A trip planner built with <code>@openai/agents</code> runs on the server with a scripted model (no key). Its
        AskUserQuestion calls wait on askq&apos;s broker until you answer below.
      </p>
      {/* aria-disabled, not disabled: a disabled button loses focus to <body>, and a keyboard user
          would start over from the top of the page. */}
      <button type="button" aria-disabled={started} onClick={start}>
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
        {/* Under the page's h1: each question an h2. */}
        <AskSession url="/api/askq" sessionId={sessionId} showEmpty picker={{ titleLevel: 2, autoFocus: pressed }} />
      </section>
    </main>
  );
}
