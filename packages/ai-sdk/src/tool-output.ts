/**
 * The tool output: Claude's `updatedInput` (so a server can hand it to the Claude Agent SDK as is)
 * plus the outcome (so the receipt and the model text are exact, including declines). Plain JSON
 * only: ai@5 `structuredClone`s the chat state. What a page needs, without a parser of its own
 * (`output.ts` adds the default parser and the result text).
 */
import type { AskOutcome, AskRequest, AskParser, ParseOptions } from '@askq/core';
// The Claude output's own entry: the main entry would bring the lenient parse into the page's first
// load, and the encoders' entry the result-text writer, which only a receipt drawn from a text loads.
import { fromClaudeOutput, toClaudeOutput, type ClaudeOutput } from '@askq/core/claude-output';

export type AskToolOutput = ClaudeOutput & { outcome: AskOutcome };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const OUTCOME_TYPES = new Set(['answered', 'timed_out', 'declined', 'replied', 'follow_up']);

/** Builds the output for `addToolOutput`. The JSON round trip drops undefined-valued keys. */
export function toAskToolOutput(request: AskRequest, outcome: AskOutcome): AskToolOutput {
  return JSON.parse(JSON.stringify({ ...toClaudeOutput(request, outcome), outcome })) as AskToolOutput;
}

/**
 * The request behind a tool call, read by `parser`: from its input when given, else from the
 * questions the output echoes (`requestFromToolCall` of `/protocol`, without a default parser).
 * With `toolInputParser` not loaded yet, input only it can read gives its "nothing to show yet"
 * request (`partial`, no questions).
 */
export function requestOfCall(input: unknown, output: unknown, parseOptions: ParseOptions | undefined, parser: AskParser): AskRequest {
  const sources = [input, isRecord(output) ? { questions: output.questions } : undefined].filter((s) => s !== undefined);
  for (const source of sources) {
    const { request } = parser(source, { ...parseOptions, partial: false });
    if (request) return request;
  }
  // Lenient last resort (questions beyond the limits, a cut transcript): the text must still be built.
  for (const source of sources) {
    const { request } = parser(source, { ...parseOptions, partial: true });
    if (request) return { ...request, partial: false };
  }
  return { dialect: 'claude', questions: [], previewFormat: 'markdown' };
}

/**
 * The outcome an output stands for. Outputs written by another host may lack `outcome`, or carry
 * answers keyed by other question ids: then the Claude fields (keyed by question text, with
 * `afkTimeoutMs`, `followUp` and `response`) decide.
 */
export function outcomeFromToolOutput(request: AskRequest, output: unknown): AskOutcome {
  const outcome = isRecord(output) ? output.outcome : undefined;
  if (isRecord(outcome) && OUTCOME_TYPES.has(outcome.type as string)) {
    const value = outcome as AskOutcome;
    if (value.type === 'replied' || value.type === 'declined') return value;
    const ids = new Set(request.questions.map((q) => q.id));
    if (isRecord(value.answers) && Object.keys(value.answers).every((id) => ids.has(id))) return value;
  }
  return fromClaudeOutput(request, output);
}
