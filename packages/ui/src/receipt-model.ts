import type { AskOutcome, AskRequest, DeclineReason } from '@askq/core';
import { answerRow, type AnswerRow } from './answer-list.js';

export type ReceiptState = 'answered' | 'declined' | 'timed_out' | 'replied' | 'follow_up' | 'unknown';

/** What a receipt shows, whichever way it was built. */
export interface ReceiptModel {
  state: ReceiptState;
  reason?: DeclineReason;
  timeoutSeconds?: number;
  rows: AnswerRow[];
  /**
   * A free reply, the user's message with a skip or "Chat about this", a follow-up request, or an
   * unreadable result text. Not the message of a reply in the chat: the chat shows it next.
   */
  text?: string;
  /**
   * The questions that were asked, when the card lists no answer for them (a skip, a reply in
   * the chat, questions left open by "Chat about this"): a card in the history keeps its context.
   */
  asked?: string[];
}

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
    const open = request.questions.filter((q) => !shown.some((r) => r.key === q.id)).map((q) => q.question);
    if (open.length > 0) model.asked = open;
    // A reply in the chat is the chat's next message: the card says so in its heading and does not
    // repeat the message above its own bubble.
    if (outcome.message && outcome.reason !== 'replied_in_chat') model.text = outcome.message;
    return model;
  }
  if (outcome.type === 'follow_up') {
    // The user asked for more questions: what they answered so far went to the model with it.
    const model: ReceiptModel = { state: 'follow_up', rows: rows.filter((r) => r.answer || r.notes) };
    if (outcome.response?.trim()) model.text = outcome.response;
    return model;
  }
  return { state: 'answered', rows };
}
