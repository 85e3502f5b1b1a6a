/**
 * Draft persistence helpers. Storage is a convenience, never a failure: quota errors, disabled
 * storage (Safari private mode, sandboxed iframes throw on access) and garbage JSON are ignored.
 */
import type { AskDraft } from '@askq/core';
import type { DraftStorage } from './types.js';

export const draftStorageKey = (key: string) => `askq:draft:${key}`;

/** `sessionStorage` when the environment has a usable one; reading it may itself throw. */
export function defaultStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.sessionStorage ?? undefined);
  } catch {
    return undefined;
  }
}

function isDraft(value: unknown): value is AskDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AskDraft>;
  return typeof v.drafts === 'object' && v.drafts !== null && !Array.isArray(v.drafts);
}

export function readDraft(storage: DraftStorage | undefined, key: string | undefined): AskDraft | null {
  if (!storage || !key) return null;
  try {
    const raw = storage.getItem(draftStorageKey(key));
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    // Core's restore validates each field against the request; here only the outer shape.
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage | undefined, key: string, draft: AskDraft): void {
  try {
    storage?.setItem(draftStorageKey(key), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the draft simply is not saved.
  }
}

export function removeDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: a stale draft is restored only into the same tool call.
  }
}
