import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskOutcome } from '@askq/core';
import { useAskSession, type AskEventSourceConstructor, type AskSessionAsk, type UseAskSessionOptions } from './use-ask-session.js';
import type { AskSessionRetired } from './index.js';

// The browser's EventSource is an AskEventSourceConstructor (checked by tsc; jsdom has none).
export const domEventSourceFits = (ctor: typeof EventSource): AskEventSourceConstructor => ctor;

/** A stand-in EventSource: the test drives it the way a browser would. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  fire(type: string, data?: unknown) {
    const event = new MessageEvent(type, data === undefined ? {} : { data: typeof data === 'string' ? data : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((l) => l(event)));
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

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(options: Partial<UseAskSessionOptions> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const hook = renderHook(() =>
    useAskSession({ url: '/api/askq/', sessionId: 's 1', fetch, EventSource: FakeEventSource, ...options }),
  );
  return { ...hook, fetch, source: FakeEventSource.last() };
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});

describe('useAskSession: the stream', () => {
  it('connects to <url>/sessions/<encoded id>/events and shows the snapshot, oldest first', () => {
    const { result, source } = setup();
    expect(source.url).toBe('/api/askq/sessions/s%201/events');
    expect(result.current.status).toBe('connecting');
    expect(result.current.pending).toEqual([]);
    source.open();
    source.fire('snapshot', { pending: [ask('a'), ask('b', { agentId: 'planner' })] });
    expect(result.current.status).toBe('open');
    expect(result.current.pending.map((a) => a.id)).toEqual(['a', 'b']);
    expect(result.current.pending[1]?.agentId).toBe('planner');
  });

  it('adds a pending ask at the end, and replaces one with the same id in place', () => {
    const { result, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    source.fire('pending', { seq: 3, type: 'pending', ask: ask('c') });
    expect(result.current.pending.map((a) => a.id)).toEqual(['a', 'b', 'c']);
    source.fire('pending', { seq: 4, type: 'pending', ask: ask('a', { agentId: 'sub-1' }) });
    expect(result.current.pending.map((a) => [a.id, a.agentId])).toEqual([['a', 'sub-1'], ['b', undefined], ['c', undefined]]);
  });

  it('retires a card answered in another tab, and one that was withdrawn', () => {
    const { result, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b'), ask('c')] });
    source.fire('answered', { seq: 5, type: 'answered', id: 'b', sessionId: 's 1', outcome: answered });
    expect(result.current.pending.map((a) => a.id)).toEqual(['a', 'c']);
    source.fire('withdrawn', { seq: 6, type: 'withdrawn', id: 'a', sessionId: 's 1', reason: 'timed_out' });
    expect(result.current.pending.map((a) => a.id)).toEqual(['c']);
    // How each left, typed with the package's own export (an app renders "Answered in another tab").
    const retired: AskSessionRetired[] = result.current.retired;
    expect(retired.map((r) => [r.ask.id, r.how])).toEqual([
      ['b', 'answered'],
      ['a', 'withdrawn'],
    ]);
  });

  it('ignores events that are not JSON or not of the wire shape', () => {
    const { result, source } = setup();
    source.fire('snapshot', { pending: [ask('a'), { id: 3 }, null] });
    source.fire('pending', '{not json');
    source.fire('pending', { seq: 2, type: 'pending', ask: { id: 'x' } });
    source.fire('answered', { seq: 3, type: 'answered' });
    source.fire('snapshot', { nope: true });
    expect(result.current.pending.map((a) => a.id)).toEqual(['a']);
  });

  it('shows reconnecting while the browser retries, and a fresh snapshot replaces the list on reopen', () => {
    const { result, source } = setup();
    source.open();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    source.drop();
    expect(result.current.status).toBe('reconnecting');
    expect(result.current.pending.map((a) => a.id)).toEqual(['a', 'b']);
    source.open();
    expect(result.current.status).toBe('open');
    source.fire('snapshot', { pending: [ask('b'), ask('d')] });
    expect(result.current.pending.map((a) => a.id)).toEqual(['b', 'd']);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('keeps reconnecting when the browser gives up (a 503): a new stream after a wait, or at once with reconnect()', () => {
    vi.useFakeTimers();
    try {
      const { result, source } = setup();
      source.drop(true);
      expect(result.current.status).toBe('reconnecting');
      act(() => result.current.reconnect());
      expect(source.closed).toBe(true);
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(result.current.status).toBe('connecting');
      FakeEventSource.last().open();
      expect(result.current.status).toBe('open');
      // Given up on again: the client's own retry opens the next stream, 1 s at most later.
      FakeEventSource.last().drop(true);
      act(() => vi.advanceTimersByTime(1000));
      expect(FakeEventSource.instances).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the stream on unmount, and events after that change nothing', () => {
    const { result, source, unmount } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    unmount();
    expect(source.closed).toBe(true);
    expect(result.current.pending.map((a) => a.id)).toEqual(['a']);
  });

  it('reports closed when there is no EventSource at all', () => {
    vi.stubGlobal('EventSource', undefined);
    const { result } = renderHook(() => useAskSession({ url: '/q', sessionId: 's' }));
    expect(result.current.status).toBe('closed');
  });
});

describe('useAskSession: answers', () => {
  it('POSTs the outcome as JSON to .../asks/<id>/answer and retires the card on success', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a/1'), ask('b')] });
    fetch.mockResolvedValueOnce(jsonResponse(200, { ok: true, outcome: answered }));
    let res: unknown;
    await act(async () => {
      res = await result.current.answer('a/1', answered);
    });
    expect(res).toEqual({ ok: true, kind: 'ok', outcome: answered });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/askq/sessions/s%201/asks/a%2F1/answer');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(answered);
    expect(result.current.pending.map((a) => a.id)).toEqual(['b']);
    expect(result.current.sending).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });

  it('marks the id as sending while the POST is in flight', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    let finish: (r: Response) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.answer('a', answered);
    });
    expect(result.current.sending).toEqual(['a']);
    await act(async () => {
      finish(jsonResponse(200, { ok: true, outcome: answered }));
      await pending;
    });
    expect(result.current.sending).toEqual([]);
  });

  it('409: already settled elsewhere, so the card is removed and no error is kept', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockResolvedValueOnce(jsonResponse(409, { error: { code: 'already_answered', message: 'question "a" was already answered' } }));
    let res: unknown;
    await act(async () => {
      res = await result.current.answer('a', answered);
    });
    expect(res).toEqual({ ok: false, kind: 'settled', status: 409, code: 'already_answered', message: 'question "a" was already answered' });
    expect(result.current.pending.map((a) => a.id)).toEqual(['b']);
    expect(result.current.error).toBeUndefined();
  });

  it('422: the card stays and error carries the server message and the answer', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(jsonResponse(422, { error: { code: 'invalid_outcome', message: 'the question has no option "MySQL"' } }));
    await act(async () => {
      await result.current.answer('a', answered);
    });
    expect(result.current.pending.map((a) => a.id)).toEqual(['a']);
    expect(result.current.error).toEqual({
      ok: false,
      kind: 'rejected',
      status: 422,
      code: 'invalid_outcome',
      message: 'the question has no option "MySQL"',
      id: 'a',
      action: { kind: 'answer', outcome: answered },
    });
  });

  it('an error body that is not JSON still gives a typed error', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await act(async () => {
      await result.current.answer('a', answered);
    });
    expect(result.current.error).toMatchObject({ kind: 'rejected', status: 502, code: 'http_502', message: 'the server answered 502' });
  });

  it('a network failure keeps the card and the answer; retry() sends the same answer again', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    let res: unknown;
    await act(async () => {
      res = await result.current.answer('a', answered);
    });
    expect(res).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch' });
    expect(result.current.pending.map((a) => a.id)).toEqual(['a']);
    expect(result.current.error).toEqual({ ok: false, kind: 'network', message: 'Failed to fetch', id: 'a', action: { kind: 'answer', outcome: answered } });

    fetch.mockResolvedValueOnce(jsonResponse(200, { ok: true, outcome: answered }));
    await act(async () => {
      res = await result.current.retry();
    });
    expect(res).toEqual({ ok: true, kind: 'ok', outcome: answered });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/askq/sessions/s%201/asks/a/answer');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual(answered);
    expect(result.current.pending).toEqual([]);
    expect(result.current.error).toBeUndefined();
  });

  it('retry() with no error does nothing', () => {
    const { result, fetch } = setup();
    expect(result.current.retry()).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the error goes when its card retires (answered in another tab)', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a')] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      await result.current.answer('a', answered);
    });
    expect(result.current.error?.id).toBe('a');
    source.fire('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 's 1', outcome: answered });
    expect(result.current.error).toBeUndefined();
  });

  it('decline POSTs { reason, message } to .../decline, and {} with neither', async () => {
    const { result, source, fetch } = setup();
    source.fire('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockImplementation(async () => jsonResponse(200, { ok: true, outcome: { type: 'declined', reason: 'dismissed', answers: {} } }));
    await act(async () => {
      await result.current.decline('a', 'chat_about_this', 'Let me explain first');
      await result.current.decline('b');
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/askq/sessions/s%201/asks/a/decline',
      '/api/askq/sessions/s%201/asks/b/decline',
    ]);
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { reason: 'chat_about_this', message: 'Let me explain first' },
      {},
    ]);
    expect(result.current.pending).toEqual([]);
  });
});

describe('useAskSession: notifications', () => {
  function stubNotification(permission: NotificationPermission) {
    const shown: { title: string; options?: NotificationOptions }[] = [];
    class FakeNotification {
      static permission = permission;
      static requestPermission = vi.fn();
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    return { shown, requestPermission: FakeNotification.requestPermission };
  }

  it('with notify and permission granted: one notification per new ask, none for the first snapshot', async () => {
    const { shown, requestPermission } = stubNotification('granted');
    const { source } = setup({ notify: true });
    source.fire('snapshot', { pending: [ask('a')] });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b', { input: claudeInput('Deploy now?') }) });
    source.fire('pending', { seq: 3, type: 'pending', ask: ask('b') });
    source.drop();
    source.fire('snapshot', { pending: [ask('a'), ask('b'), ask('c', { input: claudeInput('Which region?') })] });
    expect(shown).toEqual([
      { title: 'A question is waiting', options: { tag: 'askq:b', body: 'Deploy now?' } },
      { title: 'A question is waiting', options: { tag: 'askq:c', body: 'Which region?' } },
    ]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('never without permission, never without notify, and never asks for permission', () => {
    const { shown, requestPermission } = stubNotification('default');
    const first = setup({ notify: true });
    first.source.fire('snapshot', { pending: [] });
    first.source.fire('pending', { seq: 2, type: 'pending', ask: ask('b') });
    first.unmount();
    stubNotification('granted');
    const second = setup();
    second.source.fire('snapshot', { pending: [] });
    second.source.fire('pending', { seq: 2, type: 'pending', ask: ask('c') });
    expect(shown).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('uses the notification option for title and body', () => {
    const { shown } = stubNotification('granted');
    const { source } = setup({ notify: true, notification: (a) => ({ title: `${a.agentId} asks` }) });
    source.fire('snapshot', { pending: [] });
    source.fire('pending', { seq: 2, type: 'pending', ask: ask('b', { agentId: 'planner' }) });
    expect(shown).toEqual([{ title: 'planner asks', options: { tag: 'askq:b' } }]);
  });
});

describe('useAskSession: session changes', () => {
  it('a new sessionId closes the old stream and opens one for the new session', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { rerender } = renderHook((props: { sessionId: string }) =>
      useAskSession({ url: '/q', sessionId: props.sessionId, fetch, EventSource: FakeEventSource }),
    { initialProps: { sessionId: 'one' } });
    const first = FakeEventSource.last();
    rerender({ sessionId: 'two' });
    await waitFor(() => expect(FakeEventSource.last().url).toBe('/q/sessions/two/events'));
    expect(first.closed).toBe(true);
  });
});
