import { describe, expect, it } from 'vitest';
import { generateText, stepCountIs } from 'ai';
import { createMemoryBroker, type Broker, type PendingAsk } from '@askq/server';
import { askUserQuestionServerTool, type AskToolOutput } from './server.js';
import { tripInput } from './test-utils/fixtures.js';
import { claudeCodeInputError } from '@askq/core/input-error';

const input = tripInput;

// Spec section "result text": every answer an exact label, no notes.
const ANSWERED_TEXT =
  'Your questions have been answered: "Which city should the trip start in?"="Porto". You can now continue with these answers in mind.';
// askq's own text for a dismissal (Claude Code denies it with no message; an AI SDK call needs a result).
const DISMISSED_TEXT =
  'The user dismissed these questions without answering. Do not assume any answer, including a recommended ' +
  'option; continue without one, or ask in another way if you still need to know.';

type Execute = (input: unknown, options: unknown) => Promise<AskToolOutput>;
type ModelOutput = (arg: unknown) => { type: string; value: string };

function setup(sessionId: Parameters<typeof askUserQuestionServerTool>[0]['sessionId'] = 'chat-1', broker: Broker = createMemoryBroker()) {
  const t = askUserQuestionServerTool({ broker, sessionId });
  const execute = t.execute as unknown as Execute;
  const toModelOutput = t.toModelOutput as unknown as ModelOutput;
  /** Calls toModelOutput as this major does: ai@5 with the output, later majors with a bag. */
  const modelText = (output: AskToolOutput) =>
    process.env.AI_MAJOR === '5' ? toModelOutput(output) : toModelOutput({ toolCallId: 'call-1', input, output });
  return { broker, t, execute, modelText };
}

/**
 * The one pending ask of a session, once the tool has queued it: already pending, or announced
 * to a subscriber that listens from before the check (so it cannot come in between).
 */
async function pendingOf(broker: Broker, sessionId: string): Promise<PendingAsk> {
  let announced!: (ask: PendingAsk) => void;
  const next = new Promise<PendingAsk>((resolve) => (announced = resolve));
  const unsubscribe = await broker.subscribe(sessionId, (event) => {
    if (event.type === 'pending') announced(event.ask);
  });
  try {
    const [ask] = await broker.pending(sessionId);
    return ask ?? (await next);
  } finally {
    unsubscribe();
  }
}

describe('askUserQuestionServerTool', () => {
  it('has an execute, the description and both schemas', () => {
    const { t } = setup();
    expect(typeof t.execute).toBe('function');
    expect(t.description).toMatch(/multiple-choice questions/);
    expect(t.inputSchema).toBeDefined();
    expect(t.outputSchema).toBeDefined();
  });

  it('waits on the broker and returns the answer; the model reads the exact result text', async () => {
    const { broker, execute, modelText } = setup();
    const running = execute(input, { toolCallId: 'call-1', messages: [], abortSignal: new AbortController().signal });
    const ask = await pendingOf(broker, 'chat-1');
    expect(ask).toMatchObject({ sessionId: 'chat-1', toolUseId: 'call-1', input });
    expect(await broker.respond(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } })).toMatchObject({ ok: true });
    const output = await running;
    expect(output.outcome).toEqual({ type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(output.answers).toEqual({ 'Which city should the trip start in?': 'Porto' });
    expect(output.questions).toEqual(input.questions);
    expect(modelText(output)).toEqual({ type: 'text', value: ANSWERED_TEXT });
  });

  it('a re-run of the same tool call gets the answer already given, without asking again', async () => {
    const { broker, execute } = setup();
    const first = execute(input, { toolCallId: 'call-7', messages: [] });
    const ask = await pendingOf(broker, 'chat-1');
    await broker.respond(ask.id, { type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } });
    await first;
    const again = await execute(input, { toolCallId: 'call-7', messages: [] });
    expect(again.outcome).toEqual({ type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } });
    expect(await broker.pending('chat-1')).toEqual([]);
  });

  it('picks the session per call with a function of the call options and input', async () => {
    const { broker, execute } = setup((ctx, asked) => `${ctx.toolCallId}:${asked.questions.length}`);
    const running = execute(input, { toolCallId: 'call-2', messages: [] });
    const ask = await pendingOf(broker, 'call-2:1');
    await broker.respond(ask.id, { type: 'declined', reason: 'dismissed', answers: {} });
    expect((await running).outcome).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
  });

  it('a decline is the output of a declined call; the model reads askq’s decline text', async () => {
    const { broker, execute, modelText } = setup();
    const running = execute(input, { toolCallId: 'call-3', messages: [] });
    const ask = await pendingOf(broker, 'chat-1');
    await broker.respond(ask.id, { type: 'declined', reason: 'dismissed', answers: {} });
    const output = await running;
    expect(output.outcome).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
    expect(modelText(output)).toEqual({ type: 'text', value: DISMISSED_TEXT });
  });

  it('the AI SDK abort signal withdraws the question: a dismissed decline, nothing left pending', async () => {
    const { broker, execute, modelText } = setup();
    const controller = new AbortController();
    const events: string[] = [];
    await broker.subscribe('chat-1', (e) => events.push(e.type === 'withdrawn' ? `withdrawn:${e.reason}` : e.type));
    const running = execute(input, { toolCallId: 'call-4', messages: [], abortSignal: controller.signal });
    await pendingOf(broker, 'chat-1');
    controller.abort();
    const output = await running;
    expect(output.outcome).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
    expect(modelText(output)).toEqual({ type: 'text', value: DISMISSED_TEXT });
    expect(await broker.pending('chat-1')).toEqual([]);
    expect(events).toEqual(['pending', 'withdrawn:aborted']);
  });

  it('input the broker refuses throws the error text the model reads, and queues nothing', async () => {
    const { broker, execute } = setup();
    const bad = { questions: [{ ...input.questions[0], options: [{ label: 'Lisbon', description: 'Mild' }] }] };
    const error = await execute(bad, { toolCallId: 'call-5', messages: [] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    // What Claude Code sends for a single option (its literal is pinned in invalid-input.test.ts).
    expect((error as Error).message).toBe(claudeCodeInputError(bad));
    expect((error as Error).message).toMatch(/^<tool_use_error>InputValidationError: This call included a question with fewer than 2 options/);
    expect(await broker.pending('chat-1')).toEqual([]);
  });
});

/** A scripted model of this major's interface (V2 for ai@5, V3 for ai@6 and ai@7): one result per step. */
async function scriptedModel(steps: { toolCall?: { id: string; input: unknown }; text?: string }[]) {
  const test = (await import('ai/test')) as unknown as Record<string, new (options: { doGenerate: (o: { prompt: unknown }) => Promise<unknown> }) => never>;
  const v2 = process.env.AI_MAJOR === '5';
  const Mock = v2 ? test.MockLanguageModelV2! : test.MockLanguageModelV3!;
  const usage = v2
    ? { inputTokens: 1, outputTokens: 1, totalTokens: 2 }
    : { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
  const prompts: unknown[] = [];
  let step = 0;
  const model = new Mock({
    doGenerate: async ({ prompt }) => {
      prompts.push(prompt);
      const { toolCall, text } = steps[step++] ?? { text: 'done' };
      const reason = toolCall ? 'tool-calls' : 'stop';
      return {
        content: toolCall
          ? [{ type: 'tool-call', toolCallId: toolCall.id, toolName: 'AskUserQuestion', input: JSON.stringify(toolCall.input) }]
          : [{ type: 'text', text: text ?? '' }],
        finishReason: v2 ? reason : { unified: reason, raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  return { model, prompts };
}

describe('askUserQuestionServerTool in this major\'s generateText loop', () => {
  it('the SDK runs execute with the tool call id; the next step sends the model the exact result text', async () => {
    const broker = createMemoryBroker();
    const { model, prompts } = await scriptedModel([{ toolCall: { id: 'call-9', input } }, { text: 'Porto it is.' }]);
    const asked: (string | undefined)[] = [];
    const unsubscribe = await broker.subscribe('chat-9', (event) => {
      if (event.type !== 'pending') return;
      asked.push(event.ask.toolUseId);
      void broker.respond(event.ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    });
    const result = await generateText({
      model,
      tools: { AskUserQuestion: askUserQuestionServerTool({ broker, sessionId: 'chat-9' }) },
      prompt: 'Plan a trip',
      stopWhen: stepCountIs(3),
    });
    unsubscribe();
    expect(asked).toEqual(['call-9']);
    expect(result.text).toBe('Porto it is.');
    const toolMessage = (prompts[1] as { role: string; content: { type: string; toolCallId: string; output: unknown }[] }[]).find((m) => m.role === 'tool');
    expect(toolMessage?.content).toEqual([
      expect.objectContaining({ type: 'tool-result', toolCallId: 'call-9', output: { type: 'text', value: ANSWERED_TEXT } }),
    ]);
  });
});
