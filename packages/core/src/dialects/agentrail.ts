/**
 * agentrail's question tool as a dialect: one question at the top level with string options (the
 * table entry), answered with `{ question, answer }` (`toAgentrailResult`).
 */
import type { AskLimits, AskOutcome, AskRequest } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { joinAnswer } from '../encode/claude-output.js';
import { declineMessage, toClaudeResultText } from '../encode/result-text.js';
import { type Dialect, DEFAULT_LIMITS, UNLIMITED } from '../protocol/dialect.js';

export const AGENTRAIL_LIMITS: Readonly<AskLimits> = Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxQuestions: 1 });

export const AGENTRAIL: Dialect = { multiKey: 'multiple', otherKey: 'custom', hintKey: 'hint', single: true, plainOptions: true };

// Its answer is joinAnswer's raw form (see encode/answer-maps.ts).
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
