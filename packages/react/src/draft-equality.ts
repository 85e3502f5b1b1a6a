/**
 * Identity-preserving reconciliation. Core's reducer keeps untouched drafts by identity; a
 * `restore` (controlled value, saved draft, new request while streaming) rebuilds them all. Putting
 * the old objects back where nothing changed keeps per-question selectors from re-rendering.
 */
import type { AskDraft, AskState, QuestionDraft } from '@askq/core';
import { sameShape } from './util.js';

export function sameQuestionDraft(a: QuestionDraft | undefined, b: QuestionDraft | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.notes === b.notes && sameShape(a.other, b.other) && sameShape(a.selected, b.selected);
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
  const ids = Object.keys(next.drafts);
  let same = ids.length === Object.keys(prev.drafts).length;
  const merged: Record<string, QuestionDraft> = {};
  for (const id of ids) {
    const old = prev.drafts[id];
    const keep = sameQuestionDraft(old, next.drafts[id]);
    merged[id] = keep ? old! : next.drafts[id]!;
    same &&= keep;
  }
  const state = { ...next, drafts: same ? prev.drafts : merged };
  // Every other field is a primitive or kept by identity in core.
  return sameShape(state, prev) ? prev : state;
}
