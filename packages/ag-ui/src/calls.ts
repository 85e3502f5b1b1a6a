/**
 * AskUserQuestion calls in an AG-UI conversation: found in the agent's messages (the client
 * appends each TOOL_CALL_ARGS delta to `toolCalls[].function.arguments`, so a call's questions can
 * be shown while they stream), answered with a tool message whose text is exactly what Claude
 * Code gives the model, or with a resume entry when the run ended on an interrupt for the call.
 */
import { createAskParser, toClaudeResultText, type AskOutcome, type AskParser, type AskRequest, type ParseOptions } from '@askq/core';
import { claudeCodeSchema } from '@askq/core/strict';
import { ASK_USER_QUESTION_TOOL_NAME, invalidInputErrorText, toAskToolOutput, type AskToolOutput } from '@askq/ai-sdk/protocol';
import type { AgUiAgentLike, AgUiInterrupt, AgUiMessage, AgUiResumeEntry, AgUiToolMessage } from './types.js';

/**
 * How tool arguments are read: Claude's dialect, Claude Code's own schema when the parse options
 * say `strict: 'claude-code'`, and an extended host's text and number questions (the reading
 * `@askq/ai-sdk`'s part uses, so both integrations accept the same calls).
 */
export const parseAskArguments: AskParser = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });

/** One AskUserQuestion call found in the messages. */
export interface AskToolCall {
  toolCallId: string;
  /** The assistant message that holds the call. */
  messageId: string;
  toolName: string;
  /** The arguments' JSON text as streamed so far (complete once the call ended). */
  arguments: string;
  /** The tool message that answers it, once there is one. */
  result?: { content: string; error?: string };
  /** The open interrupt that waits on this call (AG-UI 1.0: RUN_FINISHED with an interrupt outcome). */
  interrupt?: AgUiInterrupt;
  /** The subagent run that asked (AG-UI 1.0), when not the agent itself. */
  subagentRunId?: string;
}

export interface AskCallOptions {
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  toolName?: string;
  /** The agent's `pendingInterrupts`: a call an interrupt names is answered by resuming it. */
  interrupts?: readonly AgUiInterrupt[];
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { type?: unknown; text?: unknown }) => (part?.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('')
      : '';

/** Every AskUserQuestion call in `messages`, in order, with its result when it has one. */
export function askToolCalls(messages: readonly AgUiMessage[], options: AskCallOptions = {}): AskToolCall[] {
  const toolName = options.toolName ?? ASK_USER_QUESTION_TOOL_NAME;
  const results = new Map<string, AgUiMessage>();
  for (const message of messages) if (message.role === 'tool' && message.toolCallId) results.set(message.toolCallId, message);
  const calls: AskToolCall[] = [];
  for (const message of messages) {
    if (message.role !== 'assistant' || !Array.isArray(message.toolCalls)) continue;
    for (const call of message.toolCalls) {
      if (call?.function?.name !== toolName) continue;
      const result = results.get(call.id);
      const interrupt = options.interrupts?.find((i) => i.toolCallId === call.id);
      const subagentRunId = message.subagentRunId ?? interrupt?.subagentRunId;
      calls.push({
        toolCallId: call.id,
        messageId: message.id,
        toolName,
        arguments: call.function.arguments ?? '',
        ...(result ? { result: { content: textOf(result.content), ...(result.error ? { error: result.error } : {}) } } : {}),
        ...(interrupt && !result ? { interrupt } : {}),
        ...(subagentRunId ? { subagentRunId } : {}),
      });
    }
  }
  return calls;
}

/** The calls still waiting for the user (no tool message yet). */
export function pendingAskToolCalls(agent: Pick<AgUiAgentLike, 'messages' | 'pendingInterrupts'>, toolName?: string): AskToolCall[] {
  return askToolCalls(agent.messages, { toolName, interrupts: agent.pendingInterrupts }).filter((call) => !call.result);
}

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
 * What a resumed interrupt carries: the text the model reads and Claude's `updatedInput` with
 * the outcome (for a server that hands the answers to its own code, or to the Claude Agent SDK).
 */
export interface AskResumePayload {
  text: string;
  output?: AskToolOutput;
  /** Set when the arguments could not be shown: `text` lists what the model must fix. */
  error?: true;
}

/** How one call is settled: a tool message, or the resume entry for the interrupt that waits on it. */
export type AskSettlement =
  | { kind: 'message'; message: AgUiToolMessage }
  | { kind: 'resume'; entry: AgUiResumeEntry };

const newId = () => (typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `askq-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

function settle(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, payload: AskResumePayload): AskSettlement {
  if (call.interrupt) return { kind: 'resume', entry: { interruptId: call.interrupt.id, status: 'resolved', payload } };
  const message: AgUiToolMessage = { id: newId(), role: 'tool', toolCallId: call.toolCallId, content: payload.text };
  return { kind: 'message', message: payload.error ? { ...message, error: payload.text } : message };
}

/**
 * The settlement of an answered (or declined) call: the model reads exactly what Claude Code's
 * picker gives it for the same answer (`toClaudeResultText`), and for a decline askq's decline
 * text (Claude Code's own "Chat about this" feedback for that button).
 */
export function askAnswer(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, request: AskRequest, outcome: AskOutcome): AskSettlement {
  return settle(call, { text: toClaudeResultText(request, outcome), output: toAskToolOutput(request, outcome) });
}

/** The settlement of a call whose arguments cannot be shown: an error result listing what to fix. */
export function askInvalid(call: Pick<AskToolCall, 'toolCallId' | 'interrupt'>, errorText: string): AskSettlement {
  return settle(call, { text: errorText, error: true });
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

/** Applies settlements to the agent: tool messages are added, resume entries returned for the next run. */
export function applySettlements(agent: Pick<AgUiAgentLike, 'addMessage'>, settlements: readonly AskSettlement[]): AgUiResumeEntry[] {
  const resume: AgUiResumeEntry[] = [];
  for (const s of settlements) {
    if (s.kind === 'message') agent.addMessage(s.message);
    else resume.push(s.entry);
  }
  return resume;
}
