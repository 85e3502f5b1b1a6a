import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createClient } from 'redis';
import type { AskOutcome } from '@askq/core';
import { createRedisBroker, type RedisBroker, type RedisBrokerOptions } from './redis-broker.js';
import { DB_QUESTION } from './test/fixtures.js';
import { startRedis, type TestRedis } from './test/redis-server.js';
import { AskInputError, BrokerUnavailableError, type BrokerEvent } from './types.js';

// The Redis broker against a real redis-server (started by the test, on a loopback port). Two
// brokers on one Redis stand for two server instances; each test has its own key prefix.

const INPUT = { questions: [DB_QUESTION] };
const DISMISSED: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
const PICK_SQLITE: AskOutcome = { type: 'answered', answers: { q1: { selected: ['SQLite'] } } };
const PICK_POSTGRES: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Postgres'] } } };
const WAIT = { timeout: 15_000, interval: 20 };

let redis: TestRedis;
const open: RedisBroker[] = [];
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(admins.map((a) => a.close()));
  await Promise.all(open.map((b) => b.close()));
  await redis?.dispose();
});

/** Two brokers ("instances") on one Redis, with a prefix of their own. */
async function pair(options: Partial<RedisBrokerOptions> = {}): Promise<[RedisBroker, RedisBroker]> {
  const prefix = `t${++prefixes}:`;
  const brokers = [createRedisBroker({ url: redis.url, prefix, ...options }), createRedisBroker({ url: redis.url, prefix, ...options })] as const;
  open.push(...brokers);
  await Promise.all(brokers.map((b) => b.ready()));
  return [brokers[0], brokers[1]];
}

async function record(broker: RedisBroker, sessionId: string, after?: number) {
  const events: BrokerEvent[] = [];
  const stop = await broker.subscribe(sessionId, (e) => events.push(e), after === undefined ? {} : { after });
  return { events, stop };
}

/** The id of the session's only (or n-th) pending request, once it is there. */
async function pendingId(broker: RedisBroker, sessionId: string, count = 1, index = count - 1): Promise<string> {
  let id = '';
  await vi.waitFor(async () => {
    const pending = await broker.pending(sessionId);
    expect(pending).toHaveLength(count);
    id = pending[index]!.id;
  }, WAIT);
  return id;
}

/** A plain client on the test Redis, to look at keys; closed after the test file. */
async function adminClient() {
  const admin = createClient({ url: redis.url });
  await admin.connect();
  admins.push(admin);
  return admin;
}
const admins: { close(): Promise<void> }[] = [];

/**
 * Resolves once `ms` have passed in Redis's own clock, as Redis expires keys: a key set now with
 * that TTL is gone (every key with a shorter TTL left before it is).
 */
async function redisTimePassed(admin: Awaited<ReturnType<typeof adminClient>>, ms: number): Promise<void> {
  const marker = `marker:${crypto.randomUUID()}`;
  await admin.set(marker, '1', { PX: ms });
  await vi.waitFor(async () => expect(await admin.exists(marker)).toBe(0), WAIT);
}

/**
 * A node-redis client that records each command it sends with its reply, to see when a script has
 * run; `holdNextScript(until)` holds the next script back until `until` settles (a slow network),
 * resolving once the script is being held.
 */
async function watchedClient() {
  const client = createClient({ url: redis.url });
  await client.connect();
  const replies: { args: string[]; reply: unknown }[] = [];
  let hold: { entered: () => void; until: Promise<void> } | undefined;
  const watched = new Proxy(client, {
    get(target, key) {
      if (key === 'sendCommand') {
        return async (args: string[]) => {
          if (hold && args[0]!.startsWith('EVAL')) {
            const held = hold;
            hold = undefined;
            held.entered();
            await held.until;
          }
          const reply: unknown = await target.sendCommand(args);
          replies.push({ args, reply });
          return reply;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const holdNextScript = (until: Promise<void>) => new Promise<void>((entered) => (hold = { entered, until }));
  return { client: watched, replies, holdNextScript, close: () => client.close() };
}

describe('one Redis, two instances', () => {
  test('asked on one, listed, streamed and answered on the other; the ask resolves with exactly that outcome', async () => {
    const [a, b] = await pair();
    const seen = await record(b, 's');
    const asked = a.ask(INPUT, { sessionId: 's', agentId: 'main', toolUseId: 'toolu_1' });
    const id = await pendingId(b, 's');
    expect(await a.get(id)).toMatchObject({ id, sessionId: 's', agentId: 'main', toolUseId: 'toolu_1', input: INPUT });
    expect(await b.respond(id, PICK_SQLITE)).toEqual({ ok: true, outcome: PICK_SQLITE });
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(() => expect(seen.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending'], [2, 'answered']]), WAIT);
    const [pending, answered] = seen.events;
    expect(pending).toMatchObject({ type: 'pending', ask: { id, input: INPUT } });
    expect(answered).toEqual({ seq: 2, type: 'answered', id, sessionId: 's', outcome: PICK_SQLITE });
    expect(await a.pending('s')).toEqual([]);
    expect(await b.get(id)).toBeUndefined();
    seen.stop();
  });

  test('a second answer on either instance is already_answered and the first outcome stands', async () => {
    const [a, b] = await pair();
    const asked = a.ask(INPUT, { sessionId: 's' });
    const id = await pendingId(a, 's');
    const results = await Promise.all([a.respond(id, PICK_POSTGRES), b.respond(id, PICK_SQLITE)]);
    const winner = results.find((r) => r.ok);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: 'already_answered' });
    expect(await asked).toEqual(winner && winner.ok ? winner.outcome : undefined);
    expect(await b.respond(id, PICK_POSTGRES)).toMatchObject({ ok: false, reason: 'already_answered' });
  });

  test('invalid input rejects with AskInputError and stores nothing; a bad context is a TypeError', async () => {
    const [a, b] = await pair();
    const seen = await record(b, 's');
    const error = await a.ask({ questions: [{ question: 'Q?', header: 'H', options: [{ label: 'only' }] }] }, { sessionId: 's' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskInputError);
    expect((error as AskInputError).issues.map((i) => i.code)).toContain('option_count');
    await expect(a.ask(INPUT, { sessionId: '' })).rejects.toThrow(TypeError);
    expect(await b.pending('s')).toEqual([]);
    expect(seen.events).toEqual([]);
    seen.stop();
  });

  test('bad options throw at once', () => {
    expect(() => createRedisBroker({})).toThrow(/exactly one of client and url/);
    expect(() => createRedisBroker({ url: redis.url, ttl: 0 })).toThrow(RangeError);
    expect(() => createRedisBroker({ url: redis.url, keepEvents: -1 })).toThrow(RangeError);
    expect(() => createRedisBroker({ url: redis.url, graceMs: 1.5 })).toThrow(RangeError);
    expect(() => createRedisBroker({ url: redis.url, commandTimeoutMs: 0 })).toThrow(RangeError);
  });

  test('an answer the question cannot take is invalid_outcome and changes nothing; an unknown id is unknown_id', async () => {
    const [a, b] = await pair();
    const asked = a.ask(INPUT, { sessionId: 's' });
    const id = await pendingId(a, 's');
    const bad = await b.respond(id, { type: 'answered', answers: { q1: { selected: ['MySQL'] } } });
    expect(bad).toEqual({
      ok: false,
      reason: 'invalid_outcome',
      message: 'answers.q1.selected: "MySQL" is not an option of question q1 ("Which database?"); its options are "Postgres", "SQLite"',
    });
    expect(await b.respond('no-such-id', PICK_SQLITE)).toEqual({ ok: false, reason: 'unknown_id', message: 'no request with id "no-such-id"' });
    expect(await b.pending('s')).toHaveLength(1);
    expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ ok: true });
    expect(await asked).toEqual(PICK_SQLITE);
  });

  test('several pending requests of a session queue oldest first across instances, each answer bound to its own id', async () => {
    const [a, b] = await pair();
    const first = a.ask(INPUT, { sessionId: 's', agentId: 'one' });
    await pendingId(b, 's', 1);
    const second = b.ask(INPUT, { sessionId: 's', agentId: 'two' });
    await pendingId(b, 's', 2);
    const third = a.ask(INPUT, { sessionId: 's', agentId: 'three' });
    await pendingId(b, 's', 3);
    const pending = await b.pending('s');
    expect(pending.map((p) => p.agentId)).toEqual(['one', 'two', 'three']);
    await a.respond(pending[1]!.id, PICK_POSTGRES);
    await b.respond(pending[2]!.id, PICK_SQLITE);
    await b.respond(pending[0]!.id, PICK_SQLITE);
    expect(await Promise.all([first, second, third])).toEqual([PICK_SQLITE, PICK_POSTGRES, PICK_SQLITE]);
  });

  test('keys and channels of another prefix are another world', async () => {
    const [a] = await pair();
    const [c] = await pair();
    const asked = a.ask(INPUT, { sessionId: 's' });
    const id = await pendingId(a, 's');
    expect(await c.pending('s')).toEqual([]);
    expect(await c.respond(id, PICK_SQLITE)).toMatchObject({ reason: 'unknown_id' });
    await a.respond(id, PICK_SQLITE);
    await asked;
  });
});

describe('respond', () => {
  test('with a sessionId, a request of another session is unknown_id, pending or settled', async () => {
    const [a, b] = await pair();
    const controller = new AbortController();
    const answered = a.ask(INPUT, { sessionId: 's1' });
    const first = await pendingId(b, 's1');
    const withdrawn = a.ask(INPUT, { sessionId: 's1', signal: controller.signal });
    const second = await pendingId(b, 's1', 2);
    const unknown = (id: string) => ({ ok: false, reason: 'unknown_id', message: `no request with id "${id}"` });
    expect(await b.respond(first, PICK_SQLITE, { sessionId: 's2' })).toEqual(unknown(first));
    expect(await b.respond(first, PICK_SQLITE, { sessionId: 's1' })).toMatchObject({ ok: true });
    controller.abort();
    await Promise.all([answered, withdrawn]);
    expect(await b.respond(first, PICK_POSTGRES, { sessionId: 's2' })).toEqual(unknown(first));
    expect(await b.respond(second, PICK_POSTGRES, { sessionId: 's2' })).toEqual(unknown(second));
    expect(await b.respond(first, PICK_POSTGRES, { sessionId: 's1' })).toMatchObject({ ok: false, reason: 'already_answered' });
    await vi.waitFor(async () => expect(await b.respond(second, PICK_POSTGRES, { sessionId: 's1' })).toMatchObject({ ok: false, reason: 'withdrawn' }), WAIT);
  });
});

describe('re-ask by toolUseId', () => {
  test('an answered toolUseId resolves at once on any instance with that answer and queues nothing', async () => {
    const [a, b] = await pair();
    const asked = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_1' });
    await b.respond(await pendingId(b, 's'), PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    const seen = await record(a, 's');
    expect(await b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_1' })).toEqual(PICK_SQLITE);
    expect(await a.pending('s')).toEqual([]);
    expect(seen.events).toEqual([]);
    // Bound to its session: the same toolUseId elsewhere is a new question.
    const elsewhere = b.ask(INPUT, { sessionId: 'other', toolUseId: 'toolu_1' });
    await b.respond(await pendingId(a, 'other'), PICK_POSTGRES);
    expect(await elsewhere).toEqual(PICK_POSTGRES);
    seen.stop();
  });

  /** Two instances, B on a watched client of its own, for `body`; B and its client are closed after. */
  async function withWatchedPair(body: (a: RedisBroker, b: RedisBroker, watched: Awaited<ReturnType<typeof watchedClient>>) => Promise<void>) {
    const prefix = `t${++prefixes}:`;
    const watched = await watchedClient();
    const a = createRedisBroker({ url: redis.url, prefix });
    const b = createRedisBroker({ client: watched.client, prefix });
    open.push(a);
    try {
      await Promise.all([a.ready(), b.ready()]);
      await body(a, b, watched);
    } finally {
      await b.close();
      await watched.close();
    }
  }

  test('a pending toolUseId asked again on another instance joins the same request: one card, one answer for both', async () => {
    await withWatchedPair(async (a, b, watched) => {
      const first = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_2' });
      const id = await pendingId(a, 's');
      const again = b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_2' });
      // B's ask script has run and replied that a request with this toolUseId is pending: B joins it.
      const joined = () => watched.replies.some(({ args, reply }) => args[0]!.startsWith('EVAL') && Array.isArray(reply) && reply[0] === 'pending' && reply[1] === id);
      await vi.waitFor(() => expect(joined()).toBe(true), WAIT);
      expect((await b.pending('s')).map((p) => p.id)).toEqual([id]);
      await a.respond(id, PICK_POSTGRES);
      expect(await Promise.all([first, again])).toEqual([PICK_POSTGRES, PICK_POSTGRES]);
    });
  });

  test('an ask for a pending toolUseId whose signal aborts while its script runs is dismissed; the request stays with its asker', async () => {
    await withWatchedPair(async (a, b, watched) => {
      const first = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_4' });
      const id = await pendingId(a, 's');
      let release!: () => void;
      const held = watched.holdNextScript(new Promise<void>((resolve) => (release = resolve)));
      const controller = new AbortController();
      const again = b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_4', signal: controller.signal });
      await held; // B's ask script is on its way
      controller.abort();
      release();
      // Before the fix B joined with a signal that had aborted already, and waited for A's answer.
      expect(await again).toEqual(DISMISSED);
      expect((await a.pending('s')).map((p) => p.id)).toEqual([id]);
      await a.respond(id, PICK_SQLITE);
      expect(await first).toEqual(PICK_SQLITE);
    });
  });

  test('a re-ask that joins a pending request keeps it listed for as long as it waits (the session\'s pending index expired a ttl after the first ask)', async () => {
    const ttl = 3000;
    const [a, b] = await pair({ ttl, prefix: 'join-ttl:' });
    const admin = await adminClient();
    void a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_j' });
    const id = await pendingId(b, 's');
    const firstAsk = redisTimePassed(admin, ttl); // a ttl after the first ask
    await a.close(); // its instance goes (the stored request stays answerable)
    // Restarted on B half a ttl later, the agent asks the same tool call again: it joins.
    await vi.waitFor(async () => expect(await admin.pTTL('join-ttl:pend:s')).toBeLessThan(ttl / 2), WAIT);
    const again = b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_j' });
    await firstAsk;
    // B's ask still waits on it (for a ttl from its join), and the page must still see it.
    expect(await admin.hGet(`join-ttl:req:${id}`, 'state')).toBe('pending');
    expect((await b.pending('s')).map((p) => p.id)).toEqual([id]);
    await b.respond(id, PICK_SQLITE);
    expect(await again).toEqual(PICK_SQLITE);
  });

  test('a withdrawn toolUseId asks anew', async () => {
    const [a, b] = await pair();
    const controller = new AbortController();
    const first = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_3', signal: controller.signal });
    const oldId = await pendingId(b, 's');
    controller.abort();
    expect(await first).toEqual(DISMISSED);
    const again = b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_3' });
    const newId = await pendingId(a, 's');
    expect(newId).not.toBe(oldId);
    await a.respond(newId, PICK_SQLITE);
    expect(await again).toEqual(PICK_SQLITE);
  });
});

describe('withdrawal', () => {
  test('an aborted ask resolves dismissed, every instance sees withdrawn (aborted), and an answer after it is refused', async () => {
    const [a, b] = await pair();
    const seen = await record(b, 's');
    const controller = new AbortController();
    const asked = a.ask(INPUT, { sessionId: 's', signal: controller.signal });
    const id = await pendingId(b, 's');
    controller.abort();
    expect(await asked).toEqual(DISMISSED);
    await vi.waitFor(() => expect(seen.events.at(-1)).toEqual({ seq: 2, type: 'withdrawn', id, sessionId: 's', reason: 'aborted' }), WAIT);
    expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ ok: false, reason: 'withdrawn' });
    expect(await b.pending('s')).toEqual([]);
    seen.stop();
  });

  test('an ask whose signal is already aborted resolves dismissed without storing anything', async () => {
    const [a] = await pair();
    expect(await a.ask(INPUT, { sessionId: 's', signal: AbortSignal.abort() })).toEqual(DISMISSED);
    expect(await a.pending('s')).toEqual([]);
  });

  test('timeoutMs withdraws with reason timed_out', async () => {
    const [a, b] = await pair();
    const seen = await record(b, 's');
    expect(await a.ask(INPUT, { sessionId: 's', timeoutMs: 200 })).toEqual(DISMISSED);
    await vi.waitFor(() => expect(seen.events.map((e) => e.type === 'withdrawn' && e.reason)).toEqual([false, 'timed_out']), WAIT);
    seen.stop();
  });

  test('a timeout of zero still leaves nothing pending', async () => {
    const [a] = await pair();
    expect(await a.ask(INPUT, { sessionId: 's', timeoutMs: 0 })).toEqual(DISMISSED);
    await vi.waitFor(async () => expect(await a.pending('s')).toEqual([]), WAIT);
  });

  test('closeSession on one instance withdraws the asks waiting on the other, in that session only', async () => {
    const [a, b] = await pair();
    const one = a.ask(INPUT, { sessionId: 's' });
    const two = a.ask(INPUT, { sessionId: 's' });
    const kept = a.ask(INPUT, { sessionId: 'kept' });
    await pendingId(b, 's', 2);
    const keptId = await pendingId(b, 'kept');
    await b.closeSession('s');
    expect(await Promise.all([one, two])).toEqual([DISMISSED, DISMISSED]);
    expect(await b.pending('s')).toEqual([]);
    await b.respond(keptId, PICK_SQLITE);
    expect(await kept).toEqual(PICK_SQLITE);
  });

  test('the ttl bounds how long a request waits and how long an answer is remembered', async () => {
    const [a, b] = await pair({ ttl: 600 });
    expect(await a.ask(INPUT, { sessionId: 's' })).toEqual(DISMISSED);
    const asked = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_ttl' });
    const id = await pendingId(b, 's');
    await b.respond(id, PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(async () => expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ reason: 'unknown_id' }), WAIT);
    // Forgotten: the same toolUseId is a new question now.
    expect(await b.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_ttl', timeoutMs: 50 })).toEqual(DISMISSED);
  });
});

describe('subscribe', () => {
  test('seq grows by one per event of a session, independently per session; Last-Event-ID replays on another instance, then live', async () => {
    const [a, b] = await pair();
    const s1 = a.ask(INPUT, { sessionId: 's1' });
    const s2 = a.ask(INPUT, { sessionId: 's2' });
    await b.respond(await pendingId(b, 's1'), PICK_SQLITE);
    await b.respond(await pendingId(b, 's2'), PICK_POSTGRES);
    await Promise.all([s1, s2]);
    const replay = await record(b, 's1', 1);
    expect(replay.events.map((e) => [e.seq, e.type])).toEqual([[2, 'answered']]);
    const whole = await record(a, 's2', 0);
    expect(whole.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending'], [2, 'answered']]);
    const next = a.ask(INPUT, { sessionId: 's1' });
    await vi.waitFor(() => expect(replay.events.map((e) => e.seq)).toEqual([2, 3]), WAIT);
    // Still listening on the same instance and session: it is handed every event the stopped one would be.
    const after = await record(b, 's1', 3);
    replay.stop();
    await a.respond(await pendingId(a, 's1'), PICK_SQLITE);
    await next;
    await vi.waitFor(() => expect(after.events.map((e) => [e.seq, e.type])).toEqual([[4, 'answered']]), WAIT);
    expect(replay.events.map((e) => e.seq)).toEqual([2, 3]);
    after.stop();
    whole.stop();
  });

  test('a subscription open for longer than the ttl without events still gets the next one, numbered on (it restarted at 1, below what it had seen, and was dropped)', async () => {
    const ttl = 1000;
    const [a, b] = await pair({ ttl, prefix: 'seq-ttl:' });
    const admin = await adminClient();
    const seen = await record(b, 's'); // a tab left open; its stream's pings keep it so
    const first = a.ask(INPUT, { sessionId: 's' });
    await b.respond(await pendingId(b, 's'), PICK_SQLITE);
    await first;
    await vi.waitFor(() => expect(seen.events.map((e) => e.seq)).toEqual([1, 2]), WAIT);
    await redisTimePassed(admin, ttl); // a ttl without an event of the session
    const second = a.ask(INPUT, { sessionId: 's' });
    await vi.waitFor(() => expect(seen.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending'], [2, 'answered'], [3, 'pending']]), WAIT);
    // A stream that resumes from the last event it saw gets exactly what came after.
    const resumed = await record(a, 's', 2);
    expect(resumed.events.map((e) => e.seq)).toEqual([3]);
    await a.respond(await pendingId(a, 's'), PICK_SQLITE);
    await second;
    resumed.stop();
    seen.stop();
  });

  test('numbering that Redis lost (a restart without persistence) is followed from 1 again once the subscriber reconnects', async () => {
    const [a, b] = await pair({ prefix: 'seq-lost:' });
    const admin = await adminClient();
    const seen = await record(b, 's');
    const first = a.ask(INPUT, { sessionId: 's' });
    await b.respond(await pendingId(b, 's'), PICK_SQLITE);
    await first;
    await vi.waitFor(() => expect(seen.events.map((e) => e.seq)).toEqual([1, 2]), WAIT);
    await admin.del(['seq-lost:seq:s', 'seq-lost:log:s']);
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    const second = a.ask(INPUT, { sessionId: 's' });
    await vi.waitFor(() => expect(seen.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending'], [2, 'answered'], [1, 'pending']]), WAIT);
    await a.respond(await pendingId(a, 's'), PICK_SQLITE);
    await second;
    await vi.waitFor(() => expect(seen.events.map((e) => e.seq)).toEqual([1, 2, 1, 2]), WAIT);
    seen.stop();
  });

  test('keeps only the last keepEvents events; an id beyond the log (a log that restarted) replays all of it', async () => {
    const [a, b] = await pair({ keepEvents: 3 });
    for (let i = 0; i < 3; i++) {
      const asked = a.ask(INPUT, { sessionId: 's' });
      await b.respond(await pendingId(b, 's'), PICK_SQLITE);
      await asked;
    }
    expect((await record(b, 's', 0)).events.map((e) => e.seq)).toEqual([4, 5, 6]);
    expect((await record(b, 's', 999)).events.map((e) => e.seq)).toEqual([4, 5, 6]);
  });

  test('a listener that throws breaks neither the broker nor other listeners', async () => {
    const [a, b] = await pair();
    await b.subscribe('s', () => {
      throw new Error('listener bug');
    });
    const seen = await record(b, 's');
    const asked = a.ask(INPUT, { sessionId: 's' });
    await b.respond(await pendingId(b, 's'), PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(() => expect(seen.events.map((e) => e.type)).toEqual(['pending', 'answered']), WAIT);
  });

  test('events published while a subscriber connection was down are read from the log when it is back, in order', async () => {
    const [a, b] = await pair();
    const seen = await record(b, 's');
    const admin = createClient({ url: redis.url });
    await admin.connect();
    // Drop the pub/sub connections; the first ask's event goes out while they reconnect.
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    const asked = a.ask(INPUT, { sessionId: 's' });
    const id = await pendingId(a, 's');
    await a.respond(id, PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(() => expect(seen.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending'], [2, 'answered']]), WAIT);
    await admin.close();
    seen.stop();
  });
});

describe('your own client', () => {
  test('a node-redis client you pass is used and left open by close()', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const broker = createRedisBroker({ client, prefix: `own${++prefixes}:` });
    await broker.ready();
    const asked = broker.ask(INPUT, { sessionId: 's' });
    await broker.respond(await pendingId(broker, 's'), PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await broker.close();
    expect(client.isOpen).toBe(true);
    expect(await client.ping()).toBe('PONG');
    await client.close();
  });
});

describe('Redis outages', () => {
  let down: TestRedis;
  beforeAll(async () => {
    down = await startRedis();
  });
  afterAll(async () => {
    await down?.dispose();
  });

  /** Two instances on the Redis these tests stop and start, ready, with a grace period of `graceMs`. */
  async function downPair(graceMs: number, options: Partial<RedisBrokerOptions> = {}): Promise<[RedisBroker, RedisBroker]> {
    const brokers = [createRedisBroker({ url: down.url, graceMs, ...options }), createRedisBroker({ url: down.url, graceMs, ...options })] as const;
    open.push(...brokers);
    await Promise.all(brokers.map((b) => b.ready()));
    return [brokers[0], brokers[1]];
  }

  test('while Redis is down other methods fail at once with BrokerUnavailableError; a new ask waits for it and goes on when it is back; nothing stored is lost', async () => {
    const [a, b] = await downPair(20_000);
    const waiting = a.ask(INPUT, { sessionId: 's', toolUseId: 'toolu_w' });
    const id = await pendingId(b, 's');
    await down.stop();
    await vi.waitFor(() => expect(b.respond(id, PICK_SQLITE)).rejects.toBeInstanceOf(BrokerUnavailableError), WAIT);
    await expect(b.pending('s')).rejects.toBeInstanceOf(BrokerUnavailableError);
    await expect(b.subscribe('s', () => undefined)).rejects.toBeInstanceOf(BrokerUnavailableError);
    // A has noticed the outage too: an ask made now has to wait for Redis.
    await vi.waitFor(() => expect(a.pending('s')).rejects.toBeInstanceOf(BrokerUnavailableError), WAIT);
    const later = a.ask(INPUT, { sessionId: 's', agentId: 'during the outage' });
    later.catch(() => undefined); // a rejection fails the test below, not as an unhandled one
    await down.start();
    // The stored request survived; the ask made during the outage went in once Redis was back.
    const laterId = await pendingId(b, 's', 2, 1);
    expect((await b.pending('s')).map((p) => p.id)).toEqual([id, laterId]);
    await b.respond(id, PICK_SQLITE);
    await b.respond(laterId, PICK_POSTGRES);
    expect(await waiting).toEqual(PICK_SQLITE);
    expect(await later).toEqual(PICK_POSTGRES);
  });

  test('an ask whose signal aborts while it waits for Redis to come back is dismissed at once, and nothing is asked', async () => {
    const [a, b] = await downPair(20_000);
    await down.stop();
    await vi.waitFor(() => expect(a.pending('o')).rejects.toBeInstanceOf(BrokerUnavailableError), WAIT);
    const controller = new AbortController();
    const asked = a.ask(INPUT, { sessionId: 'o', signal: controller.signal });
    controller.abort();
    // Before the fix the abort went unseen and the ask waited for the whole ttl once Redis was back.
    expect(await asked).toEqual(DISMISSED);
    await down.start();
    await Promise.all([a.ready(), b.ready()]);
    expect(await b.pending('o')).toEqual([]);
  });

  test('timeoutMs counts from the ask: one that runs out while Redis is down is dismissed then, and nothing is asked', async () => {
    const [a, b] = await downPair(20_000);
    await down.stop();
    await vi.waitFor(() => expect(a.pending('t')).rejects.toBeInstanceOf(BrokerUnavailableError), WAIT);
    // Before the fix its timer started only once Redis was back (here: never within the test).
    expect(await a.ask(INPUT, { sessionId: 't', timeoutMs: 100 })).toEqual(DISMISSED);
    await down.start();
    await Promise.all([a.ready(), b.ready()]);
    expect(await b.pending('t')).toEqual([]);
  });

  test('a Redis that stops answering with its connections open (frozen): respond, pending and get reject with BrokerUnavailableError after commandTimeoutMs; once it answers again all is as it was', async () => {
    const [a, b] = await downPair(20_000, { commandTimeoutMs: 300 });
    const waiting = a.ask(INPUT, { sessionId: 'f' });
    const id = await pendingId(b, 'f');
    down.freeze();
    try {
      // Before, each of these waited for ever: the connection is open, so the broker saw Redis as up.
      const error: unknown = await b.pending('f').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BrokerUnavailableError);
      expect(String((error as Error).cause)).toBe('Error: Redis did not answer EVALSHA within 300 ms');
      await expect(b.respond(id, PICK_SQLITE)).rejects.toBeInstanceOf(BrokerUnavailableError);
      await expect(b.get(id)).rejects.toBeInstanceOf(BrokerUnavailableError);
    } finally {
      down.thaw();
    }
    // Nothing was written meanwhile: the request still waits, and the answer sent now counts.
    expect((await b.pending('f')).map((p) => p.id)).toEqual([id]);
    expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ ok: true });
    expect(await waiting).toEqual(PICK_SQLITE);
  });

  test('a frozen Redis: subscribing to a session not listened to yet rejects with BrokerUnavailableError after commandTimeoutMs; once Redis answers, it streams', async () => {
    const [a, b] = await downPair(20_000, { commandTimeoutMs: 300 });
    down.freeze();
    let refused: unknown;
    try {
      // Before, it waited on SUBSCRIBE for as long as Redis stayed frozen (GET /events hung).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const bound = new Promise((resolve) => (timer = setTimeout(resolve, WAIT.timeout, 'still waiting')));
      refused = await Promise.race([b.subscribe('z', () => undefined).catch((e: unknown) => e), bound]);
      clearTimeout(timer);
      expect(refused).toBeInstanceOf(BrokerUnavailableError);
      expect(String((refused as Error).cause)).toBe('Error: Redis did not answer SUBSCRIBE within 300 ms');
      // A second try while the first SUBSCRIBE is still on its way fails the same way.
      await expect(b.subscribe('z', () => undefined)).rejects.toBeInstanceOf(BrokerUnavailableError);
    } finally {
      down.thaw();
    }
    const seen: BrokerEvent[] = [];
    const stop = await b.subscribe('z', (e) => seen.push(e));
    const asked = a.ask(INPUT, { sessionId: 'z' });
    await b.respond(await pendingId(b, 'z'), PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toEqual(['pending', 'answered']), WAIT);
    stop();
  });

  test('a SUBSCRIBE a given-up attempt and a later one both waited on stays, when it is answered after the first ran out of time', async () => {
    // An ask whose grace (300 ms) ends while Redis is frozen lets its channel go with its SUBSCRIBE
    // still on the way; a stream opened then waits on that same SUBSCRIBE, with a later deadline.
    const [a, b] = await downPair(300, { commandTimeoutMs: 3000 });
    const frozenAt = Date.now();
    down.freeze();
    const seen: BrokerEvent[] = [];
    let subscribing: Promise<() => void> | undefined;
    try {
      await expect(b.ask(INPUT, { sessionId: 'late' })).rejects.toBeInstanceOf(BrokerUnavailableError);
      // The stream's deadline well after the ask's SUBSCRIBE deadline (3 s after the freeze).
      await vi.waitFor(() => expect(Date.now() - frozenAt).toBeGreaterThan(1500), WAIT);
      subscribing = b.subscribe('late', (e) => seen.push(e));
      // Redis answers only once the first attempt's own deadline has passed (the condition here is
      // that deadline): before the fix, the answer let the listener go, and the stream got nothing.
      await vi.waitFor(() => expect(Date.now() - frozenAt).toBeGreaterThan(3300), WAIT);
    } finally {
      down.thaw();
    }
    const stop = await subscribing!;
    const asked = a.ask(INPUT, { sessionId: 'late' });
    await b.respond(await pendingId(b, 'late'), PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toEqual(['pending', 'answered']), WAIT);
    stop();
  });

  test('close() during an outage returns, and the asks waiting on this instance are dismissed', async () => {
    const [a, b] = await downPair(20_000);
    const waiting = a.ask(INPUT, { sessionId: 'c', toolUseId: 'toolu_c' });
    const id = await pendingId(b, 'c');
    await down.stop();
    await vi.waitFor(() => expect(a.pending('c')).rejects.toBeInstanceOf(BrokerUnavailableError), WAIT);
    // Before the fix, close() waited on a command queued for the dead connection: for ever.
    await a.close();
    expect(await waiting).toEqual(DISMISSED);
    await down.start();
    await b.ready();
    // The stored request stays answerable for another instance, as close() promises.
    expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ ok: true });
  });

  test('an outage longer than graceMs rejects new and waiting asks; the broker recovers by itself and withdraws what nobody waits for', async () => {
    const [a, b] = await downPair(800);
    const waiting = a.ask(INPUT, { sessionId: 'g' });
    const id = await pendingId(b, 'g');
    await down.stop();
    await expect(waiting).rejects.toBeInstanceOf(BrokerUnavailableError);
    await expect(a.ask(INPUT, { sessionId: 'g' })).rejects.toBeInstanceOf(BrokerUnavailableError);
    await down.start();
    await vi.waitFor(async () => expect(await b.pending('g')).toEqual([]), WAIT);
    expect(await b.respond(id, PICK_SQLITE)).toMatchObject({ ok: false, reason: 'withdrawn' });
    const again = a.ask(INPUT, { sessionId: 'g' });
    await b.respond(await pendingId(b, 'g'), PICK_SQLITE);
    expect(await again).toEqual(PICK_SQLITE);
  });
});
