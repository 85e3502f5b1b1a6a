import type { AnswerMap, AskOutcome, AskRequest, DeclineReason, QuestionAnswer } from './types.js';

/**
 * Thrown by every encoder (`toClaudeOutput`, `toClaudeResultText`, `toClaudePermissionResult`,
 * `declineMessage`, `toCanonicalText`, `toAnswerMap`, `toPiResult`, `toAgentrailResult`,
 * `toGeminiResult`, `toMastraResult`, `toOpenCodeResult`) for an outcome it cannot write, instead
 * of writing a broken text such as "No response after NaNs".
 * Only untyped callers (JSON from storage or the wire) can meet it.
 */
export class AskOutcomeError extends TypeError {
  /** Where in the outcome the problem is, e.g. `['answers', 'q1', 'selected']`; `[]` for the outcome itself. */
  readonly path: (string | number)[];
  constructor(path: (string | number)[], problem: string) {
    super(`outcome${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')} ${problem}`);
    this.name = 'AskOutcomeError';
    this.path = path;
  }
}

const REASONS: readonly DeclineReason[] = ['dismissed', 'chat_about_this', 'replied_in_chat'];
const TYPES: readonly AskOutcome['type'][] = ['answered', 'timed_out', 'declined', 'replied', 'follow_up'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (record: Record<string, unknown>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
/** A short description of a wrong value for an error message (never its whole text). */
function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === undefined || v === null) return String(v);
  return Array.isArray(v) ? 'an array' : `a value of type ${typeof v}`;
}

/** `undefined`, or a string (blank counts as absent), else an error at `path`. */
function optionalText(value: unknown, path: (string | number)[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AskOutcomeError(path, `must be a string, got ${show(value)}`);
  return value.trim() ? value : undefined;
}

function checkAnswer(value: unknown, path: (string | number)[]): QuestionAnswer | undefined {
  if (!isRecord(value)) throw new AskOutcomeError(path, `must be an object like { selected: [] }, got ${show(value)}`);
  const selected = value.selected ?? [];
  if (!Array.isArray(selected) || selected.some((l) => typeof l !== 'string')) {
    throw new AskOutcomeError([...path, 'selected'], `must be an array of option labels, got ${show(selected)}`);
  }
  const answer: QuestionAnswer = { selected: [...(selected as string[])] };
  const other = optionalText(value.other, [...path, 'other']);
  const notes = optionalText(value.notes, [...path, 'notes']);
  if (other !== undefined) answer.other = other;
  if (notes !== undefined) answer.notes = notes;
  return answer.selected.length > 0 || other !== undefined || notes !== undefined ? answer : undefined;
}

/**
 * The answers of the request's questions (entries for other ids cannot be written anywhere and are
 * left out). `lenient`: a decline's answers-so-far are context only, so what cannot be read is left
 * out rather than refused; the answers of a submission are the payload, so they are checked.
 */
function checkAnswers(request: AskRequest, value: unknown, lenient: boolean): AnswerMap {
  const answers: AnswerMap = {};
  if (!isRecord(value)) {
    if (lenient) return answers;
    throw new AskOutcomeError(['answers'], `must be an object keyed by question id, got ${show(value)}`);
  }
  for (const q of request.questions) {
    const raw = own(value, q.id);
    if (raw === undefined) continue;
    let answer: QuestionAnswer | undefined;
    try {
      answer = checkAnswer(raw, ['answers', q.id]);
    } catch (error) {
      if (!lenient) throw error;
    }
    // Question ids are model text (pi), so `__proto__` must stay an own key.
    if (answer) Object.defineProperty(answers, q.id, { value: answer, enumerable: true, writable: true, configurable: true });
  }
  return answers;
}

/**
 * The outcome every encoder writes: a checked copy of what the caller passed. Throws
 * AskOutcomeError for what cannot be written; the documented fallbacks are:
 * - a decline always declines: an unknown `reason` counts as `dismissed`, missing or malformed
 *   `answers` (or entries) count as none, a non-string `message` as none;
 * - a follow-up without `answers` has none;
 * - a blank `other` / `notes` / `message` / follow-up `response` counts as absent, a missing
 *   `selected` as `[]`;
 * - answers for ids that are not the request's questions are ignored.
 */
export function checkOutcome(request: AskRequest, outcome: unknown): AskOutcome {
  if (!isRecord(outcome)) throw new AskOutcomeError([], `must be an object like { type: 'answered', answers: {} }, got ${show(outcome)}`);
  const type = outcome.type as AskOutcome['type'];
  if (!TYPES.includes(type)) throw new AskOutcomeError(['type'], `must be one of ${TYPES.join(', ')}, got ${show(type)}`);
  switch (type) {
    case 'declined': {
      const reason = REASONS.includes(outcome.reason as DeclineReason) ? (outcome.reason as DeclineReason) : 'dismissed';
      const message = typeof outcome.message === 'string' && outcome.message.trim() ? outcome.message : undefined;
      const answers = checkAnswers(request, outcome.answers, true);
      const declined: Extract<AskOutcome, { type: 'declined' }> = message === undefined ? { type, reason, answers } : { type, reason, message, answers };
      // Kept: MCP elicitation tells an explicit Decline from a dismissal by it.
      if (outcome.explicit === true) declined.explicit = true;
      return declined;
    }
    case 'replied':
      if (typeof outcome.response !== 'string') throw new AskOutcomeError(['response'], `must be a string, got ${show(outcome.response)}`);
      return { type, response: outcome.response };
    case 'timed_out': {
      const ms = outcome.timeoutMs;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
        throw new AskOutcomeError(['timeoutMs'], `must be a finite number of milliseconds >= 0, got ${show(ms)}`);
      }
      return { type, timeoutMs: ms, answers: checkAnswers(request, outcome.answers, false) };
    }
    case 'follow_up': {
      const response = optionalText(outcome.response, ['response']);
      const answers = checkAnswers(request, outcome.answers ?? {}, false);
      return response === undefined ? { type, answers } : { type, answers, response };
    }
    default:
      return { type, answers: checkAnswers(request, outcome.answers, false) };
  }
}
