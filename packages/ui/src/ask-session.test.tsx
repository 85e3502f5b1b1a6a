import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskSessionAsk } from '@askq/react';
import { AskSession, type AskSessionProps } from './ask-session.js';
import { ElicitationAsk } from './elicitation-ask.js';
import { draftPersistence } from './drafts.js';
import { FakeEventSource } from './stories/fake-session.js';
import { frLabels } from './stories/labels-fr.js';
import { multiInput, singleInput } from './stories/fixtures.js';

const ask = (id: string, extra: Partial<AskSessionAsk> = {}): AskSessionAsk => ({
  id,
  sessionId: 'chat-1',
  input: singleInput,
  createdAt: 1_700_000_000_000,
  ...extra,
});
const yarn = { type: 'answered', answers: { q1: { selected: ['Yarn'] } } };
const skipped = { type: 'declined', reason: 'dismissed', answers: {} };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (outcome: unknown) => json(200, { ok: true, outcome });

function setup(props: Partial<AskSessionProps> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const view = render(<AskSession url="/api/askq" sessionId="chat-1" fetch={fetch} EventSource={FakeEventSource} {...props} />);
  const source = FakeEventSource.last();
  const emit = (type: string, data?: unknown) => act(() => source.emit(type, data));
  return { ...view, fetch, source, emit };
}

const bodies = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) =>
  fetch.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);

let hidden = false;
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.title = 'Chat';
});
afterEach(() => {
  FakeEventSource.instances = [];
  vi.unstubAllGlobals();
});
const setHidden = (value: boolean) =>
  act(() => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('AskSession', () => {
  it('renders the oldest pending ask in the picker; no count while one waits', () => {
    const { emit, source } = setup();
    expect(source.url).toBe('/api/askq/sessions/chat-1/events');
    emit('open');
    emit('snapshot', { pending: [ask('a')] });
    expect(screen.getByRole('radiogroup', { name: /package manager/i })).toBeTruthy();
    expect(document.querySelector('[data-slot="askq-session-queue"]')?.textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows "1 of 3 waiting" in a polite live region, and who asks', () => {
    const { emit } = setup();
    emit('snapshot', { pending: [ask('a', { agentId: 'planner' }), ask('b', { input: multiInput }), ask('c')] });
    const queue = screen.getByText('1 of 3 waiting');
    expect(queue.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Asked by planner')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /package manager/i })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /every pull request/i })).toBeNull();
  });

  it('posts the answer, then shows the next question with a fresh picker', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a'), ask('b', { input: multiInput, agentId: 'reviewer' })] });
    fetch.mockResolvedValueOnce(ok(yarn));
    await userEvent.click(screen.getByRole('radio', { name: 'Yarn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/a/answer', yarn]]);
    expect(await screen.findByRole('group', { name: /every pull request/i })).toBeTruthy();
    expect(screen.getByText('Asked by reviewer')).toBeTruthy();
    expect(document.querySelector('[data-slot="askq-session-queue"]')?.textContent).toBe('');
    // Submit went away with the first card: focus moves on to the next question, not to <body>.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.querySelector('[data-slot="askq-session"] [data-slot="askq-root"]')?.contains(document.activeElement)).toBe(true);
  });

  it("shows an extended host's number question and posts its answer (the session hands the fields over)", async () => {
    const { emit, fetch } = setup();
    const input = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, defaultValue: 2 }] };
    emit('snapshot', { pending: [ask('n', { input })] });
    // Read by the session's parser, a chunk of its own asked for when the session mounted.
    const field = await screen.findByRole('textbox', { name: 'How many retries?' });
    expect(field).toHaveProperty('value', '2');
    const answered = { type: 'answered', answers: { q1: { selected: [], other: '3' } } };
    fetch.mockResolvedValueOnce(ok(answered));
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/n/answer', answered]]);
  });

  it('takes no focus for the first card (nothing is stolen on load)', () => {
    const { emit } = setup();
    emit('snapshot', { pending: [ask('a')] });
    expect(screen.getByRole('radio', { name: 'Yarn' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('retires the card answered in another tab and shows the next one', () => {
    const { emit } = setup();
    emit('snapshot', { pending: [ask('a'), ask('b', { input: multiInput })] });
    emit('answered', { seq: 4, type: 'answered', id: 'a', sessionId: 'chat-1', outcome: yarn });
    expect(screen.queryByRole('radiogroup', { name: /package manager/i })).toBeNull();
    expect(screen.getByRole('group', { name: /every pull request/i })).toBeTruthy();
  });

  it('a 409 retires the card too (someone else answered first)', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a'), ask('b', { input: multiInput })] });
    fetch.mockResolvedValueOnce(json(409, { error: { code: 'already_answered', message: 'already answered' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('group', { name: /every pull request/i })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows reconnecting while the connection is down, and clears it on reopen', () => {
    const { emit, source } = setup();
    emit('snapshot', { pending: [ask('a')] });
    act(() => source.drop());
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Reconnecting…');
    expect(screen.getByRole('radiogroup', { name: /package manager/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    act(() => source.open());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('when the browser gives up (a 503): says reconnecting even with nothing waiting, and a new stream opens by itself', () => {
    vi.useFakeTimers();
    try {
      const { source } = setup();
      act(() => source.drop(true));
      expect(screen.getByRole('status').textContent).toBe('Connection lost. Reconnecting…');
      act(() => vi.advanceTimersByTime(1000));
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(source.closed).toBe(true);
      // Given up on again: Reconnect does not wait for the next retry (2 s now).
      act(() => FakeEventSource.last().drop(true));
      act(() => screen.getByRole('button', { name: 'Reconnect' }).click());
      expect(FakeEventSource.instances).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without any EventSource: says so even with nothing waiting, and Reconnect opens a stream once there is one', async () => {
    vi.stubGlobal('EventSource', undefined);
    render(<AskSession url="/api/askq" sessionId="chat-1" fetch={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Disconnected. New questions will not appear.');
    expect(FakeEventSource.instances).toHaveLength(0);
    vi.stubGlobal('EventSource', FakeEventSource);
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a network failure keeps the answer: the alert says so and Try again sends the same answer', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a')] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your answer could not be sent. Check your connection and try again.',
    );
    fetch.mockResolvedValueOnce(ok(skipped));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodies(fetch)).toEqual([
      ['/api/askq/sessions/chat-1/asks/a/answer', skipped],
      ['/api/askq/sessions/chat-1/asks/a/answer', skipped],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('a 422 shows the server message; Answer again brings the picker back', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a')] });
    fetch.mockResolvedValueOnce(json(422, { error: { code: 'invalid_outcome', message: 'the question has no option "Bun"' } }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yarn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your answer was not accepted: the question has no option "Bun"');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answer again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Yarn' }).getAttribute('aria-checked')).toBe('false');
  });

  it('shows "Sending your answer…" while the answer is on its way', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a')] });
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('status').textContent).toBe('Sending your answer…');
  });

  it('focus never falls to <body>: the last card answered hands it to the empty line, a failed send to its message', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [ask('a'), ask('b')] });
    fetch.mockResolvedValueOnce(ok(skipped));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    emit('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 'chat-1', outcome: skipped });
    // The next card took it.
    expect(document.activeElement?.closest('[data-slot="askq-root"]')).toBeTruthy();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const alert = await screen.findByRole('alert');
    expect(document.activeElement).toBe(alert);
    fetch.mockResolvedValueOnce(ok(skipped));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    emit('answered', { seq: 3, type: 'answered', id: 'b', sessionId: 'chat-1', outcome: skipped });
    // Without showEmpty too: the line shows to hold focus.
    expect(document.activeElement).toBe(screen.getByText('No questions waiting'));
  });

  it('renders nothing while nothing waits (but its live region), or "No questions waiting" with showEmpty', () => {
    const first = setup();
    first.emit('snapshot', { pending: [] });
    expect(first.container.textContent).toBe('');
    expect(first.container.innerHTML).toBe('<p aria-live="polite" data-slot="askq-visually-hidden"></p>');
    first.unmount();
    const second = setup({ showEmpty: true });
    second.emit('snapshot', { pending: [] });
    expect(screen.getByText('No questions waiting')).toBeTruthy();
  });

  it('announces a card that arrives while focus is elsewhere, in a live region that was there before it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    render(
      <>
        <AskSession url="/api/askq" sessionId="chat-1" fetch={fetch} EventSource={FakeEventSource} />
        <textarea aria-label="Message" />
      </>,
    );
    const source = FakeEventSource.last();
    const live = document.querySelector('[aria-live="polite"]')!;
    screen.getByRole('textbox', { name: 'Message' }).focus();
    act(() => source.emit('snapshot', { pending: [ask('a', { agentId: 'planner' })] }));
    await waitFor(() => expect(live.textContent).toBe('planner has a question for you. Shift+Tab or click to answer.'));
    // The same element, still in the page: a region that appears with its text is often not read.
    expect(live.isConnected).toBe(true);
    // Focus stays where the user is.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('says so when the agent stops waiting for the card shown, or another tab answers it', async () => {
    const { emit } = setup({ labels: undefined });
    emit('snapshot', { pending: [ask('a'), ask('b')] });
    await userEvent.click(screen.getByRole('radio', { name: /^npm/ }));
    emit('withdrawn', { seq: 3, type: 'withdrawn', id: 'a', sessionId: 'chat-1', reason: 'aborted' });
    const live = document.querySelector('[aria-live="polite"][data-slot="askq-visually-hidden"]')!;
    await waitFor(() => expect(live.textContent).toMatch(/^“Which package manager[^”]*”: the agent stopped waiting; nothing was sent$/));
    // The next card shows, so the note goes; the last one leaving stays noted.
    expect(document.querySelector('[data-slot="askq-session-notice"]')).toBeNull();
    emit('answered', { seq: 4, type: 'answered', id: 'b', sessionId: 'chat-1', outcome: yarn });
    await waitFor(() => expect(document.querySelector('[data-slot="askq-session-notice"]')?.textContent).toMatch(/: answered in another tab$/));
    expect(live.textContent).toMatch(/: answered in another tab$/);
  });

  it('takes labels (a French session)', () => {
    const { emit } = setup({ labels: frLabels });
    emit('snapshot', { pending: [ask('a', { agentId: 'planner' }), ask('b')] });
    expect(screen.getByText('1 sur 2 en attente')).toBeTruthy();
    expect(screen.getByText('Posée par planner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer' })).toBeTruthy();
  });
});

describe('AskSession: waiting for you', () => {
  it('prefixes the title with "(n) " while questions wait and the page is hidden, and restores it', () => {
    const { emit, unmount } = setup();
    emit('snapshot', { pending: [ask('a'), ask('b')] });
    expect(document.title).toBe('Chat');
    setHidden(true);
    expect(document.title).toBe('(2) Chat');
    emit('pending', { seq: 3, type: 'pending', ask: ask('c') });
    expect(document.title).toBe('(3) Chat');
    setHidden(false);
    expect(document.title).toBe('Chat');
    setHidden(true);
    emit('answered', { seq: 4, type: 'answered', id: 'a', sessionId: 'chat-1', outcome: yarn });
    emit('withdrawn', { seq: 5, type: 'withdrawn', id: 'b', sessionId: 'chat-1', reason: 'aborted' });
    emit('withdrawn', { seq: 6, type: 'withdrawn', id: 'c', sessionId: 'chat-1', reason: 'aborted' });
    expect(document.title).toBe('Chat');
    emit('pending', { seq: 7, type: 'pending', ask: ask('d') });
    expect(document.title).toBe('(1) Chat');
    unmount();
    expect(document.title).toBe('Chat');
  });

  it('keeps a title the app set meanwhile, and titleSignal={false} leaves the title alone', () => {
    const first = setup();
    first.emit('snapshot', { pending: [ask('a')] });
    setHidden(true);
    expect(document.title).toBe('(1) Chat');
    act(() => {
      document.title = 'New message';
    });
    setHidden(false);
    expect(document.title).toBe('New message');
    first.unmount();
    const second = setup({ titleSignal: false });
    second.emit('snapshot', { pending: [ask('a')] });
    setHidden(true);
    expect(document.title).toBe('New message');
  });

  it('with notify and permission granted: one notification per new question, worded by the labels', () => {
    const shown: [string, NotificationOptions | undefined][] = [];
    const requestPermission = vi.fn();
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        static requestPermission = requestPermission;
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          shown.push([title, options]);
        }
        close() {}
      },
    );
    const { emit } = setup({ notify: true });
    emit('snapshot', { pending: [ask('a')] });
    emit('pending', { seq: 2, type: 'pending', ask: ask('b', { agentId: 'planner', input: multiInput }) });
    emit('pending', { seq: 3, type: 'pending', ask: ask('c') });
    expect(shown).toEqual([
      ['planner has a question for you', { tag: 'askq:b', body: 'Which checks should run on every pull request?' }],
      ['A question is waiting for you', { tag: 'askq:c', body: 'Which package manager should the new workspace use?' }],
    ]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('no notification when the user has not allowed them', () => {
    const shown: string[] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'denied';
        constructor(title: string) {
          shown.push(title);
        }
      },
    );
    const { emit } = setup({ notify: true });
    emit('snapshot', { pending: [] });
    emit('pending', { seq: 2, type: 'pending', ask: ask('b') });
    expect(shown).toEqual([]);
  });
});

describe('AskSession: MCP elicitations', () => {
  const form = {
    message: 'Set up billing',
    requestedSchema: {
      type: 'object',
      properties: { plan: { type: 'string', title: 'Plan', enum: ['pro', 'team'] } },
      required: ['plan'],
    },
  };
  const link = { mode: 'url', message: 'Sign in', elicitationId: 'e1', url: 'https://auth.example/login' };
  const elicit = (id: string, input: unknown) => ask(id, { kind: 'elicitation', serverName: 'Billing', input });

  it('shows a form with the elicitation component; Review then Send posts the answer', async () => {
    const { emit, fetch } = setup({ elicitation: ElicitationAsk });
    emit('snapshot', { pending: [elicit('m', form)] });
    expect(screen.getByRole('heading', { name: 'Billing asks' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    fetch.mockResolvedValueOnce(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/m/answer', { type: 'answered', answers: { q1: { selected: ['team'] } } }]]);
  });

  it('a failed send: the form says it was not sent, never "Sent to"; Try again delivers it', async () => {
    const { emit, fetch } = setup({ elicitation: ElicitationAsk });
    emit('snapshot', { pending: [elicit('m', form)] });
    await userEvent.click(screen.getByRole('radio', { name: 'team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    const status = () => document.querySelector('[data-slot="askq-elicitation"] [data-slot="askq-status"]')?.textContent;
    expect(status()).toBe('Not sent: Billing has not received your answer yet.');
    expect(document.body.textContent).not.toContain('Sent to Billing');
    fetch.mockResolvedValueOnce(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(bodies(fetch)).toHaveLength(2);
    expect(document.body.textContent).not.toContain('Not sent');
  });

  it('a failed send of the link card: it says not sent instead of "You declined."', async () => {
    const { emit, fetch } = setup({ elicitation: ElicitationAsk });
    emit('snapshot', { pending: [elicit('u', link)] });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByRole('alert');
    expect(document.querySelector('[data-slot="askq-elicitation-url"] [data-slot="askq-status"]')?.textContent).toBe(
      'Not sent: Billing has not received your answer yet.',
    );
  });

  it('Decline posts an explicit decline (MCP decline), the URL card too', async () => {
    const { emit, fetch } = setup({ elicitation: ElicitationAsk });
    emit('snapshot', { pending: [elicit('u', link)] });
    expect(screen.getByRole('heading', { name: 'Billing asks you to open a link' })).toBeTruthy();
    fetch.mockResolvedValueOnce(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/u/answer', { type: 'declined', reason: 'dismissed', explicit: true, answers: {} }]]);
  });

  it('without an elicitation component: says what waits, and Cancel answers it (MCP cancel)', async () => {
    const { emit, fetch } = setup();
    emit('snapshot', { pending: [elicit('m', form)] });
    expect(screen.getByRole('alert').textContent).toBe('Billing asks for input this page cannot show.');
    expect(screen.queryByRole('radio')).toBeNull();
    fetch.mockResolvedValueOnce(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/m/answer', { type: 'declined', reason: 'dismissed', answers: {} }]]);
  });

  it('params it cannot read show the reasons and Cancel, never a blank card', async () => {
    const { emit, fetch } = setup({ elicitation: ElicitationAsk });
    emit('snapshot', { pending: [elicit('x', { message: 'Broken', requestedSchema: { type: 'object', properties: { a: { type: 'object' } }, required: ['a'] } })] });
    expect(screen.getByRole('alert').textContent).toBe('Billing sent a request this page cannot show. Cancel it to let the server go on.');
    expect(document.querySelectorAll('[data-slot="askq-error"] li').length).toBeGreaterThan(0);
    fetch.mockResolvedValueOnce(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodies(fetch)).toEqual([['/api/askq/sessions/chat-1/asks/x/answer', { type: 'declined', reason: 'dismissed', answers: {} }]]);
  });

  it('a notification for an elicitation carries its message', () => {
    const shown: [string, NotificationOptions | undefined][] = [];
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          shown.push([title, options]);
        }
        close() {}
      },
    );
    const { emit } = setup({ elicitation: ElicitationAsk, notify: true });
    emit('snapshot', { pending: [] });
    emit('pending', { seq: 1, type: 'pending', ask: elicit('m', form) });
    expect(shown).toEqual([['A question is waiting for you', { tag: 'askq:m', body: 'Set up billing' }]]);
  });
});

describe('AskSession: drafts', () => {
  const form = {
    message: 'Set up billing',
    requestedSchema: { type: 'object', properties: { seats: { type: 'integer', title: 'Seats' } } },
  };
  const saved = () => Object.keys(sessionStorage).filter((key) => key.startsWith('askq:draft:')).sort();
  const drafts: AskSessionProps['drafts'] = (a) => draftPersistence({ key: `session:${a.id}` });
  afterEach(() => sessionStorage.clear());

  it('a reload keeps what was chosen and typed in the picker and the MCP form; without `drafts` nothing is kept', async () => {
    const first = setup({ drafts, elicitation: ElicitationAsk });
    first.emit('snapshot', { pending: [ask('a'), ask('m', { kind: 'elicitation', serverName: 'Billing', input: form })] });
    await userEvent.click(screen.getByRole('radio', { name: 'Yarn' }));
    expect(saved()).toEqual(['askq:draft:session:a']);
    // The reload: the page comes back, with the same asks waiting.
    first.unmount();
    const second = setup({ drafts, elicitation: ElicitationAsk });
    second.emit('snapshot', { pending: [ask('a'), ask('m', { kind: 'elicitation', serverName: 'Billing', input: form })] });
    expect(screen.getByRole('radio', { name: 'Yarn' }).getAttribute('aria-checked')).toBe('true');
    // The form's turn: the picker is answered, its draft goes, and the form keeps what is typed.
    second.fetch.mockResolvedValueOnce(ok(yarn));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Seats/ }), '12');
    expect(saved()).toEqual(['askq:draft:session:m']);
    second.unmount();
    const third = setup({ drafts, elicitation: ElicitationAsk });
    third.emit('snapshot', { pending: [ask('m', { kind: 'elicitation', serverName: 'Billing', input: form })] });
    expect((screen.getByRole('textbox', { name: /^Seats/ }) as HTMLInputElement).value).toBe('12');
    third.unmount();
    const without = setup({ elicitation: ElicitationAsk });
    without.emit('snapshot', { pending: [ask('m', { kind: 'elicitation', serverName: 'Billing', input: form })] });
    expect((screen.getByRole('textbox', { name: /^Seats/ }) as HTMLInputElement).value).toBe('');
  });

  it('a card answered in another tab, or withdrawn, takes its draft with it', async () => {
    const { emit } = setup({ drafts });
    emit('snapshot', { pending: [ask('a'), ask('b')] });
    await userEvent.click(screen.getByRole('radio', { name: 'Yarn' }));
    // Saved for `b` by an earlier page: it is withdrawn before it shows.
    sessionStorage.setItem('askq:draft:session:b', JSON.stringify({ drafts: {}, activeIndex: 0, phase: 'answering' }));
    expect(saved()).toEqual(['askq:draft:session:a', 'askq:draft:session:b']);
    emit('answered', { seq: 2, type: 'answered', id: 'a', sessionId: 'chat-1', outcome: yarn });
    emit('withdrawn', { seq: 3, type: 'withdrawn', id: 'b', sessionId: 'chat-1', reason: 'the agent stopped' });
    expect(saved()).toEqual([]);
  });
});
