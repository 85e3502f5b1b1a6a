import { useCallback, useEffect, useState } from 'react';
import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import { AssistantRuntimeProvider, AuiConfig, Tools } from '@assistant-ui/react';
import { useAISDKChat, useChatRuntime } from '@assistant-ui/react-ai-sdk';
import { askUserQuestionToolkit } from '@askq/assistant-ui';
import { fakeModel } from './fake-model.js';
import { localServer } from './local-server.js';
import { Thread } from './thread.js';

// askq registered once as the AskUserQuestion tool UI, for every thread under the provider. Under
// the page's h1, each question is an h2.
const config = AuiConfig({ tools: Tools({ toolkit: askUserQuestionToolkit({ titleLevel: 2 }) }) });
const transport = localServer(fakeModel());

const STORAGE_KEY = 'askq-example-assistant-ui:messages';

/** The saved thread: the app's database in a real app. A reload shows answered questions as receipts. */
function loadMessages(): UIMessage[] | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as UIMessage[]) : undefined;
  } catch {
    return undefined;
  }
}

function SaveMessages() {
  const messages = useAISDKChat()?.messages;
  useEffect(() => {
    if (messages) localStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
  }, [messages]);
  return null;
}

function NewChat() {
  const chat = useAISDKChat();
  const start = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
    chat?.setMessages([]);
  }, [chat]);
  return (
    <button type="button" className="button secondary" onClick={start}>
      New chat
    </button>
  );
}

export function App() {
  const [messages] = useState(loadMessages);
  const runtime = useChatRuntime({ transport, messages, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={config}>
      <div className="app">
        <header className="header">
          <h1 className="title">askq + assistant-ui</h1>
          <span className="hint">a scripted model in the page: no network, no key</span>
          <NewChat />
        </header>
        <main className="main">
          <Thread />
        </main>
      </div>
      <SaveMessages />
    </AssistantRuntimeProvider>
  );
}
