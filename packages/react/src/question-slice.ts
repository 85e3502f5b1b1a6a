/** One question's slice of the store: what `useAskQuestion` re-renders for, and nothing else. */
import { isQuestionAnswered, previewOption } from '@askq/core';
import type { AskOption, AskQuestion, QuestionDraft } from '@askq/core';
import type { AskStore, AskStoreOptions, AskStoreSnapshot } from './types.js';
import { sameShape } from '@askq/core';

export interface QuestionSlice {
  /**
   * A lone question without review (no tab list to be labelled by). Derived here rather than kept
   * as the request: a streamed request is a new object per chunk, and a finished question must not
   * re-render for it.
   */
  standalone: boolean;
  question: AskQuestion;
  index: number;
  draft: QuestionDraft;
  isActive: boolean;
  isAnswered: boolean;
  previewOption: AskOption | undefined;
  finished: boolean;
  hasReview: boolean;
  options: AskStoreOptions;
}

const EMPTY_DRAFT: QuestionDraft = Object.freeze({
  selected: [],
  other: Object.freeze({ active: false, text: '' }),
  notes: '',
}) as QuestionDraft;

export function selectQuestion(snapshot: AskStoreSnapshot, questionId: string): QuestionSlice | null {
  const { request, state } = snapshot;
  const index = request?.questions.findIndex((q) => q.id === questionId) ?? -1;
  const question = request?.questions[index];
  if (!request || !question) return null;
  // Missing only for a moment while a streamed request grows: read it as empty.
  const draft = state.drafts[questionId] ?? EMPTY_DRAFT;
  return {
    standalone: request.questions.length === 1 && !snapshot.hasReview,
    question,
    index,
    draft,
    // After finishing, the last active question stays the active one (a receipt shows it).
    isActive: state.phase !== 'review' && state.activeIndex === index,
    isAnswered: isQuestionAnswered(state, question),
    previewOption: previewOption(question, state),
    finished: state.outcome !== null,
    hasReview: snapshot.hasReview,
    options: snapshot.options,
  };
}

export function sliceEqual(a: QuestionSlice | null, b: QuestionSlice | null): boolean {
  return a === b || (!!a && !!b && sameShape(a, b));
}

const sharedSlices = new WeakMap<AskStore, Map<string, { snapshot: AskStoreSnapshot; slice: QuestionSlice | null }>>();

/**
 * `selectQuestion`, computed once per store snapshot for all the components of a question, and
 * the same object as before while the question's slice is unchanged (structural sharing): a part
 * can tell at a glance (`===`) that typing in another question left its question alone.
 */
export function sharedQuestionSlice(store: AskStore, snapshot: AskStoreSnapshot, questionId: string): QuestionSlice | null {
  let byQuestion = sharedSlices.get(store);
  if (!byQuestion) sharedSlices.set(store, (byQuestion = new Map()));
  const entry = byQuestion.get(questionId);
  if (entry?.snapshot === snapshot) return entry.slice;
  const fresh = selectQuestion(snapshot, questionId);
  const slice = entry && sliceEqual(entry.slice, fresh) ? entry.slice : fresh;
  byQuestion.set(questionId, { snapshot, slice });
  return slice;
}
