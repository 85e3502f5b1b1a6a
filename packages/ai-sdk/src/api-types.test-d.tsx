/**
 * Compile-only: the documented setup type-checks against the real `useChat` types, with untyped
 * messages and with messages typed from the tool set (the tool output then is AskToolOutput).
 */
import { useChat } from '@ai-sdk/react';
import { type InferUITools, type UIMessage, lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { AskUserQuestionPart, askUserQuestionTool, withAskCancelOnSend } from './index.js';

const tools = { AskUserQuestion: askUserQuestionTool() };
type TypedMessage = UIMessage<unknown, never, InferUITools<typeof tools>>;

export function Untyped() {
  const chat = useChat({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  const sendMessage = withAskCancelOnSend(chat);
  void sendMessage({ text: 'hi' });
  return chat.messages.map((m) => m.parts.map((p, i) => <AskUserQuestionPart key={i} part={p} addToolOutput={chat.addToolOutput} />));
}

export function Typed() {
  const chat = useChat<TypedMessage>({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  const sendMessage = withAskCancelOnSend(chat);
  void sendMessage({ text: 'hi' });
  return chat.messages.map((m) => m.parts.map((p, i) => <AskUserQuestionPart key={i} part={p} addToolOutput={chat.addToolOutput} />));
}
