/**
 * Identity-preserving reconciliation. Core's reducer keeps untouched drafts by identity; a
 * `restore` (controlled value, saved draft, new request while streaming) rebuilds them all. Putting
 * the old objects back where nothing changed keeps per-question selectors from re-rendering.
 */
import type { AskDraft, AskState, QuestionDraft } from '@askq/core';

export function sameQuestionDraft(a: QuestionDraft | undefined, b: QuestionDraft | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.notes === b.notes &&
    a.other.active === b.other.active &&
    a.other.text === b.other.text &&
    a.selected.length === b.selected.length &&
    a.selected.every((id, i) => b.selected[i] === id)
  );
}

/** The draft part of a state, as persisted: review survives, finished phases do not. */
export function draftPhase(state: AskState): AskDraft['phase'] {
  return state.phase === 'review' ? 'review' : 'answering';
}

/** Whether the persistable part (drafts, active index, review) differs. */
export function draftChanged(a: AskState, b: AskState): boolean {
  return a.drafts !== b.drafts || a.activeIndex !== b.activeIndex || draftPhase(a) !== draftPhase(b);
}

/** `next`, with `prev`'s objects wherever they are equal; `prev` itself when nothing changed. */
export function reconcileState(prev: AskState, next: AskState): AskState {
  if (prev === next) return prev;
  const nextIds = Object.keys(next.drafts);
  let drafts = next.drafts;
  let same = nextIds.length === Object.keys(prev.drafts).length;
  const merged: Record<string, QuestionDraft> = {};
  for (const id of nextIds) {
    const old = prev.drafts[id];
    const fresh = next.drafts[id];
    if (old && sameQuestionDraft(old, fresh)) merged[id] = old;
    else if (fresh) {
      merged[id] = fresh;
      same = false;
    }
  }
  drafts = same ? prev.drafts : merged;
  if (
    drafts === prev.drafts &&
    next.activeIndex === prev.activeIndex &&
    next.phase === prev.phase &&
    next.outcome === prev.outcome &&
    next.focused === prev.focused
  ) {
    return prev;
  }
  return { ...next, drafts };
}
