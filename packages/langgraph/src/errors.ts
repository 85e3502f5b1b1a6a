import type { AskIssue } from '@askq/core';
import { invalidInputErrorText, type InvalidInputCall } from '@askq/ai-sdk/protocol';

/**
 * The model's AskUserQuestion input cannot be shown: nothing was asked. `message` is the text the
 * model should read to fix its call: with the `call` (its input), what Claude Code sends for input
 * it rejects, else every problem, one per line (`invalidInputErrorText`); `issues` are core's.
 */
export class AskInputError extends Error {
  readonly issues: readonly AskIssue[];
  constructor(issues: readonly AskIssue[], toolName?: string, call?: InvalidInputCall) {
    super(invalidInputErrorText(issues, toolName, call));
    this.name = 'AskInputError';
    this.issues = issues;
  }
}

/**
 * The run was resumed with a value that is not an answer to the question: another interrupt's
 * resume, a hand-written `Command({ resume })`, an outcome that cannot be written. `value` is what
 * arrived; nothing was taken as the user's answer.
 */
export class AskResumeError extends Error {
  readonly value: unknown;
  constructor(value: unknown, problem: string, options?: { cause?: unknown }) {
    super(`The resume value is not an answer to the question: ${problem}`, options);
    this.name = 'AskResumeError';
    this.value = value;
  }
}
