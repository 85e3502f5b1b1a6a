/**
 * Cancel on send: a user who types in the chat instead of answering must not break the chat. A
 * real backend rejects a request whose assistant message has a tool call without a result, so the
 * pending call is resolved first, as declined ('replied_in_chat', with the user's text).
 *
 * It is written with `setMessages`, not `addToolOutput`: `addToolOutput` would trigger
 * `sendAutomaticallyWhen` (lastAssistantMessageIsCompleteWithToolCalls) and send a request of its
 * own, racing the user's message. With `setMessages` exactly one request goes out, carrying both
 * the resolved call and the new message; its reply is a new assistant message without tool calls,
 * so nothing re-sends.
 */
import type { AskParser, ParseOptions } from '@askq/core';
import { claimToolCall, isToolCallClaimed } from './guard.js';
import { type ChatMessageLike, type ChatPartLike, isAskUserQuestionPart, isPendingAskPart } from './parts.js';
import { applyArgs, interruptedArgs, repliedInChatArgs, type AskAddToolOutputArgs } from './resolve.js';

export interface CancelOnSendOptions {
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  toolName?: string | undefined;
  /** The same parse options (limits) the part renderer uses. */
  parseOptions?: ParseOptions | undefined;
  /** The same parser the part renderer uses (its `parser` prop). */
  parser?: AskParser | undefined;
}

/** The text of what `sendMessage` was called with: `{ text }`, or a message with text parts. */
export function sentText(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as { text?: unknown; parts?: unknown };
  if (typeof m.text === 'string') return m.text.trim() || undefined;
  if (!Array.isArray(m.parts)) return undefined;
  const text = (m.parts as { type?: unknown; text?: unknown }[])
    .flatMap((p) => (p.type === 'text' && typeof p.text === 'string' ? [p.text] : []))
    .join('\n')
    .trim();
  return text || undefined;
}

/**
 * Wraps `useChat`'s `sendMessage` so that a pending AskUserQuestion is resolved before the
 * message goes out. Works with ai@5, 6 and 7.
 *
 * @example const chat = useChat({ transport, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
 *          const sendMessage = withAskCancelOnSend(chat);
 */
export function withAskCancelOnSend<M extends ChatMessageLike, S extends (...args: never[]) => unknown>(
  chat: {
    messages: M[];
    setMessages: (updater: (messages: NoInfer<M>[]) => NoInfer<M>[]) => void;
    sendMessage: S;
    addToolOutput: object;
    /** `useChat`'s status: when the chat is idle, a call still marked as streaming was cut off. */
    status?: string;
  },
  options: CancelOnSendOptions = {},
): S {
  const send = (...args: unknown[]) => {
    // `sendMessage()` without a message continues the conversation (tool approvals): nothing to cancel.
    if (args[0] != null) resolvePending(chat, sentText(args[0]), options);
    return (chat.sendMessage as unknown as (...a: unknown[]) => unknown)(...args);
  };
  return send as unknown as S;
}

function resolvePending<M extends ChatMessageLike>(
  chat: { setMessages: (updater: (messages: M[]) => M[]) => void; addToolOutput: object; status?: string },
  text: string | undefined,
  options: CancelOnSendOptions,
) {
  const { toolName } = options;
  const idle = chat.status === 'ready' || chat.status === 'error';
  const unresolved = (part: ChatPartLike) =>
    isPendingAskPart(part, toolName) || (idle && isAskUserQuestionPart(part, toolName) && part.state === 'input-streaming');
  // Decided once per call id, so the updater stays pure if a state library runs it twice.
  const decided = new Map<string, AskAddToolOutputArgs>();
  chat.setMessages((messages) =>
    messages.map((message) => {
      if (message.role !== 'assistant' || !message.parts.some(unresolved)) return message;
      const parts = message.parts.map((part) => {
        // A claimed call is being answered by its picker right now: its output is on the way.
        if (!unresolved(part) || isToolCallClaimed(chat.addToolOutput, part.toolCallId!)) return part;
        const call = part as typeof part & { toolCallId: string; state: string };
        let args = decided.get(call.toolCallId);
        if (!args) {
          args = call.state === 'input-streaming' ? interruptedArgs(call, text, toolName) : repliedInChatArgs(call, text, options.parseOptions, toolName, options.parser);
          decided.set(call.toolCallId, args);
        }
        return applyArgs(call, args);
      });
      return { ...message, parts };
    }),
  );
  for (const id of decided.keys()) claimToolCall(chat.addToolOutput, id);
}
