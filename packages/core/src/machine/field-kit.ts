/**
 * What the picker machine does with text and number questions (an extended host's `kind: "text"`
 * and `kind: "number"`, Gemini CLI's text questions, Mastra's questions without options) once an
 * app hands it over: `textAndNumberFields` from `@askq/core/fields` implements it. Without one,
 * the machine reads choice questions only, and a request that holds a field question is refused
 * with an issue naming what to hand over (`requireFields`), so nothing of the fields' answers,
 * validation, stepping or prop getters is in a picker that never shows them.
 */
import type { AskIssue, AskQuestion, AskRequest, NumberField, ParseResult, QuestionDraft } from '../protocol/types.js';

/** A text or number question: answered by typing into one field instead of picking options. */
export const isFieldQuestion = (question: AskQuestion): boolean => question.kind === 'text' || question.kind === 'number';

/** Why a number field's text is not an answer. */
export type NumberProblem = 'not_a_number' | 'out_of_range' | 'off_step';

/** A number question whose text cannot be submitted, with its range so a UI can say what fits. */
export interface InvalidAnswer {
  questionId: string;
  problem: NumberProblem;
  /** The question's range, when the request gave one (a UI names it in the message). */
  number?: NumberField;
}

/** The prop types a field's getters serve (a renderer's `PropTypes` has them). */
export interface FieldPropTypes {
  /** The text and number fields. */
  input: object;
  /** The range, the unit and the error message. */
  element: object;
}

/** A text or number question's part of its prop getters (`QuestionConnect`), made by a `FieldKit`. */
export interface FieldConnect<T extends FieldPropTypes = FieldPropTypes> {
  /**
   * A text or number question's field value: what the user typed, or a number question's
   * `defaultValue` until the field is touched (see `fieldText` in `@askq/core/fields`).
   */
  fieldValue: string;
  /** What is wrong with a number question's text (undefined when valid or blank). */
  fieldProblem: NumberProblem | undefined;
  /**
   * Whether to show `fieldProblem` now: after the field loses focus or Enter is pressed in it
   * (not on every keystroke while a number is half typed), and at once for an untouched default.
   * The field is `aria-invalid` exactly while this is true.
   */
  showFieldError: boolean;
  /**
   * A `kind: "text"` question's field: an `<input>` named by the question text, with the
   * question's placeholder. Enter in it confirms the step, as in the Other field.
   */
  getTextFieldProps(props?: T['input']): T['input'];
  /**
   * A `kind: "number"` question's field. A text input with `inputMode` (decimal, or text when the
   * range allows negatives: iOS's decimal keypad has no minus), not `type="number"`, whose value
   * the browser hides from scripts while it is unparseable, reads per locale and changes on a
   * mouse wheel. Described by the range, the unit and, while shown, the error; ArrowUp/ArrowDown
   * step within the range.
   */
  getNumberFieldProps(props?: T['input']): T['input'];
  /** The element stating the range (min, max, step) in words; part of the field's description. */
  getFieldRangeProps(props?: T['element']): T['element'];
  /** The element showing the unit after the field; part of the field's description. */
  getFieldUnitProps(props?: T['element']): T['element'];
  /** The error message element (`aria-live="polite"`); render its words only while `showFieldError`. */
  getFieldErrorProps(props?: T['element']): T['element'];
}

/** What a question's connect hands a `FieldKit` to make the field's prop getters from. */
export interface FieldScope {
  question: AskQuestion;
  draft: QuestionDraft;
  /** The field's error may show (its field was left, or Enter pressed in it). */
  revealed: boolean;
  /** Disabled or finished: keys do nothing. */
  inert: boolean;
  /** The field's id (the Other input's: its text is the Other draft). */
  inputId: string;
  /** The question text's id: it names the field. */
  textId: string;
  /** The hint's id, when the question has a hint: it describes the field. */
  hintId: string | undefined;
  /** The props every text input of the question shares (id, value, onChange, disabled, readOnly). */
  input(value: string): Record<string, unknown>;
  /** Sets the field's text (a step of ArrowUp / ArrowDown). */
  setText(text: string): void;
  /** Lets the field's error show from now on. */
  revealError(): void;
}

/**
 * Text and number questions for the machine: their answers, their validation and their prop
 * getters. Hand it to `createAskStore` / `createConnectStore` (`fields`), to `askReducer`
 * (`ReducerOptions.fields`) and to the selectors that read answers (`canSubmit`,
 * `isQuestionAnswered`, `invalidAnswers`, `draftToAnswer`, `answersFromDrafts`).
 */
export interface FieldKit {
  /**
   * A field question's answer text (trimmed), or undefined when blank, invalid, or untouched while
   * `defaults` is false (a number's `defaultValue` counts only when it does).
   */
  answer(question: AskQuestion, draft: QuestionDraft | undefined, defaults: boolean): string | undefined;
  /** A number question whose field text cannot be submitted, with why; undefined otherwise. */
  invalid(question: AskQuestion, draft: QuestionDraft | undefined): InvalidAnswer | undefined;
  /** The field's prop getters for one question's connect. */
  connect(scope: FieldScope): FieldConnect;
}

const refused = new WeakMap<ParseResult, ParseResult>();

/**
 * `result` unchanged when the picker can show it: `fields` was handed over, or the request holds
 * no text or number question. Otherwise no request and an `unsupported_option` error that names
 * what to hand over, so the picker shows its input error instead of a question it cannot answer.
 * Raw input its parser refused for such a question (the parser names `parseWithFields`) gets the
 * same error, so the picker's message names what the picker is handed, not only the parser.
 * The same result object gives the same answer object.
 */
export function requireFields(result: ParseResult, fields: FieldKit | undefined): ParseResult {
  if (fields) return result;
  const { request, issues } = result;
  const at = request?.questions.findIndex(isFieldQuestion) ?? -1;
  // The parser's own refusal of a text or number question: `questions[i].kind` (or the question).
  const parsed = at < 0 && !request ? issues.find((i) => i.code === 'unsupported_option' && i.message.includes('parseWithFields')) : undefined;
  if (at < 0 && !parsed) return result;
  let out = refused.get(result);
  if (!out) {
    const hint = 'shows text and number questions only when handed them: pass fields={textAndNumberQuestions} (@askq/ui/fields) to AskUserQuestion, or fields: textAndNumberFields (@askq/core/fields) to useAskQuestions or the store';
    const issue: AskIssue =
      at >= 0
        ? { code: 'unsupported_option', severity: 'error', path: ['questions', at, 'kind'], message: `questions[${at}].kind is "${request!.questions[at]!.kind}": this picker ${hint}` }
        : { code: 'unsupported_option', severity: 'error', path: parsed!.path, message: `This picker ${hint}` };
    refused.set(result, (out = { ...result, request: null, issues: [...issues, issue] }));
  }
  return out;
}
