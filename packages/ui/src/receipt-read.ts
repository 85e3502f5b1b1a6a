import type { AskRequest } from '@askq/core';
import { declineReasonOfText } from '@askq/core/encode';
import { outcomeFromResultText, parseClaudeResultText } from '@askq/core/transcript';
import { modelFromOutcome, type ReceiptModel } from './receipt-model.js';

// Reading a transcript's result text back into a receipt: the public Receipt's job only, so the
// receipt the live picker shows (receipt-card.tsx, from the outcome) reaches none of core's code.

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
