/**
 * The text the model gets for a call whose input cannot be shown. A module of its own: the part
 * loads it (and Claude Code's texts, `@askq/core/input-error`) only when a call is invalid.
 */
import { DEFAULT_LIMITS, type AskIssue, type ParseOptions } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
import { issueListText } from './issue-list.js';

/** The call an invalid-input text is about: its raw input (an object, or the JSON text of one) and how the host read it. */
export interface InvalidInputCall {
  input: unknown;
  parseOptions?: ParseOptions;
}

/**
 * Whether the host asks under Claude Code's rules, so that Claude Code's text applies: not an
 * extended host, and no limits of its own (the CLI's text would state Claude's 1-4 and 2-4).
 */
function claudeCodeRules(options: ParseOptions = {}): boolean {
  const { limits = {} } = options;
  const counts = ['minQuestions', 'maxQuestions', 'minOptions', 'maxOptions'] as const;
  return options.extended !== true && counts.every((key) => limits[key] === undefined || limits[key] === DEFAULT_LIMITS[key]);
}

const NOT_JSON = Symbol();
/** A JSON text's value, or NOT_JSON (Claude Code's text for input it cannot parse is not reproduced). */
function inputValue(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * The `errorText` sent back when the model's input cannot be shown. With the `call` (its raw
 * input), it is exactly what Claude Code sends the model for input it rejects
 * (`claudeCodeInputError` from `@askq/core/input-error`). Otherwise, and for input Claude Code
 * would accept but this host refuses (its own limits, an extended host, input that is not JSON),
 * askq's own text: every error, one per line, so the model can fix its call and retry.
 */
export function invalidInputErrorText(issues: readonly AskIssue[], toolName = ASK_USER_QUESTION_TOOL_NAME, call?: InvalidInputCall): string {
  if (call && claudeCodeRules(call.parseOptions)) {
    const input = inputValue(call.input);
    const { previewFormat, optionalDescriptions } = call.parseOptions ?? {};
    const text = input === NOT_JSON ? undefined : claudeCodeInputError(input, { toolName, previewFormat, optionalDescriptions: optionalDescriptions === true });
    if (text !== undefined) return text;
  }
  return issueListText(issues, toolName);
}
