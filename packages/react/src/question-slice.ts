/** One question's slice of the store: what `useAskQuestion` re-renders for, and nothing else. */
import { isQuestionAnswered, previewOption } from '@askq/core';
import type { AskOption, AskQuestion, AskRequest, AskState, QuestionDraft } from '@askq/core';
import type { AskStoreOptions, AskStoreSnapshot } from './types.js';
import { sameShape } from './util.js';

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
    isAnswered: isQuestionAnswered(state, questionId),
    previewOption: previewFor(question, state, draft),
    finished: state.outcome !== null,
    hasReview: snapshot.hasReview,
    options: snapshot.options,
  };
}

/**
 * The Other row has no preview: while it is the single-select answer (chosen by arrow, click,
 * digit or typing; moving to an option chooses that option instead) the panel says "No preview
 * available", as in Claude Code. Core's fallback (the last focused option, else the first) showed
 * an option the user had not chosen beside the Other answer. Merely tabbing through the Other
 * field on the way to Notes keeps the chosen option's preview.
 */
function previewFor(question: AskQuestion, state: AskState, draft: QuestionDraft): AskOption | undefined {
  if (question.selectionMode === 'single' && draft.other.active) return undefined;
  return previewOption(question, state);
}

export function sliceEqual(a: QuestionSlice | null, b: QuestionSlice | null): boolean {
  return a === b || (!!a && !!b && sameShape(a, b));
}
