import { describe, expect, it, vi } from 'vitest';
import { claimToolCall } from './guard.js';
import { sentText, withAskCancelOnSend } from './cancel-on-send.js';
import { invalidInput, tripInput } from './test-utils/fixtures.js';
import { claudeCodeInputError } from '@askq/core/input-error';
import { loadPartKit } from './part-kit-load.js';
import { loadInvalidInputErrorText } from './invalid-input-load.js';

type Msg = { id: string; role: string; parts: { type: string; [key: string]: unknown }[] };

function fakeChat(parts: Msg['parts']) {
  const chat = {
    messages: [{ id: 'a', role: 'assistant', parts }] as Msg[],
    setMessages: (u: (m: Msg[]) => Msg[]) => void (chat.messages = u(chat.messages)),
    sendMessage: vi.fn(async (_message?: { text: string }) => {}),
    addToolOutput: vi.fn(),
  };
  return chat;
}
const pending = (toolCallId: string, input: unknown = tripInput) => ({ type: 'tool-AskUserQuestion', toolCallId, state: 'input-available', input });

describe('withAskCancelOnSend', () => {
  it('resolves the pending call before sending, with the user text', async () => {
    const chat = fakeChat([{ type: 'text', text: 'hi' }, pending('c1')]);
    let partAtSend: unknown;
    chat.sendMessage.mockImplementation(async () => void (partAtSend = chat.messages[0]!.parts[1]));
    await withAskCancelOnSend(chat)({ text: '  Not now  ' });
    expect(partAtSend).toMatchObject({
      state: 'output-available',
      output: { answers: {}, outcome: { type: 'declined', reason: 'replied_in_chat', message: 'Not now' } },
    });
    expect(chat.sendMessage).toHaveBeenCalledWith({ text: '  Not now  ' });
    expect(chat.addToolOutput).not.toHaveBeenCalled();
    expect(chat.messages[0]!.parts[0]).toEqual({ type: 'text', text: 'hi' });
  });

  it('leaves a call alone that its picker is answering', async () => {
    const chat = fakeChat([pending('c2')]);
    claimToolCall(chat.addToolOutput, 'c2');
    await withAskCancelOnSend(chat)({ text: 'x' });
    expect(chat.messages[0]!.parts[0]).toMatchObject({ state: 'input-available' });
  });

  it('invalid pending input is resolved as an output-error, with Claude Code\'s text once it has loaded', async () => {
    // Before the part's kit has loaded (no part has shown a call), input only the kit reads is
    // declined with the user's text and no questions echoed: it cannot be told invalid yet.
    const early = fakeChat([pending('c3', invalidInput)]);
    await withAskCancelOnSend(early)({ text: 'x' });
    expect(early.messages[0]!.parts[0]).toMatchObject({
      state: 'output-available',
      output: { questions: [], answers: {}, outcome: { type: 'declined', reason: 'replied_in_chat', message: 'x', answers: {} } },
    });
    // A part showing the call loads the kit (here: as it would), and then the invalid-input text.
    await loadPartKit();
    const chat = fakeChat([pending('c3b', invalidInput)]);
    await withAskCancelOnSend(chat)({ text: 'x' });
    expect(chat.messages[0]!.parts[0]).toMatchObject({ state: 'output-error', errorText: expect.stringMatching(/^The AskUserQuestion input was invalid/) });
    await loadInvalidInputErrorText([], 'AskUserQuestion');
    const later = fakeChat([pending('c3c', invalidInput)]);
    await withAskCancelOnSend(later)({ text: 'x' });
    expect(later.messages[0]!.parts[0]).toMatchObject({ state: 'output-error', errorText: claudeCodeInputError(invalidInput) });
  });

  it('a call cut off while streaming gets an error result once the chat is idle', async () => {
    const cut = { type: 'tool-AskUserQuestion', toolCallId: 'c5', state: 'input-streaming', input: { questions: [{ question: 'Which' }] } };
    // fakeChat's setMessages writes to the object it made, so the status goes onto that object.
    const streaming = Object.assign(fakeChat([cut]), { status: 'streaming' });
    await withAskCancelOnSend(streaming)({ text: 'x' });
    expect(streaming.messages[0]!.parts[0]).toMatchObject({ state: 'input-streaming' });

    const chat = Object.assign(fakeChat([cut]), { status: 'ready' });
    await withAskCancelOnSend(chat)({ text: 'never mind' });
    expect(chat.messages[0]!.parts[0]).toMatchObject({
      state: 'output-error',
      errorText: 'The AskUserQuestion call was interrupted before its input was complete, so the user never saw the questions. The user wrote in the chat instead: never mind',
    });
  });

  it('sendMessage() without a message (a continuation) cancels nothing', async () => {
    const chat = fakeChat([pending('c4')]);
    await withAskCancelOnSend(chat)();
    expect(chat.messages[0]!.parts[0]).toMatchObject({ state: 'input-available' });
    expect(chat.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps message identity when nothing is pending', async () => {
    const chat = fakeChat([{ type: 'text', text: 'hi' }]);
    const before = chat.messages[0];
    await withAskCancelOnSend(chat)({ text: 'x' });
    expect(chat.messages[0]).toBe(before);
  });

  it('reads text from { text } and from message parts', () => {
    expect(sentText({ text: 'a' })).toBe('a');
    expect(sentText({ parts: [{ type: 'text', text: 'a' }, { type: 'file' }, { type: 'text', text: 'b' }] })).toBe('a\nb');
    expect(sentText({ text: '   ' })).toBeUndefined();
    expect(sentText(undefined)).toBeUndefined();
  });
});
