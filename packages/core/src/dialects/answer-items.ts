/**
 * One answer as the tools that answer their model themselves write it (Gemini CLI's `ask_user`,
 * Mastra's `ask_user`, OpenCode's `question`).
 */
import type { AskQuestion, QuestionAnswer } from '../protocol/types.js';

/** One answer as the tools write it: the picked labels in option order, then the typed text (alone in single-select). */
export function answerItems(q: AskQuestion, answer: QuestionAnswer | undefined): string[] {
  if (!answer) return [];
  const other = answer.other?.trim();
  if (q.selectionMode === 'single') return other ? [other] : answer.selected.slice(0, 1);
  return other ? [...answer.selected, other] : answer.selected;
}
