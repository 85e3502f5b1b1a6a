/**
 * OpenCode's `question` tool as a dialect: Claude's shape with `multiple` and `custom` (the table
 * entry), and the answers its host replies with for an outcome (`toOpenCodeResult`), checked
 * against the tool's source (see the README's dialect section).
 */
import type { AskLimits, AskOutcome, AskRequest } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { WRAPPERS } from '../encode/result-text-wording.js';
import { answerItems } from './answer-items.js';
import { type Dialect, DEFAULT_LIMITS, UNLIMITED } from '../protocol/dialect.js';

// The tool describes its header as "max 30 chars".
export const OPENCODE_LIMITS: Readonly<AskLimits> = Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxHeaderLength: 30 });

// The tool input has no `custom` (its UI then offers a typed answer); its host-side question
// objects do, so it is still read.
export const OPENCODE: Dialect = { multiKey: 'multiple', otherKey: 'custom' };

/** OpenCode's `Question.RejectedError` message: the tool call fails with it and the turn stops. */
const OPENCODE_REJECTED = 'The user dismissed this question';

/**
 * OpenCode's `question` result: the `answers` its host replies with (one array of labels, or the
 * typed text, per question, in question order) and the tool's `output` for the model. A decline
 * or a reply in the chat rejects the question (`rejected`): OpenCode fails the tool call with
 * `error` and stops the turn. A follow-up or a timeout replies with what was answered so far.
 */
export type OpenCodeResult = { answers: string[][]; output: string } | { rejected: true; error: string };

/** See OpenCodeResult. Throws AskOutcomeError for an outcome it cannot write. */
export function toOpenCodeResult(request: AskRequest, outcome: AskOutcome): OpenCodeResult {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'declined' || checked.type === 'replied') return { rejected: true, error: OPENCODE_REJECTED };
  const answers = request.questions.map((q) => answerItems(q, checked.answers[q.id]));
  const fragments = request.questions.map((q, i) => `"${q.question}"="${answers[i]!.length ? answers[i]!.join(', ') : 'Unanswered'}"`);
  // OpenCode words it as Claude Code did up to CLI 2.1.144, with every question listed.
  const [head, tail] = WRAPPERS.legacy;
  return { answers, output: head + fragments.join(', ') + tail };
}
