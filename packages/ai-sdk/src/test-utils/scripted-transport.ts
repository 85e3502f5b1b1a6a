/**
 * A ChatTransport that plays scripted turns, with no network: enough to drive the real `useChat`
 * of every major. A turn is a list of chunks; a Promise in the list pauses the stream until it
 * resolves, so a test can look at the UI mid-stream.
 */
import type { ChatTransport, UIMessage, UIMessageChunk } from 'ai';

export type Step = UIMessageChunk | Promise<unknown>;
export type Turn = (messages: UIMessage[]) => Step[];

export interface SentRequest {
  trigger: string;
  messages: UIMessage[];
}

export function scriptedTransport(turns: Turn[]) {
  const requests: SentRequest[] = [];
  const transport: ChatTransport<UIMessage> = {
    async sendMessages({ messages, trigger }) {
      requests.push({ trigger, messages: JSON.parse(JSON.stringify(messages)) as UIMessage[] });
      const turn = turns[requests.length - 1] ?? (() => textTurn('(no more turns)'));
      const steps = turn(messages);
      return new ReadableStream<UIMessageChunk>({
        async start(controller) {
          for (const step of steps) {
            if (step instanceof Promise) await step;
            else {
              controller.enqueue(step);
              // One chunk per task, as from a network: React renders between chunks, so tests
              // see the stream's intermediate states. An ordering, not a wait: no test depends
              // on how long it takes.
              await new Promise((r) => setTimeout(r, 0));
            }
          }
          controller.close();
        },
      });
    },
    async reconnectToStream() {
      return null;
    },
  };
  return { transport, requests };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const text = (id: string, value: string): UIMessageChunk[] => [
  { type: 'text-start', id },
  ...value.split(/(?<= )/).map((delta): UIMessageChunk => ({ type: 'text-delta', id, delta })),
  // Without text-end the text stays 'streaming' and the automatic re-send never fires.
  { type: 'text-end', id },
];

/**
 * A follow-up turn: `start` without a messageId (a new id would duplicate the assistant
 * message) and a new step (else the message still ends with a complete tool call and re-sends).
 */
export function textTurn(value: string): Step[] {
  return [{ type: 'start' }, { type: 'start-step' }, ...text('t-' + value.length, value), { type: 'finish-step' }, { type: 'finish' }];
}

export interface AskTurnOptions {
  toolCallId: string;
  input: unknown;
  toolName?: string;
  dynamic?: boolean;
  intro?: string;
  /** Characters per tool-input-delta. */
  chunkSize?: number;
  /** Paused before this delta index until the promise resolves. */
  pause?: { at: number; until: Promise<unknown> };
  /** Send this instead of the parsed input in tool-input-available (cut or garbage input). */
  finalInput?: unknown;
}

export function askTurn(o: AskTurnOptions): Step[] {
  const toolName = o.toolName ?? 'AskUserQuestion';
  const json = JSON.stringify(o.input);
  const size = o.chunkSize ?? 24;
  const deltas: Step[] = [];
  for (let i = 0, n = 0; i < json.length; i += size, n++) {
    if (o.pause && o.pause.at === n) deltas.push(o.pause.until);
    deltas.push({ type: 'tool-input-delta', toolCallId: o.toolCallId, inputTextDelta: json.slice(i, i + size) });
  }
  const dynamic = o.dynamic ? { dynamic: true as const } : {};
  return [
    { type: 'start', messageId: 'a-' + o.toolCallId },
    { type: 'start-step' },
    ...(o.intro ? text('intro-' + o.toolCallId, o.intro) : []),
    { type: 'tool-input-start', toolCallId: o.toolCallId, toolName, ...dynamic },
    ...deltas,
    { type: 'tool-input-available', toolCallId: o.toolCallId, toolName, input: o.finalInput ?? o.input, ...dynamic },
    { type: 'finish-step' },
    { type: 'finish' },
  ];
}
