/**
 * A local AG-UI agent with a script instead of a model: no server, no network, no key. It speaks
 * real AG-UI events through `@ag-ui/client`'s pipeline, exactly as an `HttpAgent` would deliver a
 * backend's stream: a user message gets a short intro and an AskUserQuestion call (its arguments
 * streamed in pieces); a tool result gets a reply that quotes the text the model would read.
 */
import { AbstractAgent } from '@ag-ui/client';
import { EventType, type BaseEvent, type Message, type RunAgentInput } from '@ag-ui/core';
import { Observable } from 'rxjs';

export const PLAN_QUESTIONS = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      multiSelect: false,
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild in spring, walkable, good food', preview: 'Day 1  Alfama, Baixa\nDay 2  Belém\nDay 3  Sintra' },
        { label: 'Porto', description: 'Smaller, by the river', preview: 'Day 1  Ribeira\nDay 2  Port cellars\nDay 3  Douro valley' },
        { label: 'Madeira', description: 'Islands and hiking', preview: 'Day 1  Funchal\nDay 2  Levada walk\nDay 3  Pico do Arieiro' },
      ],
    },
    {
      question: 'What should the days include?',
      header: 'Activities',
      multiSelect: true,
      options: [
        { label: 'Museums', description: 'A few hours indoors each day' },
        { label: 'Food tours', description: 'Markets and tastings' },
        { label: 'Hiking', description: 'Half-day walks' },
      ],
    },
  ],
};

export interface PlannerOptions {
  /** Pause between streamed events, so a person can watch the questions arrive. @default 0 */
  delayMs?: number;
}

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++ids}`;

function text(messageId: string, value: string): BaseEvent[] {
  return [
    { type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' },
    ...value.split(/(?<= )/).map((delta) => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta })),
    { type: EventType.TEXT_MESSAGE_END, messageId },
  ] as BaseEvent[];
}

function ask(): BaseEvent[] {
  const toolCallId = nextId('call');
  const json = JSON.stringify(PLAN_QUESTIONS);
  const deltas: BaseEvent[] = [];
  for (let i = 0; i < json.length; i += 48) deltas.push({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: json.slice(i, i + 48) } as BaseEvent);
  return [
    ...text(nextId('text'), 'Happy to plan it. Two quick questions first.'),
    { type: EventType.TOOL_CALL_START, toolCallId, toolCallName: 'AskUserQuestion', parentMessageId: nextId('assistant') } as BaseEvent,
    ...deltas,
    { type: EventType.TOOL_CALL_END, toolCallId } as BaseEvent,
  ];
}

const contentOf = (message: Message | undefined) => (typeof message?.content === 'string' ? message.content : '');

/** What the script says next, from the conversation so far. */
export function scriptFor(messages: readonly Message[]): BaseEvent[] {
  const last = messages.at(-1);
  if (last?.role === 'tool') {
    const user = messages.slice(messages.indexOf(last) + 1).find((m) => m.role === 'user');
    const reply = user ? `You wrote: ${contentOf(user)}. ` : '';
    return text(nextId('text'), `${reply}The model would now read this tool result, exactly as Claude Code writes it: ${contentOf(last)}`);
  }
  if (last?.role === 'user' && messages.some((m) => m.role === 'tool')) {
    const result = [...messages].reverse().find((m) => m.role === 'tool');
    return text(nextId('text'), `(${contentOf(last)}) The questions were resolved before this run with: ${contentOf(result)}`);
  }
  return ask();
}

export class PlannerAgent extends AbstractAgent {
  constructor(private readonly options: PlannerOptions = {}) {
    super({ description: 'A scripted trip planner that asks before it plans.' });
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    const events = scriptFor(input.messages);
    const delay = this.options.delayMs ?? 0;
    return new Observable<BaseEvent>((subscriber) => {
      let stopped = false;
      void (async () => {
        const run = { threadId: input.threadId, runId: input.runId };
        subscriber.next({ type: EventType.RUN_STARTED, ...run } as BaseEvent);
        for (const event of events) {
          if (stopped) return;
          subscriber.next(event);
          await new Promise((r) => setTimeout(r, delay));
        }
        subscriber.next({ type: EventType.RUN_FINISHED, ...run } as BaseEvent);
        subscriber.complete();
      })();
      return () => {
        stopped = true;
      };
    });
  }
}
