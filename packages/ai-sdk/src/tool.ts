/**
 * The server-side tool definition. It has no `execute`: the call is answered in the browser with
 * `addToolOutput`, and `toModelOutput` turns that output into the exact text Claude Code's own
 * picker produces.
 */
import { type Tool, tool } from 'ai';
import {
  type AskUserQuestionInput,
  type InputSchemaOptions,
  type ToolLimits,
  DEFAULT_TOOL_LIMITS,
  askToolOutputSchema,
  createInputSchema,
} from './schema.js';
import { type AskToolOutput, askToolResultText } from './output.js';

/**
 * `strict`, `extended`, `optionalDescriptions` and `previewFormat` (see InputSchemaOptions): with
 * `strict: 'claude-code'` the server accepts and rejects exactly what Claude Code does, and the
 * model reads core's messages for what to fix.
 */
export interface AskUserQuestionToolOptions extends InputSchemaOptions {
  /** Replaces the tool description the model reads. @default a description of the protocol */
  description?: string;
  /**
   * Widens Claude's limits (pi-style hosts allow more options). Pass the same limits to
   * `<AskUserQuestionPart parseOptions={{ limits }} />` or the client rejects what the model sent.
   * Ignored with `strict: 'claude-code'`: Claude Code's limits are hard.
   * @default { maxQuestions: 4, minOptions: 2, maxOptions: 4, maxHeaderLength: 12 }
   */
  limits?: ToolLimits;
}

const range = (min: number, max: number) => (Number.isFinite(max) ? `${min}-${max}` : `${min} or more`);

const PREVIEW = {
  markdown: 'A single-select option may carry a preview (markdown, shown in a monospace box) when comparing concrete artifacts such as layouts or code.',
  html: 'A single-select option may carry a preview (a small HTML fragment with at least one tag, inline styles only, no script, style, html or body tags) when comparing concrete artifacts such as layouts or charts.',
};

/**
 * Our own words for what the protocol asks of the model (spec sections 1 and 3), for the host
 * described by `options` (preview format, extended questions, optional descriptions).
 */
export function askUserQuestionDescription(overrides: ToolLimits = {}, options: InputSchemaOptions = {}): string {
  const strict = options.strict === 'claude-code';
  const l = strict ? DEFAULT_TOOL_LIMITS : { ...DEFAULT_TOOL_LIMITS, ...overrides };
  const extended = strict && options.extended === true;
  const description = extended || options.optionalDescriptions === true ? 'an optional description' : 'a description';
  return [
    `Ask the user ${range(1, l.maxQuestions)} multiple-choice questions and wait for the answers.`,
    'Use it when a decision is really theirs to make (a preference, a trade-off, a missing requirement) and you can offer concrete alternatives; do not ask what you can find out yourself.',
    `Each question needs the full question text (unique within the call), a header of at most ${l.maxHeaderLength} characters, ${range(l.minOptions, l.maxOptions)} options with a short label and ${description}, and multiSelect: true when several options can apply at once.`,
    ...(extended
      ? [
          'A question may instead set kind "text" (a free-text answer, no options, optional placeholder) or kind "number" (no options; min and max required, optional step, defaultValue and unit), and the call may carry a short title.',
        ]
      : []),
    'Put the option you recommend first and end its label with " (Recommended)".',
    'Never add an "Other" option: the user can always type an answer of their own.',
    PREVIEW[options.previewFormat === 'html' ? 'html' : 'markdown'],
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
 * `toModelOutput` sends the exact result text (answers, follow-up, timeout) and askq's own
 * readable text for a decline, since the AI SDK needs a tool result for every call.
 *
 * @example streamText({ model, messages, tools: { AskUserQuestion: askUserQuestionTool() } })
 * @example askUserQuestionTool({ strict: 'claude-code', previewFormat: 'html' }) // reject what Claude Code rejects
 */
export function askUserQuestionTool(options: AskUserQuestionToolOptions = {}): Tool<AskUserQuestionInput, AskToolOutput> {
  return tool({
    description: options.description ?? askUserQuestionDescription(options.limits, options),
    inputSchema: createInputSchema(options.limits, options),
    outputSchema: askToolOutputSchema,
    toModelOutput: modelOutput,
  });
}
