// The browser's session client (@askq/core/session) against this package's handler, through an
// EventSource that follows the handler's responses the way a browser's does.
import { createAskSessionClient, type AskEventSourceLike, type AskSessionClient, type AskSessionMessageEvent, type AskSessionState } from '@askq/core/session';
import { afterEach, expect, test, vi } from 'vitest';
import { createAskHandler, type AskHandler } from './http.js';
import { createMemoryBroker } from './memory-broker.js';
import { DB_QUESTION } from './test/fixtures.js';
import { BrokerUnavailableError, type Broker } from './types.js';

const ORIGIN = 'http://askq.test';

/**
 * An EventSource over a handler: a response that is not a 200 `text/event-stream` fails it for
 * good (readyState 2, as the HTML spec has a browser do, e.g. after a 503); a 200 opens it and
 * its `event:` / `data:` blocks are dispatched.
 */
function eventSourceOver(handler: AskHandler) {
  return class HandlerEventSource implements AskEventSourceLike {
    static count = 0;
    readyState = 0;
    readonly #listeners = new Map<string, ((event: AskSessionMessageEvent) => void)[]>();
    readonly #abort = new AbortController();

    constructor(url: string) {
      HandlerEventSource.count++;
      void this.#run(url);
    }
    addEventListener(type: string, listener: (event: AskSessionMessageEvent) => void) {
      this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
    }
    close() {
      this.readyState = 2;
      this.#abort.abort();
    }
    #fire(type: string, event: AskSessionMessageEvent = {}) {
      if (this.readyState !== 2 || type === 'error') for (const listener of this.#listeners.get(type) ?? []) listener(event);
    }
    async #run(url: string) {
      const response = await handler(new Request(new URL(url, ORIGIN), { signal: this.#abort.signal }));
      if (this.readyState === 2) return void response.body?.cancel();
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
        this.readyState = 2;
        this.#fire('error');
        return;
      }
      this.readyState = 1;
      this.#fire('open');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done || this.readyState === 2) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (data !== undefined) this.#fire(type, { data });
        }
      }
    }
  };
}

/** Resolves once the client's snapshot passes `check` (at once when it does now): no clock is read or moved. */
function until(client: AskSessionClient, check: (state: AskSessionState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const test = () => check(client.getSnapshot()) && (stop(), resolve());
    const stop = client.subscribe(test);
    test();
  });
}

const clients: AskSessionClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('the events GET answers 503 while the store is down: the client says reconnecting, retries by itself after its wait, and shows the question once the store is back', async () => {
  // The client's retry waits on setTimeout; the handler's heartbeat (setInterval) runs as it is.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(1);
  const memory = createMemoryBroker();
  let down = true;
  const broker: Broker = {
    ...memory,
    subscribe: (...args) => (down ? Promise.reject(new BrokerUnavailableError('Redis is down')) : memory.subscribe(...args)),
  };
  const handler = createAskHandler({ broker, basePath: '/api/askq' });
  const EventSource = eventSourceOver(handler);
  const client = createAskSessionClient({
    url: '/api/askq',
    sessionId: 's1',
    EventSource,
    fetch: (url, init) => handler(new Request(new URL(url, ORIGIN), init)),
  });
  clients.push(client);
  client.connect();
  await until(client, (s) => s.status !== 'connecting');
  expect(client.getSnapshot().status).toBe('reconnecting');
  expect(EventSource.count).toBe(1);
  // Still down at the first retry: the next one waits twice as long.
  await vi.advanceTimersByTimeAsync(1000);
  expect(EventSource.count).toBe(2);
  await until(client, (s) => s.status !== 'connecting');
  expect(client.getSnapshot().status).toBe('reconnecting');

  down = false;
  void memory.ask({ questions: [DB_QUESTION] }, { sessionId: 's1' });
  await vi.advanceTimersByTimeAsync(1999);
  expect(EventSource.count).toBe(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(EventSource.count).toBe(3);
  await until(client, (s) => s.pending.length > 0);
  expect(client.getSnapshot()).toMatchObject({ status: 'open', pending: [{ sessionId: 's1', input: { questions: [DB_QUESTION] } }] });
  // The answer goes through the same handler.
  const id = client.getSnapshot().pending[0]!.id;
  expect(await client.answer(id, { type: 'answered', answers: { q1: { selected: ['SQLite'] } } })).toMatchObject({ ok: true, kind: 'ok' });
  expect(client.getSnapshot().pending).toEqual([]);
});
