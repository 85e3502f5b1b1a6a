/**
 * AskUserQuestion calls in an AG-UI conversation: found in the agent's messages (the client
 * appends each TOOL_CALL_ARGS delta to `toolCalls[].function.arguments`, so a call's questions can
 * be shown while they stream). Reading only: nothing here parses the arguments.
 */
import { ASK_USER_QUESTION_TOOL_NAME } from '@askq/ai-sdk/call';
import type { AgUiAgentLike, AgUiInterrupt, AgUiMessage } from './types.js';

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
  toolName?: string | undefined;
  /** The agent's `pendingInterrupts`: a call an interrupt names is answered by resuming it. */
  interrupts?: readonly AgUiInterrupt[] | undefined;
}

/** A message's text: a string, or the text parts of a list of parts. */
export const textOf = (content: unknown, separator = ''): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { type?: unknown; text?: unknown }) => (part?.type === 'text' && typeof part.text === 'string' ? part.text : '')).join(separator)
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
      // A call without an id cannot be answered (a tool message names its call): not listed.
      if (call?.function?.name !== toolName || typeof call.id !== 'string' || call.id === '') continue;
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
