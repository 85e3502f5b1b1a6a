/**
 * Asking from inside a LangGraph node or tool: validate, `interrupt()`, and on resume hand back
 * typed answers plus the exact text Claude Code's picker gives the model.
 */
import { interrupt } from '@langchain/langgraph';
import { toAnswerMap, toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { ASK_USER_QUESTION_TOOL_NAME, parseOptionsFor, parseToolInput, toAskToolOutput, type AskToolOutput } from '@askq/ai-sdk/protocol';
import { ASK_INTERRUPT_TYPE, type AskInterruptSettings, type AskInterruptValue } from './envelope.js';
import { AskInputError } from './errors.js';
import { readAskResume } from './read-resume.js';

export interface AskUserOptions extends AskInterruptSettings {
  /** The tool call that asks (the tool passes its own); keys the picker and its draft. */
  toolCallId?: string | undefined;
  /** A heading for the questions when the input has no `title`. */
  title?: string | undefined;
  /** Who asks (an agent or subgraph name), shown above the questions. */
  askedBy?: string | undefined;
  /** The tool's name in the error text for invalid input. @default 'AskUserQuestion' */
  toolName?: string | undefined;
}

/** What the user did, read every way a node needs it. */
export interface AskUserResult {
  /** The questions as asked (parsed once, on the server). */
  request: AskRequest;
  /** What the user did: answered, declined, replied, asked for more first, or timed out. */
  outcome: AskOutcome;
  /** Question text → answer, as Claude's `answers` (empty unless answered or timed out). */
  answers: Record<string, string>;
  /** The exact text Claude Code's picker gives the model for this outcome. */
  text: string;
  /** Claude's `updatedInput` plus the outcome (what the page resumed with, checked). */
  output: AskToolOutput;
}

/**
 * Asks the user and returns what they did. Call it in a node or a tool of a graph compiled with a
 * checkpointer: the first run stops at `interrupt()` with an askq envelope; the run resumed with
 * `Command({ resume })` returns here (LangGraph runs the node again from its start, so anything
 * before this call must be safe to repeat).
 *
 * Throws `AskInputError` before asking when the input cannot be shown (its message is the text for
 * the model), and `AskResumeError` when the resume value is not an answer.
 *
 * @example
 * const { answers, text } = askUser({ questions: [...] }, { askedBy: 'planner' });
 */
export function askUser(input: unknown, options: AskUserOptions = {}): AskUserResult {
  const { toolCallId, title, askedBy, toolName = ASK_USER_QUESTION_TOOL_NAME, ...settings } = options;
  const parseOptions = parseOptionsFor(settings.limits, settings);
  const { request, issues } = parseToolInput(input, { ...parseOptions, partial: false });
  if (!request) throw new AskInputError(issues, toolName, { input, parseOptions });
  // Plain JSON, as the checkpointer stores it: undefined keys dropped, an unlimited limit (Infinity,
  // which JSON has not) kept as the largest safe number.
  const value: AskInterruptValue = JSON.parse(
    JSON.stringify(
      { type: ASK_INTERRUPT_TYPE, version: 1, input, toolCallId, title, askedBy, settings: hasKeys(settings) ? settings : undefined },
      (_, v: unknown) => (v === Infinity ? Number.MAX_SAFE_INTEGER : v),
    ),
  );
  const outcome = readAskResume(request, interrupt(value));
  return {
    request,
    outcome,
    answers: toAnswerMap(request, outcome),
    text: toClaudeResultText(request, outcome),
    output: toAskToolOutput(request, outcome),
  };
}

const hasKeys = (o: object) => Object.values(o).some((v) => v !== undefined);
