import type { AnswerMap, AskOutcome, AskQuestion, AskRequest, QuestionAnswer } from './types.js';

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

/** Sets an own key even when the key is `__proto__` (question texts are arbitrary model text). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

const needsQuotes = (label: string) => label.includes(SEP) || label.includes('"');

/**
 * A JSON literal that parses to `text` but differs from JSON.stringify(text): the first character
 * whose `\uXXXX` escape (uppercase hex) is not its canonical form gets that escape, e.g.
 * `"\u0041PI key"` for `API key`, `"\u005C"` for a backslash. Only text made entirely of C0
 * controls with digit-only codes has no such form (no model writes such a label).
 */
function distinctLiteral(text: string): string {
  for (let i = 0; i < text.length; ) {
    const c = String.fromCodePoint(text.codePointAt(i)!); // a whole surrogate pair, or one unit
    let escape = '';
    for (let k = 0; k < c.length; k++) escape += '\\u' + c.charCodeAt(k).toString(16).toUpperCase().padStart(4, '0');
    if (`"${escape}"` !== JSON.stringify(c)) {
      return JSON.stringify(text.slice(0, i)).slice(0, -1) + escape + JSON.stringify(text.slice(i + c.length)).slice(1);
    }
    i += c.length;
  }
  return JSON.stringify(text);
}

/**
 * Other text is written verbatim unless a decoder would misread it: when it starts with `"`, equals
 * a label or the notes-only sentinel, or (multi) starts with `<label>, `. Then it is written as a
 * JSON string literal. The canonical literal JSON.stringify(label) is reserved for labels, so an
 * Other text equal to a label gets a distinct literal instead (see distinctLiteral): the decoder
 * tells them apart by the raw token text, and both still read as the same text to a model.
 */
function encodeOther(question: AskQuestion, other: string): string {
  const labels = question.options.map((o) => o.label);
  const misread =
    other.startsWith('"') ||
    other === NOTES_ONLY ||
    labels.some((l) => other === l || (question.selectionMode === 'multiple' && other.startsWith(l + SEP)));
  if (!misread) return other;
  const literal = JSON.stringify(other);
  return labels.some((l) => l === literal || JSON.stringify(l) === literal) ? distinctLiteral(other) : literal;
}

/** The `answers[question]` value for one answer, or undefined when the question counts as unanswered. */
export function encodeAnswerValue(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  const other = answer.other ? encodeOther(question, answer.other) : undefined;
  if (question.selectionMode === 'single') {
    const value = other ?? answer.selected[0];
    return value ?? (answer.notes ? NOTES_ONLY : undefined);
  }
  const parts = answer.selected.map((l) => (needsQuotes(l) ? JSON.stringify(l) : l));
  if (other !== undefined) parts.push(other);
  if (parts.length > 0) return parts.join(SEP);
  return answer.notes ? NOTES_ONLY : undefined;
}

/** A JSON string literal starting at `i`: its raw text and value, or null when there is none. */
function literalAt(s: string, i: number): { raw: string; value: string } | null {
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (s[j] === '"') {
      const raw = s.slice(i, j + 1);
      try {
        return { raw, value: JSON.parse(raw) as string };
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Builds a QuestionAnswer with no undefined-valued keys (outcomes are plain persisted data). */
function makeAnswer(question: AskQuestion, picked: Set<string>, other: string | undefined, notes: string | undefined) {
  const labels = question.options.map((o) => o.label).filter((l) => picked.has(l));
  const selected = question.selectionMode === 'single' ? labels.slice(0, 1) : labels;
  if (selected.length === 0 && !other && !notes) return undefined;
  const answer: QuestionAnswer = { selected: question.selectionMode === 'single' && other ? [] : selected };
  if (other) answer.other = other;
  if (notes) answer.notes = notes;
  return answer;
}

/**
 * Splits an `answers` value back into labels and Other text. Multi-select reads left to right:
 * a quoted token is a label only when it is exactly JSON.stringify(label) (see encodeOther), a known
 * label followed by ", " or the end is a label, and whatever is left is the Other text.
 */
export function splitAnswerValue(question: AskQuestion, value: string): { selected: string[]; other?: string } {
  const labels = question.options.map((o) => o.label);
  // A whole-value JSON literal is Other text we quoted; anything else is Other text verbatim.
  const asOther = (text: string) => {
    const lit = text.startsWith('"') ? literalAt(text, 0) : null;
    return lit && lit.raw === text ? lit.value : text;
  };
  if (question.selectionMode === 'single') {
    if (labels.includes(value)) return { selected: [value] };
    const quoted = labels.find((l) => JSON.stringify(l) === value);
    if (quoted !== undefined) return { selected: [quoted] };
    return value === NOTES_ONLY || value === '' ? { selected: [] } : { selected: [], other: asOther(value) };
  }
  if (value === '' || (value === NOTES_ONLY && !labels.includes(NOTES_ONLY))) return { selected: [] };
  const selected: string[] = [];
  // Labels a compliant writer leaves raw come first, so `a, b` is two labels even when a label
  // "a, b" exists; labels with ", " or `"` match raw only as a fallback (hosts that never quote).
  const raw = [...labels.filter((l) => !needsQuotes(l)), ...labels.filter(needsQuotes)];
  const boundary = (k: number) => k === value.length || value.startsWith(SEP, k);
  let i = 0;
  while (i < value.length) {
    const found = value[i] === '"' ? literalAt(value, i) : null;
    const lit = found && boundary(i + found.raw.length) ? found : null;
    // A whole literal token is a label (canonical form) or Other text, never raw label text.
    const label = lit
      ? labels.find((l) => JSON.stringify(l) === lit.raw)
      : raw.find((l) => value.startsWith(l, i) && boundary(i + l.length));
    if (label === undefined) return { selected, other: asOther(value.slice(i)) };
    selected.push(label);
    i += (lit ? lit.raw.length : label.length) + SEP.length;
  }
  return { selected };
}

/** The request in Claude's input shape. */
export function toClaudeQuestions(request: AskRequest): ClaudeQuestionInput[] {
  return request.questions.map((q) => ({
    question: q.question,
    header: q.headerIsFallback ? '' : q.header,
    options: q.options.map((o) => ({
      label: o.label,
      ...(o.description !== undefined ? { description: o.description } : {}),
      ...(o.preview !== undefined ? { preview: o.preview } : {}),
    })),
    multiSelect: q.selectionMode === 'multiple',
  }));
}

/** The preview the model should see with an answer: the chosen option's, single-select only, not for Other. */
export function chosenPreview(question: AskQuestion, answer: QuestionAnswer | undefined): string | undefined {
  if (!answer || question.selectionMode !== 'single' || answer.other || !question.hasPreviews) return undefined;
  return question.options.find((o) => o.label === answer.selected[0])?.preview;
}

export function toClaudeOutput(request: AskRequest, outcome: AskOutcome): ClaudeOutput {
  const output: ClaudeOutput = { questions: toClaudeQuestions(request), answers: {} };
  if (outcome.type === 'replied') return { ...output, response: outcome.response };
  // Declines carry no answers here: the deny message says what happened (see permission.ts).
  if (outcome.type === 'declined') return output;
  const annotations: NonNullable<ClaudeOutput['annotations']> = {};
  for (const q of request.questions) {
    const answer = outcome.answers[q.id];
    const value = encodeAnswerValue(q, answer);
    if (value === undefined) continue;
    // A label that is literally "(notes only)" would swallow the sentinel: then the key stays
    // absent and the notes annotation alone carries the answer (fromClaudeOutput reads it).
    const notesOnly = answer?.selected.length === 0 && !answer.other;
    if (!(notesOnly && q.options.some((o) => o.label === NOTES_ONLY))) setOwn(output.answers, q.question, value);
    const preview = chosenPreview(q, answer);
    if (preview !== undefined || answer?.notes) {
      setOwn(annotations, q.question, {
        ...(preview !== undefined ? { preview } : {}),
        ...(answer?.notes ? { notes: answer.notes } : {}),
      });
    }
  }
  if (Object.keys(annotations).length > 0) output.annotations = annotations;
  if (outcome.type === 'timed_out') output.afkTimeoutMs = outcome.timeoutMs;
  return output;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Decodes one question's answer from an `answers` value (string, or an array of labels and Other text). */
function decodeAnswer(question: AskQuestion, raw: unknown, notes: string | undefined): QuestionAnswer | undefined {
  let picked: string[] = [];
  let other: string | undefined;
  if (typeof raw === 'string') ({ selected: picked, other } = splitAnswerValue(question, raw));
  else if (Array.isArray(raw)) {
    const labels = new Set(question.options.map((o) => o.label));
    const items = raw.filter((x): x is string => typeof x === 'string' && x !== '');
    picked = items.filter((x) => labels.has(x));
    const rest = items.filter((x) => !labels.has(x));
    if (rest.length > 0) other = rest.join(SEP);
  }
  return makeAnswer(question, new Set(picked), other, notes);
}

/** The inverse of toClaudeOutput. Never throws: garbage yields an answered outcome with what could be read. */
export function fromClaudeOutput(request: AskRequest, output: unknown): AskOutcome {
  try {
    return decodeOutput(request, output);
  } catch {
    return { type: 'answered', answers: {} }; // exotic input only (throwing getters, proxies)
  }
}

function decodeOutput(request: AskRequest, output: unknown): AskOutcome {
  const o = isRecord(output) ? output : {};
  const rawAnswers = isRecord(o.answers) ? o.answers : {};
  const rawNotes = isRecord(o.annotations) ? o.annotations : {};
  const answers: AnswerMap = {};
  for (const q of request.questions) {
    const annotation = Object.hasOwn(rawNotes, q.question) ? rawNotes[q.question] : undefined;
    const notes = isRecord(annotation) && typeof annotation.notes === 'string' && annotation.notes ? annotation.notes : undefined;
    const raw = Object.hasOwn(rawAnswers, q.question) ? rawAnswers[q.question] : undefined;
    const answer = decodeAnswer(q, raw, notes);
    if (answer) setOwn(answers, q.id, answer);
  }
  // Same precedence as the result text: the idle timeout wins over a free response.
  if (typeof o.afkTimeoutMs === 'number' && Number.isFinite(o.afkTimeoutMs)) {
    return { type: 'timed_out', timeoutMs: o.afkTimeoutMs, answers };
  }
  if (typeof o.response === 'string') return { type: 'replied', response: o.response };
  return { type: 'answered', answers };
}
