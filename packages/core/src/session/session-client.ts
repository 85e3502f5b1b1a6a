/**
 * A browser client for an @askq/server session, framework-free: it follows the session's SSE
 * stream of waiting questions and POSTs answers and declines. It is an external store
 * (`subscribe` / `getSnapshot`), so any framework or a plain DOM script can drive it;
 * `@askq/react`'s `useAskSession` is a thin adapter over it.
 *
 * The wire protocol of @askq/server's HTTP handler is declared structurally, as are the browser
 * APIs it uses (`EventSource`, `fetch`, `Notification`): the core depends on neither the server
 * nor the DOM typings, and looks the globals up when it needs them, so stubs and polyfills apply.
 */
import type { AskOutcome, DeclineReason, ParseOptions } from '../protocol/types.js';

/** A question waiting for the user, as the server sends it. */
export interface AskSessionAsk {
  /** The broker's id for this request: what an answer names. */
  id: string;
  sessionId: string;
  /** The agent or subagent asking. */
  agentId?: string;
  toolUseId?: string;
  /** The tool input exactly as the model sent it. */
  input: unknown;
  /**
   * The parse options the server validated the input with: pass them to the picker, with a parser
   * that reads what they ask for (`AskSession` has one; see `@askq/ui`).
   */
  parseOptions?: ParseOptions;
  /**
   * What `input` is. Absent (or `'ask'`): an AskUserQuestion input, read with
   * `parseAskRequest(input, parseOptions)`. `'elicitation'`: the params of an MCP
   * `elicitation/create` request, read with `parseElicitation(input, { serverName })` (a form or
   * a URL consent card; answer a form's picker with its outcome, a URL card with `answered` to
   * accept and a decline with `explicit: true` to decline).
   */
  kind?: 'ask' | 'elicitation';
  /** For `kind: 'elicitation'`: the MCP server that asks (the user must see it). */
  serverName?: string;
  /** When it was asked, in milliseconds since the epoch. */
  createdAt: number;
}

/** An event of the session's stream (`id: <seq>`, `event: <type>`, `data: <this as JSON>`). */
export type AskSessionEvent =
  | { seq: number; type: 'pending'; ask: AskSessionAsk }
  | { seq: number; type: 'answered'; id: string; sessionId: string; outcome: AskOutcome }
  | { seq: number; type: 'withdrawn'; id: string; sessionId: string; reason: string };

/**
 * The stream's state. `reconnecting`: the stream dropped and is retried, by the browser or, once it
 * gave up (a non-200 answer, e.g. a 503 while the server's store is down), by the client: after a
 * wait of 1 s doubling to 30 s (each between half and all of it), or at once when a shown page
 * comes back online or into view. `closed`: there is no `EventSource` (see `reconnect`).
 */
export type AskSessionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The little of a `MessageEvent` the client reads (`open` and `error` events carry no data). */
export interface AskSessionMessageEvent {
  readonly data?: unknown;
}

/** The little of `EventSource` the client uses (so tests and polyfills can stand in for it). */
export interface AskEventSourceLike {
  /** 0 connecting, 1 open, 2 closed (the browser will not retry). */
  readonly readyState: number;
  addEventListener(type: string, listener: (event: AskSessionMessageEvent) => void): void;
  close(): void;
}

/** An `EventSource` constructor (the global one by default). */
export type AskEventSourceConstructor = new (url: string, init?: { withCredentials?: boolean }) => AskEventSourceLike;

/** The little of a fetch `Response` the client reads. */
export interface AskSessionResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/** The little of `fetch` the client calls (the global `fetch` fits). */
export type AskSessionFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<AskSessionResponse>;

/** What was being sent: kept with a failure so nothing the user chose is lost. */
export type AskSessionAction =
  | { kind: 'answer'; outcome: AskOutcome }
  | { kind: 'decline'; reason?: DeclineReason; message?: string; explicit?: boolean };

/**
 * What an `answer` or `decline` did. Never rejects.
 * - `ok`: the server took it; the card is gone.
 * - `settled`: 409, someone answered it first or it was withdrawn; the card is gone.
 * - `rejected`: any other HTTP error (422 an answer the question cannot take, 403, 404, ...); the
 *   card stays and `error` says why.
 * - `network`: the request never got an answer; the card stays and `error` keeps the action for `retry`.
 */
export type AskSessionPostResult =
  | { ok: true; kind: 'ok'; outcome?: AskOutcome }
  | { ok: false; kind: 'settled'; status: number; code: string; message: string }
  | { ok: false; kind: 'rejected'; status: number; code: string; message: string }
  | { ok: false; kind: 'network'; message: string };

/** A send that failed while its card still waits: `retry()` sends `action` again. */
export type AskSessionError = {
  /** The ask the failed send was for. */
  id: string;
  action: AskSessionAction;
} & Extract<AskSessionPostResult, { kind: 'rejected' | 'network' }>;

export interface AskSessionClientOptions {
  /** The handler's base URL, e.g. `/api/askq` (the server's `basePath`). */
  url: string;
  /** The session whose questions to show. */
  sessionId: string;
  /** @default globalThis.fetch */
  fetch?: AskSessionFetch | undefined;
  /** @default globalThis.EventSource */
  EventSource?: AskEventSourceConstructor | undefined;
  /** Send cookies on a cross-origin stream (`EventSource`'s `withCredentials`). @default false */
  withCredentials?: boolean | undefined;
  /**
   * Show a system notification for each new ask (not those already waiting when the page
   * connected), only when the user has allowed notifications: the client never asks for permission.
   * @default false
   */
  notify?: boolean | undefined;
  /** The notification's title and body for an ask. @default `A question is waiting` and the first question's text */
  notification?: (ask: AskSessionAsk) => { title: string; body?: string };
}

/**
 * How a card left the queue from elsewhere (another tab, another page, the agent): `answered`,
 * `declined` (an explicit Decline, e.g. an MCP form's), `cancelled` (a skip, Escape or Cancel), or
 * `withdrawn` (the agent stopped waiting). `outcome` is the server's, when it sent one.
 */
export interface AskSessionRetired {
  ask: AskSessionAsk;
  how: 'answered' | 'declined' | 'cancelled' | 'withdrawn';
  outcome?: AskOutcome;
}

/** The client's snapshot: a new object only when something in it changed. */
export interface AskSessionState {
  /** The questions waiting, oldest first. */
  pending: AskSessionAsk[];
  status: AskSessionStatus;
  /** The ids being sent right now. */
  sending: string[];
  /** The latest failed send whose card still waits (cleared by a new send for it, or when it retires). */
  error: AskSessionError | undefined;
  /**
   * The cards that left while shown here without this client sending for them (answered, declined
   * or cancelled in another tab, or withdrawn), or whose send from here came second (refused with
   * 409: the other answer counts), oldest first; at most the last 20. A new session starts an
   * empty list.
   */
  retired: AskSessionRetired[];
}

/** A session client. Every function works unbound (`const { answer } = client`). */
export interface AskSessionClient {
  /** Called after every change of the snapshot. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): AskSessionState;
  /**
   * POSTs an askq outcome for an ask. While a send for the ask is on its way, `answer`, `decline`
   * and `retry` for it return that send (a double click is one POST, not a second one refused as
   * answered elsewhere).
   */
  answer(id: string, outcome: AskOutcome): Promise<AskSessionPostResult>;
  /**
   * POSTs a decline for an ask. `explicit: true` says the user chose a control labelled Decline:
   * an MCP elicitation then answers `decline` rather than `cancel` (it changes nothing for
   * AskUserQuestion).
   */
  decline(id: string, reason?: DeclineReason, message?: string, options?: { explicit?: boolean }): Promise<AskSessionPostResult>;
  /** Sends `error.action` again; undefined when there is no error. */
  retry(): Promise<AskSessionPostResult> | undefined;
  /** Opens a new stream at once, without waiting for the next retry. Nothing while not connected. */
  reconnect(): void;
  /**
   * Replaces the options. A new `url`, `sessionId`, `withCredentials` or `EventSource` opens a new
   * stream (when connected); the others apply to the next event or send.
   */
  setOptions(options: AskSessionClientOptions): void;
  /** Opens the stream; nothing when it is already open. */
  connect(): void;
  /** Closes the stream: later events change nothing. `connect()` opens a new one. */
  close(): void;
}

type Msg =
  | { type: 'status'; status: AskSessionStatus }
  | { type: 'snapshot'; pending: AskSessionAsk[] }
  | { type: 'add'; ask: AskSessionAsk }
  | { type: 'remove'; id: string }
  /** Removed by the stream: remembered as retired unless this client sent for it. */
  | { type: 'retire'; id: string; how: AskSessionRetired['how']; outcome?: AskOutcome; mine: boolean }
  /** Another session (or server): nothing of the last one's cards may be answered into this one. */
  | { type: 'reset' }
  | { type: 'send'; id: string }
  | { type: 'sent'; id: string; result: AskSessionPostResult; action: AskSessionAction }
  /** This client's send came second (409): the card retired from elsewhere after all. */
  | { type: 'lost'; entry: AskSessionRetired };

const INITIAL: AskSessionState = { pending: [], status: 'connecting', sending: [], error: undefined, retired: [] };
const RETIRED_KEPT = 20;

/** How an `answered` event's outcome ended the card. */
function retiredHow(outcome: unknown): AskSessionRetired['how'] {
  if (!isRecord(outcome) || outcome.type !== 'declined') return 'answered';
  return outcome.explicit === true ? 'declined' : 'cancelled';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A pending ask as the wire carries it, or undefined when the value is not one. */
export function readAskSessionAsk(value: unknown): AskSessionAsk | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.sessionId !== 'string') return undefined;
  if (!('input' in value) || typeof value.createdAt !== 'number') return undefined;
  if (value.agentId !== undefined && typeof value.agentId !== 'string') return undefined;
  return value as unknown as AskSessionAsk;
}

function withoutId(state: AskSessionState, id: string): AskSessionState {
  return {
    ...state,
    pending: state.pending.filter((a) => a.id !== id),
    error: state.error?.id === id ? undefined : state.error,
  };
}

function reduce(state: AskSessionState, msg: Msg): AskSessionState {
  switch (msg.type) {
    case 'status':
      return state.status === msg.status ? state : { ...state, status: msg.status };
    case 'snapshot': {
      const ids = new Set(msg.pending.map((a) => a.id));
      const error = state.error && ids.has(state.error.id) ? state.error : undefined;
      return { ...state, pending: msg.pending, error };
    }
    case 'add': {
      const at = state.pending.findIndex((a) => a.id === msg.ask.id);
      if (at === -1) return { ...state, pending: [...state.pending, msg.ask] };
      const pending = state.pending.slice();
      pending[at] = msg.ask;
      return { ...state, pending };
    }
    case 'remove':
      return withoutId(state, msg.id);
    case 'retire': {
      const ask = state.pending.find((a) => a.id === msg.id);
      if (!ask) return state;
      const next = withoutId(state, msg.id);
      if (msg.mine) return next;
      const entry: AskSessionRetired = { ask, how: msg.how, ...(msg.outcome !== undefined && { outcome: msg.outcome }) };
      return { ...next, retired: [...state.retired, entry].slice(-RETIRED_KEPT) };
    }
    case 'reset':
      return state.pending.length || state.sending.length || state.error || state.retired.length ? { ...INITIAL, status: state.status } : state;
    case 'send':
      return {
        ...state,
        // Never an id already in it: a second send for a card joins the one on its way.
        sending: [...state.sending, msg.id],
        error: state.error?.id === msg.id ? undefined : state.error,
      };
    case 'lost':
      return { ...state, retired: [...state.retired, msg.entry].slice(-RETIRED_KEPT) };
    case 'sent': {
      const next = { ...state, sending: state.sending.filter((id) => id !== msg.id) };
      const { result } = msg;
      if (result.kind === 'ok' || result.kind === 'settled') return withoutId(next, msg.id);
      // The card may have retired meanwhile (answered in another tab): nothing left to retry then.
      if (!next.pending.some((a) => a.id === msg.id)) return next;
      return { ...next, error: { ...result, id: msg.id, action: msg.action } };
    }
  }
}

/** The parsed JSON of an SSE message, or undefined when it is not JSON. */
function dataOf(event: AskSessionMessageEvent): unknown {
  if (typeof event.data !== 'string') return undefined;
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** `${url}/sessions/:sessionId/events` */
export function askSessionEventsUrl(url: string, sessionId: string): string {
  return `${trimSlash(url)}/sessions/${encodeURIComponent(sessionId)}/events`;
}

function askUrl(url: string, sessionId: string, id: string, route: 'answer' | 'decline'): string {
  return `${trimSlash(url)}/sessions/${encodeURIComponent(sessionId)}/asks/${encodeURIComponent(id)}/${route}`;
}

/** The `{ error: { code, message } }` of an error response, with fallbacks for anything else. */
async function errorOf(response: AskSessionResponse): Promise<{ code: string; message: string }> {
  const fallback = { code: `http_${response.status}`, message: `the server answered ${response.status}` };
  try {
    const body = await response.json();
    if (isRecord(body) && isRecord(body.error)) {
      const { code, message } = body.error;
      return { code: typeof code === 'string' ? code : fallback.code, message: typeof message === 'string' ? message : fallback.message };
    }
  } catch {
    // not JSON: the fallback says what happened
  }
  return fallback;
}

/** POSTs one action; never rejects. */
async function post(
  fetcher: AskSessionFetch | undefined,
  url: string,
  sessionId: string,
  id: string,
  action: AskSessionAction,
): Promise<AskSessionPostResult> {
  const body =
    action.kind === 'answer'
      ? action.outcome
      : {
          ...(action.reason !== undefined && { reason: action.reason }),
          ...(action.message !== undefined && { message: action.message }),
          ...(action.explicit === true && { explicit: true }),
        };
  let response: AskSessionResponse;
  try {
    // Thrown inside the try so an environment without fetch reports a failed send, like a dropped network.
    if (!fetcher) throw new Error('fetch is not available');
    response = await fetcher(askUrl(url, sessionId, id, action.kind), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) {
    let outcome: AskOutcome | undefined;
    try {
      const json = await response.json();
      if (isRecord(json) && isRecord(json.outcome)) outcome = json.outcome as unknown as AskOutcome;
    } catch {
      // a 2xx without the usual body still means it was taken
    }
    return outcome ? { ok: true, kind: 'ok', outcome } : { ok: true, kind: 'ok' };
  }
  const { code, message } = await errorOf(response);
  return { ok: false, kind: response.status === 409 ? 'settled' : 'rejected', status: response.status, code, message };
}

/**
 * The first question's text as the model wrote it, in any dialect (`questions[0].question`, or a
 * single top-level `question`), for a notification or a list of waiting asks; undefined when there
 * is none. It reads, it does not validate: show the question itself with the picker.
 */
export function questionTextOf(input: unknown): string | undefined {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value)) return undefined;
  const first = Array.isArray(value.questions) ? (value.questions[0] as unknown) : value;
  const text = isRecord(first) ? first.question : undefined;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** The default notification: a fixed title and the first question's text. */
function defaultNotification(ask: AskSessionAsk): { title: string; body?: string } {
  // No text: no body (showNotification leaves an undefined one out).
  return { title: 'A question is waiting', body: questionTextOf(ask.input) };
}

/** The little of the browser's globals the client uses; absent ones are undefined. */
interface BrowserGlobals {
  EventSource?: AskEventSourceConstructor;
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
  document?: { hidden?: boolean };
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  fetch?: AskSessionFetch;
  Notification?: {
    readonly permission: string;
    new (title: string, options: { tag: string; body?: string }): { onclick: unknown; close(): void };
  };
  focus?: () => void;
}

// The core has no DOM typings; read per use, so stubs and late polyfills apply.
const browser = () => globalThis as unknown as BrowserGlobals;

/** Shows a notification when the user allowed them; never asks for permission, never throws. */
function showNotification(ask: AskSessionAsk, make: (ask: AskSessionAsk) => { title: string; body?: string }): void {
  const N = browser().Notification;
  if (typeof N !== 'function' || N.permission !== 'granted') return;
  try {
    const { title, body } = make(ask);
    // The tag collapses the same ask's notifications from several tabs into one.
    const note = new N(title, { tag: `askq:${ask.id}`, ...(body !== undefined && { body }) });
    note.onclick = () => {
      browser().focus?.();
      note.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker: the title signal remains.
  }
}

/** What a stream was opened with: a change of any of these needs a new stream. */
type StreamKey = readonly [url: string, sessionId: string, withCredentials: boolean, ctor: AskEventSourceConstructor | undefined];

const streamKey = (o: AskSessionClientOptions): StreamKey => [
  o.url,
  o.sessionId,
  o.withCredentials ?? false,
  o.EventSource ?? browser().EventSource,
];

const sameKey = (a: StreamKey, b: StreamKey) => a.every((v, i) => v === b[i]);

/**
 * Creates a client for a session's questions on an @askq/server handler. `pending` (oldest first)
 * follows the stream (a `snapshot` on every (re)connect, then `pending` adds or replaces,
 * `answered` and `withdrawn` remove, so a card answered in another tab retires); `answer` and
 * `decline` POST and resolve with what happened, never losing a failed answer (`error` keeps it
 * for `retry`). The browser reconnects by itself, resending `Last-Event-ID`; when it gives up, the
 * client opens a new stream after a backoff (see `AskSessionStatus`). Nothing opens until
 * `connect()`.
 */
export function createAskSessionClient(initialOptions: AskSessionClientOptions): AskSessionClient {
  let options = initialOptions;
  let state = INITIAL;
  const listeners = new Set<() => void>();
  let stream: { key: StreamKey; stop: () => void } | undefined;
  // Ids seen in this session (kept across reconnects): the first snapshot's asks were there
  // before the page, so they are never notified.
  let seen = { key: '', ids: new Set<string>(), first: true };
  // Streams the browser gave up on in a row: the client's next retry waits 1 s, 2 s, 4 s ... 30 s.
  let failures = 0;
  // This client's sends on their way, by id: their card's removal is no news ("retired" is for
  // cards that left from elsewhere), even when the stream says so before the POST returns. A second
  // send for the card meanwhile (a double click) is the same send: sent again, it would come
  // second (409) to this user's own answer. A send that failed is no longer one: the card may
  // still leave from elsewhere.
  const sending = new Map<string, Promise<AskSessionPostResult>>();
  // A send that failed on the network may still have reached the server: the answer the stream
  // then brings is this user's (the same outcome, as JSON), not one from elsewhere.
  const unsure = new Map<string, string>();
  // Cards the stream removed while this client's send for them was on its way: if the send is
  // refused (409, answered elsewhere first), they retired from elsewhere after all.
  const leftWhileSending = new Map<string, AskSessionRetired>();

  /** Applies the messages in order and notifies once, when the snapshot changed. */
  const apply = (...msgs: Msg[]) => {
    const next = msgs.reduce(reduce, state);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const open = (): { key: StreamKey; stop: () => void } => {
    const key = streamKey(options);
    const [url, sessionId, withCredentials, EventSourceCtor] = key;
    if (!EventSourceCtor) {
      apply({ type: 'status', status: 'closed' });
      return { key, stop: () => undefined };
    }
    apply({ type: 'status', status: 'connecting' });
    const seenKey = `${url}\n${sessionId}`;
    if (seen.key !== seenKey) {
      seen = { key: seenKey, ids: new Set(), first: true };
      failures = 0;
      // The old session's sends are no longer this client's: their late answers change nothing
      // here (see send), and a send for a card of the new session with the same id is a new one.
      sending.clear();
      unsure.clear();
      leftWhileSending.clear();
      // The old session's cards would POST to the new session's URL: they go at once, not when
      // the new stream's first snapshot arrives.
      apply({ type: 'reset' });
    }
    const session = seen;
    const source = new EventSourceCtor(askSessionEventsUrl(url, sessionId), { withCredentials });
    // A closed source may still deliver queued events (and stand-ins may not stop at all).
    let closed = false;
    let timer: unknown;
    const g = browser();
    // Back online or shown again (visibilitychange bubbles from the document to the window), a
    // tab that is shown retries now.
    const wake = () => g.document?.hidden || restart();
    const watch = (how: 'add' | 'remove') => {
      for (const type of ['online', 'visibilitychange']) g[`${how}EventListener`]?.(type, wake);
    };
    const announce = (ask: AskSessionAsk) => {
      if (session.ids.has(ask.id)) return;
      session.ids.add(ask.id);
      const { notify, notification } = options;
      if (notify && !session.first) showNotification(ask, notification ?? defaultNotification);
    };
    source.addEventListener('open', () => {
      if (closed) return;
      failures = 0;
      apply({ type: 'status', status: 'open' });
    });
    source.addEventListener('error', () => {
      if (closed) return;
      apply({ type: 'status', status: 'reconnecting' });
      // readyState 2: the browser gave up for good (any non-200 answer, such as a 503 while the
      // store is down). Retry after a capped doubling wait, with jitter so pages do not all return at once.
      if (source.readyState !== 2 || timer) return;
      const wait = Math.min(30_000, 1000 * 2 ** failures++);
      timer = g.setTimeout(restart, (wait * (1 + Math.random())) / 2);
      watch('add');
    });
    source.addEventListener('snapshot', (event) => {
      const data = dataOf(event);
      if (closed || !isRecord(data) || !Array.isArray(data.pending)) return;
      const pending = data.pending.map(readAskSessionAsk).filter((a): a is AskSessionAsk => a !== undefined);
      pending.forEach(announce);
      session.first = false;
      apply({ type: 'snapshot', pending }, { type: 'status', status: 'open' });
    });
    source.addEventListener('pending', (event) => {
      const data = dataOf(event);
      const ask = isRecord(data) ? readAskSessionAsk(data.ask) : undefined;
      if (closed || !ask) return;
      session.first = false;
      announce(ask);
      apply({ type: 'add', ask });
    });
    const retire = (withdrawn: boolean) => (event: AskSessionMessageEvent) => {
      const data = dataOf(event);
      if (closed || !isRecord(data) || typeof data.id !== 'string') return;
      const outcome = !withdrawn && isRecord(data.outcome) ? (data.outcome as unknown as AskOutcome) : undefined;
      const how = withdrawn ? 'withdrawn' : retiredHow(outcome);
      const mine = sending.has(data.id) || (outcome !== undefined && unsure.get(data.id) === JSON.stringify(outcome));
      unsure.delete(data.id);
      const ask = mine && state.pending.find((a) => a.id === data.id);
      if (ask) leftWhileSending.set(ask.id, { ask, how, ...(outcome !== undefined && { outcome }) });
      apply({ type: 'retire', id: data.id, how, ...(outcome !== undefined && { outcome }), mine });
    };
    source.addEventListener('answered', retire(false));
    source.addEventListener('withdrawn', retire(true));
    return {
      key,
      stop: () => {
        closed = true;
        g.clearTimeout(timer);
        watch('remove');
        source.close();
      },
    };
  };

  const restart = () => {
    stream?.stop();
    stream = open();
  };

  const send = (id: string, action: AskSessionAction): Promise<AskSessionPostResult> => {
    let sent = sending.get(id);
    if (sent) return sent;
    const { url, sessionId, fetch: fetcher = browser().fetch } = options;
    const ask = state.pending.find((a) => a.id === id);
    const session = seen;
    sent = post(fetcher, url, sessionId, id, action).then((result) => {
      // Sent for a session this client has left: nothing of it may mark or retire the new one's cards.
      if (session !== seen) return result;
      sending.delete(id);
      if (result.kind === 'network' && action.kind === 'answer') unsure.set(id, JSON.stringify(action.outcome));
      // Answered (or withdrawn) elsewhere first: what this user chose was not taken, so the card
      // retires as from elsewhere (with the answer that counts, when the stream brought it).
      const left = leftWhileSending.get(id);
      leftWhileSending.delete(id);
      const lost = result.kind === 'settled' && (left ?? (ask && { ask, how: result.code === 'withdrawn' ? 'withdrawn' : 'answered' }));
      apply({ type: 'sent', id, result, action }, ...(lost ? [{ type: 'lost', entry: lost } as const] : []));
      return result;
    });
    sending.set(id, sent);
    apply({ type: 'send', id });
    return sent;
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    answer: (id, outcome) => send(id, { kind: 'answer', outcome }),
    decline: (id, reason, message, options) =>
      send(id, {
        kind: 'decline',
        ...(reason !== undefined && { reason }),
        ...(message !== undefined && { message }),
        ...(options?.explicit === true && { explicit: true }),
      }),
    retry() {
      const { error } = state;
      return error ? send(error.id, error.action) : undefined;
    },
    reconnect() {
      // After close() nothing owns a new stream, so it would never be closed.
      if (stream) restart();
    },
    setOptions(next) {
      options = next;
      if (stream && !sameKey(stream.key, streamKey(next))) restart();
    },
    connect() {
      stream ??= open();
    },
    close() {
      stream?.stop();
      stream = undefined;
    },
  };
}
