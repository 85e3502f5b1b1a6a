import type { AskOutcome, AskQuestion, AskRequest, DeclineReason, QuestionAnswer } from './types.js';
import { joinAnswer } from './claude-output.js';
import { checkOutcome } from './outcome-check.js';
import { setOwn, withoutUndefined } from './plain-data.js';
import { declineMessage, toClaudeResultText } from './result-text.js';

// The plain answer hosts without quoting use (Spring AI, the Go broker, agentrail) is joinAnswer's
// raw form: labels joined by ", ", Other text verbatim as the last element; in single-select Other
// replaces the label. Notes have no place in these formats, so notes alone give no answer.

/**
 * Answers keyed by question text (Spring AI's `Map<String, String>`, the Go broker's `Answers`).
 * Throws AskOutcomeError for an outcome it cannot write.
 */
export function toAnswerMap(request: AskRequest, outcome: AskOutcome): Record<string, string> {
  const checked = checkOutcome(request, outcome);
  // Declined, replied and follow-up outcomes have no answers to report: a map consumer cannot tell
  // answers-so-far from a real submission (a follow-up says "do not start yet", which a map cannot),
  // and reporting a dismiss as answers is a known bug family.
  if (checked.type !== 'answered' && checked.type !== 'timed_out') return {};
  const map: Record<string, string> = {};
  for (const q of request.questions) {
    const value = joinAnswer(q, checked.answers[q.id]);
    if (value !== undefined) setOwn(map, q.question, value);
  }
  return map;
}

/**
 * agentrail's `{ question, answer }` result (one question per call; only the first is used).
 * Throws AskOutcomeError for an outcome it cannot write.
 */
export function toAgentrailResult(request: AskRequest, outcome: AskOutcome): { question: string; answer: string } {
  const checked = checkOutcome(request, outcome);
  const q = request.questions[0];
  const question = q?.question ?? '';
  if (checked.type === 'replied') return { question, answer: checked.response };
  // agentrail has no cancel or follow-up path; the text at least says plainly what happened.
  if (checked.type === 'declined') return { question, answer: declineMessage(request, checked) };
  if (checked.type === 'follow_up') return { question, answer: toClaudeResultText(request, checked) };
  return { question, answer: (q && joinAnswer(q, checked.answers[q.id])) ?? '' };
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
