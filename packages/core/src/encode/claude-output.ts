import type { AnswerMap, AskOutcome, AskQuestion, AskRequest, DeclineReason, QuestionAnswer } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { setOwn, withoutUndefined } from '../protocol/plain-data.js';

/** One option as Claude's AskUserQuestion input has it; unknown fields are echoed too. */
export interface ClaudeOptionInput {
  label: string;
  description?: string;
  preview?: string;
  [field: string]: unknown;
}

/** One question as Claude's AskUserQuestion input has it (echoed back in `updatedInput`). */
export interface ClaudeQuestionInput {
  question: string;
  header: string;
  options: ClaudeOptionInput[];
  /** Absent when the input left it out (it defaults to false): the echo is exact. */
  multiSelect?: boolean;
  [field: string]: unknown;
}

/** Why a question has no answer (`annotations[question].unanswered`, hosts with the capability only). */
export type UnansweredReason = 'skipped' | 'replied_in_chat' | 'dismissed';

export interface ClaudeAnnotation {
  preview?: string;
  notes?: string;
  unanswered?: UnansweredReason;
}

/**
 * What the host returns to the SDK as `updatedInput` (spec section 2): the input echoed exactly
 * (`questions`, `title`, `metadata` and any other key the input had) plus the answer fields.
 */
export interface ClaudeOutput {
  questions: ClaudeQuestionInput[];
  /** Keyed by question text, never by index. */
  answers: Record<string, string>;
  annotations?: Record<string, ClaudeAnnotation>;
  response?: string;
  afkTimeoutMs?: number;
  /** Extended hosts: the user asked for more questions before the agent proceeds. */
  followUp?: true;
  [key: string]: unknown;
}

/** The capability a host advertises when it accepts `annotations[question].unanswered`. */
export const UNANSWERED_CAPABILITY = 'ask_user_question_unanswered_v1';

export interface ClaudeOutputOptions {
  /**
   * What the Claude host session advertises. With `'ask_user_question_unanswered_v1'`, every
   * question without an answer gets `annotations[question].unanswered` (`dismissed` after a
   * dismiss, `replied_in_chat` after a reply in the chat or "Chat about this", else `skipped`).
   * Never send it otherwise: an older CLI on a strict host rejects the whole answer.
   * @default []
   */
  capabilities?: readonly string[] | undefined;
}

/** The answer written for a question that has notes but no selection and no Other text. */
export const NOTES_ONLY = '(notes only)';

/** The keys the host fills in: never echoed from the input, always written from the outcome. */
const ANSWER_KEYS = ['answers', 'annotations', 'response', 'afkTimeoutMs', 'followUp'];

const SEP = ', ';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

/** Other text is written verbatim there, never quoted (spec section 2); so are text and number answers. */
const isSingle = (question: AskQuestion) => question.selectionMode === 'single' || question.kind !== 'choice';
const labelsOf = (question: AskQuestion) => question.options.map((o) => o.label);
const needsQuotes = (item: string) => item.includes(SEP) || item.includes('"');

/**
 * An answer as one string, or undefined when it has no selection and no Other text. Single-select
 * (and text / number questions): the Other text, else the label, verbatim. Multi-select: the
 * labels, then the Other text as one more item, joined by ", "; `encoded` (Claude's form) writes an
 * item holding ", " or `"` as a JSON string literal, labels and Other text alike, so the list
 * splits back; else everything raw, as hosts without quoting write it.
 */
export function joinAnswer(question: AskQuestion, answer: QuestionAnswer | undefined, encoded?: boolean): string | undefined {
  if (!answer) return undefined;
  if (isSingle(question)) return answer.other ?? answer.selected[0];
  const items = answer.other !== undefined ? [...answer.selected, answer.other] : answer.selected;
  if (items.length === 0) return undefined;
  return (encoded ? items.map((item) => (needsQuotes(item) ? JSON.stringify(item) : item)) : items).join(SEP);
}

/** The `answers[question]` value for one answer, or undefined when the question counts as unanswered. */
export function encodeAnswerValue(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  return joinAnswer(question, answer, true) ?? (answer?.notes ? NOTES_ONLY : undefined);
}

/** The end of the JSON string literal starting at `i` when it is followed by ", " or the end, else -1. */
function literalEnd(s: string, i: number): number {
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (s[j] === '"') {
      if (j + 1 < s.length && !s.startsWith(SEP, j + 1)) return -1;
      try {
        JSON.parse(s.slice(i, j + 1));
        return j + 1;
      } catch {
        return -1;
      }
    }
  }
  return -1;
}

/**
 * Splits a multi-select `answers` value into its items, the inverse of joinAnswer's encoded form:
 * a JSON string literal followed by ", " or the end is one item; otherwise a label followed by ", "
 * or the end (labels without ", " and `"` first, so `a, b` is two labels even when a label "a, b"
 * exists; labels with them match raw only for hosts that never quote); otherwise the text up to
 * the next ", ".
 */
export function splitAnswerList(question: AskQuestion, value: string): string[] {
  const labels = labelsOf(question);
  const raw = [...labels.filter((l) => !needsQuotes(l)), ...labels.filter(needsQuotes)];
  const items: string[] = [];
  for (let i = 0; ; i += SEP.length) {
    const boundary = (k: number) => k === value.length || value.startsWith(SEP, k);
    let end = value[i] === '"' ? literalEnd(value, i) : -1;
    if (end >= 0) items.push(JSON.parse(value.slice(i, end)) as string);
    else {
      const label = raw.find((l) => value.startsWith(l, i) && boundary(i + l.length));
      const next = value.indexOf(SEP, i);
      end = label !== undefined ? i + label.length : next < 0 ? value.length : next;
      items.push(value.slice(i, end));
    }
    i = end;
    if (i >= value.length) return items;
  }
}

/**
 * Splits an `answers` value back into labels and Other text, as Claude Code reads it: `(notes only)`
 * and the empty string are no answer; single-select, a value that is exactly a label is that label
 * (so Other text equal to a label reads back as the label, as it does in Claude Code's own picker)
 * and anything else is Other text verbatim; multi-select, every item of splitAnswerList that is a
 * label is selected and the rest, joined by ", ", is the Other text.
 */
export function splitAnswerValue(question: AskQuestion, value: string): { selected: string[]; other?: string } {
  const labels = labelsOf(question);
  if (value === '' || value === NOTES_ONLY) return { selected: [] };
  if (isSingle(question)) return labels.includes(value) ? { selected: [value] } : { selected: [], other: value };
  const items = splitAnswerList(question, value);
  const rest = items.filter((item) => !labels.includes(item));
  const selected = labels.filter((l) => items.includes(l));
  return rest.length > 0 ? { selected, other: rest.join(SEP) } : { selected };
}

/** The preview the model should see with an answer: the chosen option's, single-select only, not for Other. */
export function chosenPreview(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer || !isSingle(question) || answer.other !== undefined || !question.hasPreviews) return undefined;
  return question.options.find((o) => o.label === answer.selected[0])?.preview;
}

/** The host-filled part of `updatedInput`. */
export type ClaudeAnswerFields = Pick<ClaudeOutput, 'answers' | 'annotations' | 'response' | 'afkTimeoutMs' | 'followUp'>;

const UNANSWERED: Record<DeclineReason, UnansweredReason> = {
  dismissed: 'dismissed',
  replied_in_chat: 'replied_in_chat',
  chat_about_this: 'replied_in_chat',
};

/**
 * The answer fields for a checked outcome (see checkOutcome). Declines carry no answers: the deny
 * message says what happened (see permission.ts). A blank follow-up response is left out.
 */
export function claudeAnswerFields(request: AskRequest, outcome: AskOutcome, opts: ClaudeOutputOptions = {}): ClaudeAnswerFields {
  const fields: ClaudeAnswerFields = { answers: {} };
  const annotations: Record<string, ClaudeAnnotation> = {};
  const answers = 'answers' in outcome && outcome.type !== 'declined' ? outcome.answers : {};
  for (const q of request.questions) {
    const answer = answers[q.id];
    const value = encodeAnswerValue(q, answer);
    if (!answer || value === undefined) continue;
    setOwn(fields.answers, q.question, value);
    const preview = chosenPreview(q, answer);
    if (preview !== undefined || answer.notes) setOwn(annotations, q.question, withoutUndefined({ preview, notes: answer.notes }));
  }
  if (opts.capabilities?.includes(UNANSWERED_CAPABILITY)) {
    const reason = outcome.type === 'declined' ? UNANSWERED[outcome.reason] : 'skipped';
    for (const q of request.questions) {
      if (!Object.hasOwn(fields.answers, q.question)) setOwn(annotations, q.question, { unanswered: reason });
    }
  }
  if (Object.keys(annotations).length > 0) fields.annotations = annotations;
  if (outcome.type === 'replied') fields.response = outcome.response;
  if (outcome.type === 'timed_out') fields.afkTimeoutMs = outcome.timeoutMs;
  if (outcome.type === 'follow_up') {
    fields.followUp = true;
    if (outcome.response !== undefined) fields.response = outcome.response;
  }
  return fields;
}

/**
 * A copy of plain JSON-like data (arrays, plain objects, primitives), own keys kept (`__proto__`
 * too). Past a depth no tool input reaches (a stray key nested thousands deep) the data is shared,
 * not copied, rather than overflow the stack.
 */
function copyPlain(value: unknown, depth = 0): unknown {
  if (depth > 99) return value;
  if (Array.isArray(value)) return value.map((item) => copyPlain(item, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, copyPlain(value[key], depth + 1));
  return copy;
}

/**
 * The input to echo: the raw Claude input (`request.input`, set by parseAskRequest) without the
 * host-filled keys, or, for a request without one (built by hand, another dialect), the request in
 * Claude's input shape.
 */
function echoOf(request: AskRequest): Record<string, unknown> {
  const input = request.input;
  if (request.dialect === 'claude' && isRecord(input) && Array.isArray(input.questions)) {
    // Every key of the input already passed the CLI's strict input schema, which also checks
    // updatedInput, so echoing them is safe; answer keys the model sent are replaced, never merged.
    const echo: Record<string, unknown> = {};
    for (const key of Object.keys(input)) if (!ANSWER_KEYS.includes(key)) setOwn(echo, key, copyPlain(input[key]));
    return echo;
  }
  return withoutUndefined({
    questions: request.questions.map((q) => ({
      question: q.question,
      header: q.headerIsFallback ? '' : q.header,
      options: q.options.map(({ label, description, preview }) => withoutUndefined({ label, description, preview })),
      multiSelect: !isSingle(q),
    })),
    title: request.title,
    metadata: request.metadata && copyPlain(request.metadata),
  });
}

/**
 * Claude's `updatedInput` for an outcome (spec section 2): the input echoed exactly, `answers` keyed
 * by question text, `annotations` (the chosen option's preview, notes, and with the capability the
 * unanswered marks), `response` for a reply, `afkTimeoutMs` for a timeout, `followUp` (and the
 * response written with it) for a follow-up request. A decline has empty answers: hosts deny it
 * instead (toClaudePermissionResult). Throws AskOutcomeError for an outcome it cannot write.
 */
export function toClaudeOutput(request: AskRequest, outcome: AskOutcome, opts?: ClaudeOutputOptions): ClaudeOutput {
  const fields = claudeAnswerFields(request, checkOutcome(request, outcome), opts);
  return { ...echoOf(request), ...fields } as ClaudeOutput;
}

/** Builds a QuestionAnswer from labels and Other text, or undefined when it holds nothing. */
function makeAnswer(question: AskQuestion, picked: string[], other: string | undefined, notes: string | undefined) {
  const labels = labelsOf(question).filter((l) => picked.includes(l));
  const selected = isSingle(question) ? labels.slice(0, other ? 0 : 1) : labels;
  if (labels.length === 0 && !other && !notes) return undefined;
  return withoutUndefined<QuestionAnswer>({ selected, other: other || undefined, notes: notes || undefined });
}

/** The inverse of toClaudeOutput. Never throws: garbage yields an answered outcome with what could be read. */
export function fromClaudeOutput(request: AskRequest, output: unknown): AskOutcome {
  try {
    const o = asRecord(output);
    const answersIn = asRecord(o.answers);
    const notesIn = asRecord(o.annotations);
    const answers: AnswerMap = {};
    for (const q of request.questions) {
      const own = (record: Record<string, unknown>) => (Object.hasOwn(record, q.question) ? record[q.question] : undefined);
      const annotation = own(notesIn);
      const notes = isRecord(annotation) && typeof annotation.notes === 'string' ? annotation.notes : undefined;
      // An answers value is a string, or an array of labels (in any order) and Other text.
      const raw = own(answersIn);
      let picked: string[] = [];
      let other: string | undefined;
      if (typeof raw === 'string') ({ selected: picked, other } = splitAnswerValue(q, raw));
      else if (Array.isArray(raw)) {
        const labels = labelsOf(q);
        const items = raw.filter((x): x is string => typeof x === 'string' && x !== '');
        picked = items.filter((x) => labels.includes(x));
        other = items.filter((x) => !labels.includes(x)).join(SEP);
      }
      const answer = makeAnswer(q, picked, other, notes);
      if (answer) setOwn(answers, q.id, answer);
    }
    // Same precedence as the result text: the idle timeout, then a follow-up request, then a
    // response; a blank response next to answers is no response (spec section 3).
    if (typeof o.afkTimeoutMs === 'number' && Number.isFinite(o.afkTimeoutMs) && o.afkTimeoutMs >= 0) {
      return { type: 'timed_out', timeoutMs: o.afkTimeoutMs, answers };
    }
    const response = typeof o.response === 'string' && o.response.trim() ? o.response : undefined;
    if (o.followUp === true) return response === undefined ? { type: 'follow_up', answers } : { type: 'follow_up', answers, response };
    if (typeof o.response === 'string' && (response !== undefined || Object.keys(answers).length === 0)) {
      return { type: 'replied', response: o.response };
    }
    return { type: 'answered', answers };
  } catch {
    return { type: 'answered', answers: {} }; // exotic input only (throwing getters, proxies)
  }
}
