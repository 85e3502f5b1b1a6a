/**
 * The server-side tool definition. It has no `execute`: the call is answered in the browser with
 * `addToolOutput`, and `toModelOutput` turns that output into the exact text Claude Code's own
 * picker produces.
 */
import { type Tool, tool } from 'ai';
import { type AskUserQuestionInput, askToolOutputSchema, createInputSchema } from './schema.js';
import type { AskUserQuestionToolOptions } from './options.js';
import { type AskToolOutput, askToolResultText } from './output.js';
import { askUserQuestionDescription } from './description.js';

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
