/** One question's slice of the store: core's question view plus the DOM options (ids). */
import { createQuestionSelector, sameView, type QuestionView } from '@askq/core';
import type { AskStore, AskStoreOptions, AskStoreSnapshot } from './types.js';

export interface QuestionSlice extends QuestionView {
  options: AskStoreOptions;
}

export const sliceEqual: (a: QuestionSlice | null, b: QuestionSlice | null) => boolean = sameView;

const shared = new WeakMap<AskStore, { select: ReturnType<typeof createQuestionSelector>; last: Map<string, { view: QuestionView; slice: QuestionSlice }> }>();

/**
 * The question's slice, computed once per store snapshot for all the components of a question and
 * the same object while neither core's view (kept by structural sharing) nor the options changed.
 */
export function sharedQuestionSlice(store: AskStore, snapshot: AskStoreSnapshot, questionId: string): QuestionSlice | null {
  let entry = shared.get(store);
  if (!entry) shared.set(store, (entry = { select: createQuestionSelector(), last: new Map() }));
  const view = entry.select(snapshot, questionId);
  if (!view) return null;
  const prev = entry.last.get(questionId);
  if (prev?.view === view && prev.slice.options === snapshot.options) return prev.slice;
  const slice = { ...view, options: snapshot.options };
  entry.last.set(questionId, { view, slice });
  return slice;
}
