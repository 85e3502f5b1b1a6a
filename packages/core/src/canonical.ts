import type { AskOutcome, AskRequest } from './types.js';

/** The body askuserquestion-go returns when the resolver was cancelled (reference 000). */
export const CANCELLED_TEXT = '[cancelled by user]';

/**
 * Reference 000's canonical answer text: per answered question, in question order, the question
 * line then the bare label (single), `- label` lines (multi) or the Other text verbatim (Other
 * overrides the selection there); questions joined by a blank line. That format has no notes, so a
 * question with notes only counts as unanswered and is skipped. Labels are raw, as the model sent them.
 */
export function toCanonicalText(request: AskRequest, outcome: AskOutcome): string {
  if (outcome.type === 'declined') return CANCELLED_TEXT;
  if (outcome.type === 'replied') return outcome.response;
  const blocks: string[] = [];
  for (const q of request.questions) {
    const answer = outcome.answers[q.id];
    if (!answer) continue;
    if (answer.other) blocks.push(`${q.question}\n${answer.other}`);
    else if (answer.selected.length === 0) continue;
    else if (q.selectionMode === 'multiple') blocks.push([q.question, ...answer.selected.map((l) => `- ${l}`)].join('\n'));
    else blocks.push(`${q.question}\n${answer.selected[0]}`);
  }
  return blocks.join('\n\n');
}
