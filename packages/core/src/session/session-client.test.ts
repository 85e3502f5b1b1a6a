import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askSessionEventsUrl,
  createAskSessionClient,
  readAskSessionAsk,
  questionTextOf,
  type AskEventSourceLike,
  type AskSessionAsk,
  type AskSessionClientOptions,
  type AskSessionFetch,
  type AskSessionMessageEvent,
  type AskSessionResponse,
} from './session-client.js';
import type { AskOutcome } from '../protocol/types.js';

/** A stand-in EventSource: the test drives it the way a browser would. Like a real one, it keeps delivering what it is told to. */
class FakeEventSource implements AskEventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, ((event: AskSessionMessageEvent) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: AskSessionMessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  fire(type: string, data?: unknown) {
    const event = data === undefined ? {} : { data: typeof data === 'string' ? data : JSON.stringify(data) };
    this.listeners.get(type)?.forEach((l) => l(event));
  }
  open() {
    this.readyState = 1;
    this.fire('open');
  }
  /** A dropped connection: the browser retries (readyState 0), or gives up (2). */
  drop(givesUp = false) {
    this.readyState = givesUp ? 2 : 0;
    this.fire('error');
  }
  static last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
}

const claudeInput = (question: string) => ({
  questions: [{ question, header: 'DB', multiSelect: false, options: [{ label: 'PostgreSQL', description: 'Relational' }, { label: 'SQLite', description: 'Embedded' }] }],
});
const ask = (id: string, extra: Partial<AskSessionAsk> = {}): AskSessionAsk => ({
  id,
  sessionId: 's 1',
  input: claudeInput(`Which database for ${id}?`),
  createdAt: 1_700_000_000_000,
  ...extra,
});
const answered: AskOutcome = { type: 'answered', answers: { q1: { selected: ['PostgreSQL'] } } };

// The core has no DOM typings: responses are the structural shape the client reads.
const json = (status: number, body: unknown): AskSessionResponse => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const notJson = (status: number): AskSessionResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => {
    throw new SyntaxError('Unexpected token < in JSON');
  },
});

function setup(options: Partial<AskSessionClientOptions> = {}) {
  const fetch = vi.fn<AskSessionFetch>();
  const client = createAskSessionClient({ url: '/api/askq/', sessionId: 's 1', fetch, EventSource: FakeEventSource, ...options });
  const changes = vi.fn();
  client.subscribe(changes);
  client.connect();
  return { client, fetch, changes, source: FakeEventSource.last() };
}

const ids = (client: { getSnapshot(): { pending: AskSessionAsk[] } }) => client.getSnapshot().pending.map((a) => a.id);

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createAskSessionClient: the stream', () => {
  it('opens nothing until connect(), then <url>/sessions/<encoded id>/events once, however often connect() is called', () => {
    const fetch = vi.fn<AskSessionFetch>();
    const client = createAskSessionClient({ url: '/api/askq/', sessionId: 's 1', fetch, EventSource: FakeEventSource, withCredentials: true });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(client.getSnapshot()).toEqual({ pending: [], status: 'connecting', sending: [], error: undefined, retired: [] });
    client.connect();
    client.connect();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last().url).toBe('/api/askq/sessions/s%201/events');
    expect(FakeEventSource.last().init).toEqual({ withCredentials: true });
  });

  it('uses the global EventSource when none is given, and is closed when there is none at all', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const withGlobal = createAskSessionClient({ url: '/q', sessionId: 's' });
    withGlobal.connect();
    expect(FakeEventSource.last().url).toBe('/q/sessions/s/events');
    expect(withGlobal.getSnapshot().status).toBe('connecting');

    vi.stubGlobal('EventSource', undefined);
    const without = createAskSessionClient({ url: '/q', sessionId: 's' });
    without.connect();
    expect(without.getSnapshot().status).toBe('closed');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('shows the snapshot oldest first, adds pending asks at the end and replaces one with the same id in place', () => {
    const { client, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b', { agentId: 'planner' })] });
    expect(ids(client)).toEqual(['a', 'b']);
    expect(client.getSnapshot().pending[1]?.agentId).toBe('planner');
    source.fire('pending', { seq: 3, type: 'pending', ask: ask('c') });
    expect(ids(client)).toEqual(['a', 'b', 'c']);
    source.fire('pending', { seq: 4, type: 'pending', ask: ask('a', { agentId: 'sub-1' }) });
    expect(client.getSnapshot().pending.map((a) => [a.id, a.agentId])).toEqual([['a', 'sub-1'], ['b', 'planner'], ['c', undefined]]);
  });

  it('answered and withdrawn events retire their card', () => {
    const { client, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b'), ask('c')] });
    source.fire('answered', { seq: 5, type: 'answered', id: 'b', sessionId: 's 1', outcome: answered });
    expect(ids(client)).toEqual(['a', 'c']);
    source.fire('withdrawn', { seq: 6, type: 'withdrawn', id: 'a', sessionId: 's 1', reason: 'timed_out' });
    expect(ids(client)).toEqual(['c']);
  });

  it('says how a card shown here left from elsewhere: answered, declined, cancelled or withdrawn; not the ones it sent itself', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b'), ask('c'), ask('d'), ask('e')] });
    const declined = { type: 'declined', reason: 'dismissed', explicit: true, answers: {} };
    const cancelled = { type: 'declined', reason: 'dismissed', answers: {} };
    source.fire('answered', { seq: 6, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    source.fire('answered', { seq: 7, type: 'answered', id: 'b', sessionId: 's 1', outcome: declined });
    source.fire('answered', { seq: 8, type: 'answered', id: 'c', sessionId: 's 1', outcome: cancelled });
    source.fire('withdrawn', { seq: 9, type: 'withdrawn', id: 'd', sessionId: 's 1', reason: 'timed_out' });
    // Sent here: the stream's event may come before the POST's response, and is no news.
    let respond: (r: AskSessionResponse) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const sent = client.decline('e');
    source.fire('answered', { seq: 10, type: 'answered', id: 'e', sessionId: 's 1', outcome: cancelled });
    respond(json(200, { ok: true }));
    await sent;
    expect(ids(client)).toEqual([]);
    expect(client.getSnapshot().retired.map((r) => [r.ask.id, r.how])).toEqual([
      ['a', 'answered'],
      ['b', 'declined'],
      ['c', 'cancelled'],
      ['d', 'withdrawn'],
    ]);
    expect(client.getSnapshot().retired[1]?.outcome).toEqual(declined);
    // An event for a card that is not shown (already gone) adds nothing.
    source.fire('answered', { seq: 11, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    expect(client.getSnapshot().retired).toHaveLength(4);
  });

  it('ignores events that are not JSON or not of the wire shape', () => {
    const { client, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), { id: 3 }, null, { ...ask('x'), agentId: 7 }] });
    const before = client.getSnapshot();
    source.fire('pending', '{not json');
    source.fire('pending', { seq: 2, type: 'pending', ask: { id: 'x' } });
    source.fire('answered', { seq: 3, type: 'answered' });
    source.fire('snapshot', { nope: true });
    expect(ids(client)).toEqual(['a']);
    expect(client.getSnapshot()).toBe(before);
  });

  it('status: connecting, open, reconnecting while the browser retries, open again, reconnecting when it gives up (readyState 2)', () => {
    vi.useFakeTimers();
    const { client, source } = setup();
    const statuses = [client.getSnapshot().status];
    client.subscribe(() => statuses.push(client.getSnapshot().status));
    source.open();
    source.fire('snapshot', { pending: [ask('a')] });
    source.drop();
    expect(client.getSnapshot().status).toBe('reconnecting');
    expect(ids(client)).toEqual(['a']);
    source.open();
    source.drop(true);
    expect(statuses).toEqual(['connecting', 'open', 'open', 'reconnecting', 'open', 'reconnecting']);
  });

  it('a snapshot on a reconnecting stream replaces the list and marks it open, in one change', () => {
    const { client, source, changes } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    source.drop();
    changes.mockClear();
    source.fire('snapshot', { pending: [ask('b'), ask('d')] });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot()).toMatchObject({ status: 'open', pending: [{ id: 'b' }, { id: 'd' }] });
  });

  it('the snapshot is a new object only when it changed, and unsubscribe stops the calls', () => {
    const { client, source, changes } = setup();
    source.open();
    const open = client.getSnapshot();
    changes.mockClear();
    source.open();
    expect(client.getSnapshot()).toBe(open);
    expect(changes).not.toHaveBeenCalled();
    const other = vi.fn();
    const unsubscribe = client.subscribe(other);
    unsubscribe();
    source.drop();
    expect(client.getSnapshot()).not.toBe(open);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('reconnect() closes the stream and opens a new one, which then drives the state', () => {
    const { client, source } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    source.drop();
    client.reconnect();
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(client.getSnapshot().status).toBe('connecting');
    source.fire('snapshot', { pending: [] });
    expect(ids(client)).toEqual(['a']);
    FakeEventSource.last().fire('snapshot', { pending: [ask('b')] });
    expect(client.getSnapshot()).toMatchObject({ status: 'open', pending: [{ id: 'b' }] });
  });

  it('close() closes the stream, later events change nothing, reconnect() stays closed, connect() opens a fresh one', () => {
    vi.useFakeTimers();
    const { client, source, changes } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    source.drop();
    client.close();
    expect(source.closed).toBe(true);
    const before = client.getSnapshot();
    changes.mockClear();
    source.open();
    source.fire('snapshot', { pending: [ask('z')] });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b') });
    source.fire('answered', { seq: 3, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    source.drop(true);
    client.reconnect();
    vi.runAllTimers();
    expect(client.getSnapshot()).toBe(before);
    expect(changes).not.toHaveBeenCalled();
    expect(FakeEventSource.instances).toHaveLength(1);
    // StrictMode's second mount: the same client opens again.
    client.connect();
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.last().fire('pending', { seq: 4, type: 'pending', ask: ask('c') });
    expect(ids(client)).toEqual(['a', 'c']);
  });
});

describe('createAskSessionClient: retries once the browser gave up', () => {
  /** The window's online and visibilitychange events, and the document's visibility. */
  function stubWindow(hidden = false) {
    const document = { hidden };
    const on: { type: string; listener: () => void }[] = [];
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => on.push({ type, listener }));
    vi.stubGlobal('removeEventListener', (type: string, listener: () => void) => {
      const at = on.findIndex((l) => l.type === type && l.listener === listener);
      if (at !== -1) on.splice(at, 1);
    });
    vi.stubGlobal('document', document);
    const fire = (type: string) => on.filter((l) => l.type === type).forEach((l) => l.listener());
    return { document, watching: () => on.length, fire };
  }

  it('a non-200 answer (the browser gives up): reconnecting, then a new stream after 1 s, 2 s, 4 s ... 30 s; an open stream starts the count over', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { client, source } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    source.drop(true);
    expect(client.getSnapshot()).toMatchObject({ status: 'reconnecting', pending: [{ id: 'a' }] });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = FakeEventSource.instances.length;
      const before = Date.now();
      while (FakeEventSource.instances.length === count) vi.advanceTimersByTime(100);
      waits.push(Date.now() - before);
      expect(FakeEventSource.last().url).toBe('/api/askq/sessions/s%201/events');
      expect(client.getSnapshot().status).toBe('connecting');
      FakeEventSource.last().drop(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(FakeEventSource.instances.slice(0, -1).every((s) => s.closed)).toBe(true);
    // The stream opens: the next give-up waits 1 s again, and the snapshot drives the list.
    vi.advanceTimersByTime(30_000);
    FakeEventSource.last().open();
    FakeEventSource.last().fire('snapshot', { pending: [ask('b')] });
    expect(client.getSnapshot()).toMatchObject({ status: 'open', pending: [{ id: 'b' }] });
    FakeEventSource.last().drop(true);
    const count = FakeEventSource.instances.length;
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(count + 1);
  });

  it('the wait has jitter: between half of it and all of it', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { source } = setup();
    source.drop(true);
    vi.advanceTimersByTime(499);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('while the browser retries by itself (readyState 0) the client opens nothing', () => {
    vi.useFakeTimers();
    const { client, source } = setup();
    source.drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(client.getSnapshot().status).toBe('reconnecting');
    // Nor does an error the browser reports again on a source it gave up on.
    source.drop(true);
    source.drop(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('reconnect() retries at once, and the wait it cut short opens nothing more', () => {
    vi.useFakeTimers();
    const { client, source } = setup();
    source.drop(true);
    client.reconnect();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(client.getSnapshot().status).toBe('connecting');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('back online, or the tab shown again, retries at once; a tab that is hidden waits; the listeners go with the wait', () => {
    vi.useFakeTimers();
    const win = stubWindow(true);
    const { source } = setup();
    expect(win.watching()).toBe(0);
    source.drop(true);
    expect(win.watching()).toBe(2);
    win.fire('visibilitychange');
    win.fire('online');
    expect(FakeEventSource.instances).toHaveLength(1);
    win.document.hidden = false;
    win.fire('visibilitychange');
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(win.watching()).toBe(0);
    FakeEventSource.last().drop(true);
    win.fire('online');
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(win.watching()).toBe(0);
    // An open stream has nothing to retry.
    FakeEventSource.last().open();
    win.fire('online');
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('nothing retries after close(), nor for a session the client left', () => {
    vi.useFakeTimers();
    const win = stubWindow();
    const { client, source } = setup();
    source.drop(true);
    client.close();
    expect(win.watching()).toBe(0);
    vi.advanceTimersByTime(60_000);
    win.fire('online');
    expect(FakeEventSource.instances).toHaveLength(1);

    client.connect();
    FakeEventSource.last().drop(true);
    client.setOptions({ url: '/api/askq/', sessionId: 'two', EventSource: FakeEventSource });
    const two = FakeEventSource.last();
    expect(two.url).toBe('/api/askq/sessions/two/events');
    vi.advanceTimersByTime(60_000);
    win.fire('online');
    expect(FakeEventSource.instances.at(-1)).toBe(two);
    expect(FakeEventSource.instances).toHaveLength(3);
  });
});

describe('createAskSessionClient: setOptions', () => {
  it('a new sessionId closes the old stream and opens one for the new session', () => {
    const { client, source } = setup();
    client.setOptions({ url: '/api/askq/', sessionId: 'two', fetch: vi.fn<AskSessionFetch>(), EventSource: FakeEventSource });
    expect(source.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('/api/askq/sessions/two/events');
  });

  it("a new session drops the old one's cards and error at once (they would be answered into the new session)", async () => {
    const { client, fetch } = setup();
    FakeEventSource.last().fire('snapshot', { seq: 1, type: 'snapshot', pending: [ask('a'), ask('b')] });
    fetch.mockRejectedValueOnce(new Error('offline'));
    await client.answer('a', answered);
    expect(client.getSnapshot().error?.id).toBe('a');
    client.setOptions({ url: '/api/askq/', sessionId: 'two', fetch, EventSource: FakeEventSource });
    expect(client.getSnapshot()).toMatchObject({ pending: [], error: undefined, sending: [] });
    expect(client.retry()).toBeUndefined();
  });

  it('a new url, withCredentials or EventSource reconnects too', () => {
    const base: AskSessionClientOptions = { url: '/a', sessionId: 's', EventSource: FakeEventSource };
    const client = createAskSessionClient(base);
    client.connect();
    client.setOptions({ ...base, url: '/b' });
    expect(FakeEventSource.last().url).toBe('/b/sessions/s/events');
    client.setOptions({ ...base, url: '/b', withCredentials: true });
    expect(FakeEventSource.last().init).toEqual({ withCredentials: true });
    class Other extends FakeEventSource {}
    client.setOptions({ ...base, url: '/b', withCredentials: true, EventSource: Other });
    expect(FakeEventSource.last()).toBeInstanceOf(Other);
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(FakeEventSource.instances.slice(0, 3).every((s) => s.closed)).toBe(true);
  });

  it('fetch, notify and notification just apply: no new stream, the next send uses them', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    const next = vi.fn<AskSessionFetch>().mockResolvedValue(json(200, { ok: true, outcome: answered }));
    // withCredentials false and undefined are the same stream.
    client.setOptions({ url: '/api/askq/', sessionId: 's 1', fetch: next, EventSource: FakeEventSource, withCredentials: false, notify: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.closed).toBe(false);
    await client.answer('a', answered);
    expect(fetch).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("the old session's send refused (409) after a switch retires nothing into the new session's list", async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    let respond: (r: AskSessionResponse) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const sent = client.answer('a', answered);
    client.setOptions({ url: '/api/askq/', sessionId: 'two', fetch, EventSource: FakeEventSource });
    FakeEventSource.last().fire('snapshot', { pending: [ask('x', { sessionId: 'two' })] });
    respond(json(409, { error: { code: 'already_answered', message: 'question "a" was already answered' } }));
    expect(await sent).toMatchObject({ kind: 'settled' });
    expect(client.getSnapshot()).toMatchObject({ pending: [{ id: 'x' }], sending: [], retired: [] });
  });

  it("a card of the new session with an old card's id: its send is its own POST, and the old send's answer leaves it alone", async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('b')] });
    const responses: ((r: AskSessionResponse) => void)[] = [];
    fetch.mockImplementation(() => new Promise((resolve) => responses.push(resolve)));
    const old = client.answer('b', answered);
    // Another server, whose ids are the same: its card 'b' is not the old one.
    client.setOptions({ url: '/other/', sessionId: 'two', fetch, EventSource: FakeEventSource });
    FakeEventSource.last().fire('snapshot', { pending: [ask('b', { sessionId: 'two' }), ask('c', { sessionId: 'two' })] });
    const mine = client.answer('b', answered);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/askq/sessions/s%201/asks/b/answer', '/other/sessions/two/asks/b/answer']);
    expect(client.getSnapshot().sending).toEqual(['b']);
    responses[0]?.(json(200, { ok: true, outcome: answered }));
    expect(await old).toMatchObject({ kind: 'ok' });
    expect(client.getSnapshot()).toMatchObject({ pending: [{ id: 'b' }, { id: 'c' }], sending: ['b'], retired: [] });
    responses[1]?.(json(200, { ok: true, outcome: answered }));
    await mine;
    expect(client.getSnapshot()).toMatchObject({ pending: [{ id: 'c' }], sending: [], retired: [] });
  });

  it('options set before connect() are the ones it connects with', () => {
    const client = createAskSessionClient({ url: '/q', sessionId: 'one', EventSource: FakeEventSource });
    client.setOptions({ url: '/q', sessionId: 'two', EventSource: FakeEventSource });
    expect(FakeEventSource.instances).toHaveLength(0);
    client.connect();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/q/sessions/two/events']);
  });
});

describe('createAskSessionClient: answers', () => {
  it('POSTs the outcome as JSON to .../asks/<id>/answer, marks it sending meanwhile, and retires the card', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a/1'), ask('b')] });
    let finish: (r: AskSessionResponse) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const sent = client.answer('a/1', answered);
    expect(client.getSnapshot().sending).toEqual(['a/1']);
    expect(fetch).toHaveBeenCalledWith('/api/askq/sessions/s%201/asks/a%2F1/answer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(answered),
    });
    finish(json(200, { ok: true, outcome: answered }));
    expect(await sent).toEqual({ ok: true, kind: 'ok', outcome: answered });
    expect(client.getSnapshot()).toMatchObject({ pending: [{ id: 'b' }], sending: [], error: undefined });
  });

  it('a 2xx without the usual body is still ok', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(notJson(204));
    expect(await client.answer('a', answered)).toEqual({ ok: true, kind: 'ok' });
    expect(ids(client)).toEqual([]);
  });

  it('409: settled elsewhere, so the card goes and no error is kept', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockResolvedValueOnce(json(409, { error: { code: 'already_answered', message: 'question "a" was already answered' } }));
    expect(await client.answer('a', answered)).toEqual({
      ok: false,
      kind: 'settled',
      status: 409,
      code: 'already_answered',
      message: 'question "a" was already answered',
    });
    expect(ids(client)).toEqual(['b']);
    expect(client.getSnapshot().error).toBeUndefined();
    // What this user chose was not taken: the card retires as answered elsewhere (regression: it
    // just went, and the user never learnt that the other answer counts).
    expect(client.getSnapshot().retired).toEqual([{ ask: ask('a'), how: 'answered' }]);
  });

  it('409 after the stream removed the card: it retires with the answer that counts', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    let respond: (r: AskSessionResponse) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    const sent = client.answer('a', { type: 'answered', answers: { q1: { selected: ['SQLite'] } } });
    // Another tab's answer arrives first on the stream, then this tab's POST is refused.
    source.fire('answered', { seq: 3, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    expect(client.getSnapshot().retired).toEqual([]);
    respond(json(409, { error: { code: 'already_answered', message: 'question "a" was already answered' } }));
    await sent;
    expect(client.getSnapshot().retired).toEqual([{ ask: ask('a'), how: 'answered', outcome: answered }]);
    // A send that was taken adds nothing, whichever comes first.
    fetch.mockResolvedValueOnce(json(200, { ok: true }));
    const taken = client.answer('b', answered);
    source.fire('answered', { seq: 4, type: 'answered', id: 'b', sessionId: 's 1', outcome: answered });
    await taken;
    expect(client.getSnapshot().retired).toHaveLength(1);
  });

  it('409 withdrawn: the agent stopped waiting before the answer came', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(json(409, { error: { code: 'withdrawn', message: 'request a was withdrawn before it was answered' } }));
    await client.answer('a', answered);
    expect(client.getSnapshot().retired).toEqual([{ ask: ask('a'), how: 'withdrawn' }]);
  });

  it('422: the card stays and error carries the server message and the answer', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(json(422, { error: { code: 'invalid_outcome', message: 'the question has no option "MySQL"' } }));
    const result = await client.answer('a', answered);
    expect(result).toMatchObject({ ok: false, kind: 'rejected', status: 422 });
    expect(ids(client)).toEqual(['a']);
    expect(client.getSnapshot().error).toEqual({
      ok: false,
      kind: 'rejected',
      status: 422,
      code: 'invalid_outcome',
      message: 'the question has no option "MySQL"',
      id: 'a',
      action: { kind: 'answer', outcome: answered },
    });
  });

  it('an error body that is not JSON, or not of the usual shape, falls back to the status', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(notJson(502));
    expect(await client.answer('a', answered)).toEqual({ ok: false, kind: 'rejected', status: 502, code: 'http_502', message: 'the server answered 502' });
    fetch.mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 42 } }));
    expect(await client.answer('a', answered)).toEqual({ ok: false, kind: 'rejected', status: 403, code: 'forbidden', message: 'the server answered 403' });
  });

  it('a network failure keeps the card and the action; retry() sends the same action again', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await client.decline('a', 'chat_about_this', 'Let me explain first')).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch' });
    const action = { kind: 'decline', reason: 'chat_about_this', message: 'Let me explain first' };
    expect(client.getSnapshot().error).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch', id: 'a', action });
    expect(ids(client)).toEqual(['a']);

    fetch.mockResolvedValueOnce(json(200, { ok: true, outcome: { type: 'declined', reason: 'chat_about_this', answers: {} } }));
    const again = client.retry();
    // A new send for the id puts the old error away at once.
    expect(client.getSnapshot()).toMatchObject({ sending: ['a'], error: undefined });
    expect(await again).toMatchObject({ ok: true, kind: 'ok' });
    expect(fetch.mock.calls.map(([url, init]) => [url, JSON.parse(init.body)])).toEqual([
      ['/api/askq/sessions/s%201/asks/a/decline', { reason: 'chat_about_this', message: 'Let me explain first' }],
      ['/api/askq/sessions/s%201/asks/a/decline', { reason: 'chat_about_this', message: 'Let me explain first' }],
    ]);
    expect(client.getSnapshot()).toMatchObject({ pending: [], error: undefined });
  });

  it('retry() with no error does nothing; decline with neither reason nor message sends {}', async () => {
    const { client, source, fetch } = setup();
    expect(client.retry()).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(json(200, { ok: true }));
    await client.decline('a');
    expect(fetch.mock.calls[0]?.[1].body).toBe('{}');
  });

  it('decline with explicit: true sends it (an MCP elicitation then answers decline, not cancel)', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockResolvedValue(json(200, { ok: true }));
    await client.decline('a', undefined, undefined, { explicit: true });
    await client.decline('b', 'dismissed', undefined, { explicit: false });
    expect(fetch.mock.calls.map(([url, init]) => [url, JSON.parse(init.body)])).toEqual([
      ['/api/askq/sessions/s%201/asks/a/decline', { explicit: true }],
      ['/api/askq/sessions/s%201/asks/b/decline', { reason: 'dismissed' }],
    ]);
  });

  it('without any fetch, a send fails as a network failure instead of throwing', async () => {
    vi.stubGlobal('fetch', undefined);
    const client = createAskSessionClient({ url: '/q', sessionId: 's', EventSource: FakeEventSource });
    client.connect();
    FakeEventSource.last().fire('snapshot', { pending: [ask('a')] });
    expect(await client.answer('a', answered)).toMatchObject({ ok: false, kind: 'network' });
    expect(client.getSnapshot().error?.action).toEqual({ kind: 'answer', outcome: answered });
  });

  it('a card retired while its send was in flight leaves no error behind', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    let fail: (error: Error) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const sent = client.answer('a', answered);
    source.fire('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    fail(new TypeError('Failed to fetch'));
    expect(await sent).toMatchObject({ kind: 'network' });
    expect(client.getSnapshot()).toMatchObject({ pending: [{ id: 'b' }], sending: [], error: undefined });
  });

  it('a second send for a card while one is on its way is the same send: one POST, and the own answer never retires as from elsewhere', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    let respond: (r: AskSessionResponse) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    // A double click, and a retry while the first is in flight: a second POST would come second (409).
    fetch.mockResolvedValue(json(409, { error: { code: 'already_answered', message: 'question "a" was already answered' } }));
    const first = client.answer('a', answered);
    const second = client.answer('a', answered);
    const third = client.decline('a');
    expect(client.getSnapshot().sending).toEqual(['a']);
    source.fire('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    respond(json(200, { ok: true, outcome: answered }));
    const results = await Promise.all([first, second, third]);
    expect(results).toEqual([0, 1, 2].map(() => ({ ok: true, kind: 'ok', outcome: answered })));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot()).toMatchObject({ pending: [], sending: [], error: undefined, retired: [] });
  });

  it('a send that failed is no longer on its way: the card then answered in another tab retires as from elsewhere', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await client.answer('a', answered)).toMatchObject({ kind: 'network' });
    const theirs = { type: 'answered', answers: { q1: { selected: [], other: 'from the other tab' } } };
    source.fire('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 's 1', outcome: theirs });
    expect(client.getSnapshot()).toMatchObject({ pending: [], error: undefined, retired: [{ ask: ask('a'), how: 'answered', outcome: theirs }] });
  });

  it('a send that failed on the network but reached the server: its own answer coming back is not from elsewhere', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    // The POST got through; its response was lost.
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await client.answer('a', answered)).toMatchObject({ kind: 'network' });
    source.fire('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    expect(client.getSnapshot()).toMatchObject({ pending: [], error: undefined, retired: [] });
  });

  it('an error goes when its card retires, and when a snapshot no longer holds it', async () => {
    const { client, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await client.answer('a', answered);
    source.fire('withdrawn', { seq: 2, type: 'withdrawn', id: 'a', sessionId: 's 1', reason: 'timed_out' });
    expect(client.getSnapshot().error).toBeUndefined();
    await client.answer('b', answered);
    source.fire('snapshot', { pending: [ask('b')] });
    expect(client.getSnapshot().error?.id).toBe('b');
    source.fire('snapshot', { pending: [] });
    expect(client.getSnapshot().error).toBeUndefined();
  });
});

describe('createAskSessionClient: notifications', () => {
  function stubNotification(permission: string) {
    const shown: { title: string; options?: { tag: string; body?: string } }[] = [];
    const requestPermission = vi.fn();
    const notes: FakeNotification[] = [];
    class FakeNotification {
      static permission = permission;
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      closed = false;
      constructor(title: string, options?: { tag: string; body?: string }) {
        shown.push({ title, options });
        notes.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    return { shown, notes, requestPermission };
  }

  it('with notify and permission granted: one per new ask, none for the first snapshot, ids kept across reconnects', () => {
    const { shown, requestPermission } = stubNotification('granted');
    const { client, source } = setup({ notify: true });
    source.fire('snapshot', { pending: [ask('a')] });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b', { input: claudeInput('Deploy now?') }) });
    source.fire('pending', { seq: 3, type: 'pending', ask: ask('b') });
    client.reconnect();
    FakeEventSource.last().fire('snapshot', { pending: [ask('a'), ask('b'), ask('c', { input: claudeInput('Which region?') })] });
    expect(shown).toEqual([
      { title: 'A question is waiting', options: { tag: 'askq:b', body: 'Deploy now?' } },
      { title: 'A question is waiting', options: { tag: 'askq:c', body: 'Which region?' } },
    ]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('an ask whose input does not parse gets the title alone; a click focuses the page and closes it', () => {
    const { shown, notes } = stubNotification('granted');
    const focus = vi.fn();
    vi.stubGlobal('focus', focus);
    const { source } = setup({ notify: true });
    source.fire('snapshot', { pending: [] });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b', { input: { nope: true } }) });
    expect(shown).toEqual([{ title: 'A question is waiting', options: { tag: 'askq:b' } }]);
    notes[0]?.onclick?.();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(notes[0]?.closed).toBe(true);
  });

  it('never without permission, never without notify', () => {
    const { shown, requestPermission } = stubNotification('default');
    const first = setup({ notify: true });
    first.source.fire('snapshot', { pending: [] });
    first.source.fire('pending', { seq: 2, type: 'pending', ask: ask('b') });
    first.client.close();
    const granted = stubNotification('granted');
    const second = setup();
    second.source.fire('snapshot', { pending: [] });
    second.source.fire('pending', { seq: 2, type: 'pending', ask: ask('c') });
    expect(shown).toEqual([]);
    expect(granted.shown).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a new session starts over: its first snapshot is not notified either', () => {
    const { shown } = stubNotification('granted');
    const { client, source } = setup({ notify: true });
    source.fire('snapshot', { pending: [ask('a')] });
    client.setOptions({ url: '/api/askq/', sessionId: 'two', EventSource: FakeEventSource, notify: true });
    FakeEventSource.last().fire('snapshot', { pending: [ask('x')] });
    FakeEventSource.last().fire('pending', { seq: 2, type: 'pending', ask: ask('y') });
    expect(shown.map((n) => n.options?.tag)).toEqual(['askq:y']);
  });

  it('uses the latest notification option for title and body, and a throwing one shows nothing', () => {
    const { shown } = stubNotification('granted');
    const options: AskSessionClientOptions = { url: '/q', sessionId: 's', EventSource: FakeEventSource, notify: true };
    const client = createAskSessionClient({ ...options, notification: () => ({ title: 'old' }) });
    client.connect();
    const source = FakeEventSource.last();
    source.fire('snapshot', { pending: [] });
    client.setOptions({ ...options, notification: (a) => ({ title: `${a.agentId} asks` }) });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b', { agentId: 'planner' }) });
    client.setOptions({
      ...options,
      notification: () => {
        throw new Error('no');
      },
    });
    source.fire('pending', { seq: 3, type: 'pending', ask: ask('c') });
    expect(shown).toEqual([{ title: 'planner asks', options: { tag: 'askq:b' } }]);
    expect(ids(client)).toEqual(['b', 'c']);
  });
});

describe('wire helpers', () => {
  it('askSessionEventsUrl trims trailing slashes and encodes the session', () => {
    expect(askSessionEventsUrl('/api//', 'a/b c')).toBe('/api/sessions/a%2Fb%20c/events');
  });

  it('readAskSessionAsk takes the wire shape and nothing else', () => {
    expect(readAskSessionAsk(ask('a'))).toEqual(ask('a'));
    expect(readAskSessionAsk({ id: 'a', sessionId: 's', createdAt: 1 })).toBeUndefined();
    expect(readAskSessionAsk({ ...ask('a'), createdAt: '1' })).toBeUndefined();
    expect(readAskSessionAsk([ask('a')])).toBeUndefined();
  });

  it('questionTextOf reads the first question\'s text in any dialect, without validating', () => {
    expect(questionTextOf({ questions: [{ question: 'Which DB?' }, { question: 'Second?' }] })).toBe('Which DB?');
    expect(questionTextOf('{"questions":[{"question":"As JSON text?","header":"H"}]}')).toBe('As JSON text?');
    expect(questionTextOf({ question: 'Top level (agentrail, Mastra)?', options: ['a'] })).toBe('Top level (agentrail, Mastra)?');
    for (const none of [undefined, null, 'not json', '{"questions":[', { questions: [] }, { questions: [{ question: '  ' }] }, { questions: [{ question: 3 }] }, [{ question: 'x' }]]) {
      expect(questionTextOf(none)).toBeUndefined();
    }
  });
});
