import type { AskOutcome, AskRequest } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { toClaudeResultText } from './result-text.js';
import { ALSO_WROTE, CANCELLED_TEXT, FOLLOW_UP_ANSWERED, FOLLOW_UP_ASKED } from './result-text-wording.js';


/**
 * Reference 000's canonical answer text: per answered question, in question order, the question
 * line then the bare label (single), `- label` lines (multi) or the Other text verbatim (Other
 * overrides the selection there); questions joined by a blank line. That format has no notes, so a
 * question with notes only counts as unanswered and is skipped. Labels are raw, as the model sent them.
 * That format has no follow-up either: a follow-up request writes the answers so far, then a blank
 * line and Claude's follow-up sentences (or Claude's whole follow-up text when nothing is answered).
 * Throws AskOutcomeError for an outcome it cannot write.
 */
export function toCanonicalText(request: AskRequest, outcome: AskOutcome): string {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'declined') return CANCELLED_TEXT;
  if (checked.type === 'replied') return checked.response;
  const blocks: string[] = [];
  for (const q of request.questions) {
    const answer = checked.answers[q.id];
    if (!answer) continue;
    if (answer.other !== undefined) blocks.push(`${q.question}\n${answer.other}`);
    else if (answer.selected.length === 0) continue;
    else if (q.selectionMode === 'multiple') blocks.push([q.question, ...answer.selected.map((l) => `- ${l}`)].join('\n'));
    else blocks.push(`${q.question}\n${answer.selected[0]}`);
  }
  if (checked.type === 'follow_up') {
    if (blocks.length === 0) return toClaudeResultText(request, { type: 'follow_up', answers: {}, response: checked.response });
    const also = checked.response ? `${ALSO_WROTE}${checked.response}".` : '';
    blocks.push(FOLLOW_UP_ASKED + also + FOLLOW_UP_ANSWERED[1]);
  }
  return blocks.join('\n\n');
}
