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
import type { AnswerMap, AskDraft, AskOutcome, AskQuestion, AskRequest, AskUrlRequest, FormField, QuestionDraft } from './types.js';
import { AskOutcomeError, checkOutcome } from './outcome-check.js';
import { readNumber } from './selectors.js';
import { setOwn } from './plain-data.js';
import { isUrlElicitation } from './parse-elicitation.js';
import { FORMAT_EXAMPLES, codePoints, matchesFormat } from './elicitation-formats.js';

/** One accepted value: what `ElicitResult.content` may hold. */
export type ElicitationValue = string | number | boolean | string[];

/** The MCP `ElicitResult` (without `_meta`). */
export interface ElicitationResult {
  action: 'accept' | 'decline' | 'cancel';
  /** Accept in form mode only: the answers keyed by property name; unanswered optional fields are absent. */
  content?: Record<string, ElicitationValue>;
}

/** Why one answer cannot be sent. */
export type ElicitationProblemCode =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'bad_format'
  | 'not_a_number'
  | 'not_an_integer'
  | 'too_small'
  | 'too_large'
  | 'too_few'
  | 'too_many'
  | 'not_an_option';

export interface ElicitationProblem {
  questionId: string;
  /** The property name. */
  key: string;
  code: ElicitationProblemCode;
  /** A sentence for the user, e.g. "Email must be an email address like name@example.com". */
  message: string;
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
function formQuestions(request: AskRequest): (AskQuestion & { field: FormField })[] {
  const fields = request.questions.filter((q): q is AskQuestion & { field: FormField } => q.field !== undefined);
  if (request.dialect !== 'mcp' || fields.length !== request.questions.length) {
    throw new TypeError('toElicitationResult needs a request from parseElicitation (dialect "mcp", a form field on every question)');
  }
  return fields;
}

/** One answer as its schema value, or a problem; undefined when the question is unanswered. */
function encodeAnswer(q: AskQuestion & { field: FormField }, answer: AnswerMap[string] | undefined): ElicitationValue | Omit<ElicitationProblem, 'questionId' | 'key'> | undefined {
  const { field } = q;
  const name = q.question;
  const problem = (code: ElicitationProblemCode, message: string) => ({ code, message: `${name} ${message}` });
  const other = answer?.other?.trim() || undefined;
  const selected = answer?.selected ?? [];
  if (q.kind === 'text' || q.kind === 'number') {
    if (other === undefined) return undefined;
    return q.kind === 'text' ? checkText(field, other, problem) : checkNumber(field, other, problem);
  }
  if (selected.length === 0 && other === undefined) return undefined;
  const options = selected.map((label) => q.options.find((o) => o.label === label));
  if (other !== undefined || options.some((o) => o?.value === undefined)) {
    return problem('not_an_option', `must be ${field.type === 'array' ? 'some' : 'one'} of the options offered`);
  }
  const values = options.map((o) => o!.value!);
  if (field.type !== 'array') return values.length === 1 ? values[0] : problem('not_an_option', 'must be exactly one of the options offered');
  const { minItems, maxItems } = field;
  if (minItems !== undefined && values.length < minItems) return problem('too_few', `needs at least ${minItems} selected`);
  if (maxItems !== undefined && values.length > maxItems) return problem('too_many', `allows at most ${maxItems} selected`);
  // In option order, whatever order the labels came in: the enum's own order.
  return q.options.filter((o) => selected.includes(o.label)).map((o) => String(o.value));
}

type Problem = (code: ElicitationProblemCode, message: string) => Omit<ElicitationProblem, 'questionId' | 'key'>;

function checkText(field: FormField, text: string, problem: Problem) {
  const length = codePoints(text);
  if (field.minLength !== undefined && length < field.minLength) return problem('too_short', `needs at least ${field.minLength} characters`);
  if (field.maxLength !== undefined && length > field.maxLength) return problem('too_long', `allows at most ${field.maxLength} characters`);
  if (field.format && !matchesFormat(field.format, text)) {
    const what = { email: 'an email address', uri: 'a full URI', date: 'a date', 'date-time': 'a date and time with a time zone' }[field.format];
    return problem('bad_format', `must be ${what} like ${FORMAT_EXAMPLES[field.format]}`);
  }
  return text;
}

function checkNumber(field: FormField, text: string, problem: Problem) {
  const value = readNumber(text);
  if (value === undefined) return problem('not_a_number', 'must be a number');
  if (field.type === 'integer' && !Number.isInteger(value)) return problem('not_an_integer', 'must be a whole number');
  if (field.minimum !== undefined && value < field.minimum) return problem('too_small', `must be at least ${field.minimum}`);
  if (field.maximum !== undefined && value > field.maximum) return problem('too_large', `must be at most ${field.maximum}`);
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
      if (required) problems.push({ questionId: q.id, key, code: 'required', message: `${q.question} is required` });
    } else if (typeof result === 'object' && !Array.isArray(result)) {
      problems.push({ questionId: q.id, key, ...result });
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
