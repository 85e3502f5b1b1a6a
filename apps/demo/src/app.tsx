import { useEffect, useMemo } from 'react';
import { useChat } from '@ai-sdk/react';
import { lastAssistantMessageIsCompleteWithToolCalls } from 'ai';
import { withAskCancelOnSend } from '@askq/ai-sdk';
import { createMockAgent } from './agent/mock-agent.js';
import { scenarios } from './agent/scenarios.js';
import { ChatView } from './chat-view.js';
import { Inspector } from './inspector.js';
import { ThemeSwitch } from './theme-switch.js';
import { clearChatStorage, loadMessages, saveMessages } from './persist.js';

/** `?delay=0` makes the agent instant (the end-to-end tests use it); the default shows the stream. */
const delayMs = Number(new URLSearchParams(location.search).get('delay') ?? 25) || 0;

export function App() {
  const transport = useMemo(() => createMockAgent({ delayMs }), []);
  const initialMessages = useMemo(loadMessages, []);
  const chat = useChat({
    id: 'demo',
    transport,
    messages: initialMessages,
    // Resume the agent as soon as the question is answered.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  // Typing in the chat while a question is pending declines it first (no missing tool result).
  const sendMessage = withAskCancelOnSend(chat);
  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  useEffect(() => {
    // A half-streamed turn is not worth restoring: save settled transcripts only.
    if (!busy) saveMessages(chat.messages);
  }, [chat.messages, busy]);

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
          }}
        >
          New chat
        </button>
      </nav>
      <main className="columns">
        <ChatView messages={chat.messages} status={chat.status} addToolOutput={chat.addToolOutput} onSend={(text) => void sendMessage({ text })} />
        <Inspector messages={chat.messages} />
      </main>
    </div>
  );
}
