import { outcomeFromResultText, parseClaudeResultText } from '@askq/core';
import type { AskOutcome, AskRequest, DeclineReason } from '@askq/core';
import { answerRow, type AnswerRow } from './answer-list.js';

export type ReceiptState = 'answered' | 'declined' | 'timed_out' | 'replied' | 'unknown';

/** What a receipt shows, whichever way it was built. */
export interface ReceiptModel {
  state: ReceiptState;
  reason?: DeclineReason;
  timeoutSeconds?: number;
  rows: AnswerRow[];
  /** A free reply, or the user's message with a decline, or an unreadable result text. */
  text?: string;
}

// Decline messages are prose for the model, not a format; their openings are stable enough to
// tell an old transcript's dismiss from a "chat about this".
const DECLINES: [string, DeclineReason][] = [
  ['The user dismissed', 'dismissed'],
  ['[cancelled by user]', 'dismissed'],
  ['The user wants to clarify', 'chat_about_this'],
  ['The user replied in the chat', 'replied_in_chat'],
];

export function modelFromOutcome(request: AskRequest, outcome: AskOutcome): ReceiptModel {
  if (outcome.type === 'replied') return { state: 'replied', rows: [], text: outcome.response };
  const rows = request.questions.map((q) => answerRow(q, outcome.answers[q.id]));
  if (outcome.type === 'timed_out') return { state: 'timed_out', timeoutSeconds: Math.round(outcome.timeoutMs / 1000), rows };
  if (outcome.type === 'declined') {
    // The receipt shows what the model was told. Only "Chat about this" passes the answers so far
    // on; after a skip or a reply in the chat, listing a half-made choice would read as if it had
    // been sent (a known complaint: a dismiss reported as a pick). Unanswered rows say nothing.
    const shown = outcome.reason === 'chat_about_this' ? rows.filter((r) => r.answer || r.notes) : [];
    const model: ReceiptModel = { state: 'declined', reason: outcome.reason, rows: shown };
    if (outcome.message) model.text = outcome.message;
    return model;
  }
  return { state: 'answered', rows };
}

/**
 * Reads a tool result text back: through the request when there is one (exact labels and Other
 * text), else straight from the text's `"question"="answer"` fragments.
 */
export function modelFromResultText(resultText: string, request?: AskRequest | null): ReceiptModel {
  const outcome = request ? outcomeFromResultText(request, resultText) : null;
  if (request && outcome) return modelFromOutcome(request, outcome);
  const parsed = parseClaudeResultText(resultText);
  if (parsed) {
    if (parsed.branch === 'responded') return { state: 'replied', rows: [], text: parsed.response ?? '' };
    if (parsed.branch === 'none') return { state: 'unknown', rows: [], text: resultText };
    const rows = parsed.answers.map((a, i) => ({ key: String(i), question: a.question, answer: a.answer, notes: a.notes }));
    if (parsed.branch === 'timed_out') return { state: 'timed_out', timeoutSeconds: parsed.timeoutSeconds ?? 0, rows };
    return { state: 'answered', rows };
  }
  const decline = DECLINES.find(([prefix]) => resultText.startsWith(prefix));
  if (decline) return { state: 'declined', reason: decline[1], rows: [] };
  return { state: 'unknown', rows: [], text: resultText };
}
