import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { askUserQuestionTool, sendUserMessage } from '@askq/ag-ui';
import { AgentAskUserQuestion, useAgentSnapshot } from '@askq/ag-ui/react';
import '@askq/ui/styles.css';
import './styles.css';
import { PlannerAgent } from './planner-agent.js';

const agent = new PlannerAgent({ delayMs: 40 });
const runParameters = { tools: [askUserQuestionTool()] };

function Chat() {
  const { messages, isRunning } = useAgentSnapshot(agent);
  const [draft, setDraft] = useState('');
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    void sendUserMessage(agent, draft, { runParameters });
    setDraft('');
  };
  return (
    <main className="chat">
      <h1>AskUserQuestion over AG-UI</h1>
      <p className="hint">A local scripted agent (no model, no network). Ask it to plan a trip.</p>
      <ol className="messages">
        {messages.map((message) => (
          <li key={message.id} className={`message ${message.role}`}>
            {message.role === 'tool' ? (
              <details>
                <summary>Tool result sent to the agent</summary>
                <pre>{String(message.content)}</pre>
              </details>
            ) : (
              typeof message.content === 'string' && message.content && <p>{message.content}</p>
            )}
            {/* Under the page's h1: each question an h2. */}
            {message.toolCalls?.map((call) => (
              <AgentAskUserQuestion key={call.id} agent={agent} toolCallId={call.id} runParameters={runParameters} titleLevel={2} />
            ))}
          </li>
        ))}
      </ol>
      <form className="composer" onSubmit={send}>
        <input aria-label="Message" placeholder="Plan a long weekend in Portugal" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <p className="status" role="status">{isRunning ? 'The agent is running…' : ''}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
