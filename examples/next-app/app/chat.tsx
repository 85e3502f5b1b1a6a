'use client';
import { useState } from 'react';
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import { AskUserQuestionPart, pendingAskParts, withAskCancelOnSend } from '@askq/ai-sdk';
import { ThemeToggle } from './theme-toggle';

export function Chat({ id, initialMessages }: { id: string; initialMessages: UIMessage[] }) {
  const chat = useChat({
    id,
    messages: initialMessages,
    // The default transport posts { id, messages } to /api/chat. Once the question is answered,
    // the chat sends the answer back by itself and the model goes on.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  // A message typed while a question waits declines the question first, so the model never
  // gets a tool call without a result. Use it instead of chat.sendMessage.
  const sendMessage = withAskCancelOnSend(chat);
  const [draft, setDraft] = useState('');
  const busy = chat.status === 'submitted' || chat.status === 'streaming';
  const questionWaits = pendingAskParts(chat.messages).length > 0;

  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 p-4">
      <header className="flex items-center justify-between gap-4 border-b border-border pb-3">
        <h1 className="text-lg font-semibold">askq + Next.js</h1>
        <ThemeToggle />
      </header>

      <main className="flex flex-1 flex-col gap-4">
        <ol aria-label="Conversation" className="flex flex-1 flex-col gap-3">
          {chat.messages.length === 0 && (
            <li className="text-muted-foreground">Ask for something, e.g. “Help me set up a dashboard”.</li>
          )}
          {chat.messages.map((message) => (
            <li
              key={message.id}
              data-role={message.role}
              className={
                message.role === 'user'
                  ? 'self-end rounded-lg bg-primary px-3 py-2 text-primary-foreground'
                  : 'flex flex-col gap-2 self-stretch'
              }
            >
              <span className="sr-only">{message.role === 'user' ? 'You:' : 'Assistant:'}</span>
              {message.parts.map((part, i) =>
                part.type === 'text' ? (
                  <p key={i} data-part="text">
                    {part.text}
                  </p>
                ) : (
                  // Renders nothing for parts that are not AskUserQuestion calls. The page's
                  // outline is h1 > h2 (the request) > h3 (each question).
                  <AskUserQuestionPart key={i} part={part} addToolOutput={chat.addToolOutput} titleLevel={2} className="p-3 shadow-sm" />
                ),
              )}
            </li>
          ))}
        </ol>
        <p role="status" className="min-h-5 text-sm text-muted-foreground" data-testid="status">
          {busy ? 'The assistant is writing…' : ''}
        </p>
        <form
          className="sticky bottom-0 flex h-(--composer-height) items-center gap-2 bg-background"
          onSubmit={(event) => {
            event.preventDefault();
            const text = draft.trim();
            if (!text || busy) return;
            void sendMessage({ text });
            setDraft('');
          }}
        >
          <label htmlFor="message" className="sr-only">
            Message
          </label>
          <input
            id="message"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={questionWaits ? 'Reply here instead of answering' : 'Message the assistant'}
            autoComplete="off"
            className="flex-1 rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground disabled:opacity-50"
          >
            Send
          </button>
        </form>
      </main>
    </div>
  );
}
