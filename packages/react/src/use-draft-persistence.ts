/**
 * Opt-in draft persistence (complaint #11: a reload must not lose a half-answered picker), over
 * core's Web Storage helpers. Two halves, because a saved draft must be the store's initial draft
 * (no flash, and a draft saved while the input streamed keeps options that arrive later):
 *
 *   const saved = useSavedDraft({ key: toolCallId });
 *   const api = useAskQuestions(input, { defaultValue: saved ?? defaultValue });
 *   useDraftPersistence(api, { key: toolCallId });
 */
import type { AskDraft } from '@askq/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defaultDraftStorage, persistDraft, readSavedDraft, type DraftStorage } from '@askq/core';
import type { AskQuestionsApi, AskStore } from './types.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

const noSubscription = () => () => {};
const onServer = () => undefined;

export interface DraftPersistenceOptions {
  /** Saves under `askq:draft:<key>` (a tool call id); nothing is saved or restored without one. */
  key: string | undefined;
  /** Where to persist. @default sessionStorage (when available) */
  storage?: DraftStorage | undefined;
}

/**
 * The draft saved under `key`, read once on mount, to pass as `useAskQuestions`' `defaultValue`
 * (the store is created with it: restored before the first paint). Safe under server rendering:
 * while a server-rendered page hydrates it is undefined, as it was on the server (which cannot
 * read the browser's storage), so the markup matches; `useDraftPersistence` restores the draft
 * right after hydration, before the browser paints. A controlled picker (pass its `value` and
 * `onValueChange`) gets the saved draft offered through `onValueChange` instead, once per key,
 * after mount; then this returns undefined.
 */
export function useSavedDraft(
  { key, storage }: DraftPersistenceOptions,
  controlled?: { value?: AskDraft | undefined; onValueChange?: ((draft: AskDraft) => void) | undefined },
): AskDraft | undefined {
  const offer = controlled?.value !== undefined ? controlled.onValueChange : undefined;
  const [read] = useState(() => {
    let saved: { draft: AskDraft | undefined } | undefined;
    return () => (saved ??= { draft: offer ? undefined : (readSavedDraft(storage ?? defaultDraftStorage(), key) ?? undefined) }).draft;
  });
  const saved = useSyncExternalStore(noSubscription, read, onServer);
  const offered = useRef<string | null>(null);
  useEffect(() => {
    if (!offer || !key || offered.current === key) return;
    offered.current = key;
    const draft = readSavedDraft(storage ?? defaultDraftStorage(), key);
    if (draft) offer(draft);
    // Once per key; later onValueChange identities must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, !!offer]);
  return offer ? undefined : saved;
}

/**
 * Saves the picker's draft under `key` on every change and removes it once the picker has
 * finished. `api` is what `useAskQuestions` returned (or its `store`). A saved draft the store was
 * not made with (a server-rendered page, see `useSavedDraft`) is restored before the browser
 * paints, unless the user already changed the draft or the draft is controlled.
 */
export function useDraftPersistence(api: AskQuestionsApi | AskStore, { key, storage }: DraftPersistenceOptions): void {
  const store = 'store' in api ? api.store : api;
  useIsomorphicLayoutEffect(() => {
    const draft = readSavedDraft(storage ?? defaultDraftStorage(), key);
    if (draft) store.restore(draft);
  }, [store, key, storage]);
  useEffect(() => {
    if (key) return persistDraft(store, { key, storage: storage ?? defaultDraftStorage() });
  }, [store, key, storage]);
}
