/** Timing helpers shared by the benchmark page and its anatomy (import after ./commits.js). */
import { flushSync } from 'react-dom';
import { commits } from './commits.js';

/** Yields one macrotask (MessageChannel, not clamped like setTimeout). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export interface Timed {
  ms: number;
  commits: number;
}

/** Runs `action` in flushSync; the time ends at the last commit it caused (up to one task later). */
export async function timed(action: () => void): Promise<Timed> {
  const count = commits.count;
  const start = performance.now();
  flushSync(action);
  const end = performance.now();
  await nextTask();
  const last = commits.count > count ? Math.max(end, commits.lastAt) : end;
  return { ms: last - start, commits: commits.count - count };
}
