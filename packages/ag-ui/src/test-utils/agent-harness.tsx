'use client';
import { useState } from 'react';
import { AgentAskUserQuestion, useAgentSnapshot } from '../react.js';
import { sendUserMessage } from '../agent.js';
import type { AgUiAgentLike } from '../types.js';

/** A minimal AG-UI chat wired the way the README tells users to. */
export function AgentHarness({ agent }: { agent: AgUiAgentLike }) {
  const { messages, isRunning } = useAgentSnapshot(agent);
  const [draft, setDraft] = useState('');
  return (
    <main>
      {messages.map((message) => (
        <section key={message.id}>
          {typeof message.content === 'string' && message.role !== 'tool' && <p>{message.content}</p>}
          {message.toolCalls?.map((call) => <AgentAskUserQuestion key={call.id} agent={agent} toolCallId={call.id} />)}
        </section>
      ))}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendUserMessage(agent, draft);
          setDraft('');
        }}
      >
        <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <output data-testid="status">{isRunning ? 'running' : 'idle'}</output>
    </main>
  );
}
