import { useState } from 'react';
import type { ChatStatus, UIMessage } from 'ai';
import { AskUserQuestionPart, type AskUserQuestionPartProps } from '@askq/ai-sdk';

interface ChatViewProps {
  messages: UIMessage[];
  status: ChatStatus;
  addToolOutput: AskUserQuestionPartProps['addToolOutput'];
  onSend(text: string): void;
}

export function ChatView({ messages, status, addToolOutput, onSend }: ChatViewProps) {
  const [draft, setDraft] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  return (
    <section className="chat" aria-label="Chat">
      {/* A log region (polite live updates) around a plain list: role="log" on the <ol> would drop its list semantics. */}
      <div role="log" aria-label="Conversation">
        <ol className="messages">
          {messages.length === 0 && <li className="empty">Pick a scenario above, or type “plan a trip”.</li>}
          {messages.map((message) => (
            <li key={message.id} className={`message ${message.role}`} data-role={message.role}>
              <span className="visually-hidden">{message.role === 'user' ? 'You:' : 'Agent:'}</span>
              {message.parts.map((part, i) =>
                part.type === 'text' ? (
                  <p key={i} className="text">
                    {part.text}
                  </p>
                ) : (
                  // Renders nothing for parts that are not AskUserQuestion calls.
                  <AskUserQuestionPart key={i} part={part} addToolOutput={addToolOutput} className="ask" />
                ),
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="status" role="status">
        {busy ? 'The agent is writing…' : ''}
      </p>
      <form
        className="composer"
        onSubmit={(e) => {
          e.preventDefault();
          const text = draft.trim();
          if (!text || busy) return;
          onSend(text);
          setDraft('');
        }}
      >
        <label htmlFor="composer-input" className="visually-hidden">
          Message
        </label>
        <input
          id="composer-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type a message (it declines a pending question)"
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          Send
        </button>
      </form>
    </section>
  );
}
