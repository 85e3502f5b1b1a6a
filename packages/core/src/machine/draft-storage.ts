/**
 * Draft persistence in Web Storage, framework-free: a half-answered picker survives a reload
 * (complaint #11). Storage is a convenience, never a failure: quota errors, disabled storage
 * (Safari private mode and sandboxed iframes throw on access) and garbage JSON are ignored.
 *
 * Restore by passing `readSavedDraft(storage, key)` as the store's initial draft (so a draft saved
 * while the input streamed keeps options that arrive later), then `persistDraft(store, ...)`.
 */
import { toAskDraft } from './reducer.js';
import { draftChanged } from './store-share.js';
import type { AskStore } from './store.js';
import type { AskDraft } from '../protocol/types.js';

/** Anything with the Web Storage shape (`sessionStorage`, `localStorage`, or your own). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key a draft is saved under: `askq:draft:<key>` (the key is usually a tool call id). */
export const draftStorageKey = (key: string) => `askq:draft:${key}`;

/** `sessionStorage` when the environment has a usable one (reading it may itself throw), else undefined. */
export function defaultDraftStorage(): DraftStorage | undefined {
  try {
    return (globalThis as { sessionStorage?: DraftStorage }).sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function isDraft(value: unknown): value is AskDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AskDraft>;
  return typeof v.drafts === 'object' && v.drafts !== null && !Array.isArray(v.drafts);
}

/**
 * The draft saved under `key`, or null (no storage, no key, nothing saved, unreadable). Only the
 * outer shape is checked: the store's restore validates each field against the request.
 */
export function readSavedDraft(storage: DraftStorage | undefined, key: string | undefined): AskDraft | null {
  if (!storage || !key) return null;
  try {
    const raw = storage.getItem(draftStorageKey(key));
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves `draft` under `key`; a full or disabled storage simply does not save it. */
export function saveDraft(storage: DraftStorage | undefined, key: string, draft: AskDraft): void {
  try {
    storage?.setItem(draftStorageKey(key), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft simply is not saved.
  }
}

/** Removes the draft saved under `key` (never throws). */
export function removeSavedDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: a stale draft is restored only into the same tool call.
  }
}

export interface PersistDraftOptions {
  /** Saves under `askq:draft:<key>`; usually the tool call id. */
  key: string;
  /** @default sessionStorage (when available) */
  storage?: DraftStorage | undefined;
}

/**
 * Saves the store's draft under `key` whenever it changes and removes it once the picker has
 * finished (answered, declined, timed out, replied). Returns the function that stops it.
 */
export function persistDraft(
  store: Pick<AskStore, 'getSnapshot' | 'subscribe'>,
  { key, storage = defaultDraftStorage() }: PersistDraftOptions,
): () => void {
  let last = store.getSnapshot().state;
  const save = () => {
    const state = store.getSnapshot().state;
    if (state.outcome) {
      removeSavedDraft(storage, key);
      return;
    }
    if (state === last || !draftChanged(last, state)) return;
    last = state;
    saveDraft(storage, key, toAskDraft(state));
  };
  save();
  return store.subscribe(save);
}
