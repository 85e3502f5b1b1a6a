/**
 * The MCP `ElicitResult` for a picker's outcome (schema/2025-11-25/schema.ts: `action` is
 * "accept" | "decline" | "cancel"; `content` maps property names to string | number | boolean |
 * string[], and is only sent with accept, and never for URL mode), and the answer checks that
 * keep an invalid `content` from being sent (the SDK's server rejects content that does not match
 * the requested schema; client/elicitation.mdx: clients SHOULD validate responses against it).
 *
 * Decline and cancel (client/elicitation.mdx, "Response Actions"): decline is an explicit
 * refusal (a Decline / No button), cancel a dismissal without an explicit choice (closing,
 * Escape, clicking away). askq's outcomes map so:
 * - `answered` -> accept (form: the answers as `content`; URL mode: the user chose to open the link);
 * - `declined` with `explicit: true` -> decline;
 * - every other `declined` (dismissed, chat about this, replied in chat), `timed_out`, `replied`
 *   and `follow_up` -> cancel: none of them is the user's choice about this request, and a server
 *   treats cancel as "ask again later". A timeout's selections are never sent: nobody confirmed them.
 */
import type { AnswerMap, AskDraft, AskOutcome, AskQuestion, AskRequest, AskUrlRequest, FormField, QuestionDraft, TextFormat } from '../protocol/types.js';
import { AskOutcomeError, checkOutcome } from '../protocol/outcome-check.js';
import { readNumber } from '../machine/selectors.js';
import { setOwn } from '../protocol/plain-data.js';
import { isUrlElicitation } from './parse-elicitation.js';
import { FORMAT_EXAMPLES, codePoints, formatValue } from './elicitation-formats.js';

/** One accepted value: what `ElicitResult.content` may hold. */
export type ElicitationValue = string | number | boolean | string[];

/** The MCP `ElicitResult` (without `_meta`). */
export interface ElicitationResult {
  action: 'accept' | 'decline' | 'cancel';
  /** Accept in form mode only: the answers keyed by property name; unanswered optional fields are absent. */
  content?: Record<string, ElicitationValue>;
}

/**
 * What each problem's words are made of, by code: the field's name as the form shows it (`field`)
 * and the figures of the rule it breaks. `message` is built from nothing else, so a translation
 * that switches on `code` can say everything the English says.
 */
export interface ElicitationProblemParams {
  required: { field: string };
  /** Fewer characters (code points) than `min`. */
  too_short: { field: string; min: number };
  too_long: { field: string; max: number };
  /** Not the string `format`; `example` is what the English shows (e.g. "name@example.com"). */
  bad_format: { field: string; format: TextFormat; example: string };
  not_a_number: { field: string };
  not_an_integer: { field: string };
  too_small: { field: string; min: number };
  too_large: { field: string; max: number };
  /** A multi-select with fewer than `min` chosen. */
  too_few: { field: string; min: number };
  too_many: { field: string; max: number };
  /**
   * Not among the options offered: `one` (a single choice given other text or an unknown option),
   * `exactly_one` (a single choice given several), `some` (a multi-select given other text or an unknown option).
   */
  not_an_option: { field: string; expected: 'one' | 'exactly_one' | 'some' };
}

/** Why one answer cannot be sent. */
export type ElicitationProblemCode = keyof ElicitationProblemParams;

/** One answer that cannot be sent; narrowing on `code` types `params`. */
export type ElicitationProblem = {
  [C in ElicitationProblemCode]: {
    questionId: string;
    /** The property name. */
    key: string;
    code: C;
    params: ElicitationProblemParams[C];
    /** A sentence for the user, e.g. "Email must be an email address like name@example.com". */
    message: string;
  };
}[ElicitationProblemCode];

const FORMAT_WORDS: Readonly<Record<TextFormat, string>> = { email: 'an email address', uri: 'a full URI', date: 'a date', 'date-time': 'a date and time with a time zone' };

/** The English after the field's name, from the params alone. */
const MESSAGES: { [C in ElicitationProblemCode]: (params: ElicitationProblemParams[C]) => string } = {
  required: () => 'is required',
  too_short: (p) => `needs at least ${p.min} characters`,
  too_long: (p) => `allows at most ${p.max} characters`,
  bad_format: (p) => `must be ${FORMAT_WORDS[p.format]} like ${p.example}`,
  not_a_number: () => 'must be a number',
  not_an_integer: () => 'must be a whole number',
  too_small: (p) => `must be at least ${p.min}`,
  too_large: (p) => `must be at most ${p.max}`,
  too_few: (p) => `needs at least ${p.min} selected`,
  too_many: (p) => `allows at most ${p.max} selected`,
  not_an_option: (p) => `must be ${p.expected.replace('_', ' ')} of the options offered`,
};

type Field = AskQuestion & { field: FormField };

/** The problem `code` of `q`'s answer, its params and its English message. */
function problemOf<C extends ElicitationProblemCode>(q: Field, code: C, rule: Omit<ElicitationProblemParams[C], 'field'>): ElicitationProblem {
  const params = { field: q.question, ...rule } as ElicitationProblemParams[C];
  const message = `${q.question} ${(MESSAGES[code] as (p: ElicitationProblemParams[C]) => string)(params)}`;
  return { questionId: q.id, key: q.field.key, code, params, message } as ElicitationProblem;
}

/**
 * Thrown by `toElicitationResult` for answers that do not meet the form's schema (a required field
 * missing, text too long, a bad email, ...). `problems` lists every one, in question order; `path`
 * names the first.
 */
export class ElicitationContentError extends AskOutcomeError {
  readonly problems: ElicitationProblem[];
  constructor(problems: ElicitationProblem[]) {
    const first = problems[0]!;
    super(['answers', first.questionId], `does not meet the form's schema: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'ElicitationContentError';
    this.problems = problems;
  }
}

/** The form fields of a request from `parseElicitation`; a request of another dialect is a caller's mistake. */
function formQuestions(request: AskRequest): Field[] {
  const fields = request.questions.filter((q): q is Field => q.field !== undefined);
  if (request.dialect !== 'mcp' || fields.length !== request.questions.length) {
    throw new TypeError('toElicitationResult needs a request from parseElicitation (dialect "mcp", a form field on every question)');
  }
  return fields;
}

/** One answer as its schema value, or a problem; undefined when the question is unanswered. */
function encodeAnswer(q: Field, answer: AnswerMap[string] | undefined): ElicitationValue | ElicitationProblem | undefined {
  const { field } = q;
  const other = answer?.other?.trim() || undefined;
  const selected = answer?.selected ?? [];
  if (q.kind === 'text' || q.kind === 'number') {
    if (other === undefined) return undefined;
    return q.kind === 'text' ? checkText(q, other) : checkNumber(q, other);
  }
  // A required multi-select that may be left empty is answered by no selection: [] (the schema takes it).
  if (selected.length === 0 && other === undefined) return field.type === 'array' && field.required && !field.minItems ? [] : undefined;
  const options = selected.map((label) => q.options.find((o) => o.label === label));
  if (other !== undefined || options.some((o) => o?.value === undefined)) {
    return problemOf(q, 'not_an_option', { expected: field.type === 'array' ? 'some' : 'one' });
  }
  const values = options.map((o) => o!.value!);
  if (field.type !== 'array') return values.length === 1 ? values[0] : problemOf(q, 'not_an_option', { expected: 'exactly_one' });
  const { minItems, maxItems } = field;
  if (minItems !== undefined && values.length < minItems) return problemOf(q, 'too_few', { min: minItems });
  if (maxItems !== undefined && values.length > maxItems) return problemOf(q, 'too_many', { max: maxItems });
  // In option order, whatever order the labels came in: the enum's own order.
  return q.options.filter((o) => selected.includes(o.label)).map((o) => String(o.value));
}

/** The text as it is sent (a URI normalised: see `formatValue`), its length counted on that. */
function checkText(q: Field, text: string) {
  const { field } = q;
  const value = field.format ? formatValue(field.format, text) : text;
  const length = codePoints(value ?? text);
  if (field.minLength !== undefined && length < field.minLength) return problemOf(q, 'too_short', { min: field.minLength });
  if (field.maxLength !== undefined && length > field.maxLength) return problemOf(q, 'too_long', { max: field.maxLength });
  return value ?? problemOf(q, 'bad_format', { format: field.format!, example: FORMAT_EXAMPLES[field.format!] });
}

const SAFE = Number.MAX_SAFE_INTEGER;

/**
 * An integer is kept within ±(2^53 - 1), inside the schema's own bounds: past that a JavaScript
 * number cannot hold every whole number, so "9007199254740993" would be sent (and reviewed) as
 * 9007199254740992, not what the user typed.
 */
function checkNumber(q: Field, text: string) {
  const { field } = q;
  const value = readNumber(text);
  const whole = field.type === 'integer';
  const bound = whole ? SAFE : Infinity;
  const min = Math.max(field.minimum ?? -bound, -bound);
  const max = Math.min(field.maximum ?? bound, bound);
  if (value === undefined) return problemOf(q, 'not_a_number', {});
  if (whole && !Number.isInteger(value)) return problemOf(q, 'not_an_integer', {});
  if (value < min) return problemOf(q, 'too_small', { min });
  if (value > max) return problemOf(q, 'too_large', { max });
  return value;
}

/** The content for `answers`, or the problems that keep it from being sent. */
function encodeContent(request: AskRequest, answers: AnswerMap): { content: Record<string, ElicitationValue>; problems: ElicitationProblem[] } {
  const content: Record<string, ElicitationValue> = {};
  const problems: ElicitationProblem[] = [];
  for (const q of formQuestions(request)) {
    const { key, required } = q.field;
    const result = encodeAnswer(q, Object.hasOwn(answers, q.id) ? answers[q.id] : undefined);
    if (result === undefined) {
      if (required) problems.push(problemOf(q, 'required', {}));
    } else if (typeof result === 'object' && !Array.isArray(result)) {
      problems.push(result);
    } else {
      // Property names are server text: `__proto__` must stay an own key.
      setOwn(content, key, result);
    }
  }
  return { content, problems };
}

/**
 * What keeps `answers` from being accepted, per question (empty when they can be sent). A picker
 * calls it before offering Submit and shows each problem at its field.
 */
export function checkElicitationAnswers(request: AskRequest, answers: AnswerMap): ElicitationProblem[] {
  return encodeContent(request, answers).problems;
}

/**
 * The `ElicitResult` to send for `outcome` (see the mapping above). Throws
 * `ElicitationContentError` when answers do not meet the schema, `AskOutcomeError` for a malformed
 * outcome, and a TypeError for a request that `parseElicitation` did not make.
 */
export function toElicitationResult(request: AskRequest | AskUrlRequest, outcome: AskOutcome): ElicitationResult {
  const url = isUrlElicitation(request);
  if (!url) formQuestions(request);
  const type = (outcome as { type?: unknown } | null)?.type;
  // A decline always declines, whatever else it holds (as checkOutcome treats one).
  if (type === 'declined') return { action: (outcome as { explicit?: unknown }).explicit === true ? 'decline' : 'cancel' };
  const checked = checkOutcome(url ? { dialect: 'mcp', questions: [], previewFormat: 'markdown' } : request, outcome);
  if (checked.type !== 'answered') return { action: 'cancel' };
  // URL mode: accept means the user consented to open the link; there is never content.
  if (url) return { action: 'accept' };
  const { content, problems } = encodeContent(request, checked.answers);
  if (problems.length > 0) throw new ElicitationContentError(problems);
  return { action: 'accept', content };
}

/**
 * The draft a form starts from: every field's schema default filled in (the spec: clients that
 * support defaults SHOULD pre-populate fields). Pass it as the picker's initial draft; the user's
 * own answers replace it.
 */
export function elicitationDraft(request: AskRequest): AskDraft {
  const drafts: Record<string, QuestionDraft> = {};
  for (const q of request.questions) {
    const value = q.field?.defaultValue;
    const draft: QuestionDraft = { selected: [], other: { active: false, text: '' }, notes: '' };
    if (q.kind === 'text' || q.kind === 'number') {
      if (value !== undefined) draft.other = { active: true, text: String(value) };
    } else if (value !== undefined) {
      const chosen = Array.isArray(value) ? value : [value];
      draft.selected = q.options.filter((o) => o.value !== undefined && (chosen as unknown[]).includes(o.value)).map((o) => o.id);
    }
    drafts[q.id] = draft;
  }
  return { drafts, activeIndex: 0, phase: 'answering' };
}
