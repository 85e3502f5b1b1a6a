/**
 * Mastra's `ask_user` as a dialect: one top-level question with a `selectionMode` (the table
 * entry), and the data a host resumes the tool with for an outcome (`toMastraResult`), checked
 * against the tool's source (see the README's dialect section).
 */
import type { AskLimits, AskOutcome, AskRequest } from '../protocol/types.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import { declineMessage, toClaudeResultText } from '../encode/result-text.js';
import { answerItems } from './answer-items.js';
import { type Dialect, DEFAULT_LIMITS, UNLIMITED } from '../protocol/dialect.js';

// One question; its schema puts no bound on the options.
export const MASTRA_LIMITS: Readonly<AskLimits> = Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxQuestions: 1 });

export const MASTRA: Dialect = {
  multiKey: 'selectionMode',
  modes: ['single_select', 'multi_select'],
  singleOther: true,
  textWithoutOptions: true,
  single: true,
};

/** What a Mastra host resumes `ask_user` with, and what the tool then returns to its model. */
export interface MastraResult {
  /** The resume data (`agent.resumeStream(...)`, `respondToToolSuspension({ resumeData })`): a label or text, or the labels of a multi-select answer. */
  resumeData: string | string[];
  /** The tool's result: `User answered: <answer>`, a multi-select answer joined by ", ". */
  content: string;
  isError: false;
}

/**
 * Mastra's `ask_user` result: the data to resume the suspended tool with and the `content` the
 * tool writes from it. Mastra's tool has no decline path (it only resumes), so a decline, a
 * timeout without an answer and an answer with nothing in it resume with askq's decline text, a
 * reply with its text and a follow-up with Claude's follow-up text. Throws AskOutcomeError for an
 * outcome it cannot write.
 */
export function toMastraResult(request: AskRequest, outcome: AskOutcome): MastraResult {
  const checked = checkOutcome(request, outcome);
  const q = request.questions[0];
  let resumeData: string | string[];
  if (checked.type === 'replied') resumeData = checked.response;
  else if (checked.type === 'follow_up') resumeData = toClaudeResultText(request, checked);
  else {
    const items = q && checked.type !== 'declined' ? answerItems(q, checked.answers[q.id]) : [];
    const declined = checked.type === 'declined' ? checked : { type: 'declined' as const, reason: 'dismissed' as const, answers: {} };
    if (items.length === 0) resumeData = declineMessage(request, declined);
    else resumeData = q?.selectionMode === 'multiple' ? items : items[0]!;
  }
  return { resumeData, content: `User answered: ${Array.isArray(resumeData) ? resumeData.join(', ') : resumeData}`, isError: false };
}
