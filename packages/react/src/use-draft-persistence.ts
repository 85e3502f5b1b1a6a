/**
 * Opt-in draft persistence (complaint #11: a reload must not lose a half-answered picker), over
 * core's Web Storage helpers, from `@askq/react/drafts` (a picker without it does not bundle it).
 * Two halves, because a saved draft must be the store's initial draft (no flash, and a draft saved
 * while the input streamed keeps options that arrive later):
 *
 *   const saved = useSavedDraft({ key: toolCallId });
 *   const api = useAskQuestions(input, { defaultValue: saved ?? defaultValue });
 *   useDraftPersistence(api, { key: toolCallId });
 *
 * A component that takes the picker's options as props (`@askq/ui`'s `AskUserQuestion`) takes
 * both halves at once: `drafts={draftPersistence({ key: toolCallId })}`.
 */
import type { AskDraft } from '@askq/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defaultDraftStorage, persistDraft, readSavedDraft, removeSavedDraft } from '@askq/core/picker';
import type { AskQuestionsApi, AskStore, DraftPersistence, DraftPersistenceOptions, DraftPersistProps } from './types.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

export type { DraftPersistence, DraftPersistenceOptions, DraftPersistProps };

const noSubscription = () => () => {};
const onServer = () => undefined;

type Controlled = { value?: AskDraft | undefined; onValueChange?: ((draft: AskDraft) => void) | undefined };

const readDraft = ({ key, storage }: DraftPersistenceOptions) => readSavedDraft(storage ?? defaultDraftStorage(), key) ?? undefined;

/**
 * Offers the draft saved under `key` to a controlled picker through `onValueChange`, once per key,
 * after mount. Returns whether the picker is controlled (then it is not the store's initial draft).
 */
function useOfferedDraft(options: DraftPersistenceOptions, controlled: Controlled | undefined): boolean {
  const offer = controlled?.value !== undefined ? controlled.onValueChange : undefined;
  const offered = useRef<string | null>(null);
  const { key } = options;
  useEffect(() => {
    if (!offer || !key || offered.current === key) return;
    offered.current = key;
    const draft = readDraft(options);
    if (draft) offer(draft);
    // Once per key; later onValueChange identities must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, !!offer]);
  return !!offer;
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
export function useSavedDraft(options: DraftPersistenceOptions, controlled?: Controlled): AskDraft | undefined {
  const offers = controlled?.value !== undefined && !!controlled.onValueChange;
  const [read] = useState(() => {
    let saved: { draft: AskDraft | undefined } | undefined;
    return () => (saved ??= { draft: offers ? undefined : readDraft(options) }).draft;
  });
  const saved = useSyncExternalStore(noSubscription, read, onServer);
  return useOfferedDraft(options, controlled) ? undefined : saved;
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
    const draft = readDraft({ key, storage });
    if (draft) store.restore(draft);
  }, [store, key, storage]);
  useEffect(() => {
    if (key) return persistDraft(store, { key, storage: storage ?? defaultDraftStorage() });
  }, [store, key, storage]);
}

/**
 * What `useSavedDraft` and `useDraftPersistence` do after the first render, as a component that
 * renders nothing: restores a saved draft the store was not made with (a server-rendered page),
 * saves every change, removes the draft once finished, offers it to a controlled picker.
 */
function PersistDraft({ store, options, value, onValueChange }: DraftPersistProps): null {
  useOfferedDraft(options, { value, onValueChange });
  useDraftPersistence(store, options);
  return null;
}

/**
 * Draft persistence handed to a picker component as a prop, e.g. `@askq/ui`'s
 * `<AskUserQuestion drafts={draftPersistence({ key: toolCallId })} />`: the draft is saved under
 * `askq:draft:<key>` in `storage` (sessionStorage by default) on every change, restored when the
 * picker mounts again (before it paints; once hydrated on a server-rendered page), and removed
 * once the picker has finished. An undefined `key` saves and restores nothing. Safe to call on
 * every render. Storage errors (quota, disabled storage, garbage) are ignored, never thrown.
 */
export function draftPersistence(options: DraftPersistenceOptions): DraftPersistence {
  const { key, storage } = options;
  return { key, storage, read: () => readDraft(options), Persist: PersistDraft, clear: () => clearSavedDraft(options) };
}


/**
 * Removes the draft saved under `key`, for a call that was settled without its picker finishing
 * (a chat message sent instead of an answer, a call answered elsewhere): the picker removes its
 * own draft only when it is answered or declined. Never throws.
 */
export function clearSavedDraft({ key, storage }: DraftPersistenceOptions): void {
  if (key) removeSavedDraft(storage ?? defaultDraftStorage(), key);
}
