/**
 * Draft persistence under `askq:draft:<persistKey>` so a reload does not lose a half-answered
 * picker (complaint #11). The initial read happens where the store is created (no flash); this
 * hook saves changes and removes the draft once the picker is finished.
 */
import type { AskDraft } from '@askq/core';
import { useEffect, useRef } from 'react';
import { toAskDraft } from '@askq/core';
import type { AskStoreController } from './ask-store.js';
import { draftChanged } from '@askq/core';
import { readDraft, removeDraft, writeDraft } from './draft-storage.js';
import type { DraftStorage } from './types.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';

export function useDraftPersistence(
  store: AskStoreController,
  key: string | undefined,
  storage: DraftStorage | undefined,
  controlled: boolean,
  onValueChange: ((draft: AskDraft) => void) | undefined,
): void {
  const storageRef = useRef(storage);
  useIsomorphicLayoutEffect(() => {
    storageRef.current = storage;
  });
  const restored = useRef<string | null>(null);

  // Controlled: the owner holds the value, so a saved draft is offered through onValueChange.
  useEffect(() => {
    if (!controlled || !key || restored.current === key) return;
    restored.current = key;
    const saved = readDraft(storageRef.current, key);
    if (saved) onValueChange?.(saved);
    // Once per key; later onValueChange identities must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controlled, key]);

  useEffect(() => {
    if (!key) return;
    let last = store.getSnapshot().state;
    const save = () => {
      const state = store.getSnapshot().state;
      if (state.outcome) {
        removeDraft(storageRef.current, key);
        return;
      }
      if (state === last || !draftChanged(last, state)) return;
      last = state;
      writeDraft(storageRef.current, key, toAskDraft(state));
    };
    save();
    return store.subscribe(save);
  }, [store, key]);
}
