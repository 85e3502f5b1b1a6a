/**
 * The server half of a chat, run in the page: the real `streamText` with askq's real
 * `askUserQuestionTool()` over a scripted model (`ai/test`'s mock), behind a `ChatTransport`, so
 * the tool result the model reads is produced exactly as a route handler would produce it
 * (`convertToModelMessages(messages, { tools })` and the tool's `toModelOutput`). No network.
 */
import { convertToModelMessages, streamText, type ChatTransport, type UIMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { askUserQuestionTool } from '@askq/ai-sdk/server';

type DoStream = MockLanguageModelV3['doStream'];
/** The prompt the model receives: system, user, assistant and tool messages. */
export type Prompt = Parameters<DoStream>[0]['prompt'];
type StreamPart = Awaited<ReturnType<DoStream>>['stream'] extends ReadableStream<infer P> ? P : never;
/** One model call: what it streams, given the prompt it was sent. A promise holds the stream until it settles. */
export type ModelTurn = (prompt: Prompt) => (StreamPart | Promise<unknown>)[];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

const text = (id: string, value: string): StreamPart[] => [
  { type: 'text-start', id },
  ...value.split(/(?<= )/).map((delta): StreamPart => ({ type: 'text-delta', id, delta })),
  { type: 'text-end', id },
];

/**
 * A model call that says `intro` and calls AskUserQuestion with `input`, streamed in pieces;
 * `hold` keeps the call open after its last piece (the arguments are all there, the run is not done).
 */
export function askTurn(toolCallId: string, input: unknown, intro = 'A question first.', hold?: Promise<unknown>): ModelTurn {
  const json = JSON.stringify(input);
  const pieces = json.match(/[\s\S]{1,40}/g) ?? [];
  return () => [
    ...text(`intro-${toolCallId}`, intro),
    { type: 'tool-input-start', id: toolCallId, toolName: 'AskUserQuestion' },
    ...pieces.map((delta): StreamPart => ({ type: 'tool-input-delta', id: toolCallId, delta })),
    ...(hold ? [hold] : []),
    { type: 'tool-input-end', id: toolCallId },
    { type: 'tool-call', toolCallId, toolName: 'AskUserQuestion', input: json },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ];
}

/** A model call that answers in text, written from the prompt (e.g. from the tool result). */
export function replyTurn(write: (prompt: Prompt) => string): ModelTurn {
  return (prompt) => [...text('reply', write(prompt)), { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage }];
}

/** The tool result the model was sent for a call, as the provider would serialize it. */
export function toolResultIn(prompt: Prompt, toolCallId: string): unknown {
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    const part = message.content.find((p) => p.type === 'tool-result' && p.toolCallId === toolCallId);
    if (part && part.type === 'tool-result') return part.output;
  }
  return undefined;
}

/** The last user text in a prompt. */
export function lastUserText(prompt: Prompt): string {
  const user = prompt.filter((m) => m.role === 'user').at(-1);
  return user?.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('') ?? '';
}

export interface ScriptedServer {
  transport: ChatTransport<UIMessage>;
  /** Every prompt the model was sent, in order. */
  prompts: Prompt[];
}

export function scriptedServer(turns: ModelTurn[]): ScriptedServer {
  const prompts: Prompt[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      prompts.push(options.prompt);
      const turn = turns[prompts.length - 1];
      if (!turn) throw new Error(`The model was called ${prompts.length} times; the script has ${turns.length} turns.`);
      const steps = turn(options.prompt);
      const stream = new ReadableStream<StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          for (const step of steps) {
            if (step instanceof Promise) await step;
            else controller.enqueue(step);
          }
          controller.close();
        },
      });
      return { stream };
    },
  });
  const tools = { AskUserQuestion: askUserQuestionTool() };
  const transport: ChatTransport<UIMessage> = {
    async sendMessages({ messages, abortSignal }) {
      const result = streamText({ model, tools, messages: await convertToModelMessages(messages, { tools }), abortSignal });
      return result.toUIMessageStream();
    },
    async reconnectToStream() {
      return null;
    },
  };
  return { transport, prompts };
}
