import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChat } from '@ai-sdk/react';
import { type ChatTransport, type InferUITools, type UIDataTypes, type UIMessage, lastAssistantMessageIsCompleteWithToolCalls, tool } from 'ai';
import { z } from 'zod';
import { parseAskRequest } from '@askq/core';
import { type AskPartOptions, renderAskPart, toAskToolOutput } from './index.js';
import { askUserQuestionTool } from './server.js';
import { type Step, askTurn, scriptedTransport, textTurn } from './test-utils/scripted-transport.js';
import { toolParts, tripInput } from './test-utils/fixtures.js';
import { receiptRenders } from './test-utils/receipt-counter.js';

vi.mock('@askq/ui', async (original) => (await import('./test-utils/receipt-counter.js')).countReceipts(await original()));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  receiptRenders.count = 0;
});

const Q = 'Which city should the trip start in?';

/** A chat typed over several tools: AskUserQuestion (answered here) and a server-side weather tool. */
const tools = {
  AskUserQuestion: askUserQuestionTool(),
  weather: tool({ description: 'Weather', inputSchema: z.object({ city: z.string() }), outputSchema: z.object({ celsius: z.number() }) }),
};
type Message = UIMessage<unknown, UIDataTypes, InferUITools<typeof tools>>;

/** An app's own message loop: text, its weather card, and the picker in one expression. */
function Chat(props: { transport: ChatTransport<UIMessage>; messages?: Message[]; options?: () => AskPartOptions; onRender?: () => void }) {
  const chat = useChat<Message>({
    transport: props.transport as unknown as ChatTransport<Message>,
    ...(props.messages ? { messages: props.messages } : {}),
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithToolCalls,
  });
  props.onRender?.();
  return (
    <main>
      {chat.messages.map((message) => (
        <section key={message.id}>
          {message.parts.map((part, i) =>
            part.type === 'text' ? (
              <p key={i}>{part.text}</p>
            ) : (
              (renderAskPart(part, chat, props.options?.()) ??
              (part.type === 'tool-weather' && part.state === 'output-available' ? (
                <p key={i}>{`Weather in ${part.input.city}: ${part.output.celsius} °C`}</p>
              ) : null))
            ),
          )}
        </section>
      ))}
      <button type="button" onClick={() => void chat.sendMessage({ text: 'And now?' })}>
        Send
      </button>
      <output data-testid="status">{chat.status}</output>
    </main>
  );
}

/** One assistant turn that calls the weather tool (run on the server) and asks, in one step. */
function weatherAndAskTurn(toolCallId: string): Step[] {
  const [start, startStep, ...rest] = askTurn({ toolCallId, input: tripInput });
  return [
    start!,
    startStep!,
    { type: 'tool-input-start', toolCallId: 'call-w', toolName: 'weather' },
    { type: 'tool-input-available', toolCallId: 'call-w', toolName: 'weather', input: { city: 'Porto' } },
    { type: 'tool-output-available', toolCallId: 'call-w', output: { celsius: 21 } },
    ...rest,
  ];
}

/** The answer as the follow-up turn reads it from the AskUserQuestion result (not the weather one). */
const askAnswer = (messages: UIMessage[]) => toolParts(messages).find((p) => p.type === 'tool-AskUserQuestion')?.output?.answers?.[Q];

const liveRadio = (name: RegExp) =>
  waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toBe('input-available');
    return radio;
  });

describe('renderAskPart with the real useChat over several tools', () => {
  it('answers the call with the chat it was given; the other tool is left alone and the follow-up fires once', async () => {
    const { transport, requests } = scriptedTransport([
      () => weatherAndAskTurn('call-m'),
      (messages) => textTurn(`Starting in ${askAnswer(messages)}.`),
    ]);
    render(<Chat transport={transport} />);
    await act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByText('Weather in Porto: 21 °C')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Starting in Porto.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));

    expect(requests).toHaveLength(2);
    const sent = toolParts(requests[1]!.messages);
    expect(sent).toMatchObject([
      { type: 'tool-weather', toolCallId: 'call-w', state: 'output-available', output: { celsius: 21 } },
      { type: 'tool-AskUserQuestion', toolCallId: 'call-m', state: 'output-available', output: { answers: { [Q]: 'Porto' } } },
    ]);
    expect(document.querySelector('[data-tool-call-id="call-m"]')?.getAttribute('data-tool-state')).toBe('output-available');
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
  });

  it('50 answered calls in the history are drawn once, not again on each streamed update (options written inline)', async () => {
    const request = parseAskRequest(tripInput).request!;
    const history: Message[] = Array.from({ length: 50 }, (_, n) => ({
      id: `a${n}`,
      role: 'assistant',
      parts: [
        { type: 'text', text: `Question ${n}` },
        {
          type: 'tool-AskUserQuestion',
          toolCallId: `call-${n}`,
          state: 'output-available',
          input: tripInput,
          output: toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: [n % 2 ? 'Porto' : 'Lisbon (Recommended)'] } } }),
        },
      ],
    })) as Message[];
    const reply = Array.from({ length: 30 }, (_, n) => `word${n}`).join(' ');
    const { transport, requests } = scriptedTransport([() => textTurn(reply)]);
    let renders = 0;
    render(
      <Chat
        transport={transport}
        messages={history}
        options={() => ({ className: 'ask', labels: { submit: 'Send answers' }, onOutput: () => undefined })}
        onRender={() => renders++}
      />,
    );
    expect(document.querySelectorAll('[data-slot="askq-receipt"]')).toHaveLength(50);
    expect(receiptRenders.count).toBe(50);
    const before = renders;

    await act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByText(reply)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));

    expect(requests).toHaveLength(1);
    // The chat re-rendered for every streamed piece; the history did not.
    expect(renders - before).toBeGreaterThan(10);
    expect(receiptRenders.count).toBe(50);
    expect(document.querySelectorAll('[data-slot="askq-receipt"].ask')).toHaveLength(50);
  });
});

describe('renderAskPart', () => {
  const part = (extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-r', state: 'input-available', input: tripInput, ...extra });

  it('is null for every other part, and an element keyed by the tool call id for a call', () => {
    const chat = { addToolOutput: vi.fn() };
    expect(renderAskPart({ type: 'text' }, chat)).toBeNull();
    expect(renderAskPart({ type: 'step-start' }, chat)).toBeNull();
    expect(renderAskPart(part({ type: 'tool-weather' }), chat)).toBeNull();
    expect(renderAskPart(part({ type: 'dynamic-tool', toolName: 'weather' }), chat)).toBeNull();
    expect(renderAskPart(part(), chat, { toolName: 'ask_user' })).toBeNull();
    expect(renderAskPart(part(), chat)?.key).toBe('call-r');
    expect(renderAskPart(part({ type: 'dynamic-tool', toolName: 'AskUserQuestion', toolCallId: 'call-d' }), chat)?.key).toBe('call-d');
  });

  it('a renamed tool: answers with its name through the chat, and passes the options on', async () => {
    const chat = { addToolOutput: vi.fn() };
    const onOutput = vi.fn();
    render(<>{renderAskPart(part({ type: 'tool-ask_user' }), chat, { toolName: 'ask_user', className: 'mine', labels: { submit: 'Go' }, onOutput })}</>);
    expect(document.querySelector('[data-slot="askq-root"]')?.className).toContain('mine');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(chat.addToolOutput).toHaveBeenCalledTimes(1);
    expect(chat.addToolOutput.mock.calls[0]![0]).toMatchObject({ tool: 'ask_user', toolCallId: 'call-r', output: { answers: { [Q]: 'Porto' } } });
    expect(onOutput).toHaveBeenCalledTimes(1);
  });

  it('onOutcome hears what the user did, after its output went to the chat', async () => {
    const chat = { addToolOutput: vi.fn() };
    const onOutcome = vi.fn((..._: unknown[]) => expect(chat.addToolOutput).toHaveBeenCalledTimes(1));
    render(<>{renderAskPart(part(), chat, { onOutcome })}</>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chat about this' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toMatchObject({ type: 'declined', reason: 'chat_about_this' });
    expect(onOutcome.mock.calls[0]![1]).toMatchObject({ questions: [{ question: Q }] });
  });
});
