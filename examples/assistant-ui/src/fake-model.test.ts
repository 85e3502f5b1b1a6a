import { describe, expect, it } from 'vitest';
import { readUIMessageStream, type UIMessage } from 'ai';
import { requestFromToolCall, toAskToolOutput } from '@askq/ai-sdk/server';
import { PLAN, PLACE, TRIP_QUESTIONS, fakeModel } from './fake-model.js';
import { localServer } from './local-server.js';

// The example's model and server half, in Node: what the page sends and what comes back.

const user = (text: string): UIMessage => ({ id: `u-${text.length}`, role: 'user', parts: [{ type: 'text', text }] });

async function turn(transport: ReturnType<typeof localServer>, messages: UIMessage[]): Promise<UIMessage> {
  const stream = await transport.sendMessages({ trigger: 'submit-message', chatId: 'c', messageId: undefined, messages, abortSignal: undefined });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream({ stream })) last = message;
  return last!;
}

type AskPart = { type: string; toolCallId: string; state: string; input: unknown; output?: unknown; errorText?: string };
const askPart = (message: UIMessage) => message.parts.find((p) => p.type === 'tool-AskUserQuestion') as AskPart;
const text = (message: UIMessage) => message.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');

/** The first turn: the model asks; the call waits for the page. */
async function asked() {
  const transport = localServer(fakeModel({ paced: false }));
  const history = [user('Plan a weekend trip for me')];
  const reply = await turn(transport, history);
  return { transport, history, reply, part: askPart(reply) };
}

describe("the example's scripted model behind the route handler", () => {
  it('asks AskUserQuestion with two questions', async () => {
    const { reply, part } = await asked();
    expect(text(reply)).toBe('Happy to. Two quick questions first.');
    expect(part.state).toBe('input-available');
    expect(part.input).toEqual(TRIP_QUESTIONS);
  });

  it('replies with the answers it was sent', async () => {
    const { transport, history, reply, part } = await asked();
    const request = requestFromToolCall(part.input);
    const [place, plan] = request.questions;
    const output = toAskToolOutput(request, {
      type: 'answered',
      answers: { [place!.id]: { selected: ['Porto'] }, [plan!.id]: { selected: ['Food', 'Hiking'] } },
    });
    expect(output.answers).toEqual({ [PLACE]: 'Porto', [PLAN]: 'Food, Hiking' });
    const answered = { ...reply, parts: reply.parts.map((p) => (p === part ? { ...part, state: 'output-available', output } : p)) } as UIMessage;
    const next = await turn(transport, [...history, answered]);
    expect(text(next)).toBe('Booked in my head: a weekend in Porto, with food, hiking. I will draft the days next.');
  });

  it('does not guess when the questions were skipped', async () => {
    const { transport, history, reply, part } = await asked();
    const output = toAskToolOutput(requestFromToolCall(part.input), { type: 'declined', reason: 'dismissed', answers: {} });
    const skipped = { ...reply, parts: reply.parts.map((p) => (p === part ? { ...part, state: 'output-available', output } : p)) } as UIMessage;
    const next = await turn(transport, [...history, skipped]);
    expect(text(next)).toBe('No answers, so I will not guess. Tell me what kind of weekend you have in mind.');
  });

  it("answers what the user wrote when assistant-ui cancelled the question on send", async () => {
    const { transport, history, reply, part } = await asked();
    const errorText = 'User cancelled tool call by sending a new message.';
    const cancelled = { ...reply, parts: reply.parts.map((p) => (p === part ? { ...part, state: 'output-error', errorText } : p)) } as UIMessage;
    const next = await turn(transport, [...history, cancelled, user('Somewhere warm, please')]);
    expect(text(next)).toBe('You wrote instead of answering, so I will not assume anything. About “Somewhere warm, please”: noted.');
  });
});
