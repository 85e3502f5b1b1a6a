'use client';
import type { ReactElement } from 'react';
import { AskUserQuestionPart, type AskUserQuestionPartProps } from './ask-user-question-part.js';
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
import { type ChatPartLike, isAskUserQuestionPart } from './parts.js';
import type { AskAddToolOutput } from './resolve.js';

/** What `renderAskPart` needs of the chat: `useChat()`'s return value has it in ai 5, 6 and 7. */
export interface AskChatLike<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME> {
  addToolOutput: AskAddToolOutput<N>;
}

/** Every prop of `AskUserQuestionPart` except the two `renderAskPart` fills in. */
export type AskPartOptions<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME> = Omit<AskUserQuestionPartProps<N>, 'part' | 'addToolOutput'>;

/**
 * The AskUserQuestion picker for one message part, or `null` when the part is anything else:
 * one expression in a parts loop, next to the app's own branches.
 *
 * ```tsx
 * message.parts.map((part, i) => (part.type === 'text' ? <p key={i}>{part.text}</p> : renderAskPart(part, chat)))
 * ```
 *
 * `chat` is `useChat()`'s return value (only its `addToolOutput` is read), typed with any tool
 * set that has the tool, or untyped; `options.toolName` (default `'AskUserQuestion'`) says which
 * tool, and a chat without it does not type-check. The element is keyed by the tool call id and
 * is the memoized `AskUserQuestionPart`: a settled call in the history does not re-render on a
 * `useChat` update, even with `options` written inline.
 */
export function renderAskPart<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME>(
  part: ChatPartLike,
  chat: AskChatLike<NoInfer<N>>,
  options?: AskPartOptions<N>,
): ReactElement | null {
  if (!isAskUserQuestionPart(part, options?.toolName ?? ASK_USER_QUESTION_TOOL_NAME)) return null;
  return <AskUserQuestionPart<N> key={part.toolCallId} {...options} part={part} addToolOutput={chat.addToolOutput} />;
}
