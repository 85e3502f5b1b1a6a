/**
 * The output helpers with this package's parser: the request behind a call and the exact text the
 * model reads. The rest of the output (its type, writing it, reading its outcome) is in
 * `tool-output.ts`, which a page loads without any parser.
 */
import { type AskParser, type AskRequest, type ParseOptions, toClaudeResultText } from '@askq/core';
import { parseToolInput } from './parse.js';
import { outcomeFromToolOutput, requestOfCall } from './tool-output.js';

export { toAskToolOutput, outcomeFromToolOutput, type AskToolOutput } from './tool-output.js';
export { issueListText } from './issue-list.js';

/** The request behind a tool call: from its input when given, else from the questions the output echoes. */
export function requestFromToolCall(input: unknown, output?: unknown, parseOptions?: ParseOptions, parser: AskParser = parseToolInput): AskRequest {
  return requestOfCall(input, output, parseOptions, parser);
}

/**
 * The exact text the model reads for an output (what `toModelOutput` sends). Never throws.
 * @param input the tool call's input; optional because ai@5's `toModelOutput` only gets the output
 */
export function askToolResultText(output: unknown, input?: unknown, parseOptions?: ParseOptions): string {
  try {
    const request = requestFromToolCall(input, output, parseOptions);
    return toClaudeResultText(request, outcomeFromToolOutput(request, output));
  } catch {
    return JSON.stringify(output) ?? 'The user did not answer the questions.';
  }
}
