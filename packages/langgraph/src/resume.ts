/**
 * The resume value: what the page sends back with `Command({ resume })`. It is the AI SDK tool's
 * output (`toAskToolOutput`): Claude's `updatedInput` (answers keyed by question text, an exact
 * echo of the questions) plus askq's outcome, so a receipt and the model text are exact, and a
 * Claude host's plain `updatedInput` is read too. The server reads it back with `readAskResume`
 * (`read-resume.ts`); this module is the page's half, with nothing that parses.
 */
import type { AskOutcome, AskRequest } from '@askq/core';
import { toAskToolOutput, type AskToolOutput } from '@askq/ai-sdk/call';

/** What `Command({ resume })` carries for an askq question. */
export type AskResumeValue = AskToolOutput;

/** The resume value for what the user did with `request`. */
export function toAskResume(request: AskRequest, outcome: AskOutcome): AskResumeValue {
  return toAskToolOutput(request, outcome);
}
