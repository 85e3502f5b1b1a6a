/**
 * Compile-only: the documented setup type-checks against the real `useChat` types, with untyped
 * messages and with messages typed from the tool set (the tool output then is AskToolOutput).
 * Checked against ai@7, 6 and 5 (`typecheck` runs this file with each major's types).
 */
import { useChat } from '@ai-sdk/react';
import { type InferUITools, type UIDataTypes, type UIMessage, lastAssistantMessageIsCompleteWithToolCalls, tool } from 'ai';
import { z } from 'zod';
import { AskUserQuestionPart, isAskUserQuestionPart, isPendingAskPart, pendingAskParts, renderAskPart, withAskCancelOnSend } from './index.js';
import { askUserQuestionTool } from './server.js';

const tools = { AskUserQuestion: askUserQuestionTool() };
type TypedMessage = UIMessage<unknown, never, InferUITools<typeof tools>>;

/** A chat with more tools: a client-side one (outputSchema) and a server-side one (execute). */
const manyTools = {
  AskUserQuestion: askUserQuestionTool(),
  weather: tool({ description: 'Weather', inputSchema: z.object({ city: z.string() }), outputSchema: z.object({ celsius: z.number() }) }),
  search: tool({ description: 'Search', inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => ({ hits: [q] }) }),
};
type ManyMessage = UIMessage<unknown, UIDataTypes, InferUITools<typeof manyTools>>;

/** Tools without AskUserQuestion. */
const otherTools = { weather: manyTools.weather };
type OtherMessage = UIMessage<unknown, UIDataTypes, InferUITools<typeof otherTools>>;

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

export function ManyTools() {
  const chat = useChat<ManyMessage>({ sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  const sendMessage = withAskCancelOnSend(chat);
  void sendMessage({ text: 'hi' });
  return chat.messages.map((m) =>
    m.parts.map((p, i) => (
      <>
        <AskUserQuestionPart key={i} part={p} addToolOutput={chat.addToolOutput} />
        <AskUserQuestionPart key={i} part={p} addToolOutput={chat.addToolResult} />
      </>
    )),
  );
}

/** The tool registered under another name: `toolName` says which tool `addToolOutput` must accept. */
const renamedTools = { ask_user: askUserQuestionTool(), weather: manyTools.weather };
type RenamedMessage = UIMessage<unknown, UIDataTypes, InferUITools<typeof renamedTools>>;

export function Renamed() {
  const chat = useChat<RenamedMessage>();
  const many = useChat<ManyMessage>();
  return chat.messages.map((m) =>
    m.parts.map((p) => (
      <>
        <AskUserQuestionPart part={p} toolName="ask_user" addToolOutput={chat.addToolOutput} />
        {/* @ts-expect-error: this chat has no AskUserQuestion tool */}
        <AskUserQuestionPart part={p} addToolOutput={chat.addToolOutput} />
        {/* @ts-expect-error: that chat has no ask_user tool */}
        <AskUserQuestionPart part={p} toolName="ask_user" addToolOutput={many.addToolOutput} />
      </>
    )),
  );
}

/** Functions that cannot take the answer are still rejected. */
export function Rejected() {
  const weatherOnly = useChat<OtherMessage>();
  const wrongOutput = useChat<UIMessage<unknown, UIDataTypes, InferUITools<typeof wrongOutputTools>>>();
  const part = weatherOnly.messages[0]!.parts[0]!;
  return (
    <>
      {/* @ts-expect-error: a chat without the AskUserQuestion tool */}
      <AskUserQuestionPart part={part} addToolOutput={weatherOnly.addToolOutput} />
      {/* @ts-expect-error: a chat whose AskUserQuestion tool has another output */}
      <AskUserQuestionPart part={part} addToolOutput={wrongOutput.addToolOutput} />
      {/* @ts-expect-error: a function of another tool */}
      <AskUserQuestionPart part={part} addToolOutput={(args: { tool: 'weather'; toolCallId: string; output: { celsius: number } }) => args} />
      {/* @ts-expect-error: not an addToolOutput at all */}
      <AskUserQuestionPart part={part} addToolOutput={(id: string) => id} />
      {/* @ts-expect-error: addToolOutput is required */}
      <AskUserQuestionPart part={part} />
      {/* Any function that takes the arguments is fine (a spy, a wrapper). */}
      <AskUserQuestionPart part={part} addToolOutput={(args: { tool: string; toolCallId: string }) => args.toolCallId} />
    </>
  );
}

const wrongOutputTools = {
  AskUserQuestion: tool({ description: 'Not ours', inputSchema: z.object({ q: z.string() }), outputSchema: z.object({ ok: z.boolean() }) }),
};

/** renderAskPart takes the whole chat, whatever its tool set, and checks it has the tool. */
export function RenderAskPart() {
  const untyped = useChat();
  const typed = useChat<TypedMessage>();
  const many = useChat<ManyMessage>();
  const renamed = useChat<RenamedMessage>();
  const weatherOnly = useChat<OtherMessage>();
  const loop = many.messages.map((m) =>
    m.parts.map((part, i) => (part.type === 'text' ? <p key={i}>{part.text}</p> : renderAskPart(part, many, { className: 'ask' }))),
  );
  const part = many.messages[0]!.parts[0]!;
  return (
    <>
      {loop}
      {renderAskPart(part, untyped)}
      {renderAskPart(part, typed, { labels: { submit: 'Go' }, onOutput: (args) => args.tool satisfies 'AskUserQuestion' })}
      {renderAskPart(part, renamed, { toolName: 'ask_user', onOutput: (args) => args.tool satisfies 'ask_user' })}
      {renderAskPart(part, { addToolOutput: many.addToolResult })}
      {/* @ts-expect-error: this chat has no AskUserQuestion tool */}
      {renderAskPart(part, weatherOnly)}
      {/* @ts-expect-error: this chat has no ask_user tool */}
      {renderAskPart(part, many, { toolName: 'ask_user' })}
      {/* @ts-expect-error: not a chat */}
      {renderAskPart(part, { sendMessage: many.sendMessage })}
    </>
  );
}

/**
 * The guards keep the chat's own part types: the static `tool-AskUserQuestion` part stays possible
 * in the true branch (regression: they narrowed to `dynamic-tool` only), with its typed output.
 */
export function Guards() {
  const typed = useChat<ManyMessage>();
  const untyped = useChat();
  for (const p of typed.messages.flatMap((m) => m.parts)) {
    if (isAskUserQuestionPart(p) && p.type === 'tool-AskUserQuestion' && p.state === 'output-available') void p.output.answers;
    if (isPendingAskPart(p) && p.type === 'tool-AskUserQuestion') void p.input.questions;
  }
  for (const p of untyped.messages.flatMap((m) => m.parts)) {
    if (isAskUserQuestionPart(p)) void [p.toolCallId.length, p.state.length];
  }
  const pending = pendingAskParts(typed.messages);
  void pending.map((p) => p.toolCallId);
}
