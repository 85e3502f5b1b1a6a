import { useEffect, useMemo, useState } from 'react';
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { withAskCancelOnSend } from '@askq/ai-sdk';
import { createMockAgent } from './agent/mock-agent.js';
import { scenarios } from './agent/scenarios.js';
import { ChatView } from './chat-view.js';
import { Inspector } from './inspector.js';
import { ThemeSwitch } from './theme-switch.js';
import { clearChatStorage, continuation, loadChat, saveChat } from './persist.js';

/** `?delay=0` makes the agent instant (the end-to-end tests use it); the default shows the stream. */
const delayMs = Number(new URLSearchParams(location.search).get('delay') ?? 25) || 0;

export function App() {
  const transport = useMemo(() => createMockAgent({ delayMs }), []);
  const saved = useMemo(loadChat, []);
  const chat = useChat({
    id: 'demo',
    transport,
    messages: saved.messages,
    // Resume the agent as soon as the question is answered.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  // Typing in the chat while a question is pending declines it first (no missing tool result).
  const sendMessage = withAskCancelOnSend(chat);
  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  // A turn a reload cut (the mock transport cannot resume a stream): the conversation says so and
  // offers to continue it, until the agent is asked again by any means.
  const [interrupted, setInterrupted] = useState(saved.interrupted);
  useEffect(() => {
    if (busy) setInterrupted(false);
  }, [busy]);

  useEffect(() => {
    // Mid-turn too: what the user wrote and what was settled come back after a reload, the cut
    // turn marked as such.
    saveChat({ messages: chat.messages, interrupted: busy || interrupted });
  }, [chat.messages, busy, interrupted]);

  const continueTurn = () => {
    setInterrupted(false);
    const next = continuation(chat.messages);
    if (next.kind === 'resume') {
      chat.setMessages(next.messages);
      void chat.sendMessage();
    } else void chat.regenerate();
  };

  return (
    <div className="layout chat-page">
      <header className="topbar">
        <h1>
          askq <span className="subtle">AskUserQuestion in a web chat</span>
        </h1>
        <ThemeSwitch />
      </header>
      <nav className="scenarios" aria-label="Scenarios">
        {scenarios.map((s) => (
          <button key={s.id} type="button" disabled={busy} onClick={() => void sendMessage({ text: s.prompt })}>
            {s.title}
          </button>
        ))}
        <button
          type="button"
          className="ghost"
          disabled={busy}
          onClick={() => {
            clearChatStorage();
            chat.setMessages([]);
            setInterrupted(false);
          }}
        >
          New chat
        </button>
      </nav>
      <main className="columns">
        <ChatView
          messages={chat.messages}
          status={chat.status}
          addToolOutput={chat.addToolOutput}
          onSend={(text) => void sendMessage({ text })}
          interrupted={interrupted && !busy}
          onContinue={continueTurn}
        />
        <Inspector messages={chat.messages} />
      </main>
    </div>
  );
}
