/**
 * Reading a call's arguments at once, for code that must answer in the same step (a server, a
 * chat's send handler): Claude's dialect, Claude Code's own schema when the parse options say
 * `strict: 'claude-code'`, and an extended host's text and number questions (the reading
 * `@askq/ai-sdk`'s part uses, so both integrations accept the same calls). This is the lenient
 * parse and Claude Code's invalid-input texts: a page's picker loads them on first use
 * (`kit-load.ts`), this module has them up front.
 */
import { createAskParser, type AskParser, type ParseOptions } from '@askq/core';
import { claudeCodeSchema } from '@askq/core/strict';
import { invalidInputErrorText } from '@askq/ai-sdk/protocol';
import type { AskToolCall } from './call-list.js';
import { overtakenAsks, withOvertakenSettled, type OvertakenOptions } from './overtaken.js';
import type { AgUiMessage } from './types.js';
import { askAnswer, askInvalid, type AskSettlement } from './settlement.js';

/** How tool arguments are read (see above). */
export const parseAskArguments: AskParser = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });

/**
 * A call's complete arguments read strictly: the request, or the error text telling the model what
 * to fix (Claude Code's own text for arguments it would reject, see `invalidInputErrorText`).
 */
export function readAskCall(call: Pick<AskToolCall, 'arguments' | 'toolName'>, parseOptions?: ParseOptions, parser: AskParser = parseAskArguments) {
  const { request, issues } = parser(call.arguments, { ...parseOptions, partial: false });
  if (request) return { request } as const;
  // Claude Code's own text for a Claude call it would reject; askq's for another dialect's call.
  const claudeCall = parser === parseAskArguments ? { input: call.arguments, ...(parseOptions ? { parseOptions } : {}) } : undefined;
  return { request: null, errorText: invalidInputErrorText(issues, call.toolName, claudeCall) } as const;
}

/**
 * The settlement of a pending call when the user writes in the chat instead of answering: a
 * decline (`replied_in_chat`, with their text), so the next run has a result for every call.
 */
export function askRepliedInChat(call: AskToolCall, text?: string, parseOptions?: ParseOptions, parser?: AskParser): AskSettlement {
  const read = readAskCall(call, parseOptions, parser);
  if (!read.request) return askInvalid(call, read.errorText);
  return askAnswer(call, read.request, { type: 'declined', reason: 'replied_in_chat', answers: {}, ...(text ? { message: text } : {}) });
}

/**
 * The messages a run should start from: every AskUserQuestion call that a later user message
 * overtook (the user wrote in the chat instead of answering) gets its tool message, declined as
 * replied in chat with that text, placed right after the call's own message. Null when nothing
 * changes. Calls waiting on an interrupt (the agent's `pendingInterrupts`) are left alone: only a
 * resume answers those.
 */
export function settleOvertakenAsks(agent: object, messages: readonly AgUiMessage[], options: OvertakenOptions = {}): AgUiMessage[] | null {
  return withOvertakenSettled(agent, messages, overtakenAsks(agent, messages, options.toolName), (call, text) =>
    askRepliedInChat(call, text, options.parseOptions, options.parser),
  );
}
