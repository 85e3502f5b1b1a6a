import type { AskOutcome, AskRequest } from '../protocol/types.js';
import { joinAnswer } from './claude-output.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { setOwn } from '../protocol/plain-data.js';

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
