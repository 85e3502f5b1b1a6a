import {
  AskOutcomeError,
  checkOutcome,
  type AskOutcome,
  type AskQuestion,
  type AskRequest,
  type ParseOptions,
} from '@askq/core';
import { numberProblem } from '@askq/core/fields';
import { checkElicitationAnswers } from '@askq/core/elicitation';
import {
  AskInputError,
  type AskContext,
  type Broker,
  type BrokerEvent,
  type ParsedAsk,
  type PendingAsk,
  type RespondOptions,
  type RespondResult,
  type SubscribeOptions,
  type WithdrawReason,
} from './types.js';
import { formOf, parsePendingInput, type AskKind, type PendingRequest } from './pending-request.js';

/** Options of `createMemoryBroker`. */
export interface MemoryBrokerOptions {
  /** How every `ask` input is parsed (and what the browser is told to parse it with). */
  parseOptions?: ParseOptions | undefined;
  /** Events kept per session for replay (`subscribe` with `after`, an SSE `Last-Event-ID`). @default 1000 */
  keepEvents?: number | undefined;
  /**
   * How long a settled request is remembered, in milliseconds: its answer for a re-ask by
   * `toolUseId`, its id for `respond` (`already_answered` / `withdrawn` rather than `unknown_id`),
   * and an idle session's event log. @default 3_600_000 (one hour)
   */
  answeredTtlMs?: number | undefined;
  /** The clock, in milliseconds since the epoch. @default Date.now */
  now?: (() => number) | undefined;
  /** New request ids; must be unique. @default crypto.randomUUID */
  newId?: (() => string) | undefined;
}

/** One `ask` call waiting on a request (several when a re-ask by `toolUseId` joins a pending one). */
interface Waiter {
  resolve: (outcome: AskOutcome) => void;
  /** Removes the abort listener and clears the timer. */
  cleanup: () => void;
}

interface Entry {
  ask: ParsedAsk;
  waiters: Set<Waiter>;
  /** The session + toolUseId key, when the ask has a toolUseId. */
  toolKey?: string;
}

/** What is remembered of a request after it left the queue. */
interface Settled {
  at: number;
  sessionId: string;
  state: 'answered' | 'withdrawn';
  outcome?: AskOutcome;
}

interface Session {
  /** The last seq given out (0 before the first event). */
  seq: number;
  /** The seq it started from: while `seq` is still this, it has had no event. */
  start: number;
  events: BrokerEvent[];
  listeners: Set<(event: BrokerEvent) => void>;
  /** Pending requests by id, in the order they were asked. */
  pending: Map<string, Entry>;
  lastEventAt: number;
}

const HOUR = 3_600_000;
/** The largest delay setTimeout takes; longer timeouts are waited for in steps. */
const MAX_DELAY = 2_147_483_647;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const quote = (text: string) => JSON.stringify(text.length > 60 ? text.slice(0, 60) + '...' : text);
/** The outcome of a withdrawn request. */
export const dismissed = (): AskOutcome => ({ type: 'declined', reason: 'dismissed', answers: {} });

/** A copy of a pending ask as plain JSON (the parsed request left out). */
function publicAsk({ request: _request, ...ask }: ParsedAsk): PendingAsk {
  return ask;
}

/** Text that counts as present (blank counts as absent, as in the core). */
const presentText = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Why one answer does not fit its question, or undefined when it does. */
function answerProblem(q: AskQuestion, raw: unknown): string | undefined {
  const where = `answers.${q.id}`;
  const about = `question ${q.id} (${quote(q.question)})`;
  if (!isRecord(raw)) return undefined; // malformed entries: the core's check decides (declines drop them)
  const selected = Array.isArray(raw.selected) ? raw.selected.filter((l): l is string => typeof l === 'string') : [];
  const labels = q.options.map((o) => o.label);
  for (const label of selected) {
    if (!labels.includes(label)) {
      return labels.length === 0
        ? `${where}.selected: ${about} has no options, got ${quote(label)}`
        : `${where}.selected: ${quote(label)} is not an option of ${about}; its options are ${labels.map(quote).join(', ')}`;
    }
  }
  const twice = selected.find((label, i) => selected.indexOf(label) !== i);
  if (twice !== undefined) return `${where}.selected: ${quote(twice)} is named twice (${about})`;
  const other = presentText(raw.other);
  const single = q.selectionMode === 'single' || q.kind !== 'choice';
  if (single && selected.length > 1) return `${where}.selected: ${about} takes one answer, got ${selected.length} labels`;
  if (single && selected.length > 0 && other !== undefined) {
    return `${where}: ${about} takes one answer, got both the option ${quote(selected[0] ?? '')} and Other text`;
  }
  if (other !== undefined && !q.allowOther && !q.freeTextOnly && q.kind === 'choice') {
    return `${where}.other: ${about} does not offer an Other answer`;
  }
  const problem = other === undefined ? undefined : numberProblem(q, other);
  if (problem && q.number) {
    const { min, max, step } = q.number;
    const range = `${min}..${max}${step !== undefined ? ` in steps of ${step}` : ''}`;
    const says = problem === 'not_a_number' ? 'is not a number' : problem === 'out_of_range' ? `is outside ${range}` : `is not on the steps of ${range}`;
    return `${where}.other: ${quote(other ?? '')} ${says} (${about})`;
  }
  if (problem) return `${where}.other: ${quote(other ?? '')} is not a number (${about})`;
  return undefined;
}

/**
 * Checks an untyped outcome against its request: a well-formed askq outcome (the core's encoder
 * check, `AskOutcomeError`), answers keyed by the request's question ids only, and every answer
 * fits its question (labels it has, one answer for single-select, numbers in range).
 */
export function checkOutcomeAgainst(request: AskRequest, outcome: unknown): { ok: true; outcome: AskOutcome } | { ok: false; message: string } {
  // The core's check and its fallbacks (an unknown decline reason is `dismissed`, blank texts are
  // absent): what `ask` resolves with is exactly what the encoders will write.
  let checked: AskOutcome;
  try {
    checked = checkOutcome(request, outcome);
  } catch (error) {
    if (error instanceof AskOutcomeError) return { ok: false, message: error.message };
    throw error;
  }
  const record = outcome as Record<string, unknown>; // checkOutcome accepted it: an object with a known type
  if (isRecord(record.answers)) {
    const ids = request.questions.map((q) => q.id);
    for (const key of Object.keys(record.answers)) {
      const q = request.questions.find((question) => question.id === key);
      if (!q) return { ok: false, message: `answers.${key}: not a question of this request (its question ids are ${ids.join(', ')})` };
      const problem = answerProblem(q, record.answers[key]);
      if (problem) return { ok: false, message: problem };
    }
  }
  return { ok: true, outcome: checked };
}

/**
 * `checkOutcomeAgainst` for any pending request. An MCP elicitation's `answered` must also be
 * content its schema accepts (required fields, formats, ranges): the user fixes it in the picker
 * rather than the server receiving an error.
 */
export function checkPendingOutcome(request: PendingRequest, kind: AskKind['kind'], outcome: unknown): ReturnType<typeof checkOutcomeAgainst> {
  const form = formOf(request);
  const checked = checkOutcomeAgainst(form, outcome);
  if (!checked.ok || kind !== 'elicitation' || checked.outcome.type !== 'answered' || form !== request) return checked;
  const problems = checkElicitationAnswers(form, checked.outcome.answers);
  if (problems.length === 0) return checked;
  return { ok: false, message: `the answers do not meet the form's schema: ${problems.map((p) => `answers.${p.questionId} (${p.key}): ${p.message}`).join('; ')}` };
}

function checkOptions(options: MemoryBrokerOptions): void {
  const { keepEvents, answeredTtlMs } = options;
  if (keepEvents !== undefined && !(Number.isInteger(keepEvents) && keepEvents >= 0)) {
    throw new RangeError(`keepEvents must be an integer >= 0, got ${String(keepEvents)}`);
  }
  if (answeredTtlMs !== undefined && !(typeof answeredTtlMs === 'number' && answeredTtlMs >= 0 && !Number.isNaN(answeredTtlMs))) {
    throw new RangeError(`answeredTtlMs must be a number of milliseconds >= 0, got ${String(answeredTtlMs)}`);
  }
}

/** Throws a typed error for a context `ask` cannot take. */
export function checkContext(context: AskContext): void {
  if (!isRecord(context) || typeof context.sessionId !== 'string' || context.sessionId === '') {
    throw new TypeError('ask: context.sessionId must be a non-empty string');
  }
  const { agentId, toolUseId, timeoutMs, signal } = context;
  if (agentId !== undefined && typeof agentId !== 'string') throw new TypeError('ask: context.agentId must be a string');
  if (toolUseId !== undefined && (typeof toolUseId !== 'string' || toolUseId === '')) {
    throw new TypeError('ask: context.toolUseId must be a non-empty string');
  }
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs >= 0 && !Number.isNaN(timeoutMs))) {
    throw new RangeError(`ask: context.timeoutMs must be a number of milliseconds >= 0, got ${String(timeoutMs)}`);
  }
  if (signal !== undefined && (signal === null || typeof (signal as AbortSignal).addEventListener !== 'function')) {
    throw new TypeError('ask: context.signal must be an AbortSignal');
  }
  const { kind, serverName } = context;
  if (kind !== undefined && kind !== 'ask' && kind !== 'elicitation') throw new TypeError("ask: context.kind must be 'ask' or 'elicitation'");
  if (serverName !== undefined && typeof serverName !== 'string') throw new TypeError('ask: context.serverName must be a string');
}

/**
 * A Broker that holds everything in this process's memory: one per process, shared by every
 * agent and subagent. Answers are remembered by `toolUseId` for `answeredTtlMs` (a resumed agent
 * that re-asks gets its answer at once); each session keeps its last `keepEvents` events for
 * replay. A session with nothing pending, no subscriber and no event for `answeredTtlMs` is
 * dropped with its log (one that never had an event, with its last subscriber); its next log
 * goes on from the highest `seq` any dropped log reached, so a `seq` never repeats in this process and an old Last-Event-ID replays exactly the newer events
 * (after a restart of the process, a subscriber whose `after` is beyond the log gets it all). Listener exceptions are swallowed: one bad subscriber never
 * breaks the broker or another subscriber.
 */
export function createMemoryBroker(options: MemoryBrokerOptions = {}): Broker {
  checkOptions(options);
  const { parseOptions } = options;
  const keepEvents = options.keepEvents ?? 1000;
  const ttl = options.answeredTtlMs ?? HOUR;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());

  const sessions = new Map<string, Session>();
  const entries = new Map<string, Entry>();
  /** Pending requests by session + toolUseId. */
  const pendingByTool = new Map<string, Entry>();
  /** Settled requests by id, oldest first. */
  const settled = new Map<string, Settled>();
  /** Answers by session + toolUseId, oldest first. */
  const answeredByTool = new Map<string, { at: number; outcome: AskOutcome }>();
  /** The highest `seq` of any dropped session: a new log starts after it. */
  let seqFloor = 0;
  let lastSweep = now();
  const sweepEvery = Math.min(ttl, 60_000);

  const expired = (at: number) => now() - at >= ttl;

  /** Forgets what is older than the TTL (at most once per `sweepEvery`). */
  function sweep(): void {
    if (now() - lastSweep < sweepEvery) return;
    lastSweep = now();
    for (const map of [settled, answeredByTool] as Map<string, { at: number }>[]) {
      for (const [key, value] of map) {
        if (!expired(value.at)) break;
        map.delete(key);
      }
    }
    for (const [id, session] of sessions) {
      if (session.pending.size === 0 && session.listeners.size === 0 && expired(session.lastEventAt)) {
        seqFloor = Math.max(seqFloor, session.seq);
        sessions.delete(id);
      }
    }
  }

  function sessionOf(sessionId: string): Session {
    let session = sessions.get(sessionId);
    if (!session) {
      session = { seq: seqFloor, start: seqFloor, events: [], listeners: new Set(), pending: new Map(), lastEventAt: now() };
      sessions.set(sessionId, session);
    }
    return session;
  }

  type EventBody = BrokerEvent extends infer E ? (E extends BrokerEvent ? Omit<E, 'seq'> : never) : never;

  function emit(sessionId: string, body: EventBody): void {
    const session = sessionOf(sessionId);
    const event = Object.freeze({ ...body, seq: ++session.seq }) as BrokerEvent;
    session.lastEventAt = now();
    if (keepEvents > 0) {
      session.events.push(event);
      if (session.events.length > keepEvents) session.events.shift();
    }
    for (const listener of [...session.listeners]) {
      try {
        listener(event);
      } catch {
        // A subscriber's failure is its own.
      }
    }
  }

  /** Takes a request out of the queue (it stays known as settled). */
  function remove(entry: Entry, state: Settled['state'], outcome?: AskOutcome): void {
    const { id, sessionId } = entry.ask;
    entries.delete(id);
    sessions.get(sessionId)?.pending.delete(id);
    if (entry.toolKey !== undefined) pendingByTool.delete(entry.toolKey);
    settled.set(id, outcome ? { at: now(), sessionId, state, outcome } : { at: now(), sessionId, state });
  }

  function withdraw(entry: Entry, reason: WithdrawReason): void {
    if (!entries.has(entry.ask.id)) return;
    remove(entry, 'withdrawn');
    for (const waiter of entry.waiters) {
      waiter.cleanup();
      waiter.resolve(dismissed());
    }
    entry.waiters.clear();
    emit(entry.ask.sessionId, { type: 'withdrawn', id: entry.ask.id, sessionId: entry.ask.sessionId, reason });
  }

  /** One waiter gives up (its signal or timeout); the request goes when its last waiter has. */
  function leave(entry: Entry, waiter: Waiter, reason: WithdrawReason): void {
    if (!entry.waiters.delete(waiter)) return;
    waiter.cleanup();
    waiter.resolve(dismissed());
    if (entry.waiters.size === 0) withdraw(entry, reason);
  }

  /** Adds one waiting `ask` call to a request, with its own signal and timeout. */
  function wait(entry: Entry, context: AskContext): Promise<AskOutcome> {
    return new Promise<AskOutcome>((resolve) => {
      const { signal, timeoutMs } = context;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => leave(entry, waiter, 'aborted');
      const waiter: Waiter = {
        resolve,
        cleanup: () => {
          signal?.removeEventListener('abort', onAbort);
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
        },
      };
      entry.waiters.add(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeoutMs !== undefined && timeoutMs !== Infinity) {
        let left = timeoutMs;
        const step = () => {
          const delay = Math.min(left, MAX_DELAY);
          left -= delay;
          timer = setTimeout(() => (left > 0 ? step() : leave(entry, waiter, 'timed_out')), delay);
        };
        step();
      }
    });
  }

  const toolKeyOf = (sessionId: string, toolUseId: string | undefined) =>
    toolUseId === undefined ? undefined : JSON.stringify([sessionId, toolUseId]);

  function ask(input: unknown, context: AskContext): Promise<AskOutcome> {
    try {
      checkContext(context);
    } catch (error) {
      return Promise.reject(error);
    }
    sweep();
    const { kind, serverName } = context;
    const elicitation = kind === 'elicitation';
    const { request, issues } = parsePendingInput(input, { kind, serverName, parseOptions });
    if (!request) return Promise.reject(new AskInputError(issues));
    const { sessionId, agentId, toolUseId, signal } = context;
    const toolKey = toolKeyOf(sessionId, toolUseId);
    if (toolKey !== undefined) {
      const answered = answeredByTool.get(toolKey);
      if (answered && !expired(answered.at)) return Promise.resolve(structuredClone(answered.outcome));
      const joined = pendingByTool.get(toolKey);
      if (joined) return signal?.aborted ? Promise.resolve(dismissed()) : wait(joined, context);
    }
    if (signal?.aborted) return Promise.resolve(dismissed());
    const id = newId();
    if (typeof id !== 'string' || id === '' || entries.has(id) || settled.has(id)) {
      return Promise.reject(new Error(`newId returned ${JSON.stringify(id)}, which is not a new id`));
    }
    const ask: ParsedAsk = { id, sessionId, input, createdAt: now(), request };
    if (agentId !== undefined) ask.agentId = agentId;
    if (toolUseId !== undefined) ask.toolUseId = toolUseId;
    if (elicitation) {
      ask.kind = 'elicitation';
      if (serverName !== undefined) ask.serverName = serverName;
    } else if (parseOptions !== undefined) ask.parseOptions = parseOptions;
    const entry: Entry = { ask, waiters: new Set() };
    if (toolKey !== undefined) {
      entry.toolKey = toolKey;
      pendingByTool.set(toolKey, entry);
    }
    entries.set(id, entry);
    sessionOf(sessionId).pending.set(id, entry);
    const waiting = wait(entry, context);
    emit(sessionId, { type: 'pending', ask: Object.freeze(publicAsk(ask)) });
    return waiting;
  }

  async function respond(id: string, outcome: unknown, options: RespondOptions = {}): Promise<RespondResult> {
    sweep();
    const { sessionId } = options;
    const mine = (owner: string) => sessionId === undefined || owner === sessionId;
    const entry = typeof id === 'string' ? entries.get(id) : undefined;
    if (!entry || !mine(entry.ask.sessionId)) {
      const known = typeof id === 'string' && !entry ? settled.get(id) : undefined;
      if (known && !expired(known.at) && mine(known.sessionId)) {
        return known.state === 'answered'
          ? { ok: false, reason: 'already_answered', message: `request ${id} was already answered; the first answer stands` }
          : { ok: false, reason: 'withdrawn', message: `request ${id} was withdrawn before it was answered` };
      }
      return { ok: false, reason: 'unknown_id', message: `no request with id ${JSON.stringify(String(id))}` };
    }
    const checked = checkPendingOutcome(entry.ask.request, entry.ask.kind, outcome);
    if (!checked.ok) return { ok: false, reason: 'invalid_outcome', message: checked.message };
    const answer = checked.outcome;
    remove(entry, 'answered', answer);
    if (entry.toolKey !== undefined) answeredByTool.set(entry.toolKey, { at: now(), outcome: answer });
    for (const waiter of entry.waiters) {
      waiter.cleanup();
      waiter.resolve(structuredClone(answer)); // each caller its own copy: the log and re-asks keep theirs
    }
    entry.waiters.clear();
    emit(entry.ask.sessionId, { type: 'answered', id, sessionId: entry.ask.sessionId, outcome: answer });
    return { ok: true, outcome: answer };
  }

  async function subscribe(sessionId: string, listener: (event: BrokerEvent) => void, opts: SubscribeOptions = {}): Promise<() => void> {
    sweep();
    const session = sessionOf(sessionId);
    const { after } = opts;
    if (after !== undefined) {
      const from = after > session.seq ? -Infinity : after; // a log that restarted: replay all of it
      for (const event of session.events) {
        if (event.seq > from) {
          try {
            listener(event);
          } catch {
            // as in emit
          }
        }
      }
    }
    session.listeners.add(listener);
    return () => {
      session.listeners.delete(listener);
      // A session that never had an event (a stream opened for an id nobody asks in) has no log to
      // keep for a reconnect: it goes with its last subscriber, rather than after answeredTtlMs, so
      // streams opened for made-up ids leave nothing behind.
      const { listeners, pending, seq, start } = session;
      if (!listeners.size && !pending.size && seq === start && sessions.get(sessionId) === session) sessions.delete(sessionId);
    };
  }

  async function pending(sessionId: string): Promise<PendingAsk[]> {
    const session = sessions.get(sessionId);
    return session ? [...session.pending.values()].map((entry) => publicAsk(entry.ask)) : [];
  }

  async function get(id: string): Promise<PendingAsk | undefined> {
    const entry = entries.get(id);
    return entry && publicAsk(entry.ask);
  }

  async function closeSession(sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) return;
    for (const entry of [...session.pending.values()]) withdraw(entry, 'session_closed');
  }

  return { ask, respond, pending, get, subscribe, closeSession };
}
