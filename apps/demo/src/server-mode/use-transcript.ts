import { useEffect, useState } from 'react';

/** One line of the agent's transcript (the server's `TranscriptLine`). */
export interface TranscriptLine {
  agent: string;
  kind: 'say' | 'read';
  text: string;
}

/** The agent's state and transcript, as `/demo/sessions/:id/transcript` streams it. */
export interface Transcript {
  state: 'idle' | 'running' | 'done';
  lines: TranscriptLine[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A transcript event's data, or undefined when it is not one (a bad event changes nothing). */
export function readTranscript(data: string): Transcript | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !['idle', 'running', 'done'].includes(value.state as string) || !Array.isArray(value.lines)) return undefined;
  const lines = value.lines.filter(
    (l): l is TranscriptLine => isRecord(l) && typeof l.agent === 'string' && (l.kind === 'say' || l.kind === 'read') && typeof l.text === 'string',
  );
  return { state: value.state as Transcript['state'], lines };
}

/**
 * Follows a session's transcript. Every event carries the whole transcript, so a reconnect needs
 * no resume point. `lost` while the stream is down: the browser retries a dropped stream itself,
 * but gives up for good when a retry gets an HTTP error (a server restarting, a proxy's 503), so
 * then this opens a new one, waiting a little longer each time (up to 8 s).
 */
export function useTranscript(sessionId: string): { transcript: Transcript | undefined; lost: boolean } {
  const [transcript, setTranscript] = useState<Transcript>();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 500;
    const connect = () => {
      const current = new EventSource(`/demo/sessions/${encodeURIComponent(sessionId)}/transcript`);
      source = current;
      current.addEventListener('transcript', (event) => {
        const next = readTranscript((event as MessageEvent<string>).data);
        if (next) setTranscript(next);
        setLost(false);
        delay = 500;
      });
      current.addEventListener('error', () => {
        setLost(true);
        if (current.readyState !== EventSource.CLOSED) return; // the browser retries this one
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 8000);
      });
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [sessionId]);
  return { transcript, lost };
}
