/**
 * A local AG-UI agent with no model behind it: each run plays the next scripted turn as real
 * AG-UI events through `@ag-ui/client`'s own event pipeline (verification, message assembly,
 * subscribers). A Promise in a turn pauses the stream until it resolves, so a test can look at
 * the page mid-stream.
 */
import { AbstractAgent } from '@ag-ui/client';
import { EventType, type BaseEvent, type Message, type RunAgentInput } from '@ag-ui/core';
import { Observable } from 'rxjs';

export type Step = BaseEvent | Promise<unknown>;
export type Turn = (input: RunAgentInput) => Step[];

export class ScriptedAgent extends AbstractAgent {
  readonly inputs: RunAgentInput[] = [];
  constructor(
    private readonly turns: Turn[],
    initialMessages?: Message[],
  ) {
    super({ threadId: 'thread-1', ...(initialMessages ? { initialMessages } : {}) });
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    return playTurn(this.turns, this.inputs, input);
  }

  override clone(): ScriptedAgent {
    return this;
  }
}

/** The turns, each handing the run's input to `onRun` first (a story's spy sees what the agent's server would). */
export const recordingTurns = (turns: Turn[], onRun: (input: RunAgentInput) => void): Turn[] => turns.map((turn) => (input) => (onRun(input), turn(input)));

/** Records the run's input and plays the next turn (shared by agents built on other client versions). */
export function playTurn(turns: Turn[], inputs: RunAgentInput[], input: RunAgentInput): Observable<BaseEvent> {
  inputs.push(JSON.parse(JSON.stringify(input)) as RunAgentInput);
  const turn = turns[inputs.length - 1] ?? replyTurn('(no more turns)');
  const steps = turn(input);
  return new Observable<BaseEvent>((subscriber) => {
    let stopped = false;
    void (async () => {
      subscriber.next({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      for (const step of steps) {
        if (stopped) return;
        if (step instanceof Promise) await step;
        else {
          subscriber.next(step);
          // One event per task, as from a network, so React renders between events.
          await new Promise((r) => setTimeout(r, 0));
        }
      }
      const last = steps.at(-1);
      // A turn that ends the run itself (RUN_FINISHED, or RUN_ERROR: a failed run) gets no RUN_FINISHED.
      if (!(last && !(last instanceof Promise) && (last.type === EventType.RUN_FINISHED || last.type === EventType.RUN_ERROR))) {
        subscriber.next({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId } as BaseEvent);
      }
      subscriber.complete();
    })();
    return () => {
      stopped = true;
    };
  });
}

let counter = 0;

export function textEvents(text: string, messageId = `text-${++counter}`): BaseEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...text.split(/(?<= )/).map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ] as BaseEvent[];
}

/** A plain reply turn. */
export function replyTurn(text: string): Turn {
  return () => textEvents(text);
}

export interface AskTurnOptions {
  toolCallId: string;
  /** The arguments: an object (sent as its JSON) or raw text (bad JSON). */
  args: unknown;
  toolName?: string;
  /** Characters per TOOL_CALL_ARGS delta. @default 24 */
  chunkSize?: number;
  /** Pause before this delta index until the promise resolves. */
  pause?: { at: number; until: Promise<unknown> };
  intro?: string;
  /** End the run with an interrupt for this call (AG-UI 1.0 interrupts). */
  interruptId?: string;
  /** The interrupt's `expiresAt` (ISO time). */
  expiresAt?: string;
  /** Ask from a subagent run of this name (AG-UI 1.0 SUBAGENT_STARTED / _FINISHED around the call). */
  subagent?: string;
}

/** A turn that calls AskUserQuestion, its arguments streamed in chunks. */
export function askTurn(o: AskTurnOptions): Turn {
  return (input) => {
    const json = typeof o.args === 'string' ? o.args : JSON.stringify(o.args);
    const size = o.chunkSize ?? 24;
    const messageId = `assistant-${o.toolCallId}`;
    const deltas: Step[] = [];
    for (let i = 0, n = 0; i < json.length; i += size, n++) {
      if (o.pause && o.pause.at === n) deltas.push(o.pause.until);
      deltas.push({ type: EventType.TOOL_CALL_ARGS, toolCallId: o.toolCallId, delta: json.slice(i, i + size) } as BaseEvent);
    }
    const finish: BaseEvent = o.interruptId
      ? ({
          type: EventType.RUN_FINISHED,
          threadId: input.threadId,
          runId: input.runId,
          outcome: { type: 'interrupt', interrupts: [{ id: o.interruptId, reason: 'tool_call', toolCallId: o.toolCallId, ...(o.expiresAt ? { expiresAt: o.expiresAt } : {}) }] },
        } as BaseEvent)
      : ({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId } as BaseEvent);
    const sub = o.subagent ? { subagentRunId: `sub-${o.toolCallId}` } : {};
    const tagged = (events: Step[]) => events.map((e) => (e instanceof Promise ? e : ({ ...e, ...sub } as BaseEvent)));
    return [
      ...(o.intro ? textEvents(o.intro) : []),
      ...(o.subagent ? [{ type: EventType.SUBAGENT_STARTED, name: o.subagent, ...sub } as BaseEvent] : []),
      ...tagged([
        { type: EventType.TOOL_CALL_START, toolCallId: o.toolCallId, toolCallName: o.toolName ?? 'AskUserQuestion', parentMessageId: messageId } as BaseEvent,
        ...deltas,
        { type: EventType.TOOL_CALL_END, toolCallId: o.toolCallId } as BaseEvent,
      ]),
      ...(o.subagent ? [{ type: EventType.SUBAGENT_FINISHED, ...sub, outcome: { type: 'success' } } as BaseEvent] : []),
      finish,
    ];
  };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// The AI SDK package's trip question and invalid input: the same inputs in every adapter's tests.
export { invalidInput, tripInput } from '../../../ai-sdk/src/test-utils/fixtures.js';
