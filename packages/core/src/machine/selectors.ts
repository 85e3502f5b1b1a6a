import type { AnswerMap, AskQuestion, AskRequest, AskState, QuestionAnswer, QuestionDraft, SubmitPolicy } from '../protocol/types.js';
import { isFieldQuestion, type FieldKit, type InvalidAnswer } from './field-kit.js';
import { withoutUndefined } from '../protocol/plain-data.js';

/**
 * The Other text that counts: only when Other is chosen and the text is not blank. It counts as
 * typed, spaces included, as Claude Code's picker sends it (spec section 2: verbatim).
 */
export function otherText(draft: QuestionDraft | undefined): string | undefined {
  return draft?.other.active && draft.other.text.trim() ? draft.other.text : undefined;
}

export { isFieldQuestion, type InvalidAnswer, type NumberProblem } from './field-kit.js';

// Plain decimal notation, as a person types it (and as `Number()` reads it identically): no hex,
// no "Infinity", no thousands separators, no comma decimals that would read differently per locale.
// One way to match any text (no `\d+\.?\d*`, whose two digit runs made long inputs quadratic).
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** The number a field's text stands for, or undefined unless it is plain finite decimal notation. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Whether an untouched field's default counts as the answer. */
export interface AnswerOptions {
  /**
   * Whether an untouched number field's `defaultValue` counts. It does for Submit and the review
   * (what the field shows is what Submit sends); it does not for a decline, a follow-up request or
   * a timeout, where the user never confirmed it.
   * @default true
   */
  defaults?: boolean | undefined;
  /** Text and number questions (`textAndNumberFields` from `@askq/core/fields`); without it their drafts hold no answer. */
  fields?: FieldKit | undefined;
}

/** A field question's answer text, or undefined (always without a `FieldKit`: it cannot be read). */
const fieldAnswer = (question: AskQuestion, draft: QuestionDraft | undefined, { defaults = true, fields }: AnswerOptions = {}) =>
  fields?.answer(question, draft, defaults);

/**
 * A question is answered when an option is chosen or Other holds text; a text or number question
 * when its field holds a valid answer (a number's untouched default counts). Notes alone are not
 * an answer. Pass the question itself and `fields` for text and number questions: with only an id,
 * the kind and the default are unknown and the draft is read as a choice question's.
 */
export function isQuestionAnswered(state: AskState, question: AskQuestion | string, fields?: FieldKit): boolean {
  const id = typeof question === 'string' ? question : question.id;
  const draft = state.drafts[id];
  if (typeof question !== 'string' && isFieldQuestion(question)) return fieldAnswer(question, draft, { fields }) !== undefined;
  return !!draft && (draft.selected.length > 0 || otherText(draft) !== undefined);
}

/** Answered questions, or questions with notes: anything the user gave us. */
function hasInput(state: AskState, question: AskQuestion, fields: FieldKit | undefined): boolean {
  return isQuestionAnswered(state, question, fields) || !!state.drafts[question.id]?.notes.trim();
}

/** Number questions whose field holds text that is not a valid answer, in question order (none without `fields`). */
export function invalidAnswers(request: AskRequest, state: AskState, fields?: FieldKit): InvalidAnswer[] {
  const invalid: InvalidAnswer[] = [];
  for (const q of fields ? request.questions : []) {
    const answer = fields!.invalid(q, state.drafts[q.id]);
    if (answer) invalid.push(answer);
  }
  return invalid;
}

/** Ids of the questions that have no answer yet, in question order. */
export function unansweredQuestions(request: AskRequest, state: AskState, fields?: FieldKit): string[] {
  return request.questions.filter((q) => !isQuestionAnswered(state, q, fields)).map((q) => q.id);
}

export interface SubmitCheck {
  ok: boolean;
  /** Questions without an answer (they are simply absent from the answers when submitted). */
  unanswered: string[];
  /**
   * Number questions whose text is not a valid answer (not a number, out of range, off step). They
   * block submit: sending them would drop what the user typed, and they count as unanswered too.
   */
  invalid: InvalidAnswer[];
  /**
   * Why submit is not possible: a number is invalid (checked first: the user typed something and
   * must fix it), nothing answered yet, or (policy 'all') some questions unanswered.
   */
  reason: 'invalid_answers' | 'nothing_answered' | 'unanswered_questions' | 'finished' | null;
}

/**
 * Whether submit is possible, and if not, why. Submit is never silently disabled: the reason and
 * the unanswered questions let a UI say what is missing (a known complaint about other pickers).
 * Text and number questions are read with `fields` (without it they are unanswered).
 */
export function canSubmit(request: AskRequest, state: AskState, policy: Partial<SubmitPolicy> = {}, fields?: FieldKit): SubmitCheck {
  const unanswered = unansweredQuestions(request, state, fields);
  const invalid = invalidAnswers(request, state, fields);
  const check = (reason: SubmitCheck['reason']): SubmitCheck => ({ ok: reason === null, unanswered, invalid, reason });
  if (state.outcome) return check('finished');
  if (invalid.length > 0) return check('invalid_answers');
  if (policy.require === 'all' && unanswered.length > 0) return check('unanswered_questions');
  if (!request.questions.some((q) => hasInput(state, q, fields))) return check('nothing_answered');
  return check(null);
}

/**
 * One draft as an answer (raw labels in option order), or undefined when it holds nothing. A text
 * or number question's answer is its field's trimmed text in `other` (`selected` stays empty); an
 * invalid number is never an answer (submit is blocked until it is fixed, see `canSubmit`). Such
 * a question's field is read by `options.fields`; without it only its notes are an answer.
 */
export function draftToAnswer(question: AskQuestion, draft: QuestionDraft | undefined, options?: AnswerOptions): QuestionAnswer | undefined {
  // Notes go out trimmed, as Claude Code's picker sends them.
  const notes = draft?.notes.trim() || undefined;
  if (isFieldQuestion(question)) {
    const other = fieldAnswer(question, draft, options);
    return other || notes ? withoutUndefined({ selected: [], other, notes }) : undefined;
  }
  if (!draft) return undefined;
  const selected = question.options.filter((o) => draft.selected.includes(o.id)).map((o) => o.label);
  const other = question.allowOther ? otherText(draft) : undefined;
  if (selected.length === 0 && !other && !notes) return undefined;
  return withoutUndefined({ selected: question.selectionMode === 'single' && other ? [] : selected, other, notes });
}

/** Answers keyed by question id; questions with nothing in them are absent. */
export function answersFromDrafts(request: AskRequest, drafts: Record<string, QuestionDraft>, options?: AnswerOptions): AnswerMap {
  const answers: AnswerMap = {};
  for (const q of request.questions) {
    const answer = draftToAnswer(q, drafts[q.id], options);
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
 * The option whose preview to show: the one under the mouse pointer while it is there, else the
 * focused one, else the selected one, else the first. None (unless hovered) while Other is a
 * single-select question's answer: the Other row has no preview, and showing an
 * option's preview beside it would read as if that option had been chosen.
 */
export function previewOption(question: AskQuestion, state: AskState) {
  const draft = state.drafts[question.id];
  // The option under the pointer first, while it is there.
  const hovered = question.options.find((o) => o.id === state.hovered?.[question.id]);
  if (hovered) return hovered;
  if (question.selectionMode === 'single' && draft?.other.active) return undefined;
  const id = state.focused[question.id] ?? draft?.selected[0];
  return question.options.find((o) => o.id === id) ?? question.options[0];
}

/**
 * Whether the user can act: not while `disabled`, nor while the request is still streaming in
 * (`request.partial`: shown, not yet answerable, whether or not the host passed `disabled`).
 */
export const isInert = ({ settings, request }: { settings: { disabled: boolean }; request: AskRequest | null }): boolean => settings.disabled || request?.partial === true;
