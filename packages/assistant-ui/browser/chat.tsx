/**
 * A chat as an app builds it: assistant-ui's AI SDK runtime (`useChatRuntime`, the real
 * `useChat` inside) with askq registered once as the AskUserQuestion tool UI, and a thread
 * composed from assistant-ui's primitives.
 */
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { lastAssistantMessageIsCompleteWithToolCalls, type ChatTransport, type UIMessage } from 'ai';
import { AssistantRuntimeProvider, AuiConfig, ComposerPrimitive, MessagePrimitive, ThreadPrimitive, Tools, useAuiState } from '@assistant-ui/react';
import { useAISDKChat, useChatRuntime } from '@assistant-ui/react-ai-sdk';
import '@askq/ui/styles.css';
import { askUserQuestionToolkit } from '../src/index.js';

const config = AuiConfig({ tools: Tools({ toolkit: askUserQuestionToolkit() }) });

function Thread() {
  return (
    <ThreadPrimitive.Root>
      <ThreadPrimitive.Viewport>
        <ThreadPrimitive.Messages>
          {({ message }) => (
            <MessagePrimitive.Root data-role={message.role}>
              <MessagePrimitive.Parts />
            </MessagePrimitive.Root>
          )}
        </ThreadPrimitive.Messages>
      </ThreadPrimitive.Viewport>
      <ComposerPrimitive.Root>
        <ComposerPrimitive.Input aria-label="Message" />
        <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
      </ComposerPrimitive.Root>
    </ThreadPrimitive.Root>
  );
}

/** Whether a run is going on: tests wait for `idle` before counting what reached the model. */
function RunState() {
  const running = useAuiState((s) => s.thread.isRunning);
  return <output data-testid="run-state">{running ? 'running' : 'idle'}</output>;
}

/** Hands the chat's messages out on every change: what an app saves to restore the thread. */
function SaveMessages({ onMessages }: { onMessages: (messages: UIMessage[]) => void }) {
  const chat = useAISDKChat();
  const messages = chat?.messages;
  useEffect(() => {
    if (messages) onMessages(JSON.parse(JSON.stringify(messages)) as UIMessage[]);
  }, [messages, onMessages]);
  return null;
}

export interface ChatProps {
  transport: ChatTransport<UIMessage>;
  /** Saved messages to start from (a reload). */
  messages?: UIMessage[];
  onMessages?: (messages: UIMessage[]) => void;
}

export function Chat({ transport, messages, onMessages }: ChatProps): ReactNode {
  const runtime = useChatRuntime({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={config}>
      <Thread />
      <RunState />
      {onMessages && <SaveMessages onMessages={onMessages} />}
    </AssistantRuntimeProvider>
  );
}

let mounted: { root: Root; container: HTMLElement } | undefined;

/** Mounts the chat on a fresh container (unmounting the one before: a page reload). */
export function mountChat(props: ChatProps): void {
  unmountChat();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(<Chat {...props} />));
  mounted = { root, container };
}

export function unmountChat(): void {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.container.remove();
  mounted = undefined;
}
