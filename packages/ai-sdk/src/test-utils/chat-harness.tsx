'use client';
import { useMemo, useState } from 'react';
import { useChat } from '@ai-sdk/react';
import { type ChatTransport, type UIMessage, lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { vi } from 'vitest';
import { AskUserQuestionPart, withAskCancelOnSend } from '../index.js';

export interface HarnessProps {
  transport: ChatTransport<UIMessage>;
  initialMessages?: UIMessage[];
  /** Sends through withAskCancelOnSend (the documented setup) or the bare sendMessage. */
  cancelOnSend?: boolean;
  toolName?: string;
  /** Receives the addToolOutput spy (same identity for the whole chat). */
  onSpy?: (spy: ReturnType<typeof vi.fn>) => void;
  /** Receives `useChat()`'s return value on every render (stop, regenerate, approvals). */
  onChat?: (chat: ReturnType<typeof useChat>) => void;
}

/** A minimal chat app wired the way the README tells users to. */
export function ChatHarness({ transport, initialMessages, cancelOnSend = true, toolName, onSpy, onChat }: HarnessProps) {
  const chat = useChat({
    transport,
    ...(initialMessages ? { messages: initialMessages } : {}),
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  onChat?.(chat);
  // A spy with a stable identity: the exactly-once guard is keyed by the function.
  const addToolOutput = useMemo(() => {
    const spy = vi.fn(chat.addToolOutput);
    onSpy?.(spy);
    return spy;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat.addToolOutput]);
  const sendMessage = cancelOnSend ? withAskCancelOnSend(chat, { toolName }) : chat.sendMessage;
  const [draft, setDraft] = useState('');
  return (
    <main>
      {chat.messages.map((message) => (
        <section key={message.id} data-role={message.role} aria-label={message.role}>
          {message.parts.map((part, i) =>
            part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : (
              <AskUserQuestionPart key={i} part={part} addToolOutput={addToolOutput} toolName={toolName} />
            ),
          )}
        </section>
      ))}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendMessage({ text: draft });
          setDraft('');
        }}
      >
        <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <output data-testid="status">{chat.status}</output>
    </main>
  );
}
