import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  AssistantRuntimeProvider,
  AuiConfig,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
  useExternalStoreRuntime,
  type AddToolResultOptions,
  type ThreadMessageLike,
} from '@assistant-ui/react';
import '@askq/ui/styles.css';
import { askUserQuestionToolkit } from '../src/index.js';
import { tripInput } from './fixtures.js';

// An app's own store (assistant-ui's external-store runtime) that saves a tool result before it
// shows it: the answer is on its way while the card can mount again (the thread switched away and
// back, here a key). The exactly-once guard must hold across that remount.

const config = AuiConfig({ tools: Tools({ toolkit: askUserQuestionToolkit() }) });
const waiting: ThreadMessageLike = {
  id: 'a1',
  role: 'assistant',
  content: [{ type: 'tool-call', toolCallId: 'call-r', toolName: 'AskUserQuestion', args: tripInput, argsText: JSON.stringify(tripInput) }],
  status: { type: 'requires-action', reason: 'tool-calls' },
};

let results: AddToolResultOptions[] = [];
let remount = () => undefined as void;

function App(): ReactNode {
  const [key, setKey] = useState(0);
  remount = () => setKey((k) => k + 1);
  const runtime = useExternalStoreRuntime<ThreadMessageLike>({
    messages: [waiting],
    convertMessage: (m) => m,
    onNew: async () => undefined,
    // Saved first, shown later: the result is not applied while the test looks.
    onAddToolResult: (options) => void results.push(options),
  });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={config}>
      <ThreadPrimitive.Root key={key}>
        <ThreadPrimitive.Messages>{() => <MessagePrimitive.Root><MessagePrimitive.Parts /></MessagePrimitive.Root>}</ThreadPrimitive.Messages>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  results = [];
});

it('a card mounted again while its answer is on its way does not answer a second time', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() => root!.render(<App />));
  const porto = page.getByRole('radio', { name: /Porto/ });
  await expect.element(porto).toBeEnabled();
  await userEvent.click(porto);
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  await expect.poll(() => results.length).toBe(1);
  // The thread mounts again: the call still has no result, so the picker is back.
  flushSync(() => remount());
  const lisbon = page.getByRole('radio', { name: /Lisbon/ });
  await expect.element(lisbon).toBeEnabled();
  await userEvent.click(lisbon);
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  // The second card's picker is done with it (its receipt) once its submit has been handled.
  await expect.element(page.getByRole('radio', { name: /Lisbon/ })).not.toBeInTheDocument();
  // Before: a second result for the same call (Lisbon over Porto).
  expect(results.map((r) => r.toolCallId)).toEqual(['call-r']);
});
