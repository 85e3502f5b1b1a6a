/** One question's slice of the store: what `useAskQuestion` re-renders for, and nothing else. */
import { isQuestionAnswered, previewOption } from '@askq/core';
import type { AskOption, AskQuestion, AskRequest, QuestionDraft } from '@askq/core';
import type { AskStoreOptions, AskStoreSnapshot } from './types.js';
import { sameShape } from '@askq/core';

export interface QuestionSlice {
  request: AskRequest;
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
    request,
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
