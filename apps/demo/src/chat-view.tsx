import { useCallback, useRef, useState } from 'react';
import type { ChatStatus, UIMessage } from 'ai';
import { AskUserQuestionPart, isAskUserQuestionPart, pendingAskParts, type AskUserQuestionPartProps } from '@askq/ai-sdk';
import { useStickToBottom } from './stick-to-bottom.js';

interface ChatViewProps {
  messages: UIMessage[];
  status: ChatStatus;
  addToolOutput: AskUserQuestionPartProps['addToolOutput'];
  onSend(text: string): void;
  /** The last turn was cut by a reload: a notice closes the conversation, with Continue. */
  interrupted: boolean;
  onContinue(): void;
}

export function ChatView({ messages, status, addToolOutput, onSend, interrupted, onContinue }: ChatViewProps) {
  const [draft, setDraft] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  // A message sent now declines the waiting question (withAskCancelOnSend): the placeholder says
  // so in the user's words.
  const questionWaits = pendingAskParts(messages).length > 0;
  const log = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Messages sent plus questions settled (answered, skipped, replied to): what the user did.
  const actions = messages.reduce(
    (n, m) => n + (m.role === 'user' ? 1 : m.parts.filter((p) => isAskUserQuestionPart(p) && p.state.startsWith('output-')).length),
    0,
  );
  useStickToBottom(log, list, actions);
  // After "Chat about this" the user writes in the chat: focus goes to the message box.
  const composer = useRef<HTMLInputElement>(null);
  const onOutcome = useCallback<NonNullable<AskUserQuestionPartProps['onOutcome']>>((outcome) => {
    if (outcome.type === 'declined' && outcome.reason === 'chat_about_this') composer.current?.focus();
  }, []);
  return (
    <section className="chat" aria-label="Chat">
      {/* A log region (polite live updates) around a plain list: role="log" on the <ol> would drop its list semantics.
          It is also the scrolling pane, focusable so keyboard users can scroll a history that has no controls. */}
      <div role="log" aria-label="Conversation" className="log" ref={log} tabIndex={0}>
        <ol className="messages" ref={list}>
          {messages.length === 0 && <li className="empty">Pick a scenario above, or type “plan a trip”.</li>}
          {messages.map((message, m) => (
            <li key={message.id} className={`message ${message.role}`} data-role={message.role}>
              <span className="visually-hidden">{message.role === 'user' ? 'You:' : 'Agent:'}</span>
              {message.parts.map((part, i) =>
                part.type === 'text' ? (
                  // A text still `streaming` that no stream writes to any more was cut by a reload.
                  part.state === 'streaming' && !(busy && m === messages.length - 1) ? (
                    <p key={i} className="text cut">
                      {part.text}
                      <span aria-hidden="true">…</span>
                      <span className="visually-hidden"> (cut off)</span>
                    </p>
                  ) : (
                    <p key={i} className="text">
                      {part.text}
                    </p>
                  )
                ) : (
                  // Renders nothing for parts that are not AskUserQuestion calls. Level 2: the page
                  // has an h1 and no other heading above a message.
                  <AskUserQuestionPart key={i} part={part} addToolOutput={addToolOutput} onOutcome={onOutcome} className="ask" titleLevel={2} />
                ),
              )}
            </li>
          ))}
          {interrupted && (
            <li className="interrupted">
              <p id="interrupted-note">The reply was interrupted by the reload.</p>
              <button
                type="button"
                aria-describedby="interrupted-note"
                onClick={() => {
                  // The button goes with the notice: focus stays in the conversation, where the
                  // reply arrives (and a question arriving takes it from there).
                  log.current?.focus({ preventScroll: true });
                  onContinue();
                }}
              >
                Continue
              </button>
            </li>
          )}
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
          ref={composer}
          id="composer-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={questionWaits ? 'Reply here instead of answering' : 'Message the agent'}
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          Send
        </button>
      </form>
    </section>
  );
}
