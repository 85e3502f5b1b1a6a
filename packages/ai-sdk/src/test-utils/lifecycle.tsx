/**
 * What the chat lifecycle tests share (chat-lifecycle.test.tsx, chat-approval.test.tsx): a chat on
 * the real `useChat` and a scripted transport, driven as a user would.
 */
import { expect, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UIMessage, convertToModelMessages } from 'ai';
import type { useChat } from '@ai-sdk/react';
import { askUserQuestionTool } from '../server.js';
import { ChatHarness } from './chat-harness.js';
import { type Turn, scriptedTransport } from './scripted-transport.js';

export const Q = 'Which city should the trip start in?';
const tools = { AskUserQuestion: askUserQuestionTool() };

export const idle = () => waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));

/** The radio named `name` once its call is answerable. */
export const liveRadio = (name: RegExp) =>
  waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toMatch(/^(input-available|approval-responded)$/);
    expect(radio.hasAttribute('disabled')).toBe(false);
    return radio;
  });

/** A started chat: the user, the requests the transport got, the harness's output spy, the chat. */
export interface StartedChat {
  user: ReturnType<typeof userEvent.setup>;
  requests: ReturnType<typeof scriptedTransport>['requests'];
  spy: () => ReturnType<typeof vi.fn>;
  chat: () => ReturnType<typeof useChat>;
}

/** A chat on `turns`, with "Plan a trip" sent. */
export async function startChat(turns: Turn[]): Promise<StartedChat> {
  const { transport, requests } = scriptedTransport(turns);
  let spy!: ReturnType<typeof vi.fn>;
  const chat: { current?: ReturnType<typeof useChat> } = {};
  render(<ChatHarness transport={transport} onSpy={(s) => (spy = s)} onChat={(c) => (chat.current = c)} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { user, requests, spy: () => spy, chat: () => chat.current! };
}

export async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

/** The tool calls and results the model is sent for `messages` (what `streamText` gets). */
export async function modelToolParts(messages: UIMessage[]) {
  const model = await convertToModelMessages(messages, { tools });
  return model.flatMap((m) => (typeof m.content === 'string' ? [] : (m.content as readonly { type: string }[]))).filter((c) => c.type === 'tool-call' || c.type === 'tool-result');
}

