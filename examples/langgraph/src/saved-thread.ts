/**
 * The thread kept across reloads: its id and the values the last run ended with. `useStream` with
 * a custom transport shows only what it streams, so the page shows these until the next run.
 */
const KEY = 'askq-langgraph-example-thread';

export interface SavedThread {
  threadId: string;
  values: Record<string, unknown>;
}

export function readSavedThread(): SavedThread | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SavedThread | null;
    return saved && typeof saved.threadId === 'string' && typeof saved.values === 'object' ? saved : null;
  } catch {
    return null;
  }
}

export function saveThread(thread: SavedThread): void {
  sessionStorage.setItem(KEY, JSON.stringify(thread));
}

export function forgetThread(): void {
  sessionStorage.removeItem(KEY);
}
