/**
 * A text or number question's field as the machine reads it: the text it shows, what is wrong
 * with a number, the answer it gives. The typed text lives in the draft's Other slot
 * (`other.text`); `other.active` there means "the user has typed in the field", so that an
 * untouched number field can show its `defaultValue`.
 */
import { withoutUndefined } from '../protocol/plain-data.js';
import type { AskQuestion, NumberField, QuestionDraft } from '../protocol/types.js';
import type { InvalidAnswer, NumberProblem } from '../machine/field-kit.js';
import { readNumber } from '../machine/selectors.js';

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

/** The digits Claude Code counts as a number answer (anything else reads as free text to it). */
const CLI_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A field question's answer text (trimmed), or undefined when blank, untouched (unless `defaults`)
 * or invalid. A number is written in plain digits when it has such a form (`+5`, `5.`, `.5`, `1e1`
 * become `5`, `5`, `0.5`, `10`), so Claude Code reads it as the number it is.
 */
export function fieldAnswer(question: AskQuestion, draft: QuestionDraft | undefined, defaults: boolean): string | undefined {
  if (!defaults && !draft?.other.active) return undefined;
  const text = fieldText(question, draft).trim();
  if (!text || numberProblem(question, text)) return undefined;
  const plain = question.kind === 'number' ? String(readNumber(text)) : text;
  return CLI_NUMBER.test(plain) ? plain : text;
}

/** A number question whose field holds text that is not a valid answer, or undefined. */
export function invalidAnswer(question: AskQuestion, draft: QuestionDraft | undefined): InvalidAnswer | undefined {
  const problem = numberProblem(question, fieldText(question, draft));
  return problem && withoutUndefined({ questionId: question.id, problem, number: question.number });
}

/** A text or number question's field: its text, what is wrong with it, and whether to say so now. */
export interface FieldState {
  /** What the user typed, or a number question's `defaultValue` until the field is touched. */
  value: string;
  problem: NumberProblem | undefined;
  /** After the field was left or Enter pressed in it (`revealed`), and at once for an untouched default. */
  showError: boolean;
}

/** The field's state for a UI: its text, its problem, and whether the problem shows now. */
export function fieldState(question: AskQuestion, draft: QuestionDraft, revealed: boolean): FieldState {
  const value = fieldText(question, draft);
  const problem = numberProblem(question, value);
  // An untouched default that is already wrong is the model's mistake: say so at once.
  return { value, problem, showError: !!problem && (revealed || !draft.other.active) };
}
