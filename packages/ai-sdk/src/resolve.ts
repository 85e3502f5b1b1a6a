/**
 * What answering one tool part sends: the arguments of `addToolOutput`, shared by the part
 * renderer (the user answered or declined) and cancel-on-send (the user wrote in the chat).
 */
import type { AskOutcome, AskParser, AskRequest, ParseOptions } from '@askq/core';
import { toAskToolOutput, type AskToolOutput } from './tool-output.js';
import { partKit, partParser, plainRequest } from './part-kit-load.js';
import { invalidInputErrorTextNow } from './invalid-input-load.js';
import type { ToolPartLike } from './parts.js';
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';

/**
 * The arguments `addToolOutput` receives from this package (a subset of what every major accepts).
 * `tool` is always the AskUserQuestion tool's registered name, `N`.
 */
export type AskAddToolOutputArgs<N extends string = string> =
  | { tool: N; toolCallId: string; output: AskToolOutput }
  | { state: 'output-error'; tool: N; toolCallId: string; errorText: string };

/**
 * A function that can answer calls of the tool registered as `N`: `useChat().addToolOutput` (or
 * `addToolResult`) of ai 5, 6 and 7, for a chat typed with any tool set that has `N` with
 * AskUserQuestion's output, or untyped. Those are generic over the tool name
 * (`<TOOL extends keyof Tools>(args: { tool: TOOL; output: Tools[TOOL]['output'] ... })`): against
 * this type TypeScript picks `TOOL = N`, so the output is checked against that one tool's output.
 */
export type AskAddToolOutput<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME> = (args: AskAddToolOutputArgs<N>) => unknown;

/** The tool name to report: a dynamic tool's own name, else the registered static name. */
export const toolNameOf = (part: ToolPartLike, toolName = ASK_USER_QUESTION_TOOL_NAME) =>
  part.type === 'dynamic-tool' && part.toolName ? part.toolName : toolName;

export function answerArgs(part: ToolPartLike, request: AskRequest, outcome: AskOutcome, toolName?: string): AskAddToolOutputArgs {
  return { tool: toolNameOf(part, toolName), toolCallId: part.toolCallId, output: toAskToolOutput(request, outcome) };
}

/**
 * Invalid input becomes an `output-error` (supported by `addToolOutput` since ai@5.0.89 and by
 * every later major): the model gets the issue list as a failed tool result, which models treat
 * as "fix the call and retry", and `lastAssistantMessageIsCompleteWithToolCalls` counts it as
 * complete, so the retry request goes out on its own.
 */
export function invalidArgs(part: ToolPartLike, errorText: string, toolName?: string): AskAddToolOutputArgs {
  return { state: 'output-error', tool: toolNameOf(part, toolName), toolCallId: part.toolCallId, errorText };
}

/**
 * A complete call parsed: its request, or the issues that keep it from being shown and, when it
 * was read as Claude's dialect, the call Claude Code's own text is about (`invalidInputErrorText`).
 * Without a `parser`, this package's own: plain Claude input by the fast path at once, the rest
 * once the part's kit has loaded (until then `pending`, and the kit is asked for).
 */
export function parseCall(part: ToolPartLike, parseOptions?: ParseOptions, parser?: AskParser) {
  const parse = partParser(parser);
  if (!parse) {
    const request = plainRequest(part.input, parseOptions);
    return request ? ({ request } as const) : ({ request: null, pending: true } as const);
  }
  const { request, issues } = parse(part.input, { ...parseOptions, partial: false });
  if (request) return { request } as const;
  // Claude Code's own text when the call was read as Claude's dialect; another dialect's call gets askq's.
  const call = parse === partKit()?.parseToolInput ? { input: part.input, ...(parseOptions ? { parseOptions } : {}) } : undefined;
  return { request: null, issues, call } as const;
}

/**
 * The parsed request of a complete call, or the error text explaining why it cannot be shown, at
 * once: Claude Code's own text once its chunk has loaded (a part showing an invalid call loads
 * it), else askq's own list of problems.
 */
export function readCall(part: ToolPartLike, parseOptions?: ParseOptions, toolName?: string, parser?: AskParser) {
  const read = parseCall(part, parseOptions, parser);
  if (read.request) return { request: read.request, pending: false, errorText: undefined } as const;
  if (read.pending) return { request: null, pending: true, errorText: undefined } as const;
  return { request: null, pending: false, errorText: invalidInputErrorTextNow(read.issues, toolNameOf(part, toolName), read.call) } as const;
}

/** No questions: what a declined call echoes when its input could not be read yet. */
const UNREAD: AskRequest = { dialect: 'claude', questions: [], previewFormat: 'markdown' };

/**
 * The resolution of a pending call when the user writes in the chat instead of answering. A call
 * only the part's kit can read, before the kit has loaded (the part showing the call asks for it,
 * so this is a race at most), is declined all the same, with no questions echoed: the host's
 * result text reads them from the call's input.
 */
export function repliedInChatArgs(part: ToolPartLike, message: string | undefined, parseOptions?: ParseOptions, toolName?: string, parser?: AskParser) {
  const call = readCall(part, parseOptions, toolName, parser);
  if (call.errorText !== undefined) return invalidArgs(part, call.errorText, toolName);
  const outcome: AskOutcome = { type: 'declined', reason: 'replied_in_chat', answers: {}, ...(message ? { message } : {}) };
  return answerArgs(part, call.request ?? UNREAD, outcome, toolName);
}

/**
 * A call whose input never finished streaming (the stream was stopped or broke) cannot be shown,
 * but it is still a tool call in the transcript: it gets an error result so the next request is
 * not rejected for a missing tool result, and the model learns the questions never reached the user.
 */
export function interruptedArgs(part: ToolPartLike, message: string | undefined, toolName?: string): AskAddToolOutputArgs {
  const said = message ? ` The user wrote in the chat instead: ${message}` : '';
  return invalidArgs(
    part,
    `The ${toolNameOf(part, toolName)} call was interrupted before its input was complete, so the user never saw the questions.${said}`,
    toolName,
  );
}

/**
 * The part as it looks once `args` is applied: how `addToolOutput` itself rewrites it. A call cut
 * off while streaming becomes a tool call the model is sent, which needs an input object: one
 * stopped before its first piece of input has none (a provider rejects a tool call without it),
 * so it gets `{}`; the raw text goes (ai@7 reads `input` and deprecates `rawInput` there).
 */
export function applyArgs<P extends ToolPartLike>(part: P, args: AskAddToolOutputArgs): P {
  if ('output' in args) return { ...part, state: 'output-available', output: args.output, errorText: undefined };
  const cut = part.state === 'input-streaming' && { input: part.input ?? {}, rawInput: undefined };
  return { ...part, state: 'output-error', ...cut, output: undefined, errorText: args.errorText };
}
