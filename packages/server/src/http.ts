import type { AskOutcome, DeclineReason } from '@askq/core';
import { ANSWER_FORMS, AnswerBodyError, answerOutcome, classifyAnswer } from './answer-forms.js';
import { formOf, parsePendingInput } from './pending-request.js';
import { BrokerUnavailableError, type Broker, type BrokerEvent, type PendingAsk, type RespondResult } from './types.js';

/** Decides whether a request may read or answer a session's questions (false: 403). */
export type AskAuthorize = (request: Request, sessionId: string) => boolean | Promise<boolean>;

export interface AskHandlerOptions {
  /** Where the questions wait. */
  broker: Broker;
  /**
   * Called for every route before anything is read or changed: return false (or a promise of
   * false) and the request gets 403. Without it every request is allowed.
   */
  authorize?: AskAuthorize | undefined;
  /** Request bodies larger than this get 413 (the content-length header and the bytes read both count). @default 65536 */
  maxBodyBytes?: number | undefined;
  /** How often the event stream sends a `: ping` comment so proxies keep it open. @default 15000 */
  heartbeatMs?: number | undefined;
  /**
   * An event stream whose client reads slower than events come holds them in memory; past this many
   * bytes beyond what it opens with (the snapshot, and the replay after `Last-Event-ID`) the stream
   * is closed, and the client's `EventSource` reconnects with `Last-Event-ID` and is replayed what
   * it missed. @default 1048576 (1 MiB)
   */
  maxQueuedBytes?: number | undefined;
  /** The path the routes are mounted under, e.g. `/api/askq`. @default '' */
  basePath?: string | undefined;
}

/** A fetch handler: Next.js route handlers, Hono, Bun, Deno, or node:http through `toNodeListener`. */
export type AskHandler = (request: Request) => Promise<Response>;

/** The body of every error response. */
export interface AskErrorBody {
  error: { code: string; message: string };
}

/** The data of the `snapshot` event that opens every event stream: the session's pending asks. */
export interface AskSnapshot {
  pending: PendingAsk[];
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_MAX_QUEUED_BYTES = 1024 * 1024;
const DECLINE_REASONS: readonly DeclineReason[] = ['dismissed', 'chat_about_this', 'replied_in_chat'];

/** An error response on its way out: thrown anywhere in a route, written by the handler. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function errorResponse(error: HttpError): Response {
  const body: AskErrorBody = { error: { code: error.code, message: error.message } };
  return json(error.status, body, error.headers);
}

// ---------------------------------------------------------------------------------------------
// Routing.

type Route =
  | { kind: 'events' | 'pending'; sessionId: string }
  | { kind: 'answer' | 'decline'; sessionId: string; id: string };

const METHOD: Record<Route['kind'], string> = { events: 'GET', pending: 'GET', answer: 'POST', decline: 'POST' };

/** The decoded segments after the base path, or undefined when the path is not under it or cannot be decoded. */
function segmentsOf(pathname: string, basePath: string): string[] | undefined {
  if (!pathname.startsWith(basePath + '/')) return undefined;
  try {
    return pathname.slice(basePath.length + 1).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** The route a path names, or undefined. Empty ids never match. */
function matchRoute(pathname: string, basePath: string): Route | undefined {
  const s = segmentsOf(pathname, basePath);
  if (!s || s[0] !== 'sessions' || !s[1] || s.some((segment) => segment === '')) return undefined;
  const sessionId = s[1];
  if (s.length === 3 && (s[2] === 'events' || s[2] === 'pending')) return { kind: s[2], sessionId };
  if (s.length === 5 && s[2] === 'asks' && s[3] && (s[4] === 'answer' || s[4] === 'decline')) {
    return { kind: s[4], sessionId, id: s[3] };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Bodies.

/** Decodes UTF-8 strictly: bytes that are not UTF-8 are a 400, never replacement characters. */
function decode(decoder: TextDecoder, bytes?: Uint8Array): string {
  try {
    return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  } catch {
    throw new HttpError(400, 'malformed_json', 'the body is not valid UTF-8');
  }
}

/** The body as text, refusing more than `max` bytes by content-length or by count. */
async function readText(request: Request, max: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  const tooLarge = () => new HttpError(413, 'body_too_large', `the body must be at most ${max} bytes`);
  if (request.headers.has('content-length') && Number.isFinite(declared) && declared > max) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let total = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      text += decode(decoder, value);
    }
    return text + decode(decoder);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'unreadable_body', 'the body could not be read');
  } finally {
    reader.releaseLock();
  }
}

/** The JSON body, or undefined when it is empty; only `application/json` bodies are read. */
async function readJson(request: Request, max: number): Promise<unknown> {
  const text = await readText(request, max);
  if (text.trim() === '') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'the body must be sent with content-type: application/json');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'malformed_json', 'the body is not valid JSON');
  }
}

/**
 * The decline a decline body stands for: `{ reason?, message?, explicit? }`, or no body for a
 * dismiss. `explicit: true` is a Decline button (MCP elicitation answers `decline`, not `cancel`).
 */
function toDecline(body: unknown): AskOutcome {
  if (body === undefined) return { type: 'declined', reason: 'dismissed', answers: {} };
  if (!isRecord(body)) throw new HttpError(400, 'invalid_body', 'a decline must be a JSON object { reason?, message? }');
  const { reason = 'dismissed', message, explicit } = body;
  if (explicit !== undefined && typeof explicit !== 'boolean') throw new HttpError(400, 'invalid_body', 'explicit must be a boolean');
  if (!DECLINE_REASONS.includes(reason as DeclineReason)) {
    throw new HttpError(400, 'invalid_body', `reason must be one of ${DECLINE_REASONS.join(', ')}`);
  }
  if (message !== undefined && typeof message !== 'string') throw new HttpError(400, 'invalid_body', 'message must be a string');
  const outcome: Extract<AskOutcome, { type: 'declined' }> = { type: 'declined', reason: reason as DeclineReason, answers: {} };
  if (message !== undefined) outcome.message = message;
  if (explicit === true) outcome.explicit = true;
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Answers.

const unknownId = (id: string) => new HttpError(404, 'unknown_id', `no question ${JSON.stringify(id)} in this session`);

/** The response for what `respond` did. */
function respondResponse(id: string, result: RespondResult): Response {
  if (result.ok) return json(200, { ok: true, outcome: result.outcome });
  switch (result.reason) {
    case 'unknown_id':
      throw unknownId(id);
    case 'already_answered':
    case 'withdrawn':
      throw new HttpError(409, result.reason, result.message);
    case 'invalid_outcome':
      throw new HttpError(422, 'invalid_outcome', result.message);
  }
}

/** The pending ask when it belongs to the session; undefined when it is not pending (answered, withdrawn, unknown). */
async function pendingOf(broker: Broker, sessionId: string, id: string): Promise<PendingAsk | undefined> {
  const pending = await broker.get(id);
  if (pending && pending.sessionId !== sessionId) throw unknownId(id);
  return pending;
}

/**
 * An outcome no request accepts (`answers` must be an object): asks the broker what became of a
 * request that is no longer pending (answered, withdrawn or unknown) without answering it.
 */
const PROBE = { type: 'answered', answers: null };

async function answer(broker: Broker, sessionId: string, id: string, body: unknown): Promise<Response> {
  if (!isRecord(body)) throw new HttpError(400, 'invalid_body', `the answer must be a JSON object: ${ANSWER_FORMS}`);
  const pending = await pendingOf(broker, sessionId, id);
  if (!pending) {
    const form = classifyAnswer(body);
    return respondResponse(id, await broker.respond(id, form.form === 'outcome' ? form.outcome : PROBE, { sessionId }));
  }
  const parsed = parsePendingInput(pending.input, pending).request;
  if (!parsed) throw new Error(`the broker holds a request it cannot parse: ${id}`);
  const request = formOf(parsed); // an MCP URL consent card: `{ type: 'answered', answers: {} }` consents
  return respondResponse(id, await broker.respond(id, answerOutcome(classifyAnswer(body, request), request, pending.input), { sessionId }));
}

async function decline(broker: Broker, sessionId: string, id: string, body: unknown): Promise<Response> {
  const outcome = toDecline(body);
  await pendingOf(broker, sessionId, id);
  return respondResponse(id, await broker.respond(id, outcome, { sessionId }));
}

// ---------------------------------------------------------------------------------------------
// The event stream.

/** One event on the wire: `id: <seq>`, `event: <type>`, `data: <the event as JSON>`. */
export function formatSseEvent(event: BrokerEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The seq to resume after: the `Last-Event-ID` header, else `?lastEventId=`; undefined for a fresh stream. */
function resumeAfter(request: Request, url: URL): number | undefined {
  const raw = request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId') ?? '';
  if (raw.trim() === '') return undefined;
  const after = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(after)) {
    throw new HttpError(400, 'invalid_last_event_id', 'Last-Event-ID must be the id (a whole number) of an event this stream sent');
  }
  return after;
}

interface StreamLimits {
  heartbeatMs: number;
  maxQueuedBytes: number;
}

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' };

async function events(broker: Broker, sessionId: string, request: Request, after: number | undefined, limits: StreamLimits): Promise<Response> {
  const { heartbeatMs, maxQueuedBytes } = limits;
  const encoder = new TextEncoder();
  const early: BrokerEvent[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  /** What the client may leave unread: `maxQueuedBytes`, and the opening (snapshot and replay) until it is read. */
  let allowed = maxQueuedBytes;
  /** Asks asked and settled before the snapshot was read: their events are left out (see below). */
  const gone = new Set<string>();

  const send = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
      // A high-water mark of 0: the queue's bytes are -desiredSize (null once the stream errored).
      // Past the limit the stream errors, which drops what is queued at once (a client that stopped
      // reading may never take it), and the connection ends: the client resumes from its last event.
      if (-(controller.desiredSize ?? 0) > allowed) {
        controller.error(new Error(`the event stream's client left more than ${maxQueuedBytes} bytes unread`));
        close();
      }
    } catch {
      close();
    }
  };
  // Releases whatever the stream holds each time it is called: the client may leave while the
  // stream is still opening, before the subscription or the heartbeat exists.
  const close = () => {
    closed = true;
    clearInterval(timer);
    timer = undefined;
    request.signal.removeEventListener('abort', close);
    unsubscribe?.();
    unsubscribe = undefined;
    try {
      controller?.close();
    } catch {
      // already closed, errored or cancelled
    }
  };
  const left = () => closed || request.signal.aborted;
  const shown = (event: BrokerEvent) => !gone.has(event.type === 'pending' ? event.ask.id : event.id);
  request.signal.addEventListener('abort', close);

  // Subscribe before reading the pending list: an event between the two is kept, not lost. The
  // client applies events on top of the snapshot (pending: add, answered / withdrawn: remove), so
  // an event the snapshot already reflects changes nothing.
  try {
    const sub = await broker.subscribe(sessionId, (event) => {
      if (closed || !shown(event)) return;
      if (controller) send(formatSseEvent(event));
      else early.push(event);
    }, { after });
    if (left()) {
      sub();
      close();
      return new Response(null, { status: 204 });
    }
    unsubscribe = sub;
    // Events that came before the read are in the snapshot: an ask of theirs that is not was
    // settled meanwhile (asked and answered while a resuming client was away). Its replayed
    // `pending` would show (and notify) a question nobody waits on, its settle retire a card the
    // page never had: both are left out.
    const before = early.length;
    const snapshot: AskSnapshot = { pending: await broker.pending(sessionId) };
    if (left()) {
      close();
      return new Response(null, { status: 204 });
    }
    const listed = new Set(snapshot.pending.map((ask) => ask.id));
    for (const event of early.slice(0, before)) if (event.type === 'pending' && !listed.has(event.ask.id)) gone.add(event.ask.id);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        // The replay is written with the snapshot and, like it, not held to the limit: bounded by
        // the broker's log, it is what a reconnecting client needs whole (cut, it would reconnect
        // to the same replay for ever).
        const opening = encoder.encode(`event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n` + early.splice(0).filter(shown).map(formatSseEvent).join(''));
        allowed += opening.byteLength;
        c.enqueue(opening);
        timer = setInterval(() => send(': ping\n\n'), heartbeatMs);
      },
      // Called once the client has read all that is queued and waits for more: the opening is read.
      pull() {
        allowed = maxQueuedBytes;
      },
      cancel: close,
    }, new ByteLengthQueuingStrategy({ highWaterMark: 0 }));
    return new Response(stream, { status: 200, headers: SSE_HEADERS });
  } catch (error) {
    close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The handler.

function checkOptions(options: AskHandlerOptions): { maxBodyBytes: number; basePath: string } & StreamLimits {
  const { maxBodyBytes = DEFAULT_MAX_BODY_BYTES, heartbeatMs = DEFAULT_HEARTBEAT_MS, maxQueuedBytes = DEFAULT_MAX_QUEUED_BYTES, basePath = '' } = options;
  if (!options.broker) throw new TypeError('createAskHandler needs a broker');
  if (!Number.isFinite(maxBodyBytes) || maxBodyBytes < 0) throw new TypeError(`maxBodyBytes must be a number >= 0, got ${maxBodyBytes}`);
  if (!Number.isFinite(heartbeatMs) || heartbeatMs <= 0) throw new TypeError(`heartbeatMs must be a number > 0, got ${heartbeatMs}`);
  if (basePath !== '' && !basePath.startsWith('/')) throw new TypeError(`basePath must start with "/", got ${JSON.stringify(basePath)}`);
  if (!Number.isFinite(maxQueuedBytes) || maxQueuedBytes < 0) throw new TypeError(`maxQueuedBytes must be a number >= 0, got ${maxQueuedBytes}`);
  return { maxBodyBytes, heartbeatMs, maxQueuedBytes, basePath: basePath.replace(/\/+$/, '') };
}

/**
 * The HTTP side of the broker as a fetch handler. Routes, under `basePath`:
 * - `GET /sessions/:sessionId/events`: server-sent events. First `event: snapshot` with
 *   `{ pending }` (the session's pending asks, so a reload shows them), then each BrokerEvent as
 *   `id: <seq>`, `event: pending | answered | withdrawn`, `data: <event JSON>`; `Last-Event-ID`
 *   (or `?lastEventId=`) replays the events after that seq, but for asks asked and settled
 *   meanwhile; `: ping` every `heartbeatMs`.
 * - `GET /sessions/:sessionId/pending`: the pending asks as a JSON array, oldest first.
 * - `POST /sessions/:sessionId/asks/:id/answer`: an askq outcome `{ type, ... }`, Claude's
 *   `updatedInput` `{ answers, annotations?, response? }`, an answer map
 *   `{ "<question text>": "<answer>" }` or `{ kind: 'question', answer }` (one-question requests),
 *   each read whole or refused (see answer-forms.ts) and checked like an outcome; 200 `{ ok: true, outcome }`.
 * - `POST /sessions/:sessionId/asks/:id/decline`: `{ reason?, message?, explicit? }` or no body (dismissed).
 *
 * Errors are `{ error: { code, message } }`: 400 malformed JSON or wrong shape, 403 refused by
 * `authorize`, 404 unknown route or id (an id of another session is unknown), 405 wrong method
 * (`HEAD` is taken wherever `GET` is: its status and headers, no body, no stream opened),
 * 409 already answered or withdrawn, 413 body too large, 415 a body that is not JSON, 422 an answer
 * the question cannot take, 503 the broker's store is unreachable (`Retry-After: 1`). None of them
 * changes anything.
 */
export function createAskHandler(options: AskHandlerOptions): AskHandler {
  const { maxBodyBytes, basePath, ...limits } = checkOptions(options);
  const { broker, authorize } = options;

  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const match = matchRoute(url.pathname, basePath);
    if (!match) throw new HttpError(404, 'not_found', `no route ${request.method} ${url.pathname}`);
    const method = METHOD[match.kind];
    // HEAD wherever GET is (RFC 9110): the GET's status and headers, no body, nothing opened.
    const head = request.method === 'HEAD' && method === 'GET';
    if (request.method !== method && !head) {
      const allow = method === 'GET' ? 'GET, HEAD' : method;
      throw new HttpError(405, 'method_not_allowed', `${url.pathname} takes ${allow.replace(', ', ' or ')} only`, { allow });
    }
    if (authorize && !(await authorize(request, match.sessionId))) {
      throw new HttpError(403, 'forbidden', 'not allowed to use this session');
    }
    switch (match.kind) {
      case 'pending': {
        const response = json(200, await broker.pending(match.sessionId));
        return head ? new Response(null, response) : response;
      }
      case 'events': {
        const after = resumeAfter(request, url);
        if (!head) return events(broker, match.sessionId, request, after, limits);
        // The GET's checks without its stream: a broker that is down is a 503 here too.
        await broker.pending(match.sessionId);
        return new Response(null, { status: 200, headers: SSE_HEADERS });
      }
      case 'answer': {
        const body = await readJson(request, maxBodyBytes);
        if (body === undefined) throw new HttpError(400, 'invalid_body', `the answer is empty: send ${ANSWER_FORMS}`);
        return answer(broker, match.sessionId, match.id, body);
      }
      case 'decline':
        return decline(broker, match.sessionId, match.id, await readJson(request, maxBodyBytes));
    }
  };

  return async (request) => {
    try {
      return await route(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (error instanceof AnswerBodyError) return errorResponse(new HttpError(error.status, error.code, error.message));
      if (error instanceof BrokerUnavailableError) {
        return errorResponse(new HttpError(503, 'unavailable', 'the question store is unavailable right now; nothing was changed, try again', { 'retry-after': '1' }));
      }
      return errorResponse(new HttpError(500, 'internal', 'the server failed to handle the request'));
    }
  };
}
