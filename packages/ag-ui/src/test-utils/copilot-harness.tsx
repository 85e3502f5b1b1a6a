'use client';
import { useState } from 'react';
import { CopilotKitProvider, useAgent, useCopilotKit, useRenderToolCall } from '@copilotkit/react-core/v2';
import { useAskUserQuestion, type CopilotAskUserQuestionOptions } from '../copilotkit.js';
import type { ScriptedAgent } from './scripted-agent.js';

type Agents = NonNullable<Parameters<typeof CopilotKitProvider>[0]['agents__unsafe_dev_only']>;

/** CopilotKit's provider with a local agent passed directly (`agents__unsafe_dev_only`: no runtime, no network) and a headless message list. */
export function CopilotHarness({ agent, options }: { agent: ScriptedAgent; options?: CopilotAskUserQuestionOptions }) {
  return (
    <CopilotKitProvider agents__unsafe_dev_only={{ default: agent } as unknown as Agents} showDevConsole={false} enableInspector={false}>
      <Chat options={options} />
    </CopilotKitProvider>
  );
}

function Chat({ options }: { options?: CopilotAskUserQuestionOptions }) {
  useAskUserQuestion(options);
  const { agent } = useAgent();
  const { copilotkit } = useCopilotKit();
  const renderToolCall = useRenderToolCall();
  const [draft, setDraft] = useState('');
  return (
    <main>
      {agent.messages.map((message) => (
        <section key={message.id}>
          {typeof message.content === 'string' && message.role !== 'tool' && <p>{message.content}</p>}
          {message.role === 'assistant' &&
            message.toolCalls?.map((toolCall) => {
              const toolMessage = agent.messages.find((m) => m.role === 'tool' && m.toolCallId === toolCall.id);
              return <div key={toolCall.id}>{renderToolCall({ toolCall, toolMessage: toolMessage as never })}</div>;
            })}
        </section>
      ))}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: draft });
          void copilotkit.runAgent({ agent });
          setDraft('');
        }}
      >
        <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <output data-testid="status">{agent.isRunning ? 'running' : 'idle'}</output>
    </main>
  );
}
