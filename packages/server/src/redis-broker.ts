import { createHash } from 'node:crypto';
import type { AskOutcome, ParseOptions } from '@askq/core';
import { checkContext, checkPendingOutcome, dismissed } from './memory-broker.js';
import { parsePendingInput, type PendingRequest } from './pending-request.js';
import {
  AskInputError,
  BrokerUnavailableError,
  type AskContext,
  type Broker,
  type BrokerEvent,
  type PendingAsk,
  type RespondOptions,
  type RespondResult,
  type SubscribeOptions,
  type WithdrawReason,
} from './types.js';

/**
 * The part of a node-redis client (`createClient()` of the `redis` package, v5 or v6) the broker
 * uses. Pass your own client (connected or not); the broker duplicates it once for pub/sub.
 */
export interface RedisClientLike {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  duplicate(): RedisClientLike;
  sendCommand<T = unknown>(args: string[]): Promise<T>;
  SUBSCRIBE(channels: string, listener: (message: string, channel: string) => void): Promise<void>;
  UNSUBSCRIBE(channels: string, listener?: (message: string, channel: string) => void): Promise<void>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  close?(): Promise<void>;
  quit?(): Promise<unknown>;
  destroy?(): void;
}

/** Options of `createRedisBroker`. */
export interface RedisBrokerOptions {
  /** A node-redis client (yours stays yours: `close()` leaves it open). One of `client` and `url`. */
  client?: RedisClientLike | undefined;
  /** A Redis URL (`redis://127.0.0.1:6379`): the broker creates, connects and closes its own client. */
  url?: string | undefined;
  /** Prefix of every key and channel, so several apps can share one Redis. @default 'askq:' */
  prefix?: string | undefined;
  /**
   * How long a request is kept, in milliseconds: a pending one (an `ask` waits at most this long,
   * then the request is withdrawn as timed out), an answered one (for `respond` and re-asks by
   * `toolUseId`), and an idle session's event numbering and log (kept while an instance listens to
   * the session: a stream open that long goes on numbering where it was). @default 86_400_000 (one day)
   */
  ttl?: number | undefined;
  /** Events kept per session for replay (`subscribe` with `after`, an SSE `Last-Event-ID`). @default 1000 */
  keepEvents?: number | undefined;
  /**
   * How long Redis may stay unreachable before `ask` gives up, in milliseconds: a new `ask` waits
   * this long for Redis to come back, a waiting `ask` rejects with `BrokerUnavailableError` when an
   * outage lasts longer. Other methods fail at once while Redis is down (the handler answers 503).
   * @default 30_000
   */
  graceMs?: number | undefined;
  /**
   * How long one Redis command may take, in milliseconds: past it the call fails with
   * `BrokerUnavailableError` (503 from the handler), as while Redis is down. A Redis that stopped
   * answering but keeps its connection open (a frozen process, a stalled network path) looks
   * connected, and without this `respond`, `pending`, `get` and `subscribe` would wait for ever. A
   * command that ran out may still reach Redis later: a `respond` retried after one is told the first
   * answer stands. @default 5_000
   */
  commandTimeoutMs?: number | undefined;
  /** How every `ask` input is parsed (every instance on one Redis must use the same). */
  parseOptions?: ParseOptions | undefined;
  /** The clock, in milliseconds since the epoch (the `createdAt` of requests). @default Date.now */
  now?: (() => number) | undefined;
  /** New request ids; must be unique across instances. @default crypto.randomUUID */
  newId?: (() => string) | undefined;
}

/** A broker on Redis: the Broker interface plus its lifecycle. */
export interface RedisBroker extends Broker {
  /** Resolves once both connections are ready (methods wait or fail on their own; this is for startup and tests). */
  ready(): Promise<void>;
  /**
   * Stops this instance: its waiting asks resolve as withdrawn (dismissed) without touching the
   * stored requests, which stay answerable for another instance; closes the connections it opened.
   */
  close(): Promise<void>;
}

const DAY = 86_400_000;
const MAX_DELAY = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Lua: every change of state is one script, so it is atomic across instances, and its event is
// given a seq and published in the same step (a channel carries a session's events in seq order).

/** Gives the next seq of a session to an event body, keeps it in the log and publishes it. */
const EMIT = `
local function emit(p, sid, body, ttl, keep)
  local seq = redis.call('INCR', p .. 'seq:' .. sid)
  redis.call('PEXPIRE', p .. 'seq:' .. sid, ttl)
  local event = '{"seq":' .. seq .. ',' .. body .. '}'
  if keep > 0 then
    local log = p .. 'log:' .. sid
    redis.call('ZADD', log, seq, event)
    redis.call('ZREMRANGEBYRANK', log, 0, -keep - 1)
    redis.call('PEXPIRE', log, ttl)
  end
  redis.call('PUBLISH', p .. 'ev:' .. sid, event)
  return seq
end
local function settle(p, id, state, body, outcome, ttl, keep)
  local key = p .. 'req:' .. id
  local rec = redis.call('HMGET', key, 'state', 'session', 'tool', 'outcome')
  if not rec[1] then return {'unknown_id'} end
  if rec[1] ~= 'pending' then return {rec[1], rec[4] or ''} end
  redis.call('HSET', key, 'state', state)
  if outcome then redis.call('HSET', key, 'outcome', outcome) end
  redis.call('PEXPIRE', key, ttl)
  redis.call('ZREM', p .. 'pend:' .. rec[2], id)
  if rec[3] ~= '' then
    if state == 'answered' then redis.call('PEXPIRE', p .. 'tool:' .. rec[3], ttl) else redis.call('DEL', p .. 'tool:' .. rec[3]) end
  end
  local sid = rec[2]
  local head = '"type":"' .. state .. '","id":' .. cjson.encode(id) .. ',"sessionId":' .. cjson.encode(sid) .. ','
  emit(p, sid, head .. body, ttl, keep)
  return {'ok', sid}
end
`;

/**
 * ARGV: prefix, sessionId, toolKey ('' for none), id, the event body of the ask, ask JSON, ttl, keep.
 * Returns {'asked'} | {'answered', id, outcome} | {'pending', id} | {'id_taken'}.
 */
const ASK = `${EMIT}
local p, sid, toolKey, id = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local ttl, keep = tonumber(ARGV[7]), tonumber(ARGV[8])
if toolKey ~= '' then
  local prev = redis.call('GET', p .. 'tool:' .. toolKey)
  if prev then
    local rec = redis.call('HMGET', p .. 'req:' .. prev, 'state', 'outcome')
    if rec[1] == 'answered' then return {'answered', prev, rec[2]} end
    if rec[1] == 'pending' then
      -- Joined: the request waits ttl longer, and so must what lists it (the session's index of
      -- pending requests: without it the question would vanish from the page while the ask waits),
      -- its toolUseId and the session's numbering and log.
      redis.call('PEXPIRE', p .. 'req:' .. prev, ttl)
      redis.call('PEXPIRE', p .. 'tool:' .. toolKey, ttl)
      for _, k in ipairs({'pend:', 'seq:', 'log:'}) do redis.call('PEXPIRE', p .. k .. sid, ttl) end
      return {'pending', prev}
    end
  end
end
local key = p .. 'req:' .. id
if redis.call('EXISTS', key) == 1 then return {'id_taken'} end
local n = redis.call('INCR', p .. 'order')
redis.call('HSET', key, 'state', 'pending', 'session', sid, 'tool', toolKey, 'ask', ARGV[6])
redis.call('PEXPIRE', key, ttl)
redis.call('ZADD', p .. 'pend:' .. sid, n, id)
redis.call('PEXPIRE', p .. 'pend:' .. sid, ttl)
if toolKey ~= '' then redis.call('SET', p .. 'tool:' .. toolKey, id, 'PX', ttl) end
emit(p, sid, ARGV[5], ttl, keep)
return {'asked'}
`;

/** ARGV: prefix, id, outcome JSON, ttl, keep. Returns {'ok', sessionId} | {state, outcome} | {'unknown_id'}. */
const RESPOND = `${EMIT}
return settle(ARGV[1], ARGV[2], 'answered', '"outcome":' .. ARGV[3], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]))
`;

/** ARGV: prefix, id, reason, ttl, keep. Same replies as RESPOND. */
const WITHDRAW = `${EMIT}
return settle(ARGV[1], ARGV[2], 'withdrawn', '"reason":"' .. ARGV[3] .. '"', false, tonumber(ARGV[4]), tonumber(ARGV[5]))
`;

/** ARGV: prefix, sessionId, ttl, keep. Withdraws every pending request of the session. */
const CLOSE_SESSION = `${EMIT}
local p, sid = ARGV[1], ARGV[2]
local ids = redis.call('ZRANGE', p .. 'pend:' .. sid, 0, -1)
for _, id in ipairs(ids) do
  local r = settle(p, id, 'withdrawn', '"reason":"session_closed"', false, tonumber(ARGV[3]), tonumber(ARGV[4]))
  if r[1] == 'unknown_id' then redis.call('ZREM', p .. 'pend:' .. sid, id) end
end
return #ids
`;

/** ARGV: prefix, sessionId. The session's pending asks (JSON), oldest first; drops ids whose request expired. */
const PENDING = `
local p, sid = ARGV[1], ARGV[2]
local out = {}
for _, id in ipairs(redis.call('ZRANGE', p .. 'pend:' .. sid, 0, -1)) do
  local rec = redis.call('HMGET', p .. 'req:' .. id, 'state', 'ask')
  if rec[1] == 'pending' then table.insert(out, rec[2]) elseif not rec[1] then redis.call('ZREM', p .. 'pend:' .. sid, id) end
end
return out
`;

/** ARGV: prefix, sessionId, after. The current seq, then the kept events after `after`. */
const REPLAY = `
local p, sid = ARGV[1], ARGV[2]
local seq = tonumber(redis.call('GET', p .. 'seq:' .. sid) or '0')
local after = ARGV[3]
if after ~= '' and tonumber(after) > seq then after = '-inf' elseif after ~= '' then after = '(' .. after end
local events = {}
if after ~= '' then events = redis.call('ZRANGEBYSCORE', p .. 'log:' .. sid, after, '+inf') end
table.insert(events, 1, tostring(seq))
return events
`;

/**
 * ARGV: prefix, sessionId, ttl. Keeps a session's numbering and log while an instance listens to it:
 * a `seq:` that expired would number the next event 1 again, below what an open stream has seen.
 */
const TOUCH = `
for _, k in ipairs({'seq:', 'log:'}) do redis.call('PEXPIRE', ARGV[1] .. k .. ARGV[2], ARGV[3]) end
`;

interface Script {
  source: string;
  sha: string;
}
const script = (source: string): Script => ({ source, sha: createHash('sha1').update(source).digest('hex') });
const SCRIPTS = {
  ask: script(ASK),
  respond: script(RESPOND),
  withdraw: script(WITHDRAW),
  closeSession: script(CLOSE_SESSION),
  pending: script(PENDING),
  replay: script(REPLAY),
  touch: script(TOUCH),
};

// ---------------------------------------------------------------------------------------------

/** A Redis error reply (the command reached Redis), as opposed to a connection failure. */
function isErrorReply(error: unknown): boolean {
  for (let proto = error; proto; proto = Object.getPrototypeOf(proto)) {
    if ((proto as { constructor?: { name?: string } }).constructor?.name === 'ErrorReply') return true;
  }
  return false;
}
/** Replies that mean "not now" rather than "wrong": Redis loading its data after a restart, busy with a script. */
const TRANSIENT_REPLY = /^(LOADING|BUSY|TRYAGAIN|MASTERDOWN|READONLY)\b/;

const toolKeyOf = (sessionId: string, toolUseId: string | undefined) => (toolUseId === undefined ? '' : JSON.stringify([sessionId, toolUseId]));

/** An event body without its seq: `"type":...` (the script puts `{"seq":N,` in front). */
const bodyOf = (event: Record<string, unknown>) => JSON.stringify(event).slice(1, -1);

/** One `ask` call waiting on a request in this process. */
interface Waiter {
  resolve: (outcome: AskOutcome) => void;
  reject: (error: Error) => void;
  cleanup: () => void;
}

interface LocalRequest {
  id: string;
  sessionId: string;
  waiters: Set<Waiter>;
  /** Whether the request is known to exist in Redis (an ask registers its waiter before it writes). */
  stored: boolean;
}

/** One `subscribe` call: its own position in the session's log, so a late or missed message is filled from it. */
interface Subscription {
  sessionId: string;
  listener: (event: BrokerEvent) => void;
  /** The highest seq delivered (or known to be older than the subscription). */
  last: number;
  /** Live events that came while the replay was being read. */
  buffer: BrokerEvent[] | undefined;
  /** Deliveries run one after another: a gap is filled from the log before the next event. */
  chain: Promise<void>;
  closed: boolean;
}

/** This process's subscription to a session's channel. */
interface Channel {
  subscribed: Promise<void>;
  listener: (message: string) => void;
  /** Refreshes the session's numbering and log while the channel is listened to (see TOUCH). */
  keepAlive: ReturnType<typeof setInterval>;
}

/** A SUBSCRIBE on its way to Redis. */
interface Subscribing {
  listener: (message: string) => void;
  done: Promise<void>;
  /** Attempts waiting on it that have not run out of time: once it is answered, they own it. */
  waiting: number;
}

function checkOptions(options: RedisBrokerOptions): void {
  if (!options.client === !options.url) throw new TypeError('createRedisBroker needs exactly one of client and url');
  for (const [name, value, min] of [
    ['ttl', options.ttl, 1],
    ['keepEvents', options.keepEvents, 0],
    ['graceMs', options.graceMs, 0],
    ['commandTimeoutMs', options.commandTimeoutMs, 1],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= min)) throw new RangeError(`${name} must be an integer >= ${min}, got ${String(value)}`);
  }
  if (options.prefix !== undefined && typeof options.prefix !== 'string') throw new TypeError('prefix must be a string');
}

/**
 * A Broker on Redis, for apps that run several server instances: any instance lists and streams
 * the pending requests, an answer on any instance resolves the `ask` waiting on whichever instance
 * holds it, exactly once. Requests, answers and each session's event log live in Redis (with a
 * TTL); every change is one Lua script (atomic) that also publishes the event. An instance that
 * missed messages (a reconnect) reads what it missed from the log and the stored requests; a
 * re-ask by `toolUseId` on any instance gets the stored answer.
 *
 * While Redis is unreachable: `respond`, `pending`, `get`, `subscribe` and `closeSession` reject
 * with `BrokerUnavailableError` at once (503 from the handler); a new `ask` waits up to `graceMs`
 * for Redis, a waiting `ask` keeps waiting, and rejects only when the outage outlasts `graceMs`.
 * Nothing stored is lost; when Redis returns, waiting asks and subscriptions catch up by themselves.
 *
 * A waiting `ask` that is aborted or times out withdraws the request unless another `ask` in the
 * same process still waits on it (re-asks by `toolUseId` join), or the user answered first: then
 * it resolves with that answer.
 */
export function createRedisBroker(options: RedisBrokerOptions): RedisBroker {
  checkOptions(options);
  const prefix = options.prefix ?? 'askq:';
  const ttl = options.ttl ?? DAY;
  const keepEvents = options.keepEvents ?? 1000;
  const graceMs = options.graceMs ?? 30_000;
  const commandTimeoutMs = options.commandTimeoutMs ?? 5_000;
  const { parseOptions } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const ownsClient = !options.client;

  let client: RedisClientLike | undefined = options.client;
  let subscriber: RedisClientLike | undefined;
  let closed = false;
  const swallow = () => undefined; // connection errors are seen through isReady; node-redis needs a listener

  /** Requests this process waits on, by id. */
  const local = new Map<string, LocalRequest>();
  /** Subscriptions by session, and the channel listener each subscribed session has. */
  const subscriptions = new Map<string, Set<Subscription>>();
  const channels = new Map<string, Channel>();
  /** SUBSCRIBEs Redis has not answered yet, by session (see listen). */
  const subscribing = new Map<string, Subscribing>();
  /** Parsed requests by id (parsing once per instance). */
  const parsed = new Map<string, { request: PendingRequest; kind: PendingAsk['kind'] }>();
  /** Requests whose withdrawal could not be written (Redis was down): written when it returns. */
  const toWithdraw = new Map<string, WithdrawReason>();
  let downSince: number | undefined;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  const started = (async () => {
    if (!client) {
      const { createClient } = (await import('redis')) as unknown as { createClient: (o: { url: string }) => RedisClientLike };
      client = createClient({ url: options.url! });
    }
    client.on('error', swallow);
    subscriber = client.duplicate();
    subscriber.on('error', swallow);
    for (const c of [client, subscriber]) {
      c.on('ready', onReady);
      c.on('end', onDown);
      c.on('reconnecting', onDown);
    }
    if (!client.isOpen) await client.connect();
    await subscriber.connect();
  })();
  started.catch(swallow);

  const ready = () => Boolean(client?.isReady && subscriber?.isReady);

  function unavailable(cause?: unknown): BrokerUnavailableError {
    return new BrokerUnavailableError('Redis is unreachable: the question broker cannot read or write requests right now', { cause });
  }

  /**
   * Runs a command; a connection failure, Redis not ready, or no reply within `commandTimeoutMs`
   * is BrokerUnavailableError.
   */
  async function command<T>(args: string[]): Promise<T> {
    if (closed) throw new Error('the Redis broker is closed');
    if (!ready() || !client) throw unavailable();
    try {
      const late = () => unavailable(new Error(`Redis did not answer ${args[0]} within ${commandTimeoutMs} ms`));
      return await beforeDeadline(client.sendCommand<T>(args), Date.now() + commandTimeoutMs, late);
    } catch (error) {
      if (error instanceof BrokerUnavailableError) throw error;
      if (isErrorReply(error) && !TRANSIENT_REPLY.test(String((error as Error).message))) throw error;
      throw unavailable(error);
    }
  }

  async function run<T>(which: Script, args: (string | number)[]): Promise<T> {
    const argv = args.map(String);
    try {
      return await command<T>(['EVALSHA', which.sha, '0', ...argv]);
    } catch (error) {
      if (!/^NOSCRIPT/.test(String((error as Error).message))) throw error;
      return command<T>(['EVAL', which.source, '0', ...argv]);
    }
  }

  /**
   * Runs `work`, and again while Redis is unavailable (a connection that dropped, Redis still
   * loading its data after a restart) until `deadline`: an `ask` rejects only when Redis stays
   * down past its grace period. `work` must be safe to repeat.
   */
  async function withinGrace<T>(work: () => Promise<T>, deadline: number): Promise<T> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof BrokerUnavailableError) || closed || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(50, Math.max(1, deadline - Date.now()))));
        if (!(await waitReady(Math.max(0, deadline - Date.now())))) throw error;
      }
    }
  }

  /** `promise`, or BrokerUnavailableError (`error()`) at `deadline` if it has not settled by then. */
  function beforeDeadline<T>(promise: Promise<T>, deadline: number, error: () => BrokerUnavailableError = unavailable): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(error()), Math.max(0, deadline - Date.now()));
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  /** Waits for Redis up to `ms` (or until `stop()` says so); false when it did not come back in time. */
  async function waitReady(ms: number, stop?: () => boolean): Promise<boolean> {
    if (ready()) return true;
    const until = Date.now() + ms;
    while (!closed && !stop?.() && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, Math.max(1, until - Date.now()))));
      if (ready()) return true;
    }
    return ready();
  }

  // --- Outages -------------------------------------------------------------------------------

  function onDown(): void {
    if (closed || downSince !== undefined) return;
    downSince = Date.now();
    graceTimer = setTimeout(giveUp, graceMs);
  }

  /** The outage outlasted the grace period: waiting asks reject (their requests are withdrawn once Redis returns). */
  function giveUp(): void {
    graceTimer = undefined;
    if (ready()) return;
    for (const request of [...local.values()]) {
      local.delete(request.id);
      toWithdraw.set(request.id, 'aborted');
      for (const waiter of request.waiters) {
        waiter.cleanup();
        waiter.reject(unavailable());
      }
    }
  }

  function onReady(): void {
    if (!ready() || closed) return;
    downSince = undefined;
    if (graceTimer !== undefined) clearTimeout(graceTimer);
    graceTimer = undefined;
    void recover();
  }

  /** After a reconnect: withdrawals that could not be written, then answers and events missed meanwhile. */
  async function recover(): Promise<void> {
    for (const [id, reason] of [...toWithdraw]) {
      try {
        await run(SCRIPTS.withdraw, [prefix, id, reason, ttl, keepEvents]);
        toWithdraw.delete(id);
      } catch {
        return; // down again: the next ready retries
      }
    }
    await Promise.all([...local.keys()].map((id) => recheck(id).catch(swallow)));
    for (const subs of subscriptions.values()) for (const sub of subs) catchUp(sub);
  }

  /**
   * Reads a request's stored state and settles the local waiters when it was settled (a missed
   * message). A request not written yet (its ask is still on the way) is left alone: missing only
   * means gone (expired) once it was stored.
   */
  async function recheck(id: string): Promise<void> {
    const [state, outcome] = await command<(string | null)[]>(['HMGET', `${prefix}req:${id}`, 'state', 'outcome']);
    if (state === 'answered' && outcome) settleLocal(id, JSON.parse(outcome) as AskOutcome);
    else if (state === 'withdrawn' || (state === null && local.get(id)?.stored)) settleLocal(id, dismissed());
  }

  // --- Events ----------------------------------------------------------------------------------

  function settleLocal(id: string, outcome: AskOutcome): void {
    const request = local.get(id);
    if (!request) return;
    local.delete(id);
    for (const waiter of request.waiters) {
      waiter.cleanup();
      waiter.resolve(structuredClone(outcome));
    }
  }

  function deliver(sub: Subscription, event: BrokerEvent): void {
    if (sub.closed || event.seq <= sub.last) return;
    sub.last = event.seq;
    try {
      sub.listener(event);
    } catch {
      // A subscriber's failure is its own.
    }
  }

  /** Reads the log after the subscription's position and delivers what it has not seen. */
  async function fill(sub: Subscription): Promise<void> {
    if (sub.closed) return;
    try {
      const [seq, ...events] = await run<string[]>(SCRIPTS.replay, [prefix, sub.sessionId, sub.last]);
      // Numbered below what this subscription has seen: the numbering started again (a Redis that
      // lost its data), and the log it sent is all new.
      if (Number(seq) < sub.last) sub.last = 0;
      for (const raw of events) deliver(sub, JSON.parse(raw) as BrokerEvent);
    } catch {
      // Redis down: the next ready catches up.
    }
  }

  /** Queues work on a subscription's chain (deliveries keep their order). */
  function then(sub: Subscription, work: () => Promise<void> | void): void {
    sub.chain = sub.chain.then(work).catch(swallow);
  }

  const catchUp = (sub: Subscription) => then(sub, () => fill(sub));

  /** A live event: delivered in order; a gap (messages missed during a reconnect) is read from the log first. */
  function live(sub: Subscription, event: BrokerEvent): void {
    then(sub, async () => {
      if (event.seq > sub.last + 1) await fill(sub);
      deliver(sub, event);
    });
  }

  function onMessage(message: string, sessionId: string): void {
    let event: BrokerEvent;
    try {
      event = JSON.parse(message) as BrokerEvent;
    } catch {
      return;
    }
    if (event.type === 'answered') settleLocal(event.id, event.outcome);
    else if (event.type === 'withdrawn') settleLocal(event.id, dismissed());
    for (const sub of subscriptions.get(sessionId) ?? []) {
      if (sub.buffer) sub.buffer.push(event);
      else live(sub, event);
    }
  }

  /**
   * Subscribes this process to a session's channel (once per session). SUBSCRIBE is given
   * `commandTimeoutMs` like any command (a frozen Redis never answers). One that ran out of time
   * may still be answered later: a new attempt waits on that one rather than send another beside it
   * (an UNSUBSCRIBE between two would leave the second without the channel), and when it is
   * answered after its last attempt gave up, its listener is let go.
   */
  function listen(sessionId: string): Promise<void> {
    let channel = channels.get(sessionId);
    if (!channel) {
      const name = `${prefix}ev:${sessionId}`;
      const touch = () => void run(SCRIPTS.touch, [prefix, sessionId, ttl]).catch(swallow);
      let sent = subscribing.get(sessionId);
      const listener = sent?.listener ?? ((message: string) => onMessage(message, sessionId));
      const subscribed = (async () => {
        if (!sent) {
          const connection = (await waitReady(graceMs)) ? subscriber : undefined;
          if (!connection) throw unavailable();
          const entry: Subscribing = { listener, done: connection.SUBSCRIBE(name, listener), waiting: 0 };
          subscribing.set(sessionId, entry);
          // Answered after every attempt that waited on it ran out of time: nobody owns it, let it
          // go. An attempt still waiting owns it (its channel, or unlisten, lets it go), however
          // many ran out before it.
          void entry.done
            .then(() => (entry.waiting ? undefined : connection.UNSUBSCRIBE(name, listener)))
            .catch(swallow)
            .finally(() => subscribing.get(sessionId) === entry && subscribing.delete(sessionId));
          sent = entry;
        }
        const waited = sent;
        waited.waiting++;
        try {
          await beforeDeadline(waited.done, Date.now() + commandTimeoutMs, () => unavailable(new Error(`Redis did not answer SUBSCRIBE within ${commandTimeoutMs} ms`)));
        } catch (error) {
          waited.waiting--;
          throw error instanceof BrokerUnavailableError ? error : unavailable(error);
        }
        touch();
      })();
      // A third of the ttl: a slow tick or a lost command is not yet too late.
      channel = { subscribed, listener, keepAlive: setInterval(touch, Math.min(Math.max(1, Math.floor(ttl / 3)), MAX_DELAY)) };
      channels.set(sessionId, channel);
      const failed = channel;
      subscribed.catch(() => {
        if (channels.get(sessionId) !== failed) return;
        channels.delete(sessionId);
        clearInterval(failed.keepAlive);
      });
    }
    return channel.subscribed;
  }

  /** Unsubscribes from a session's channel when nothing of this process needs it any more. */
  function unlisten(sessionId: string): void {
    if (subscriptions.get(sessionId)?.size) return;
    for (const request of local.values()) if (request.sessionId === sessionId) return;
    const channel = channels.get(sessionId);
    if (!channel) return;
    channels.delete(sessionId);
    subscriptions.delete(sessionId);
    clearInterval(channel.keepAlive);
    // This listener only: a new subscription to the same channel in the meantime keeps its own
    // (or this one, when it waited on the same SUBSCRIBE).
    void channel.subscribed
      .then(() => (channels.get(sessionId)?.listener === channel.listener ? undefined : subscriber?.UNSUBSCRIBE(`${prefix}ev:${sessionId}`, channel.listener)))
      .catch(swallow);
  }

  // --- The Broker ---------------------------------------------------------------------------

  async function requestOf(id: string, askJson: string): Promise<{ request: PendingRequest; kind: PendingAsk['kind'] } | undefined> {
    let request = parsed.get(id);
    if (!request) {
      const ask = JSON.parse(askJson) as PendingAsk;
      const read = parsePendingInput(ask.input, ask).request;
      request = read ? { request: read, kind: ask.kind } : undefined;
      if (!request) return undefined;
      parsed.set(id, request);
      if (parsed.size > 2000) parsed.delete(parsed.keys().next().value as string);
    }
    return request;
  }

  /** One waiter of a local request gives up: the request is withdrawn unless another waiter here still waits. */
  async function leave(request: LocalRequest, waiter: Waiter, reason: WithdrawReason): Promise<void> {
    if (!request.waiters.has(waiter)) return;
    if (request.waiters.size > 1) {
      request.waiters.delete(waiter);
      waiter.cleanup();
      waiter.resolve(dismissed());
      return;
    }
    try {
      const [state, outcome] = await run<string[]>(SCRIPTS.withdraw, [prefix, request.id, reason, ttl, keepEvents]);
      if (state === 'answered' && outcome) return settleLocal(request.id, JSON.parse(outcome) as AskOutcome);
    } catch {
      toWithdraw.set(request.id, reason); // written when Redis returns
    }
    settleLocal(request.id, dismissed());
    unlisten(request.sessionId);
  }

  function wait(request: LocalRequest, context: AskContext): Promise<AskOutcome> {
    return new Promise<AskOutcome>((resolve, reject) => {
      const { signal } = context;
      const timeoutMs = Math.min(context.timeoutMs ?? Infinity, ttl);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => void leave(request, waiter, 'aborted');
      const waiter: Waiter = {
        resolve: (outcome) => {
          resolve(outcome);
          queueMicrotask(() => unlisten(request.sessionId));
        },
        reject,
        cleanup: () => {
          signal?.removeEventListener('abort', onAbort);
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        },
      };
      request.waiters.add(waiter);
      // A signal that aborted already never fires again: give up at once.
      if (signal?.aborted) return void leave(request, waiter, 'aborted');
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeoutMs !== Infinity) {
        let left = timeoutMs;
        const step = () => {
          const delay = Math.min(left, MAX_DELAY);
          left -= delay;
          timer = setTimeout(() => (left > 0 ? step() : void leave(request, waiter, 'timed_out')), delay);
        };
        step();
      }
    });
  }

  function localRequest(id: string, sessionId: string, stored: boolean): LocalRequest {
    let request = local.get(id);
    if (!request) {
      request = { id, sessionId, waiters: new Set(), stored };
      local.set(id, request);
    }
    return request;
  }

  async function ask(input: unknown, context: AskContext): Promise<AskOutcome> {
    checkContext(context);
    const { kind, serverName } = context;
    const elicitation = kind === 'elicitation';
    const { request, issues } = parsePendingInput(input, { kind, serverName, parseOptions });
    if (!request) throw new AskInputError(issues);
    const { sessionId, agentId, toolUseId, signal } = context;
    if (signal?.aborted) return dismissed();
    const deadline = Date.now() + graceMs;
    // The timeout counts from this call: time spent waiting for Redis is time without an answer.
    const timeoutAt = Date.now() + (context.timeoutMs ?? Infinity);
    const late = () => Date.now() >= timeoutAt;
    const waited = !ready();
    const up = await waitReady(graceMs, () => !!signal?.aborted || late());
    // Aborted or timed out while Redis was coming back: nothing was asked yet, so nothing is withdrawn.
    if (signal?.aborted || (waited && late())) return dismissed();
    if (!up) throw unavailable();
    const id = newId();
    if (typeof id !== 'string' || id === '') throw new Error(`newId returned ${JSON.stringify(id)}, which is not a new id`);
    const pending: PendingAsk = { id, sessionId, input, createdAt: now() };
    if (agentId !== undefined) pending.agentId = agentId;
    if (toolUseId !== undefined) pending.toolUseId = toolUseId;
    if (elicitation) {
      pending.kind = 'elicitation';
      if (serverName !== undefined) pending.serverName = serverName;
    } else if (parseOptions !== undefined) pending.parseOptions = parseOptions;
    // Known here before the channel is listened to, and listened to before the request exists:
    // its answer cannot be missed, and the channel is not let go in between.
    const own = localRequest(id, sessionId, false);
    const left = context.timeoutMs === undefined ? context : { ...context, timeoutMs: Math.max(0, timeoutAt - Date.now()) };
    const waiting = wait(own, left);
    // An outage that outlasts the grace period rejects the waiter (giveUp) while the writes below
    // may still be retrying; when they then fail, `waiting` is never returned: without a handler
    // its rejection would be unhandled and take the whole process down. Callers that get it still
    // see the rejection.
    waiting.catch(swallow);
    const drop = () => {
      local.delete(id);
      for (const waiter of own.waiters) waiter.cleanup();
    };
    let attempts = 0;
    let reply: string[];
    try {
      // The subscriber's SUBSCRIBE waits out an outage its connection has not noticed yet: bounded
      // by the grace period, or an ask made just as Redis went down would hang until it is back.
      await withinGrace(() => beforeDeadline(listen(sessionId), deadline), deadline);
      reply = await withinGrace(() => {
        attempts++;
        const body = bodyOf({ type: 'pending', ask: pending });
        return run<string[]>(SCRIPTS.ask, [prefix, sessionId, toolKeyOf(sessionId, toolUseId), id, body, JSON.stringify(pending), ttl, keepEvents]);
      }, deadline);
    } catch (error) {
      drop();
      unlisten(sessionId);
      throw error;
    }
    // A retried script that finds its own id taken: the first attempt ran, its reply was lost.
    if (reply[0] === 'id_taken' && attempts > 1) reply = ['asked'];
    const [status, otherId, outcome] = reply;
    if (status === 'asked') {
      own.stored = true;
      parsed.set(id, { request, kind: pending.kind });
      // Given up already (a timeout of about zero, an abort while the script ran): withdraw it now.
      if (!local.has(id)) await run(SCRIPTS.withdraw, [prefix, id, signal?.aborted ? 'aborted' : 'timed_out', ttl, keepEvents]).catch(swallow);
      return waiting;
    }
    if (status === 'pending' && otherId) {
      // Aborted while the script ran: this call never joined, and the request stays with its asker.
      if (signal?.aborted) {
        drop();
        unlisten(sessionId);
        return dismissed();
      }
      // A pending request with this toolUseId: join it (before this call's own entry goes, so the
      // channel stays), then look once, in case it settled meanwhile.
      const joined = localRequest(otherId, sessionId, true);
      const joinedWaiting = wait(joined, left);
      joinedWaiting.catch(swallow); // rejected by giveUp while recheck runs: returned below, handled meanwhile
      drop();
      await recheck(otherId).catch(swallow);
      return joinedWaiting;
    }
    drop();
    unlisten(sessionId);
    if (status === 'answered' && outcome) return JSON.parse(outcome) as AskOutcome;
    throw new Error(`newId returned ${JSON.stringify(id)}, which is not a new id`);
  }

  async function respond(id: string, outcome: unknown, options: RespondOptions = {}): Promise<RespondResult> {
    if (typeof id !== 'string' || id === '') return { ok: false, reason: 'unknown_id', message: `no request with id ${JSON.stringify(String(id))}` };
    const [state = null, askJson = null] = await command<(string | null)[]>(['HMGET', `${prefix}req:${id}`, 'state', 'ask']);
    const unknown = (): RespondResult => ({ ok: false, reason: 'unknown_id', message: `no request with id ${JSON.stringify(id)}` });
    if (state === null || askJson === null) return unknown();
    if (options.sessionId !== undefined && (JSON.parse(askJson) as PendingAsk).sessionId !== options.sessionId) return unknown();
    if (state !== 'pending') return settledResult(id, state);
    const read = await requestOf(id, askJson);
    if (!read) return { ok: false, reason: 'unknown_id', message: `request ${id} cannot be read any more` };
    const checked = checkPendingOutcome(read.request, read.kind, outcome);
    if (!checked.ok) return { ok: false, reason: 'invalid_outcome', message: checked.message };
    const [status] = await run<string[]>(SCRIPTS.respond, [prefix, id, JSON.stringify(checked.outcome), ttl, keepEvents]);
    if (status === 'ok') {
      settleLocal(id, checked.outcome);
      return { ok: true, outcome: checked.outcome };
    }
    return status === 'unknown_id' ? { ok: false, reason: 'unknown_id', message: `no request with id ${JSON.stringify(id)}` } : settledResult(id, status!);
  }

  function settledResult(id: string, state: string): RespondResult {
    return state === 'answered'
      ? { ok: false, reason: 'already_answered', message: `request ${id} was already answered; the first answer stands` }
      : { ok: false, reason: 'withdrawn', message: `request ${id} was withdrawn before it was answered` };
  }

  async function pendingOf(sessionId: string): Promise<PendingAsk[]> {
    const rows = await run<string[]>(SCRIPTS.pending, [prefix, sessionId]);
    return rows.map((row) => JSON.parse(row) as PendingAsk);
  }

  async function get(id: string): Promise<PendingAsk | undefined> {
    if (typeof id !== 'string' || id === '') return undefined;
    const [state = null, askJson = null] = await command<(string | null)[]>(['HMGET', `${prefix}req:${id}`, 'state', 'ask']);
    return state === 'pending' && askJson ? (JSON.parse(askJson) as PendingAsk) : undefined;
  }

  async function subscribe(sessionId: string, listener: (event: BrokerEvent) => void, opts: SubscribeOptions = {}): Promise<() => void> {
    if (!ready()) throw unavailable();
    const sub: Subscription = { sessionId, listener, last: 0, buffer: [], chain: Promise.resolve(), closed: false };
    let subs = subscriptions.get(sessionId);
    if (!subs) subscriptions.set(sessionId, (subs = new Set()));
    subs.add(sub);
    const stop = () => {
      sub.closed = true;
      subscriptions.get(sessionId)?.delete(sub);
      unlisten(sessionId);
    };
    try {
      await listen(sessionId);
      const after = opts.after === undefined ? '' : String(opts.after);
      const [seq, ...events] = await run<string[]>(SCRIPTS.replay, [prefix, sessionId, after]);
      if (opts.after === undefined) sub.last = Number(seq);
      else for (const raw of events) deliver(sub, JSON.parse(raw) as BrokerEvent);
      if (opts.after !== undefined && sub.last === 0) sub.last = Math.min(Number(seq), opts.after);
    } catch (error) {
      stop();
      throw error;
    }
    const buffered = sub.buffer ?? [];
    sub.buffer = undefined;
    for (const event of buffered) live(sub, event);
    return stop;
  }

  async function closeSession(sessionId: string): Promise<void> {
    await run(SCRIPTS.closeSession, [prefix, sessionId, ttl, keepEvents]);
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    if (graceTimer !== undefined) clearTimeout(graceTimer);
    for (const channel of channels.values()) clearInterval(channel.keepAlive);
    for (const id of [...local.keys()]) settleLocal(id, dismissed());
    await started.catch(swallow);
    const quit = async (c: RedisClientLike | undefined) => {
      if (!c) return;
      for (const event of ['ready', 'end', 'reconnecting']) c.off(event, event === 'ready' ? onReady : onDown);
      // A connection that is down would hold a graceful close until Redis returns (its queued
      // commands wait for it), and a frozen one for ever: drop the one, give the other graceMs.
      if (!c.isReady) return void c.destroy?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, graceMs, 'late')));
      try {
        const closing = Promise.resolve(c.close ? c.close() : c.quit?.());
        closing.catch(swallow); // still pending when the client is destroyed below
        if ((await Promise.race([closing, late])) === 'late') c.destroy?.();
      } catch {
        c.destroy?.();
      } finally {
        clearTimeout(timer);
      }
    };
    await quit(subscriber);
    if (ownsClient) await quit(client);
    else client?.off('error', swallow);
  }

  return {
    ask,
    respond,
    pending: pendingOf,
    get,
    subscribe,
    closeSession,
    ready: async () => {
      await started;
      if (!(await waitReady(graceMs))) throw unavailable();
    },
    close,
  };
}
