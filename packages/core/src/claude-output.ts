import type { AnswerMap, AskOutcome, AskQuestion, AskRequest, QuestionAnswer } from './types.js';
import { setOwn, withoutUndefined } from './plain-data.js';

/** One question as Claude's AskUserQuestion input has it (echoed back in `updatedInput`). */
export interface ClaudeQuestionInput {
  question: string;
  header: string;
  options: { label: string; description?: string; preview?: string }[];
  multiSelect: boolean;
}

/** What the host returns to the SDK as `updatedInput` (spec section 2). */
export interface ClaudeOutput {
  questions: ClaudeQuestionInput[];
  /** Keyed by question text, never by index. */
  answers: Record<string, string>;
  annotations?: Record<string, { preview?: string; notes?: string }>;
  response?: string;
  afkTimeoutMs?: number;
}

/** The answer written for a question that has notes but no selection and no Other text. */
export const NOTES_ONLY = '(notes only)';

const SEP = ', ';

const isSingle = (question: AskQuestion) => question.selectionMode === 'single';
const labelsOf = (question: AskQuestion) => question.options.map((o) => o.label);
const needsQuotes = (label: string) => label.includes(SEP) || label.includes('"');

/**
 * A JSON literal that parses to `text` but differs from JSON.stringify(text): the first character
 * gets its `\uXXXX` escape (uppercase hex), e.g. `"\u0041PI key"` for `API key`, `"\u005C"` for a
 * backslash. That escape is JSON.stringify's own form only for the C0 controls whose code is
 * digits only, so those are skipped; text made of nothing else has no such form (no model writes
 * such a label).
 */
function distinctLiteral(text: string): string {
  const i = text.search(/[^\0-\x07\x10-\x19]/u);
  if (i < 0) return JSON.stringify(text);
  const c = String.fromCodePoint(text.codePointAt(i)!); // a whole surrogate pair, or one unit
  const escape = c.replace(/[^]/g, (unit) => '\\u' + (0x10000 + unit.charCodeAt(0)).toString(16).slice(1).toUpperCase());
  return JSON.stringify(text.slice(0, i)).slice(0, -1) + escape + JSON.stringify(text.slice(i + c.length)).slice(1);
}

/**
 * Other text is written verbatim unless a decoder would misread it: when it starts with `"`, equals
 * a label or the notes-only sentinel, or (multi) starts with `<label>, `. Then it is written as a
 * JSON string literal. The canonical literal JSON.stringify(label) is reserved for labels, so an
 * Other text equal to a label gets a distinct literal instead (see distinctLiteral): the decoder
 * tells them apart by the raw token text, and both still read as the same text to a model.
 */
function encodeOther(question: AskQuestion, other: string): string {
  const labels = labelsOf(question);
  const misread =
    other[0] === '"' ||
    other === NOTES_ONLY ||
    labels.some((l) => other === l || (!isSingle(question) && other.startsWith(l + SEP)));
  if (!misread) return other;
  const literal = JSON.stringify(other);
  return labels.includes(literal) || labels.includes(other) ? distinctLiteral(other) : literal;
}

/**
 * An answer's labels then its Other text, joined by ", ", or undefined when there are none; in
 * single-select the Other text replaces the label. `encoded`: Claude's form (multi-select labels
 * with ", " or `"` as JSON literals, Other text as encodeOther writes it); else everything raw,
 * as hosts without quoting write it.
 */
export function joinAnswer(question: AskQuestion, answer: QuestionAnswer | undefined, encoded?: boolean): string | undefined {
  if (!answer) return undefined;
  const other = answer.other && (encoded ? encodeOther(question, answer.other) : answer.other);
  const parts = isSingle(question)
    ? answer.selected.slice(0, other ? 0 : 1)
    : answer.selected.map((l) => (encoded && needsQuotes(l) ? JSON.stringify(l) : l));
  if (other) parts.push(other);
  return parts.length > 0 ? parts.join(SEP) : undefined;
}

/** The `answers[question]` value for one answer, or undefined when the question counts as unanswered. */
export function encodeAnswerValue(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  return joinAnswer(question, answer, true) ?? (answer?.notes ? NOTES_ONLY : undefined);
}

/** The raw text of the JSON string literal starting at `i`, or undefined when there is none. */
function literalAt(s: string, i: number): string | undefined {
  if (s[i] !== '"') return undefined;
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (s[j] === '"') {
      const raw = s.slice(i, j + 1);
      try {
        JSON.parse(raw);
        return raw;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Splits an `answers` value back into labels and Other text. Multi-select reads left to right:
 * a quoted token is a label only when it is exactly JSON.stringify(label) (see encodeOther), a known
 * label followed by ", " or the end is a label, and whatever is left is the Other text.
 */
export function splitAnswerValue(question: AskQuestion, value: string): { selected: string[]; other?: string } {
  const labels = labelsOf(question);
  const canonical = (literal: string | undefined) => labels.find((l) => JSON.stringify(l) === literal);
  // A whole-value JSON literal is Other text we quoted; anything else is Other text verbatim.
  const asOther = (text: string) => ({ selected, other: literalAt(text, 0) === text ? (JSON.parse(text) as string) : text });
  const selected: string[] = [];
  if (isSingle(question)) {
    const label = labels.includes(value) ? value : canonical(value);
    if (label !== undefined) selected.push(label);
    return label !== undefined || value === NOTES_ONLY || value === '' ? { selected } : asOther(value);
  }
  if (value === '' || (value === NOTES_ONLY && !labels.includes(NOTES_ONLY))) return { selected };
  // Labels a compliant writer leaves raw come first, so `a, b` is two labels even when a label
  // "a, b" exists; labels with ", " or `"` match raw only as a fallback (hosts that never quote).
  const raw = [...labels.filter((l) => !needsQuotes(l)), ...labels.filter(needsQuotes)];
  const boundary = (k: number) => k === value.length || value.startsWith(SEP, k);
  for (let i = 0; i < value.length; ) {
    const found = literalAt(value, i);
    const literal = found && boundary(i + found.length) ? found : undefined;
    // A whole literal token is a label (canonical form) or Other text, never raw label text.
    const label = literal ? canonical(literal) : raw.find((l) => value.startsWith(l, i) && boundary(i + l.length));
    if (label === undefined) return asOther(value.slice(i));
    selected.push(label);
    i += (literal ?? label).length + SEP.length;
  }
  return { selected };
}

/** The preview the model should see with an answer: the chosen option's, single-select only, not for Other. */
export function chosenPreview(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer || !isSingle(question) || answer.other || !question.hasPreviews) return undefined;
  return question.options.find((o) => o.label === answer.selected[0])?.preview;
}

export function toClaudeOutput(request: AskRequest, outcome: AskOutcome): ClaudeOutput {
  const output: ClaudeOutput = {
    // The request in Claude's input shape.
    questions: request.questions.map((q) => ({
      question: q.question,
      header: q.headerIsFallback ? '' : q.header,
      options: q.options.map(({ label, description, preview }) => withoutUndefined({ label, description, preview })),
      multiSelect: !isSingle(q),
    })),
    answers: {},
  };
  if (outcome.type === 'replied') return { ...output, response: outcome.response };
  // Declines carry no answers here: the deny message says what happened (see permission.ts).
  if (outcome.type === 'declined') return output;
  const annotations: NonNullable<ClaudeOutput['annotations']> = {};
  for (const q of request.questions) {
    const answer = outcome.answers[q.id];
    const value = encodeAnswerValue(q, answer);
    if (!answer || value === undefined) continue;
    // A label that is literally "(notes only)" would swallow the sentinel: then the key stays
    // absent and the notes annotation alone carries the answer (fromClaudeOutput reads it).
    const notesOnly = answer.selected.length === 0 && !answer.other;
    if (!(notesOnly && labelsOf(q).includes(NOTES_ONLY))) setOwn(output.answers, q.question, value);
    const preview = chosenPreview(q, answer);
    if (preview !== undefined || answer.notes) {
      setOwn(annotations, q.question, withoutUndefined({ preview, notes: answer.notes || undefined }));
    }
  }
  if (Object.keys(annotations).length > 0) output.annotations = annotations;
  if (outcome.type === 'timed_out') output.afkTimeoutMs = outcome.timeoutMs;
  return output;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

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
    // Same precedence as the result text: the idle timeout wins over a free response.
    if (typeof o.afkTimeoutMs === 'number' && Number.isFinite(o.afkTimeoutMs)) {
      return { type: 'timed_out', timeoutMs: o.afkTimeoutMs, answers };
    }
    if (typeof o.response === 'string') return { type: 'replied', response: o.response };
    return { type: 'answered', answers };
  } catch {
    return { type: 'answered', answers: {} }; // exotic input only (throwing getters, proxies)
  }
}
