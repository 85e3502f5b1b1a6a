// Integration tests of the Redis broker across server instances that are separate Node processes
// (src/test/instance.ts), on one real redis-server. Each test starts its own instances with its own
// key prefix, so no test sees another's requests; the instances are stopped after each test.
import type { AskOutcome } from '@askq/core';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { instances, type Instance, type Instances } from './test/instances.js';
import { startRedis, type TestRedis } from './test/redis-server.js';
import type { AskContext, PendingAsk } from './types.js';

// Reference document 002's example (agentrail): one question, custom answers off.
const QUESTION = { question: 'Which testing framework should I use?', options: ['Vitest (Recommended)', 'Jest', 'Mocha'], custom: false };
const JEST: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Jest'] } } };
const MOCHA: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Mocha'] } } };

/** Waits for a condition across processes and Redis restarts (reconnects back off up to ~2 s). */
const WAIT = { timeout: 20_000, interval: 50 };

let redis: TestRedis;
let pool: Instances;
/** Instances and event streams of the running test, ended after it. */
const running: Instance[] = [];
const streams = new Set<AbortController>();

beforeAll(async () => {
  redis = await startRedis();
  pool = await instances(redis.url);
}, 60_000);

afterEach(async () => {
  for (const controller of streams) controller.abort();
  streams.clear();
  await Promise.all(running.splice(0).map((instance) => instance.stop()));
});

afterAll(async () => {
  await pool?.dispose();
  await redis?.dispose();
});

/** Starts `count` instances on the test's prefix (in parallel). */
async function start(prefix: string, count: number, graceMs?: number): Promise<Instance[]> {
  const started = await Promise.all(
    Array.from({ length: count }, () => pool.start(graceMs === undefined ? { prefix } : { prefix, graceMs })),
  );
  running.push(...started);
  return started;
}

/** Asks on an instance. The promise is marked handled (an instance killed or stopped rejects it); awaiting it still throws. */
function ask(instance: Instance, context: Omit<AskContext, 'signal'>): Promise<AskOutcome> {
  const outcome = instance.ask(QUESTION, context).then((r) => r.outcome);
  outcome.catch(() => undefined);
  return outcome;
}

interface Reply {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

const sessionUrl = (instance: Instance, sessionId: string) => `${instance.url}/sessions/${encodeURIComponent(sessionId)}`;

/** POST /sessions/:sid/asks/:id/answer with an askq outcome. */
async function answer(instance: Instance, sessionId: string, id: string, outcome: AskOutcome): Promise<Reply> {
  const response = await fetch(`${sessionUrl(instance, sessionId)}/asks/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(outcome),
  });
  return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get('retry-after') };
}

/** GET /sessions/:sid/pending. */
async function pendingOn(instance: Instance, sessionId: string): Promise<Reply> {
  const response = await fetch(`${sessionUrl(instance, sessionId)}/pending`);
  return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get('retry-after') };
}

/** Polls GET pending on an instance until it answers 200 with `count` requests; returns them. */
async function waitPending(instance: Instance, sessionId: string, count: number): Promise<PendingAsk[]> {
  return vi.waitFor(async () => {
    const reply = await pendingOn(instance, sessionId);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveLength(count);
    return reply.body as PendingAsk[];
  }, WAIT);
}

// --- Server-sent events, read by hand ----------------------------------------------------------

interface SseMessage {
  /** The `id:` line, when there is one (the snapshot has none). */
  id: string | undefined;
  event: string;
  data: unknown;
}

interface SseStream {
  status: number;
  /** Every message received so far, in order (comments such as `: ping` are skipped). */
  messages: SseMessage[];
  close(): void;
}

/** One message block: `id:`, `event:`, `data:` lines; undefined for a comment-only block. */
function parseBlock(block: string): SseMessage | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? undefined : { id, event, data: JSON.parse(data.join('\n')) as unknown };
}

/** Reads a stream body into `messages` until it ends or is aborted. */
async function pump(body: ReadableStream<Uint8Array>, messages: SseMessage[]): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (message) messages.push(message);
    }
  }
}

/** GET /sessions/:sid/events on an instance (optionally resuming after `lastEventId`); aborted by `close`. */
async function openEvents(instance: Instance, sessionId: string, lastEventId?: string): Promise<SseStream> {
  const controller = new AbortController();
  streams.add(controller);
  const headers: Record<string, string> = lastEventId === undefined ? {} : { 'last-event-id': lastEventId };
  const response = await fetch(`${sessionUrl(instance, sessionId)}/events`, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  if (response.body) pump(response.body, messages).catch(() => undefined);
  return {
    status: response.status,
    messages,
    close: () => {
      controller.abort();
      streams.delete(controller);
    },
  };
}

/** The ids of a stream's messages that have one (the events after the snapshot). */
const idsOf = (stream: SseStream) => stream.messages.flatMap((m) => (m.id === undefined ? [] : [m.id]));

const pendingEvent = (seq: number, ask: PendingAsk): SseMessage => ({ id: String(seq), event: 'pending', data: { seq, type: 'pending', ask } });
const answeredEvent = (seq: number, id: string, sessionId: string, outcome: AskOutcome): SseMessage => ({
  id: String(seq),
  event: 'answered',
  data: { seq, type: 'answered', id, sessionId, outcome },
});

// --- Redis from the outside ----------------------------------------------------------------------

/** The part of a node-redis client these tests use. */
interface Admin {
  sendCommand(args: string[]): Promise<unknown>;
}

/** `CLIENT LIST TYPE pubsub` as records of their fields. */
async function pubsubClients(client: Admin): Promise<Record<string, string>[]> {
  const list = String(await client.sendCommand(['CLIENT', 'LIST', 'TYPE', 'pubsub']));
  return list
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => Object.fromEntries(line.trim().split(' ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])));
}

// -------------------------------------------------------------------------------------------------

describe('the Redis broker across server processes', () => {
  test('asked on A, streamed on B, answered on C: A resolves with that outcome and B shows it answered', async () => {
    const [a, b, c] = await start('t1:', 3);
    const sid = 'session-1';
    const stream = await openEvents(b!, sid);
    expect(stream.status).toBe(200);
    await vi.waitFor(() => expect(stream.messages).toEqual([{ id: undefined, event: 'snapshot', data: { pending: [] } }]), WAIT);

    const asked = ask(a!, { sessionId: sid, toolUseId: 'toolu_1' });
    await vi.waitFor(() => expect(stream.messages).toHaveLength(2), WAIT);
    const pending = (stream.messages[1]!.data as { ask: PendingAsk }).ask;
    expect(pending).toEqual({ id: expect.any(String), sessionId: sid, toolUseId: 'toolu_1', input: QUESTION, createdAt: expect.any(Number) });
    expect(stream.messages[1]).toEqual(pendingEvent(1, pending));

    // A stream opened now on B lists the request in its snapshot.
    const late = await openEvents(b!, sid);
    await vi.waitFor(() => expect(late.messages).toEqual([{ id: undefined, event: 'snapshot', data: { pending: [pending] } }]), WAIT);

    expect(await answer(c!, sid, pending.id, JEST)).toEqual({ status: 200, body: { ok: true, outcome: JEST }, retryAfter: null });
    expect(await asked).toEqual(JEST);
    await vi.waitFor(() => expect(stream.messages).toHaveLength(3), WAIT);
    expect(stream.messages[2]).toEqual(answeredEvent(2, pending.id, sid, JEST));
    await vi.waitFor(() => expect(late.messages).toHaveLength(2), WAIT);
    expect(late.messages[1]).toEqual(answeredEvent(2, pending.id, sid, JEST));
    stream.close();
    late.close();
  });

  test('answered at the same moment on B and C, 30 times: one 200, one 409 already_answered, the 200 wins', async () => {
    const [a, b, c] = await start('t2:', 3);
    const sid = 'session-2';
    const count = 30;
    const asked = new Map<string, Promise<AskOutcome>>();
    for (let i = 0; i < count; i++) asked.set(`toolu_${i}`, ask(a!, { sessionId: sid, toolUseId: `toolu_${i}` }));
    const pending = await waitPending(b!, sid, count);
    expect(new Set(pending.map((p) => p.toolUseId))).toEqual(new Set(asked.keys()));

    for (const [i, request] of pending.entries()) {
      // Alternate which instance sends which answer, so neither answer is always first in line.
      const [onB, onC] = i % 2 === 0 ? [JEST, MOCHA] : [MOCHA, JEST];
      const replies = await Promise.all([answer(b!, sid, request.id, onB), answer(c!, sid, request.id, onC)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = replies[0]!.status === 200 ? onB : onC;
      const winner = replies.find((r) => r.status === 200)!;
      const loser = replies.find((r) => r.status === 409)!;
      expect(winner.body).toEqual({ ok: true, outcome: won });
      expect(loser.body).toEqual({ error: { code: 'already_answered', message: `request ${request.id} was already answered; the first answer stands` } });
      expect(await asked.get(request.toolUseId!)).toEqual(won);
    }
    expect((await pendingOn(c!, sid)).body).toEqual([]);
  });

  test('kill -9 of the asking instance, answered meanwhile: the restarted instance re-asks by toolUseId and gets the answer', async () => {
    const [holder, b] = await start('t3:', 2);
    const sid = 'session-3';
    const context = { sessionId: sid, toolUseId: 'toolu_crash' };
    const first = ask(holder!, context);
    const [pending] = await waitPending(b!, sid, 1);

    await holder!.kill();
    await expect(first).rejects.toThrow('the instance exited');
    expect(await answer(b!, sid, pending!.id, MOCHA)).toEqual({ status: 200, body: { ok: true, outcome: MOCHA }, retryAfter: null });

    const [restarted] = await start('t3:', 1);
    expect(await ask(restarted!, context)).toEqual(MOCHA);
    for (const instance of [restarted!, b!]) expect(await pendingOn(instance, sid)).toEqual({ status: 200, body: [], retryAfter: null });
  });

  test('Redis restarted mid-wait: 503 with retry-after while down, the request is still listed after, no answer lost', async () => {
    const [a, b, c] = await start('t4:', 3);
    const sid = 'session-4';
    const asked = ask(a!, { sessionId: sid, toolUseId: 'toolu_restart' });
    const before = await waitPending(b!, sid, 1);

    await redis.stop();
    const refused = await answer(b!, sid, before[0]!.id, JEST);
    expect(refused).toEqual({
      status: 503,
      body: { error: { code: 'unavailable', message: 'the question store is unavailable right now; nothing was changed, try again' } },
      retryAfter: '1',
    });
    await redis.start();

    expect(await waitPending(c!, sid, 1)).toEqual(before);
    expect(await answer(c!, sid, before[0]!.id, MOCHA)).toEqual({ status: 200, body: { ok: true, outcome: MOCHA }, retryAfter: null });
    expect(await asked).toEqual(MOCHA);
    expect(await waitPending(a!, sid, 0)).toEqual([]);
    expect(await waitPending(b!, sid, 0)).toEqual([]);
  });

  test("a missed pub/sub message: A's subscriber connection is killed and the answer lands meanwhile; A still resolves", async () => {
    const [a, b] = await start('t5:', 2);
    const sid = 'session-5';
    const asked = ask(a!, { sessionId: sid, toolUseId: 'toolu_missed' });
    const [pending] = await waitPending(b!, sid, 1);

    const admin = createClient({ url: redis.url });
    admin.on('error', () => undefined);
    await admin.connect();
    const { maxclients } = await admin.configGet('maxclients');
    try {
      // Only A listens to a channel (B streams nothing): its subscriber is the one pub/sub client.
      const subscribers = await pubsubClients(admin);
      expect(subscribers.map((s) => [s.sub, s.psub])).toEqual([['1', '0']]);
      // New connections are refused for a moment (the open ones, B's included, stay), so A's
      // subscriber cannot be back before the answer is published: the message is surely missed.
      expect(await admin.configSet('maxclients', '1')).toBe('OK');
      expect(await admin.sendCommand(['CLIENT', 'KILL', 'ID', subscribers[0]!.id!])).toBe(1);
      expect(await answer(b!, sid, pending!.id, JEST)).toEqual({ status: 200, body: { ok: true, outcome: JEST }, retryAfter: null });
      expect(await pubsubClients(admin)).toEqual([]);
    } finally {
      await admin.configSet('maxclients', maxclients!);
    }
    try {
      expect(await asked).toEqual(JEST);
    } finally {
      await admin.close();
    }
  });

  test('an outage longer than graceMs: a new ask rejects with BrokerUnavailableError, and works again once Redis is back', async () => {
    const [graced] = await start('t6:', 1, 1500);
    const [b] = await start('t6:', 1);
    const sid = 'session-6';

    await redis.stop();
    await expect(graced!.ask(QUESTION, { sessionId: sid, toolUseId: 'toolu_down' })).rejects.toMatchObject({
      name: 'BrokerUnavailableError',
      message: 'Redis is unreachable: the question broker cannot read or write requests right now',
    });
    await redis.start();

    // Nothing was queued by the refused ask.
    expect(await waitPending(graced!, sid, 0)).toEqual([]);
    expect(await waitPending(b!, sid, 0)).toEqual([]);
    const asked = ask(graced!, { sessionId: sid, toolUseId: 'toolu_up' });
    const [pending] = await waitPending(b!, sid, 1);
    expect(pending!.toolUseId).toBe('toolu_up');
    expect(await answer(b!, sid, pending!.id, JEST)).toEqual({ status: 200, body: { ok: true, outcome: JEST }, retryAfter: null });
    expect(await asked).toEqual(JEST);
  });

  test('SSE Last-Event-ID across instances: read 1..3 on B, resume on C after 3, replayed from 4 in order, no duplicates', async () => {
    const [a, b, c] = await start('t7:', 3);
    const sid = 'session-7';
    const asked: Promise<AskOutcome>[] = [];
    /** Asks on A and waits until C lists it, so the events' order is known. */
    const askNext = async () => {
      asked.push(ask(a!, { sessionId: sid, toolUseId: `toolu_${asked.length + 1}` }));
      return (await waitPending(c!, sid, asked.length)).at(-1)!;
    };

    const first = await openEvents(b!, sid);
    await vi.waitFor(() => expect(first.messages).toHaveLength(1), WAIT);
    const requests = [await askNext(), await askNext(), await askNext()];
    await vi.waitFor(() => expect(idsOf(first)).toEqual(['1', '2', '3']), WAIT);
    expect(first.messages.slice(1)).toEqual(requests.map((r, i) => pendingEvent(i + 1, r)));
    first.close();

    requests.push(await askNext(), await askNext());
    expect(await answer(c!, sid, requests[0]!.id, JEST)).toMatchObject({ status: 200 });
    expect(await asked[0]).toEqual(JEST);

    const resumed = await openEvents(c!, sid, '3');
    expect(resumed.status).toBe(200);
    await vi.waitFor(() => expect(idsOf(resumed)).toHaveLength(3), WAIT);
    expect(resumed.messages).toEqual([
      { id: undefined, event: 'snapshot', data: { pending: requests.slice(1) } },
      pendingEvent(4, requests[3]!),
      pendingEvent(5, requests[4]!),
      answeredEvent(6, requests[0]!.id, sid, JEST),
    ]);

    // The live events follow the replay without a gap or a repeat.
    for (const request of requests.slice(1)) expect(await answer(b!, sid, request.id, MOCHA)).toMatchObject({ status: 200 });
    // One more request after those: once its event is in, a repeat of an earlier one would be too.
    asked.push(ask(a!, { sessionId: sid, toolUseId: 'toolu_last' }));
    const [last] = await waitPending(c!, sid, 1);
    await vi.waitFor(() => expect(idsOf(resumed)).toHaveLength(8), WAIT);
    expect(idsOf(resumed)).toEqual(['4', '5', '6', '7', '8', '9', '10', '11']);
    expect(resumed.messages.slice(4, 8)).toEqual(requests.slice(1).map((r, i) => answeredEvent(7 + i, r.id, sid, MOCHA)));
    expect(resumed.messages[8]).toEqual(pendingEvent(11, last!));
    expect(await answer(b!, sid, last!.id, MOCHA)).toMatchObject({ status: 200 });
    expect(await Promise.all(asked.slice(1))).toEqual([MOCHA, MOCHA, MOCHA, MOCHA, MOCHA]);
    resumed.close();
  });
});
