/**
 * UIMessageChunk sequences the way a real `streamText(...).toUIMessageStreamResponse()` sends
 * them, and the traps of the protocol (see shared/spec/ai-sdk.md): a follow-up turn starts a new
 * step and its `start` carries no messageId; every text ends with `text-end`.
 */
import type { UIMessageChunk } from 'ai';

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

function textChunks(value: string): UIMessageChunk[] {
  const id = nextId('text');
  // Word by word, like tokens.
  const deltas = value.split(/(?<=\s)/).map((delta): UIMessageChunk => ({ type: 'text-delta', id, delta }));
  return [{ type: 'text-start', id }, ...deltas, { type: 'text-end', id }];
}

/** A new assistant message with text. */
export const replyTurn = (text: string): UIMessageChunk[] => [
  { type: 'start' },
  { type: 'start-step' },
  ...textChunks(text),
  { type: 'finish-step' },
  { type: 'finish' },
];

/** The continuation after a tool output: appended to the same assistant message, as a new step. */
export const continueTurn = replyTurn;

/** Text, then an AskUserQuestion call whose JSON input arrives in small pieces. */
export function askTurn(intro: string, toolCallId: string, input: unknown, toolName = 'AskUserQuestion'): UIMessageChunk[] {
  const json = JSON.stringify(input);
  const deltas: UIMessageChunk[] = [];
  for (let i = 0; i < json.length; i += 16) deltas.push({ type: 'tool-input-delta', toolCallId, inputTextDelta: json.slice(i, i + 16) });
  return [
    { type: 'start' },
    { type: 'start-step' },
    ...textChunks(intro),
    { type: 'tool-input-start', toolCallId, toolName },
    ...deltas,
    { type: 'tool-input-available', toolCallId, toolName, input },
    { type: 'finish-step' },
    { type: 'finish' },
  ];
}

export const newToolCallId = (scenarioId: string) => nextId(`ask_${scenarioId}`);
/** The scenario a call belongs to, from its id (the transcript is all the agent remembers). */
export const scenarioIdOf = (toolCallId: string) => /^ask_([a-z]+)-/.exec(toolCallId)?.[1];

/** Plays chunks with a pause between them (so the stream is visible), stopping when aborted. */
export function play(chunks: UIMessageChunk[], delayMs: number, signal?: AbortSignal): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        if (signal?.aborted) break;
        controller.enqueue(chunk);
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      }
      controller.close();
    },
  });
}
