import type { AskOutcome } from '@askq/core';
import type { AskSessionAsk } from '@askq/react';

type Listener = (event: MessageEvent) => void;

/** A stand-in EventSource for stories and tests: the caller drives it the way a browser would. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** Delivers one event (`data` as JSON) to the listeners, as the browser does. */
  emit(type: string, data?: unknown) {
    if (this.closed) return;
    const event = new MessageEvent(type, data === undefined ? {} : { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  open() {
    this.readyState = 1;
    this.emit('open');
  }
  /** A dropped connection: the browser retries (readyState 0), or gives up (2). */
  drop(givesUp = false) {
    this.readyState = givesUp ? 2 : 0;
    this.emit('error');
  }
  static last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
}

/**
 * A tiny in-memory server for stories: each stream opens with a snapshot, answers and declines
 * retire their ask on every stream (as another tab would see), a second answer is a 409; the
 * first `failSends` answers fail as a dropped network does.
 */
export function fakeSessionServer(initial: AskSessionAsk[], { failSends = 0 }: { failSends?: number } = {}) {
  let pending = initial.slice();
  /** The first `failSends` POSTs fail as a dropped network does (fetch rejects). */
  let failures = failSends;
  let seq = 0;
  const sources: FakeEventSource[] = [];
  const broadcast = (type: string, data: object) => {
    seq += 1;
    for (const source of sources) source.emit(type, { seq, type, ...data });
  };
  class ServerEventSource extends FakeEventSource {
    constructor(url: string) {
      super(url);
      sources.push(this);
      setTimeout(() => {
        this.open();
        this.emit('snapshot', { pending });
      }, 0);
    }
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const match = /\/asks\/([^/]+)\/(answer|decline)$/.exec(String(input));
    if (!match?.[1] || init?.method !== 'POST') return json(404, { error: { code: 'not_found', message: 'no such route' } });
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    const id = decodeURIComponent(match[1]);
    const ask = pending.find((a) => a.id === id);
    if (!ask) return json(409, { error: { code: 'already_answered', message: `question ${JSON.stringify(id)} was already answered` } });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const outcome = (match[2] === 'answer' ? body : { type: 'declined', reason: 'dismissed', answers: {}, ...body }) as AskOutcome;
    pending = pending.filter((a) => a !== ask);
    broadcast('answered', { id, sessionId: ask.sessionId, outcome });
    return json(200, { ok: true, outcome });
  };
  /** A new question arrives (an agent asks). */
  const ask = (next: AskSessionAsk) => {
    pending = [...pending, next];
    broadcast('pending', { ask: next });
  };
  return { EventSource: ServerEventSource, fetch, ask, sources };
}
