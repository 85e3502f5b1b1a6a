/**
 * The server-side tool definition. It has no `execute`: the call is answered in the browser with
 * `addToolOutput`, and `toModelOutput` turns that output into the exact text Claude Code's own
 * picker produces.
 */
import { type Tool, tool } from 'ai';
import { type AskUserQuestionInput, type ToolLimits, DEFAULT_TOOL_LIMITS, askToolOutputSchema, createInputSchema } from './schema.js';
import { type AskToolOutput, askToolResultText } from './output.js';

export interface AskUserQuestionToolOptions {
  /** Replaces the tool description the model reads. @default a description of the protocol */
  description?: string;
  /**
   * Widens Claude's limits (pi-style hosts allow more options). Pass the same limits to
   * `<AskUserQuestionPart parseOptions={{ limits }} />` or the client rejects what the model sent.
   * @default { maxQuestions: 4, minOptions: 2, maxOptions: 4, maxHeaderLength: 12 }
   */
  limits?: ToolLimits;
}

const range = (min: number, max: number) => (Number.isFinite(max) ? `${min}-${max}` : `${min} or more`);

/** Our own words for what the protocol asks of the model (spec sections 1 and 3). */
export function askUserQuestionDescription(overrides: ToolLimits = {}): string {
  const l = { ...DEFAULT_TOOL_LIMITS, ...overrides };
  return [
    `Ask the user ${range(1, l.maxQuestions)} multiple-choice questions and wait for the answers.`,
    'Use it when a decision is really theirs to make (a preference, a trade-off, a missing requirement) and you can offer concrete alternatives; do not ask what you can find out yourself.',
    `Each question needs the full question text (unique within the call), a header of at most ${l.maxHeaderLength} characters, ${range(l.minOptions, l.maxOptions)} options with a short label and a description, and multiSelect: true when several options can apply at once.`,
    'Put the option you recommend first and end its label with " (Recommended)".',
    'Never add an "Other" option: the user can always type an answer of their own.',
    'A single-select option may carry a preview (markdown, or a small HTML fragment without scripts or styles) when comparing concrete artifacts such as layouts or code.',
    'The result quotes each answer by its question. The user may also decline or reply in the chat instead: then follow what they wrote and do not assume any answer.',
  ].join(' ');
}

/** ai@5 calls `toModelOutput(output)`; ai@6 and later call it with `{ toolCallId, input, output }`. */
function modelOutput(arg: unknown): { type: 'text'; value: string } {
  const isOptionsBag = typeof arg === 'object' && arg !== null && 'toolCallId' in arg && 'output' in arg;
  const { output, input } = isOptionsBag ? (arg as { output: unknown; input?: unknown }) : { output: arg, input: undefined };
  return { type: 'text', value: askToolResultText(output, input) };
}

/**
 * The AskUserQuestion tool for `streamText` / agents. Register it under
 * `ASK_USER_QUESTION_TOOL_NAME` ('AskUserQuestion') or tell the client the name you chose.
 *
 * @example streamText({ model, messages, tools: { AskUserQuestion: askUserQuestionTool() } })
 */
export function askUserQuestionTool(options: AskUserQuestionToolOptions = {}): Tool<AskUserQuestionInput, AskToolOutput> {
  return tool({
    description: options.description ?? askUserQuestionDescription(options.limits),
    inputSchema: createInputSchema(options.limits),
    outputSchema: askToolOutputSchema,
    toModelOutput: modelOutput,
  });
}
