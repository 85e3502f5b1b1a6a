import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatHarness } from './test-utils/chat-harness.js';
import { askTurn, deferred, scriptedTransport, textTurn } from './test-utils/scripted-transport.js';
import { answerOf, invalidInput, toolParts, tripInput } from './test-utils/fixtures.js';
import { claudeCodeInputError } from '@askq/core/input-error';
import type { ChatTransport, UIMessage, UIMessageChunk } from 'ai';

const Q = 'Which city should the trip start in?';
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
/**
 * Until useChat is idle again (its status back to `ready`). A request the chat sends by itself
 * (sendAutomaticallyWhen) starts in the same task that ends the turn, before React renders that
 * status: once it shows, every request the turn leads to has been made and can be counted.
 */
const idle = () => waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));

/** The live picker's option (during streaming the same radios exist, inert). */
/** The radio named `name` once its own call is answerable (an earlier call may pass through that state too). */
async function liveRadio(name: RegExp) {
  return waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('input-available');
    return radio;
  });
}

async function startChat(turns: Parameters<typeof scriptedTransport>[0], props: { cancelOnSend?: boolean; toolName?: string } = {}) {
  const { transport, requests } = scriptedTransport(turns);
  let spy!: ReturnType<typeof vi.fn>;
  render(<ChatHarness transport={transport} onSpy={(s) => (spy = s)} {...props} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { user, requests, spy: () => spy };
}

/**
 * A turn as `streamText(...).toUIMessageStreamResponse()` sends it when the call comes first:
 * `start` without a messageId, then the call. `reads` splits the chunks into the reads the chat
 * gets (each read's chunks in one go, a task between reads).
 */
function callFirstTransport(reads: number[]) {
  const chunks: UIMessageChunk[] = [
    { type: 'start' },
    { type: 'start-step' },
    { type: 'tool-input-start', toolCallId: 'call-first', toolName: 'AskUserQuestion' },
    { type: 'tool-input-delta', toolCallId: 'call-first', inputTextDelta: JSON.stringify(tripInput) },
    { type: 'tool-input-available', toolCallId: 'call-first', toolName: 'AskUserQuestion', input: tripInput },
    { type: 'finish-step' },
    { type: 'finish' },
  ];
  const transport: ChatTransport<UIMessage> = {
    reconnectToStream: async () => null,
    async sendMessages() {
      return new ReadableStream<UIMessageChunk>({
        async start(controller) {
          let at = 0;
          for (const n of [...reads, chunks.length]) {
            for (; at < Math.min(n, chunks.length); at++) controller.enqueue(chunks[at]!);
            await new Promise((r) => setTimeout(r, 0));
          }
          controller.close();
        },
      });
    },
  };
  return transport;
}

describe('a turn whose first part is the call (the SDK then changes the part it rendered in place)', () => {
  // Regression: the memo compared the new part with the props it last rendered, whose part object
  // the SDK had since changed to the same content: the card stayed "Preparing questions…".
  it.each([
    ['whole in one read', []],
    ['its start in one read, the rest in the next', [3]],
  ])('%s: the picker goes live', async (_, reads) => {
    render(<ChatHarness transport={callFirstTransport(reads)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await idle();
    await user.click(await liveRadio(/Porto/));
  });
});

describe('AskUserQuestionPart with the real useChat', () => {
  it('answers a streamed call once, and the follow-up request fires exactly once', async () => {
    const { user, requests, spy } = await startChat([
      () => askTurn({ toolCallId: 'call-a', input: tripInput, intro: 'A few questions first.' }),
      (messages) => textTurn(`Great, starting in ${answerOf(messages, Q)}.`),
    ]);
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Great, starting in Porto.')).toBeTruthy();
    await idle();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(spy().mock.calls[0]![0]).toMatchObject({
      tool: 'AskUserQuestion',
      toolCallId: 'call-a',
      output: { answers: { [Q]: 'Porto' }, outcome: { type: 'answered', answers: { q1: { selected: ['Porto'] } } } },
    });
    expect(requests).toHaveLength(2);
    expect(toolParts(requests[1]!.messages)).toMatchObject([{ toolCallId: 'call-a', state: 'output-available' }]);
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('handles dynamic-tool parts the same way', async () => {
    const { user, requests, spy } = await startChat([
      () => askTurn({ toolCallId: 'call-d', input: tripInput, dynamic: true }),
      (messages) => textTurn(`Going to ${answerOf(messages, Q)}.`),
    ]);
    await user.click(await liveRadio(/Lisbon/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Going to Lisbon (Recommended).')).toBeTruthy();
    await idle();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(spy().mock.calls[0]![0]).toMatchObject({ tool: 'AskUserQuestion', toolCallId: 'call-d' });
    expect(requests).toHaveLength(2);
    expect(toolParts(requests[1]!.messages)[0]).toMatchObject({ type: 'dynamic-tool', state: 'output-available' });
  });

  it('cancel on send: a chat message resolves the pending call as replied_in_chat, in one request', async () => {
    const { user, requests, spy } = await startChat([
      () => askTurn({ toolCallId: 'call-c', input: tripInput }),
      () => textTurn('Madrid works too. Want me to plan that?'),
    ]);
    await screen.findByRole('radio', { name: /Porto/ });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Madrid works too. Want me to plan that?')).toBeTruthy();
    await idle();
    expect(requests).toHaveLength(2);
    const sent = requests[1]!.messages;
    expect(sent.at(-1)).toMatchObject({ role: 'user', parts: [{ type: 'text', text: 'What about Madrid?' }] });
    expect(toolParts(sent)).toMatchObject([
      { state: 'output-available', output: { outcome: { type: 'declined', reason: 'replied_in_chat', message: 'What about Madrid?' } } },
    ]);
    expect(spy()).not.toHaveBeenCalled();
    const receipt = screen.getByRole('group', { name: /Replied in the chat instead/ });
    // The message shows once, as the user's message, not again inside the receipt above it.
    expect(screen.getAllByText('What about Madrid?')).toHaveLength(1);
    expect(receipt.textContent).not.toContain('What about Madrid?');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('cancel on send drops the draft saved for the call (nothing of it stays in storage)', async () => {
    const { user } = await startChat([() => askTurn({ toolCallId: 'call-draft', input: tripInput }), () => textTurn('Madrid it is.')]);
    await user.click(await liveRadio(/Porto/));
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:call-draft')).toContain('"selected":["q1.1"]'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Madrid it is.')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('askq:draft:call-draft')).toBeNull());
  });

  it('streams partial input visibly, inert, without crashing on any prefix', async () => {
    const gate = deferred();
    // Paused inside the second option's description: both labels are there, the input is not.
    const at = Math.floor(JSON.stringify(tripInput).indexOf('by the river') / 7);
    const { requests, spy } = await startChat([
      () => askTurn({ toolCallId: 'call-s', input: tripInput, chunkSize: 7, pause: { at, until: gate.promise } }),
    ]);
    expect(await screen.findByText(Q)).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Porto/ })).toBeTruthy();
    const root = document.querySelector('[data-tool-state="input-streaming"]') as HTMLElement;
    expect(root.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(screen.getAllByRole('radio')[0]!).catch(() => undefined);
    expect(spy()).not.toHaveBeenCalled();
    await act(async () => gate.resolve());
    expect(await screen.findByRole('radio', { name: /Porto/ })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-tool-state="input-streaming"]')).toBeNull());
    expect(requests).toHaveLength(1);
  });

  // One render per character: seconds on a loaded CI machine, hence the long waits (nothing here checks time).
  it('survives every prefix of the input, one character at a time', { timeout: 60_000 }, async () => {
    await startChat([() => askTurn({ toolCallId: 'call-1c', input: tripInput, chunkSize: 1 })]);
    expect(await screen.findByRole('radio', { name: /Porto/ }, { timeout: 45_000 })).toBeTruthy();
  });

  it('invalid input: an output-error listing the issues, a notice, and the retry is answerable', async () => {
    const { user, requests, spy } = await startChat([
      () => askTurn({ toolCallId: 'call-bad', input: invalidInput }),
      () => askTurn({ toolCallId: 'call-good', input: tripInput }),
      (messages) => textTurn(`Thanks: ${answerOf(messages, Q)}.`),
    ]);
    expect(await screen.findByText('These questions could not be shown.')).toBeTruthy();
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks: Porto.')).toBeTruthy();
    await idle();

    const error = spy().mock.calls[0]![0] as { state: string; errorText: string };
    expect(error).toMatchObject({ state: 'output-error', tool: 'AskUserQuestion', toolCallId: 'call-bad' });
    // Claude Code's own text for this input (its literal is pinned in invalid-input.test.ts).
    expect(error.errorText).toBe(claudeCodeInputError(invalidInput));
    expect(error.errorText).toMatch(/^<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:\n/);
    expect(spy()).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(3);
    expect(toolParts(requests[1]!.messages)).toMatchObject([{ state: 'output-error', errorText: error.errorText }]);
  });

  it('cut input (not an object) never crashes and is reported to the model', async () => {
    const { spy } = await startChat([
      () => askTurn({ toolCallId: 'call-cut', input: tripInput, finalInput: '{"questions": [{"quest' }),
      () => textTurn('Let me try again.'),
    ]);
    expect(await screen.findByText('Let me try again.')).toBeTruthy();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(spy().mock.calls[0]![0]).toMatchObject({ state: 'output-error' });
  });

  it('a custom tool name', async () => {
    const { user, spy } = await startChat(
      [() => askTurn({ toolCallId: 'call-n', input: tripInput, toolName: 'ask_user' }), () => textTurn('ok')],
      { toolName: 'ask_user' },
    );
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('ok')).toBeTruthy();
    expect(spy().mock.calls[0]![0]).toMatchObject({ tool: 'ask_user', toolCallId: 'call-n' });
  });
});
