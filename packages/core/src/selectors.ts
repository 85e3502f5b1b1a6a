import type { AnswerMap, AskQuestion, AskRequest, AskState, QuestionAnswer, QuestionDraft, SubmitPolicy } from './types.js';
import { withoutUndefined } from './plain-data.js';

/** The Other text that counts: only when Other is chosen and the text is not blank. */
export function otherText(draft: QuestionDraft | undefined): string | undefined {
  return (draft?.other.active && draft.other.text.trim()) || undefined;
}

/** A question is answered when an option is chosen or Other holds text. Notes alone are not an answer. */
export function isQuestionAnswered(state: AskState, questionId: string): boolean {
  const draft = state.drafts[questionId];
  return !!draft && (draft.selected.length > 0 || otherText(draft) !== undefined);
}

/** Answered questions, or questions with notes: anything the user gave us. */
function hasInput(state: AskState, questionId: string): boolean {
  return isQuestionAnswered(state, questionId) || !!state.drafts[questionId]?.notes.trim();
}

/** Ids of the questions that have no answer yet, in question order. */
export function unansweredQuestions(request: AskRequest, state: AskState): string[] {
  return request.questions.filter((q) => !isQuestionAnswered(state, q.id)).map((q) => q.id);
}

export interface SubmitCheck {
  ok: boolean;
  /** Questions without an answer (they are simply absent from the answers when submitted). */
  unanswered: string[];
  /** Why submit is not possible: nothing answered yet, or (policy 'all') some questions unanswered. */
  reason: 'nothing_answered' | 'unanswered_questions' | 'finished' | null;
}

/**
 * Whether submit is possible, and if not, why. Submit is never silently disabled: the reason and
 * the unanswered questions let a UI say what is missing (a known complaint about other pickers).
 */
export function canSubmit(request: AskRequest, state: AskState, policy: Partial<SubmitPolicy> = {}): SubmitCheck {
  const unanswered = unansweredQuestions(request, state);
  if (state.outcome) return { ok: false, unanswered, reason: 'finished' };
  if (policy.require === 'all' && unanswered.length > 0) {
    return { ok: false, unanswered, reason: 'unanswered_questions' };
  }
  if (!request.questions.some((q) => hasInput(state, q.id))) {
    return { ok: false, unanswered, reason: 'nothing_answered' };
  }
  return { ok: true, unanswered, reason: null };
}

/** One draft as an answer (raw labels in option order), or undefined when it holds nothing. */
export function draftToAnswer(question: AskQuestion, draft: QuestionDraft | undefined): QuestionAnswer | undefined {
  if (!draft) return undefined;
  const selected = question.options.filter((o) => draft.selected.includes(o.id)).map((o) => o.label);
  const other = question.allowOther ? otherText(draft) : undefined;
  const notes = draft.notes.trim() ? draft.notes : undefined;
  if (selected.length === 0 && !other && !notes) return undefined;
  return withoutUndefined({ selected: question.selectionMode === 'single' && other ? [] : selected, other, notes });
}

/** Answers keyed by question id; questions with nothing in them are absent. */
export function answersFromDrafts(request: AskRequest, drafts: Record<string, QuestionDraft>): AnswerMap {
  const answers: AnswerMap = {};
  for (const q of request.questions) {
    const answer = draftToAnswer(q, drafts[q.id]);
    if (answer) answers[q.id] = answer;
  }
  return answers;
}

export function activeQuestion(request: AskRequest, state: AskState): AskQuestion | undefined {
  return state.phase === 'answering' ? request.questions[state.activeIndex] : undefined;
}

/** The outcome once the user finished (submitted, declined, timed out or replied), else null. */
export function getOutcome(state: AskState) {
  return state.outcome;
}

/** True when the picker is finished and must be read-only. */
export function isFinished(state: AskState): boolean {
  return state.outcome !== null;
}

/** Claude Code shows a review step when there are several questions or any multi-select. */
export function needsReview(request: AskRequest, mode: 'auto' | 'always' | 'never' = 'auto'): boolean {
  if (mode !== 'auto') return mode === 'always';
  return request.questions.length > 1 || request.questions.some((q) => q.selectionMode === 'multiple');
}

/**
 * The option whose preview to show: the focused one, else the selected one, else the first. None
 * while Other is a single-select question's answer: the Other row has no preview, and showing an
 * option's preview beside it would read as if that option had been chosen.
 */
export function previewOption(question: AskQuestion, state: AskState) {
  const draft = state.drafts[question.id];
  if (question.selectionMode === 'single' && draft?.other.active) return undefined;
  const id = state.focused[question.id] ?? draft?.selected[0];
  return question.options.find((o) => o.id === id) ?? question.options[0];
}
