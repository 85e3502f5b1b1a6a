import type { AskOutcome, AskQuestion, AskRequest, DeclineReason, QuestionAnswer } from './types.js';
import { joinAnswer } from './claude-output.js';
import { setOwn, withoutUndefined } from './plain-data.js';
import { declineMessage, toClaudeResultText } from './result-text.js';

// The plain answer hosts without quoting use (Spring AI, the Go broker, agentrail) is joinAnswer's
// raw form: labels joined by ", ", Other text verbatim as the last element; in single-select Other
// replaces the label. Notes have no place in these formats, so notes alone give no answer.

/** Answers keyed by question text (Spring AI's `Map<String, String>`, the Go broker's `Answers`). */
export function toAnswerMap(request: AskRequest, outcome: AskOutcome): Record<string, string> {
  // A declined or replied outcome has no answers to report: a map consumer cannot tell answers-so-far
  // from a real submission, and reporting a dismiss as answers is a known bug family.
  if (outcome.type !== 'answered' && outcome.type !== 'timed_out') return {};
  const map: Record<string, string> = {};
  for (const q of request.questions) {
    const value = joinAnswer(q, outcome.answers[q.id]);
    if (value !== undefined) setOwn(map, q.question, value);
  }
  return map;
}

/** agentrail's `{ question, answer }` result (one question per call; only the first is used). */
export function toAgentrailResult(request: AskRequest, outcome: AskOutcome): { question: string; answer: string } {
  const q = request.questions[0];
  const question = q?.question ?? '';
  if (outcome.type === 'replied') return { question, answer: outcome.response };
  // agentrail has no cancel path; the decline message at least says plainly that nothing was chosen.
  if (outcome.type === 'declined') return { question, answer: declineMessage(request, outcome) };
  return { question, answer: (q && joinAnswer(q, outcome.answers[q.id])) ?? '' };
}

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
  | { response: string };

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

/** pi's `ask` tool result: `content[0].text` and `details` (reference 001). */
export function toPiResult(request: AskRequest, outcome: AskOutcome): PiResult {
  if (outcome.type === 'replied') return { text: toClaudeResultText(request, outcome), details: { response: outcome.response } };
  if (outcome.type === 'declined') {
    const questions = request.questions.map((q) => q.question);
    const chat = outcome.reason === 'chat_about_this' ? { chatRedirect: true as const } : {};
    return { text: declineMessage(request, outcome), details: { declined: outcome.reason, ...chat, questions } };
  }
  const results = request.questions.map((q) => piResult(q, outcome.answers[q.id], outcome.type === 'timed_out'));
  const [first] = results;
  if (results.length === 1 && first) {
    const { id: _id, ...details } = first;
    return { text: singleText(first), details };
  }
  return { text: `User answers:\n${results.map(answerLine).join('\n')}`, details: { results } };
}
