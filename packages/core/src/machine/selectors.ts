import type { AnswerMap, AskQuestion, AskRequest, AskState, NumberField, QuestionAnswer, QuestionDraft, SubmitPolicy } from '../protocol/types.js';
import { withoutUndefined } from '../protocol/plain-data.js';

/** The Other text that counts: only when Other is chosen and the text is not blank. */
export function otherText(draft: QuestionDraft | undefined): string | undefined {
  return (draft?.other.active && draft.other.text.trim()) || undefined;
}

/**
 * Text and number questions (extended hosts) are answered by typing into one field. The typed text
 * lives in the draft's Other slot (`other.text`); `other.active` there means "the user has typed in
 * the field", so that an untouched number field can show its `defaultValue`.
 */
export const isFieldQuestion = (question: AskQuestion): boolean => question.kind === 'text' || question.kind === 'number';

/**
 * What a text or number field shows: the typed text once the user touched the field, else the
 * number question's `defaultValue` (else nothing). Clearing the field keeps it empty: the default
 * does not come back under the user's cursor.
 */
export function fieldText(question: AskQuestion, draft: QuestionDraft | undefined): string {
  if (draft?.other.active) return draft.other.text;
  const value = question.kind === 'number' ? question.number?.defaultValue : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Why a number field's text is not an answer. */
export type NumberProblem = 'not_a_number' | 'out_of_range' | 'off_step';

/** A number question whose text cannot be submitted, with its range so a UI can say what fits. */
export interface InvalidAnswer {
  questionId: string;
  problem: NumberProblem;
  /** The question's range, when the request gave one (a UI names it in the message). */
  number?: NumberField;
}

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

/**
 * Whether `value` lies on the step grid that starts at `min` (HTML's step base). The tolerance
 * absorbs binary floating point (0.3 on a 0.1 grid), not real misses.
 */
function onStep(value: number, { min, step }: NumberField): boolean {
  if (typeof step !== 'number' || !(step > 0) || !Number.isFinite(step)) return true;
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) <= 1e-9 * Math.max(1, Math.abs(k));
}

/**
 * What is wrong with a number question's text, or undefined when it is a valid answer (or blank:
 * blank is unanswered, not wrong). Valid: plain decimal notation, finite, within `min..max`, and on
 * the `step` grid from `min` when a step is given (an off-step value is an error, as in HTML forms:
 * the model chose the step, e.g. 1 for whole numbers, and an off-step answer would not fit its use).
 */
export function numberProblem(question: AskQuestion, text: string): NumberProblem | undefined {
  if (question.kind !== 'number' || !text.trim()) return undefined;
  const value = readNumber(text);
  if (value === undefined) return 'not_a_number';
  const range = question.number;
  if (!range) return undefined;
  if (value < range.min || value > range.max) return 'out_of_range';
  return onStep(value, range) ? undefined : 'off_step';
}

/** Whether an untouched field's default counts as the answer. */
export interface AnswerOptions {
  /**
   * Whether an untouched number field's `defaultValue` counts. It does for Submit and the review
   * (what the field shows is what Submit sends); it does not for a decline, a follow-up request or
   * a timeout, where the user never confirmed it.
   * @default true
   */
  defaults?: boolean;
}

/** The digits Claude Code counts as a number answer (anything else reads as free text to it). */
const CLI_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A field question's answer text (trimmed), or undefined when blank, untouched (per options) or
 * invalid. A number is written in plain digits when it has such a form (`+5`, `5.`, `.5`, `1e1`
 * become `5`, `5`, `0.5`, `10`), so Claude Code reads it as the number it is.
 */
function fieldAnswer(question: AskQuestion, draft: QuestionDraft | undefined, { defaults = true }: AnswerOptions = {}) {
  if (!defaults && !draft?.other.active) return undefined;
  const text = fieldText(question, draft).trim();
  if (!text || numberProblem(question, text)) return undefined;
  const plain = question.kind === 'number' ? String(readNumber(text)) : text;
  return CLI_NUMBER.test(plain) ? plain : text;
}

/**
 * A question is answered when an option is chosen or Other holds text; a text or number question
 * when its field holds a valid answer (a number's untouched default counts). Notes alone are not
 * an answer. Pass the question itself for text and number questions: with only an id, the kind and
 * the default are unknown and the draft is read as a choice question's.
 */
export function isQuestionAnswered(state: AskState, question: AskQuestion | string): boolean {
  const id = typeof question === 'string' ? question : question.id;
  const draft = state.drafts[id];
  if (typeof question !== 'string' && isFieldQuestion(question)) return fieldAnswer(question, draft) !== undefined;
  return !!draft && (draft.selected.length > 0 || otherText(draft) !== undefined);
}

/** Answered questions, or questions with notes: anything the user gave us. */
function hasInput(state: AskState, question: AskQuestion): boolean {
  return isQuestionAnswered(state, question) || !!state.drafts[question.id]?.notes.trim();
}

/** Number questions whose field holds text that is not a valid answer, in question order. */
export function invalidAnswers(request: AskRequest, state: AskState): InvalidAnswer[] {
  const invalid: InvalidAnswer[] = [];
  for (const q of request.questions) {
    const problem = numberProblem(q, fieldText(q, state.drafts[q.id]));
    if (problem) invalid.push(withoutUndefined({ questionId: q.id, problem, number: q.number }));
  }
  return invalid;
}

/** Ids of the questions that have no answer yet, in question order. */
export function unansweredQuestions(request: AskRequest, state: AskState): string[] {
  return request.questions.filter((q) => !isQuestionAnswered(state, q)).map((q) => q.id);
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
 */
export function canSubmit(request: AskRequest, state: AskState, policy: Partial<SubmitPolicy> = {}): SubmitCheck {
  const unanswered = unansweredQuestions(request, state);
  const invalid = invalidAnswers(request, state);
  const check = (reason: SubmitCheck['reason']): SubmitCheck => ({ ok: reason === null, unanswered, invalid, reason });
  if (state.outcome) return check('finished');
  if (invalid.length > 0) return check('invalid_answers');
  if (policy.require === 'all' && unanswered.length > 0) return check('unanswered_questions');
  if (!request.questions.some((q) => hasInput(state, q))) return check('nothing_answered');
  return check(null);
}

/**
 * One draft as an answer (raw labels in option order), or undefined when it holds nothing. A text
 * or number question's answer is its field's trimmed text in `other` (`selected` stays empty); an
 * invalid number is never an answer (submit is blocked until it is fixed, see `canSubmit`).
 */
export function draftToAnswer(question: AskQuestion, draft: QuestionDraft | undefined, options?: AnswerOptions): QuestionAnswer | undefined {
  if (isFieldQuestion(question)) {
    const other = fieldAnswer(question, draft, options);
    const notes = draft?.notes.trim() ? draft.notes : undefined;
    return other || notes ? withoutUndefined({ selected: [], other, notes }) : undefined;
  }
  if (!draft) return undefined;
  const selected = question.options.filter((o) => draft.selected.includes(o.id)).map((o) => o.label);
  const other = question.allowOther ? otherText(draft) : undefined;
  const notes = draft.notes.trim() ? draft.notes : undefined;
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
