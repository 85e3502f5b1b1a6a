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
 * Follows a session's transcript. Every event carries the whole transcript, so a reconnect (the
 * browser's own, after a dropped stream) needs no resume point.
 */
export function useTranscript(sessionId: string): Transcript | undefined {
  const [transcript, setTranscript] = useState<Transcript>();
  useEffect(() => {
    const source = new EventSource(`/demo/sessions/${encodeURIComponent(sessionId)}/transcript`);
    source.addEventListener('transcript', (event) => {
      const next = readTranscript((event as MessageEvent<string>).data);
      if (next) setTranscript(next);
    });
    return () => source.close();
  }, [sessionId]);
  return transcript;
}
