import { declineReasonOfText } from '@askq/core';
import { outcomeFromResultText, parseClaudeResultText } from '@askq/core/transcript';
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

/**
 * Result texts longer than this are shown as they are, unread. A receipt is read while it renders,
 * on the main thread; the cap keeps that to well under a frame (a few milliseconds with the linear
 * reader) however long a transcript's text is. Real result texts are a few kB; previews and notes
 * are what make them long, and those read fine as plain text.
 */
export const RECEIPT_MAX_READ_LENGTH = 16_384;

/**
 * Reads a tool result text back: through the request when there is one (exact labels and Other
 * text), else straight from the text's `"question"="answer"` fragments. A text that is too long,
 * unreadable or of no known wording is shown as plain text.
 */
export function modelFromResultText(
  resultText: string,
  request?: AskRequest | null,
  maxReadLength = RECEIPT_MAX_READ_LENGTH,
): ReceiptModel {
  const plain: ReceiptModel = { state: 'unknown', rows: [], text: resultText };
  if (resultText.length > maxReadLength) return plain;
  const outcome = request ? outcomeFromResultText(request, resultText) : null;
  if (request && outcome) return modelFromOutcome(request, outcome);
  const parsed = parseClaudeResultText(resultText);
  // `unreadable`: the wording is known but its fragments are not (the reader gave up on them).
  if (parsed && !parsed.unreadable) {
    const rows = () => parsed.answers.map((a, i) => ({ key: String(i), question: a.question, answer: a.answer, notes: a.notes }));
    switch (parsed.branch) {
      case 'responded':
        return { state: 'replied', rows: [], text: parsed.response ?? '' };
      case 'timed_out':
        return { state: 'timed_out', timeoutSeconds: parsed.timeoutSeconds ?? 0, rows: rows() };
      case 'follow_up':
        return parsed.response ? { state: 'follow_up', rows: rows(), text: parsed.response } : { state: 'follow_up', rows: rows() };
      case 'answered':
      case 'free':
      case 'legacy':
        return { state: 'answered', rows: rows() };
      default:
        // 'none' and wordings this receipt has no card for: the text says it best.
        return plain;
    }
  }
  // A stored transcript has only the text: core reads the decline from the texts it writes.
  // With the request, the card keeps what was asked, as a card built from the outcome does.
  const reason = declineReasonOfText(resultText);
  if (reason) return request ? { state: 'declined', reason, rows: [], asked: request.questions.map((q) => q.question) } : { state: 'declined', reason, rows: [] };
  return plain;
}
