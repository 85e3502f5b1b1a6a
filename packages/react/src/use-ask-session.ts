'use client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createAskSessionClient,
  type AskSessionClient,
  type AskSessionClientOptions,
  type AskSessionState,
} from '@askq/core/session';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

// The wire types and helpers are core's, re-exported under the names this package has always had.
export {
  askSessionEventsUrl,
  readAskSessionAsk,
  type AskSessionAsk,
  type AskSessionEvent,
  type AskSessionStatus,
  type AskSessionAction,
  type AskSessionPostResult,
  type AskSessionError,
  type AskSessionRetired,
  type AskEventSourceLike,
  type AskEventSourceConstructor,
} from '@askq/core/session';

export type UseAskSessionOptions = AskSessionClientOptions;

export interface UseAskSessionResult
  extends AskSessionState,
    Pick<AskSessionClient, 'answer' | 'decline' | 'retry' | 'reconnect'> {}

/**
 * Subscribes to a session's questions on an @askq/server handler: `pending` (oldest first) follows
 * the stream (a `snapshot` on every (re)connect, then `pending` adds or replaces, `answered` and
 * `withdrawn` remove, so a card answered in another tab retires); `answer` and `decline` POST and
 * resolve with what happened, never losing a failed answer (`error` keeps it for `retry`). The
 * browser reconnects by itself, resending `Last-Event-ID`. The stream closes on unmount.
 * The logic is core's `createAskSessionClient`; this hook only connects it to React.
 */
export function useAskSession(options: UseAskSessionOptions): UseAskSessionResult {
  const [client] = useState(() => createAskSessionClient(options));
  // Before the connect effect, so the stream opens with this render's options.
  useIsomorphicLayoutEffect(() => client.setOptions(options), [client, options]);
  // Open in an effect and close in its cleanup: StrictMode's second mount opens a fresh stream.
  useEffect(() => {
    client.connect();
    return client.close;
  }, [client]);
  const state = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  return useMemo(
    () => ({ ...state, answer: client.answer, decline: client.decline, retry: client.retry, reconnect: client.reconnect }),
    [client, state],
  );
}
