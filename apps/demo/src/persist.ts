/**
 * The transcript is kept in sessionStorage so a reload shows the same chat: a pending question is
 * still answerable (its draft is restored by the picker, under the tool call id) and an answered
 * one shows its receipt. Storage errors are ignored: persistence is a convenience.
 */
import type { UIMessage } from 'ai';

const KEY = 'askq-demo:messages';

export function loadMessages(): UIMessage[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as UIMessage[]) : [];
  } catch {
    return [];
  }
}

export function saveMessages(messages: UIMessage[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(messages));
  } catch {
    // Quota or disabled storage: the chat just won't survive a reload.
  }
}

export function clearChatStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('askq')) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
