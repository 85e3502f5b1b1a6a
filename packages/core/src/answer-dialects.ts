/**
 * Encoders for the hosts whose tools answer their model themselves: Gemini CLI's `ask_user`,
 * Mastra's `ask_user` and OpenCode's `question`. Each writes what that tool hands its model for
 * the same answer, checked against the tool's source (see the README's dialect section). Kept out
 * of the picker's imports: a picker produces an outcome, the host encodes it.
 */
import type { AskOutcome, AskQuestion, AskRequest, QuestionAnswer } from './types.js';
import { checkOutcome } from './outcome-check.js';
import { declineMessage, toClaudeResultText } from './result-text.js';
import { WRAPPERS } from './result-text-wording.js';

/** Gemini CLI's `llmContent` when the user closes the dialog. */
const GEMINI_DISMISSED = 'User dismissed ask_user dialog without answering.';

/** OpenCode's `Question.RejectedError` message: the tool call fails with it and the turn stops. */
const OPENCODE_REJECTED = 'The user dismissed this question';

/** One answer as the tools write it: the picked labels in option order, then the typed text (alone in single-select). */
function answerItems(q: AskQuestion, answer: QuestionAnswer | undefined): string[] {
  if (!answer) return [];
  const other = answer.other?.trim();
  if (q.selectionMode === 'single') return other ? [other] : answer.selected.slice(0, 1);
  return other ? [...answer.selected, other] : answer.selected;
}

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
