/**
 * `@askq/react/drafts`: opt-in draft persistence (a half-answered picker survives a reload), from
 * its own entry so a picker without it does not bundle it. Headless: `useSavedDraft` +
 * `useDraftPersistence` around `useAskQuestions`; a picker component: `draftPersistence({ key })`.
 */
export { clearSavedDraft, draftPersistence, useDraftPersistence, useSavedDraft } from './use-draft-persistence.js';
export type { DraftPersistence, DraftPersistenceOptions, DraftPersistProps } from './types.js';
export { draftStorageKey, type DraftStorage } from '@askq/core/picker';
