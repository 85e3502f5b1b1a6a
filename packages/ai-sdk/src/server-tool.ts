/**
 * The server-executed variant of the tool: `execute` waits on a broker (`@askq/server`) until the
 * user answers in the browser, for hosts that want the server to own the wait. The output and the
 * model text are the same as the client path's.
 */
import { type Tool, tool } from 'ai';
import type { AskIssue, AskOutcome } from '@askq/core';
import { type AskUserQuestionInput, askToolOutputSchema, createInputSchema } from './schema.js';
import { parseOptionsFor } from './parse-options.js';
import { type AskToolOutput, askToolResultText, requestFromToolCall, toAskToolOutput } from './output.js';
import { invalidInputErrorText } from './invalid-input.js';
import type { AskBrokerLike, AskUserQuestionToolOptions } from './options.js';
import { askUserQuestionDescription } from './description.js';

/**
 * What `execute` receives besides the input, as every supported AI SDK major passes it (ai@5
 * `ToolCallOptions`, ai@6 and ai@7 `ToolExecutionOptions`; ai@7's `context` is ai@5/6's
 * `experimental_context`).
 */
export interface AskToolCallContext {
  toolCallId: string;
  abortSignal?: AbortSignal;
  messages: unknown[];
  context?: unknown;
  experimental_context?: unknown;
}

export interface AskUserQuestionServerToolOptions extends AskUserQuestionToolOptions {
  /** Where the question waits: the broker the browser's session stream reads. */
  broker: AskBrokerLike;
  /** The session the question belongs to, or a function that picks it per call. */
  sessionId: string | ((ctx: AskToolCallContext, input: AskUserQuestionInput) => string);
  /** Withdraw the question after this long without an answer (a `dismissed` decline). No limit by default. */
  timeoutMs?: number | undefined;
}

/** ai@5 calls `toModelOutput(output)`; ai@6 and later call it with `{ toolCallId, input, output }`. */
function modelOutput(arg: unknown): { type: 'text'; value: string } {
  const isOptionsBag = typeof arg === 'object' && arg !== null && 'toolCallId' in arg && 'output' in arg;
  const { output, input } = isOptionsBag ? (arg as { output: unknown; input?: unknown }) : { output: arg, input: undefined };
  return { type: 'text', value: askToolResultText(output, input) };
}

/** The broker's "invalid input" rejection (`AskInputError`), told apart by shape: its issues. */
function inputIssues(error: unknown): AskIssue[] | undefined {
  if (!(error instanceof Error) || error.name !== 'AskInputError') return undefined;
  const issues = (error as Error & { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as AskIssue[]) : undefined;
}

/**
 * AskUserQuestion with an `execute` that waits on the broker: the call is queued under the
 * session with the tool call's id (`toolUseId`, so a re-run of the same call gets the answer
 * already given) and the AI SDK's abort signal (aborting withdraws it: a `dismissed` decline).
 * The output is the client path's (`toAskToolOutput`), so `toModelOutput` sends the exact result
 * text, or askq's own text for a decline. Input the broker refuses throws an error whose message
 * lists the problems (the model reads it as the tool error and can fix its call).
 *
 * @example
 * const tools = { AskUserQuestion: askUserQuestionServerTool({ broker, sessionId: chatId }) };
 * streamText({ model, tools, messages });
 */
export function askUserQuestionServerTool(options: AskUserQuestionServerToolOptions): Tool<AskUserQuestionInput, AskToolOutput> {
  const { broker, sessionId, timeoutMs } = options;
  const parseOptions = parseOptionsFor(options.limits, options);
  return tool({
    description: options.description ?? askUserQuestionDescription(options.limits, options),
    inputSchema: createInputSchema(options.limits, options),
    outputSchema: askToolOutputSchema,
    execute: async (input: AskUserQuestionInput, ctx: AskToolCallContext): Promise<AskToolOutput> => {
      const session = typeof sessionId === 'function' ? sessionId(ctx, input) : sessionId;
      let outcome: AskOutcome;
      try {
        outcome = await broker.ask(input, {
          sessionId: session,
          toolUseId: ctx.toolCallId,
          ...(ctx.abortSignal ? { signal: ctx.abortSignal } : {}),
          ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        });
      } catch (error) {
        const issues = inputIssues(error);
        if (issues) throw new Error(invalidInputErrorText(issues, undefined, { input, parseOptions }));
        throw error;
      }
      return toAskToolOutput(requestFromToolCall(input, undefined, parseOptions), outcome);
    },
    toModelOutput: modelOutput,
  });
}
