/**
 * Structural sharing for the picker store: a new state or derived value keeps the previous
 * objects wherever nothing changed, so selectors (and React's bail-outs) see the same identities.
 */
import type { AskDraft, AskState, QuestionDraft } from '../protocol/types.js';

type Obj = Record<string, unknown>;

/**
 * Same keys with identical values (arrays compare per index). Values under a key `deep` accepts
 * are compared one level further the same way, so derived objects rebuilt per snapshot still
 * compare equal when their content did not change.
 */
export function sameShape<T extends object>(a: T, b: T, deep?: (key: string) => boolean): boolean {
  if (a === b) return true;
  const x = a as Obj;
  const y = b as Obj;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every(
      (k) =>
        x[k] === y[k] ||
        (!!deep?.(k) && typeof x[k] === 'object' && typeof y[k] === 'object' && !!x[k] && !!y[k] && sameShape(x[k] as Obj, y[k] as Obj, deep)),
    )
  );
}

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

/**
 * `next`, with `prev`'s objects wherever they are equal; `prev` itself when nothing changed. The
 * reducer keeps untouched drafts by identity; a `restore` (a controlled value, a saved draft, a new
 * request while streaming) rebuilds them all, and this puts the old ones back.
 */
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
  // Every other field is a primitive or kept by identity by the reducer.
  return sameShape(state, prev) ? prev : state;
}

/** `next` when it differs from `prev` by content (one level, arrays per index), else `prev`. */
export function share<T extends object>(prev: T | undefined, next: T, deep?: (key: string) => boolean): T {
  return prev !== undefined && sameShape(prev, next, deep) ? prev : next;
}
