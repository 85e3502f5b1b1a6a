/**
 * Gemini CLI's `ask_user` as a dialect: a `type` per question (choice, text, yesno) and its own
 * limits (the table entry), and what the tool hands its model for an outcome (`toGeminiResult`),
 * checked against the tool's source (see the README's dialect section).
 */
import type { AskLimits, AskOutcome, AskRequest } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { declineMessage, toClaudeResultText } from '../encode/result-text.js';
import { answerItems } from './answer-items.js';
import { type Dialect, DEFAULT_LIMITS } from '../protocol/dialect.js';

// 1-4 questions, 2-4 options for a choice question, "max 16 chars" headers.
export const GEMINI_LIMITS: Readonly<AskLimits> = Object.freeze({ ...DEFAULT_LIMITS, maxHeaderLength: 16 });

// `yesno` asks Yes / No (with Other); `placeholder` is the text field's, or the Other field's.
export const GEMINI: Dialect = { multiKey: 'multiSelect', kinds: ['type', ['choice', 'text', 'yesno']], placeholder: true };

/** Gemini CLI's `llmContent` when the user closes the dialog. */
const GEMINI_DISMISSED = 'User dismissed ask_user dialog without answering.';

/**
 * Gemini CLI's `ask_user` result for its model (`llmContent`): `{"answers":{"<index>":"<answer>"}}`
 * as JSON text, keyed by the question's position, answered questions only; a multi-select answer
 * is its labels then the typed text joined by ", ". A dismissal is Gemini's own sentence. Gemini
 * has no chat-instead, reply or follow-up path: those are written as askq's decline text and
 * Claude's result text. A timeout reports what was picked. Throws AskOutcomeError for an outcome
 * it cannot write.
 */
export function toGeminiResult(request: AskRequest, outcome: AskOutcome): string {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'declined') return checked.reason === 'dismissed' ? GEMINI_DISMISSED : declineMessage(request, checked);
  if (checked.type === 'replied' || checked.type === 'follow_up') return toClaudeResultText(request, checked);
  const answers: Record<string, string> = {};
  request.questions.forEach((q, index) => {
    const items = answerItems(q, checked.answers[q.id]);
    if (items.length > 0) answers[index] = items.join(', ');
  });
  return JSON.stringify({ answers });
}
