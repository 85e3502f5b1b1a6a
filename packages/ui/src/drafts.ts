/**
 * `@askq/ui/drafts`: opt-in draft persistence for `AskUserQuestion` (a half-answered picker
 * survives a reload), from its own entry so a picker without it does not bundle it:
 *
 *   import { draftPersistence } from '@askq/ui/drafts';
 *   <AskUserQuestion input={input} drafts={draftPersistence({ key: toolCallId })} onOutcome={...} />
 */
export { clearSavedDraft, draftPersistence, draftStorageKey, type DraftPersistence, type DraftPersistenceOptions, type DraftStorage } from '@askq/react/drafts';
