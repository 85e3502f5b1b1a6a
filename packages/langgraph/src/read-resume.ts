/**
 * The server's half of the resume value (`resume.ts`): reading the user's outcome back from what
 * `Command({ resume })` brought, against the request that was asked.
 */
import { AskOutcomeError, checkOutcome, type AskOutcome, type AskRequest } from '@askq/core';
import { outcomeFromToolOutput } from '@askq/ai-sdk/protocol';
import { AskResumeError } from './errors.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The user's outcome, read from a resume value against the request that was asked (the server's
 * own, never the echo). Throws `AskResumeError` for anything that is not an answer: a foreign
 * value must never read as "the user did not answer", the bug of hosts that resolve without UI.
 */
export function readAskResume(request: AskRequest, value: unknown): AskOutcome {
  if (!isRecord(value)) throw new AskResumeError(value, `expected askq's answer object ({ outcome, answers, ... }), got ${describe(value)}`);
  const hasOutcome = 'outcome' in value;
  // Claude Code's answers: text, or (multi-select, as Claude hosts also accept) a list of labels.
  const text = (a: unknown) => typeof a === 'string' || (Array.isArray(a) && a.every((l) => typeof l === 'string'));
  const claudeAnswers = isRecord(value.answers) && Object.values(value.answers).every(text);
  if (!hasOutcome && !claudeAnswers) {
    throw new AskResumeError(value, 'it has neither an outcome nor answers keyed by question text');
  }
  // Answers for questions that were not asked would be left out, and read as "did not answer".
  const foreign = (keys: string[], ours: string[]) => keys.find((key) => !ours.includes(key));
  const stray = hasOutcome
    ? isRecord(value.outcome) && isRecord(value.outcome.answers) && foreign(Object.keys(value.outcome.answers), request.questions.map((q) => q.id))
    : foreign(Object.keys(value.answers as object), request.questions.map((q) => q.question));
  if (typeof stray === 'string') throw new AskResumeError(value, `it answers ${JSON.stringify(stray)}, which is not a question asked here`);
  if (Array.isArray(value.questions)) {
    // The echo names the questions answered: an answer to another question must not pass as this one's.
    const asked = request.questions.map((q) => q.question);
    const echoed = value.questions.map((q: unknown) => (isRecord(q) ? q.question : undefined));
    if (echoed.length !== asked.length || echoed.some((text, i) => text !== asked[i])) {
      throw new AskResumeError(value, 'it answers other questions than the ones asked');
    }
  }
  try {
    if (hasOutcome) checkLabels(request, checkOutcome(request, value.outcome));
    return checkOutcome(request, outcomeFromToolOutput(request, value));
  } catch (error) {
    if (error instanceof AskOutcomeError) throw new AskResumeError(value, error.message, { cause: error });
    throw error;
  }
}

/**
 * An outcome's picks are its questions' own labels (typed text is `other`, never a pick). A
 * decline's answers so far are context only, read leniently as everywhere else.
 */
function checkLabels(request: AskRequest, outcome: AskOutcome): void {
  if (outcome.type === 'replied' || outcome.type === 'declined') return;
  for (const q of request.questions) {
    const label = outcome.answers[q.id]?.selected.find((l) => !q.options.some((o) => o.label === l));
    if (label !== undefined) throw new AskOutcomeError(['answers', q.id, 'selected'], `holds ${JSON.stringify(label)}, which is not an option of "${q.question}"`);
  }
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}
