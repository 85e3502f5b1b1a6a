/**
 * The answer route's body forms other than an askq outcome, read strictly: Claude's
 * `updatedInput`, a bare answer map (question text to answer) and `{ kind: 'question', answer }`.
 * Each is turned into the askq outcome it stands for without dropping anything the user sent;
 * what cannot be written as one (two Other texts, an empty answer, a response next to answers, ...)
 * is refused here, and everything else goes to the broker, which checks it exactly as it checks an
 * askq outcome (labels the question has, one answer for single-select, Other offered, numbers in
 * range). Core's `fromClaudeOutput` stays the lenient reader of stored transcripts; live answers
 * never go through it.
 */
import type { AnswerMap, AskOutcome, AskQuestion, AskRequest, QuestionAnswer } from '@askq/core';

/** A body the answer route refuses: 400 for a wrong shape, 422 for an answer the request cannot take. */
export class AnswerBodyError extends Error {
  constructor(
    readonly status: 400 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AnswerBodyError';
  }
}

export const ANSWER_FORMS =
  "an askq outcome { type }, Claude's updatedInput { answers }, an answer map { \"<question>\": \"<answer>\" } or { kind: 'question', answer }";

/** What an answer body is, told apart by shape (an answer map whose keys are all question texts wins). */
export type AnswerBody =
  | { form: 'outcome'; outcome: Record<string, unknown> }
  | { form: 'claude'; output: Record<string, unknown> & { answers: Record<string, unknown> } }
  | { form: 'question'; body: Record<string, unknown>; answer: string | string[] }
  | { form: 'map'; map: Record<string, string | string[]> };

/** The answer Claude's format writes for a question that has notes but no answer. */
const NOTES_ONLY = '(notes only)';
const SEP = ', ';
/** Keys of `updatedInput` the host fills in. */
const CLAUDE_ANSWER_KEYS = ['answers', 'annotations', 'response', 'afkTimeoutMs', 'followUp'];
/** Keys of `updatedInput` that echo the input (any key of the input itself is also an echo). */
const CLAUDE_ECHO_KEYS = ['questions', 'title', 'metadata'];
const ANNOTATION_KEYS = ['notes', 'preview', 'unanswered'];
const UNANSWERED = ['skipped', 'replied_in_chat', 'dismissed'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAnswerValue = (v: unknown): v is string | string[] =>
  typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string'));
const quote = (text: string) => JSON.stringify(text.length > 60 ? text.slice(0, 60) + '...' : text);
const blank = (text: string) => text.trim() === '';
const shape = (message: string) => new AnswerBodyError(400, 'invalid_body', message);
const refuse = (message: string) => new AnswerBodyError(422, 'invalid_answer', message);
/** A question's answer is one value: single-select, and text and number questions. */
const isSingle = (q: AskQuestion) => q.selectionMode === 'single' || q.kind !== 'choice';
const setOwn = (record: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });

export function classifyAnswer(body: unknown, request?: AskRequest): AnswerBody {
  if (!isRecord(body)) throw shape(`the answer must be a JSON object: ${ANSWER_FORMS}`);
  const keys = Object.keys(body);
  const texts = new Set(request?.questions.map((q) => q.question));
  const values = Object.values(body);
  if (keys.length > 0 && keys.every((k) => texts.has(k)) && values.every(isAnswerValue)) {
    return { form: 'map', map: body as Record<string, string | string[]> };
  }
  if (Object.hasOwn(body, 'type')) return { form: 'outcome', outcome: body };
  if (Object.hasOwn(body, 'kind')) {
    if (body.kind !== 'question' || !isAnswerValue(body.answer)) {
      throw shape("a { kind } answer must be { kind: 'question', answer: string | string[] }");
    }
    return { form: 'question', body, answer: body.answer };
  }
  if (Object.hasOwn(body, 'answers')) {
    if (!isRecord(body.answers)) throw shape('answers must be an object keyed by question text');
    return { form: 'claude', output: body as Record<string, unknown> & { answers: Record<string, unknown> } };
  }
  if (keys.length === 0) throw shape(`the answer is empty: send ${ANSWER_FORMS}`);
  if (!values.every(isAnswerValue)) throw shape('an answer map must map question texts to strings (or arrays of strings)');
  return { form: 'map', map: body as Record<string, string | string[]> };
}

/** Refuses keys that are not the request's question texts (nothing is dropped silently). */
function checkQuestionKeys(request: AskRequest, record: Record<string, unknown>): void {
  const texts = new Set(request.questions.map((q) => q.question));
  const unknown = Object.keys(record).filter((k) => !texts.has(k));
  if (unknown.length > 0) {
    throw new AnswerBodyError(422, 'unknown_question', `the request has no question ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
  }
}

function checkKeys(record: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const extra = Object.keys(record).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw shape(`${what} has no field ${extra.map((k) => JSON.stringify(k)).join(', ')} (its fields are ${allowed.join(', ')})`);
}

// ---------------------------------------------------------------------------------------------
// One question's answer.

/**
 * An item of a multi-select answer. `whole`: an array element or a JSON string literal, one item
 * for certain; raw items of a ", " list next to each other may be one Other text holding ", ".
 */
interface Item {
  text: string;
  whole: boolean;
}

/** The JSON string literal starting at `i` and where it ends, when it is followed by ", " or the end. */
function literalAt(value: string, i: number): { text: string; end: number } | undefined {
  for (let j = i + 1; j < value.length; j++) {
    if (value[j] === '\\') j++;
    else if (value[j] === '"') {
      if (j + 1 < value.length && !value.startsWith(SEP, j + 1)) return undefined;
      try {
        return { text: JSON.parse(value.slice(i, j + 1)) as string, end: j + 1 };
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A multi-select answer string split into its items, as Claude's format writes them (spec section
 * 2): joined by ", ", an item holding ", " or `"` written as a JSON string literal. An item is such
 * a literal when one stands there; else a label followed by ", " or the end (labels without ", "
 * and `"` first, so `a, b` is two labels even when a label "a, b" exists; a label with them matches
 * raw only for hosts that never quote); else the text up to the next ", ".
 */
function splitList(q: AskQuestion, value: string): Item[] {
  const labels = q.options.map((o) => o.label);
  const plain = (l: string) => !l.includes(SEP) && !l.includes('"');
  const order = [...labels.filter(plain), ...labels.filter((l) => !plain(l))];
  const boundary = (k: number) => k === value.length || value.startsWith(SEP, k);
  const items: Item[] = [];
  for (let i = 0; ; ) {
    const literal = value[i] === '"' ? literalAt(value, i) : undefined;
    let end: number;
    if (literal) {
      items.push({ text: literal.text, whole: true });
      end = literal.end;
    } else {
      const label = order.find((l) => value.startsWith(l, i) && boundary(i + l.length));
      const next = value.indexOf(SEP, i);
      end = label !== undefined ? i + label.length : next < 0 ? value.length : next;
      items.push({ text: value.slice(i, end), whole: false });
    }
    if (end >= value.length) return items;
    i = end + SEP.length;
  }
}

/**
 * The labels (in the order given) and the Other text of a list of items. Several items that are no
 * label make one Other text only when they stand together and none is whole (a host that does not
 * quote wrote Other text holding ", "); otherwise they would be several Other texts, and a
 * question takes one.
 */
function labelsAndOther(q: AskQuestion, items: readonly Item[], about: string): { selected: string[]; other?: string } {
  const labels = q.options.map((o) => o.label);
  const selected: string[] = [];
  const runs: Item[][] = [];
  let inRun = false;
  for (const item of items) {
    if (blank(item.text)) throw refuse(`${about}: an empty item in ${quote(items.map((i) => i.text).join(SEP))}`);
    if (labels.includes(item.text)) {
      if (selected.includes(item.text)) throw refuse(`${about}: the option ${quote(item.text)} is named twice`);
      selected.push(item.text);
      inRun = false;
    } else {
      if (inRun) runs[runs.length - 1]!.push(item);
      else runs.push([item]);
      inRun = true;
    }
  }
  if (runs.length === 0) return { selected };
  const [run, ...more] = runs;
  if (more.length > 0 || (run!.length > 1 && run!.some((i) => i.whole))) {
    const texts = runs.flat().map((i) => quote(i.text));
    throw refuse(`${about}: ${texts.join(', ')} are not options of the question, and it takes one Other text`);
  }
  return { selected, other: run!.map((i) => i.text).join(SEP) };
}

/** What one answer value says: labels and Other text, or `(notes only)` (notes and no answer). */
type Read = { selected: string[]; other?: string } | 'notes only';

/**
 * One answer value, read as Claude's format means it. Single-select (and text / number questions):
 * a string that is a label is that label, any other string is Other text, verbatim; an array
 * holds labels and Other text, and is checked like an outcome (so two items are two answers).
 * Multi-select: a string is the ", " list of Claude's format, an array lists the items raw; the
 * labels keep their order. Empty answers and empty items are refused: leave a question out to
 * leave it unanswered.
 */
function readValue(q: AskQuestion, value: string | string[], about: string): Read {
  const labels = q.options.map((o) => o.label);
  if (typeof value === 'string') {
    if (value === NOTES_ONLY && !labels.includes(value)) return 'notes only';
    if (blank(value)) throw refuse(`${about}: the answer is empty (leave the question out to leave it unanswered)`);
    if (isSingle(q)) return labels.includes(value) ? { selected: [value] } : { selected: [], other: value };
    return labelsAndOther(q, splitList(q, value), about);
  }
  if (value.length === 0) throw refuse(`${about}: the answer is empty (leave the question out to leave it unanswered)`);
  const items = value.map((text) => ({ text, whole: true }));
  if (isSingle(q)) {
    // Several items are passed on as they are: the outcome check says the question takes one.
    const others = value.filter((v) => !labels.includes(v));
    if (others.length > 1) throw refuse(`${about}: the question takes one answer, got ${value.length}: ${value.map(quote).join(', ')}`);
  }
  return labelsAndOther(q, items, about);
}

function toAnswer(read: Read, notes: string | undefined, about: string): QuestionAnswer {
  if (read === 'notes only') {
    if (notes === undefined) throw refuse(`${about}: "${NOTES_ONLY}" stands for notes without an answer, but there are no notes`);
    return { selected: [], notes };
  }
  const answer: QuestionAnswer = { selected: read.selected };
  if (read.other !== undefined) answer.other = read.other;
  if (notes !== undefined) answer.notes = notes;
  return answer;
}

const aboutQuestion = (q: AskQuestion) => `the answer to ${quote(q.question)}`;

/** Answers keyed by question text, as askq answers keyed by question id. */
function readAnswers(request: AskRequest, values: Record<string, unknown>, notes: Record<string, string> = {}): AnswerMap {
  const answers: AnswerMap = {};
  for (const q of request.questions) {
    const about = aboutQuestion(q);
    const value = Object.hasOwn(values, q.question) ? values[q.question] : undefined;
    const note = Object.hasOwn(notes, q.question) ? notes[q.question] : undefined;
    if (value === undefined) {
      if (note !== undefined) setOwn(answers, q.id, { selected: [], notes: note });
      continue;
    }
    if (!isAnswerValue(value)) throw shape(`${about} must be a string or an array of strings`);
    setOwn(answers, q.id, toAnswer(readValue(q, value, about), note, about));
  }
  return answers;
}

/** An `answered` outcome must answer something, except for an MCP form (all of it may be optional, and a URL card's consent has nothing). */
function answered(request: AskRequest, answers: AnswerMap): AskOutcome {
  if (Object.keys(answers).length === 0 && request.dialect !== 'mcp') {
    throw refuse('the answer answers no question: answer at least one, or decline the request to leave them all unanswered');
  }
  return { type: 'answered', answers };
}

// ---------------------------------------------------------------------------------------------
// Claude's updatedInput.

/** The notes of `annotations`, keyed by question text; an annotation marked unanswered must go with no answer. */
function readAnnotations(request: AskRequest, raw: unknown, answerKeys: Record<string, unknown>): Record<string, string> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw shape('annotations must be an object keyed by question text');
  checkQuestionKeys(request, raw);
  const notes: Record<string, string> = {};
  for (const [question, annotation] of Object.entries(raw)) {
    const about = `annotations[${quote(question)}]`;
    if (!isRecord(annotation)) throw shape(`${about} must be an object { notes?, preview?, unanswered? }`);
    checkKeys(annotation, ANNOTATION_KEYS, about);
    const { notes: note, preview, unanswered } = annotation;
    if (note !== undefined && typeof note !== 'string') throw shape(`${about}.notes must be a string`);
    if (preview !== undefined && typeof preview !== 'string') throw shape(`${about}.preview must be a string`);
    if (unanswered !== undefined && !UNANSWERED.includes(unanswered as string)) throw shape(`${about}.unanswered must be one of ${UNANSWERED.join(', ')}`);
    const hasNotes = typeof note === 'string' && !blank(note);
    if (unanswered !== undefined && (Object.hasOwn(answerKeys, question) || hasNotes)) {
      throw refuse(`${about}: marked unanswered, but the question has an answer or notes`);
    }
    if (hasNotes) setOwn(notes, question, note);
  }
  return notes;
}

/**
 * Claude's `updatedInput`: answers keyed by question text, notes in `annotations`, and at most one
 * of a timeout (`afkTimeoutMs`), a follow-up request (`followUp`, with answers and a response) or a
 * response that replaces the answers. Keys echoed from the input are ignored; any other key is refused.
 */
function fromClaude(request: AskRequest, output: Record<string, unknown> & { answers: Record<string, unknown> }, input: unknown): AskOutcome {
  const echo = isRecord(input) ? Object.keys(input) : [];
  checkKeys(output, [...CLAUDE_ANSWER_KEYS, ...CLAUDE_ECHO_KEYS, ...echo.filter((k) => !CLAUDE_ANSWER_KEYS.includes(k))], "Claude's updatedInput");
  checkQuestionKeys(request, output.answers);
  const answers = readAnswers(request, output.answers, readAnnotations(request, output.annotations, output.answers));
  const { response: rawResponse, afkTimeoutMs, followUp } = output;
  if (rawResponse !== undefined && typeof rawResponse !== 'string') throw shape('response must be a string');
  if (afkTimeoutMs !== undefined && (typeof afkTimeoutMs !== 'number' || !Number.isFinite(afkTimeoutMs) || afkTimeoutMs < 0)) {
    throw shape('afkTimeoutMs must be a number of milliseconds >= 0');
  }
  if (followUp !== undefined && typeof followUp !== 'boolean') throw shape('followUp must be a boolean');
  // A blank response is no response (spec section 3).
  const response = typeof rawResponse === 'string' && !blank(rawResponse) ? rawResponse : undefined;
  const answeredAny = Object.keys(answers).length > 0;
  if (afkTimeoutMs !== undefined) {
    if (followUp === true || response !== undefined) throw refuse('afkTimeoutMs reports that nobody answered: it cannot go with followUp or a response');
    return { type: 'timed_out', timeoutMs: afkTimeoutMs, answers };
  }
  if (followUp === true) return response === undefined ? { type: 'follow_up', answers } : { type: 'follow_up', answers, response };
  if (response !== undefined) {
    if (answeredAny) throw refuse('a response replaces the answers (the agent reads only the response): send the answers or the response, not both');
    return { type: 'replied', response };
  }
  return answered(request, answers);
}

// ---------------------------------------------------------------------------------------------

/**
 * The askq outcome an answer body stands for, to be checked against the request by the broker.
 * `input` is the ask's input as the model sent it (the keys Claude's updatedInput may echo).
 * Throws AnswerBodyError for a body that cannot be read as one without losing part of it.
 */
export function answerOutcome(body: AnswerBody, request: AskRequest, input: unknown): unknown {
  switch (body.form) {
    case 'outcome':
      return body.outcome;
    case 'claude':
      return fromClaude(request, body.output, input);
    case 'map':
      checkQuestionKeys(request, body.map);
      return answered(request, readAnswers(request, body.map));
    case 'question': {
      checkKeys(body.body, ['kind', 'answer'], "a { kind: 'question' } answer");
      const [only, ...rest] = request.questions;
      if (!only || rest.length > 0) {
        throw new AnswerBodyError(422, 'not_one_question', `a { kind: 'question' } answer needs a one-question request; this one has ${request.questions.length}`);
      }
      return answered(request, readAnswers(request, { [only.question]: body.answer }));
    }
  }
}
