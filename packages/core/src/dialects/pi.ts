/**
 * pi's `ask` tool (reference 001) as a dialect: how its input is read (the table entry and its
 * own ids) and what its tool result is for an outcome (`toPiResult`).
 */
import type { AskLimits, AskOutcome, AskQuestion, AskRequest, DeclineReason, QuestionAnswer } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { withoutUndefined } from '../protocol/plain-data.js';
import { declineMessage, toClaudeResultText } from '../encode/result-text.js';
import { type Dialect, DEFAULT_LIMITS, UNLIMITED } from '../protocol/dialect.js';
import { read } from '../protocol/parse-read.js';
import { quote } from '../protocol/parse-issues.js';
import { type DialectReaders, readTyped } from '../parse/parse-context.js';

// pi's schema only requires one question; its options array may be any length.
export const PI_LIMITS: Readonly<AskLimits> = Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED });

export const PI: Dialect = { multiKey: 'multi', ids: true };

/**
 * pi's own id is also its chip: [question id, header] (`DialectReaders.ownId`). A missing or
 * repeated one gets the first free `q<n>[_k]` and the `Q<n>` chip (header null).
 */
export const readPiId: NonNullable<DialectReaders['ownId']> = (c, item, path, index, settled, taken) => {
  const idPath = [...path, 'id'];
  const given = readTyped(c, read(item, 'id'), idPath, 'string');
  const header = given?.trim() && !taken.has(given) ? given : null;
  // An id naming an Object.prototype member ("__proto__", "constructor") would alias it in maps
  // keyed by question id, so it keeps its chip but gets a safe id.
  const reserved = header !== null && header in Object.prototype;
  let id = `q${index + 1}`;
  if (header && !reserved) id = header;
  else {
    for (let k = 2; taken.has(id); k++) id = `q${index + 1}_${k}`;
    if (reserved && settled) {
      c.report('invalid_type', idPath, `${quote(given ?? '')} cannot be used as an id; using ${quote(id)} instead`, 'warning');
    } else if (given?.trim() && settled) {
      c.report('duplicate_question', idPath, `${quote(given)} repeats an earlier id; using ${quote(id)} instead, give every question its own id`, 'warning');
    }
  }
  taken.add(id);
  return [id, header];
};

/** One question of pi's `ask` result details. */
export interface PiQuestionResult {
  id: string;
  question: string;
  options: string[];
  multi: boolean;
  selectedOptions: string[];
  customInput?: string;
  note?: string;
  timedOut?: boolean;
}

export type PiDetails =
  | Omit<PiQuestionResult, 'id'>
  | { results: PiQuestionResult[] }
  | { declined: DeclineReason; chatRedirect?: true; questions: string[] }
  | { response: string }
  /** A follow-up request ("ask me more first"): the answers so far and what the user wrote with it. */
  | { followUp: true; results: PiQuestionResult[]; response?: string };

export interface PiResult {
  text: string;
  details: PiDetails;
}

const TIMEOUT_MARK = ' (auto-selected after timeout)';

function piResult(q: AskQuestion, answer: QuestionAnswer | undefined, timedOut: boolean): PiQuestionResult {
  const other = answer?.other;
  const selected = answer?.selected ?? [];
  const single = q.selectionMode === 'single';
  return withoutUndefined({
    id: q.id,
    question: q.question,
    options: q.options.map((o) => o.label),
    multi: !single,
    // In single-select the typed text replaces the pick.
    selectedOptions: single ? selected.slice(0, other ? 0 : 1) : selected,
    customInput: other || undefined,
    note: answer?.notes || undefined,
    timedOut: timedOut || undefined,
  });
}

/** pi's single-question text: its `User selected:` / `User provided custom input:` lines. */
function singleText(r: PiQuestionResult): string {
  const lines: string[] = [];
  if (r.selectedOptions.length > 0) lines.push(`User selected: ${r.selectedOptions.join(', ')}${r.timedOut ? TIMEOUT_MARK : ''}`);
  if (r.customInput !== undefined) lines.push(`User provided custom input: ${r.customInput}`);
  if (r.note !== undefined) lines.push(`User added note: ${r.note}`);
  if (lines.length > 0) return lines.join('\n');
  return r.multi ? 'User did not select any options' : 'User cancelled the selection';
}

/** One `id: answer` line of pi's multi-question text, in pi's shapes: `label`, `[a, b]`, `"typed"`. */
function answerLine(r: PiQuestionResult): string {
  const note = r.note !== undefined ? ` (note: ${r.note})` : '';
  const picked = r.multi ? `[${r.selectedOptions.join(', ')}]` : (r.selectedOptions[0] ?? '(cancelled)');
  const typed = r.customInput !== undefined ? `"${r.customInput}"` : '';
  // pi's own line drops the picks when text was typed too; we keep both so nothing is lost.
  const body = typed && r.selectedOptions.length > 0 ? `${picked} + Other: ${typed}` : typed || picked;
  return `${r.id}: ${body}${r.timedOut && r.selectedOptions.length > 0 ? TIMEOUT_MARK : ''}${note}`;
}

/**
 * pi's `ask` tool result: `content[0].text` and `details` (reference 001). pi has no follow-up, so
 * a follow-up request's text is Claude's follow-up text. Throws AskOutcomeError for an outcome it
 * cannot write.
 */
export function toPiResult(request: AskRequest, outcome: AskOutcome): PiResult {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'replied') return { text: toClaudeResultText(request, checked), details: { response: checked.response } };
  if (checked.type === 'declined') {
    const questions = request.questions.map((q) => q.question);
    const chat = checked.reason === 'chat_about_this' ? { chatRedirect: true as const } : {};
    return { text: declineMessage(request, checked), details: { declined: checked.reason, ...chat, questions } };
  }
  const results = request.questions.map((q) => piResult(q, checked.answers[q.id], checked.type === 'timed_out'));
  if (checked.type === 'follow_up') {
    return { text: toClaudeResultText(request, checked), details: withoutUndefined({ followUp: true as const, results, response: checked.response }) };
  }
  const [first] = results;
  if (results.length === 1 && first) {
    const { id: _id, ...details } = first;
    return { text: singleText(first), details };
  }
  return { text: `User answers:\n${results.map(answerLine).join('\n')}`, details: { results } };
}
