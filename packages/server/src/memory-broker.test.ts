import { getEventListeners } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AskOutcome } from '@askq/core';
import { createMemoryBroker, type MemoryBrokerOptions } from './memory-broker.js';
import { DB_QUESTION } from './test/fixtures.js';
import { AskInputError, type Broker, type BrokerEvent, type RespondResult } from './types.js';

const INPUT = {
  questions: [
    DB_QUESTION,
    {
      question: 'Which features?',
      header: 'Features',
      options: [
        { label: 'Auth', description: 'Login' },
        { label: 'Search', description: 'Full text' },
        { label: 'Billing', description: 'Stripe' },
      ],
      multiSelect: true,
    },
  ],
};
const NUMBER_INPUT = { questions: [{ question: 'How many workers?', header: 'Workers', kind: 'number', min: 1, max: 8, step: 1 }] };
const DISMISSED: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
const PICK_SQLITE: AskOutcome = { type: 'answered', answers: { q1: { selected: ['SQLite'] } } };
const PICK_POSTGRES: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Postgres'] } } };

/** A broker with ids id-1, id-2, ... and a clock the test moves. */
function setup(options: MemoryBrokerOptions = {}) {
  let n = 0;
  const clock = { t: 1_000 };
  const broker = createMemoryBroker({ newId: () => `id-${++n}`, now: () => clock.t, ...options });
  return { broker, clock };
}

/** Every event of a session from now on. */
async function record(broker: Broker, sessionId: string, after?: number) {
  const events: BrokerEvent[] = [];
  const stop = await broker.subscribe(sessionId, (e) => events.push(e), after === undefined ? {} : { after });
  return { events, stop };
}

/** Whether a promise has settled once the pending microtasks ran (no timers: some tests fake them). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ask', () => {
  test('queues the request, emits pending with the input exactly as sent, and waits', async () => {
    const { broker } = setup({ parseOptions: { strict: 'claude-code' } });
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1', agentId: 'main', toolUseId: 'toolu_1' });
    const expected = {
      id: 'id-1',
      sessionId: 's1',
      agentId: 'main',
      toolUseId: 'toolu_1',
      input: INPUT,
      parseOptions: { strict: 'claude-code' },
      createdAt: 1_000,
    };
    expect(events).toEqual([{ seq: 1, type: 'pending', ask: expected }]);
    expect(await broker.pending('s1')).toEqual([expected]);
    expect(await broker.get('id-1')).toEqual(expected);
    expect((await broker.pending('s1'))[0]?.input).toBe(INPUT);
    expect(await settled(asked)).toBe(false);
  });

  test('rejects invalid input with AskInputError carrying the core issues; nothing is queued', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const error = await broker.ask({ questions: [] }, { sessionId: 's1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskInputError);
    expect((error as AskInputError).message).toBe('invalid AskUserQuestion input: questions must have 1-4 entries, got 0');
    expect((error as AskInputError).issues).toEqual([
      { code: 'no_questions', severity: 'error', path: ['questions'], message: 'questions must have 1-4 entries, got 0' },
    ]);
    expect(events).toEqual([]);
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('validates with the broker parse options (strict claude-code rejects a missing description)', async () => {
    const { broker } = setup({ parseOptions: { strict: 'claude-code' } });
    const input = { questions: [{ question: 'Q?', header: 'H', options: [{ label: 'a', description: 'x' }, { label: 'b' }] }] };
    await expect(broker.ask(input, { sessionId: 's1' })).rejects.toThrow(
      'invalid AskUserQuestion input: questions[0].options[1].description is missing; add one line on what choosing this option means (this host requires a description for every option)',
    );
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('rejects a bad context with a typed error', async () => {
    const { broker } = setup();
    await expect(broker.ask(INPUT, { sessionId: '' })).rejects.toThrow(new TypeError('ask: context.sessionId must be a non-empty string'));
    await expect(broker.ask(INPUT, { sessionId: 's', timeoutMs: -1 })).rejects.toThrow(
      new RangeError('ask: context.timeoutMs must be a number of milliseconds >= 0, got -1'),
    );
    await expect(broker.ask(INPUT, null as never)).rejects.toBeInstanceOf(TypeError);
    expect(await broker.pending('s')).toEqual([]);
  });

  test('rejects bad broker options', () => {
    expect(() => createMemoryBroker({ keepEvents: -1 })).toThrow(new RangeError('keepEvents must be an integer >= 0, got -1'));
    expect(() => createMemoryBroker({ answeredTtlMs: Number.NaN })).toThrow(RangeError);
  });

  test('several pending requests per session and per agent queue oldest first; each answer binds to its own id', async () => {
    const { broker, clock } = setup();
    const a = broker.ask(INPUT, { sessionId: 's1', agentId: 'main' });
    clock.t = 2_000;
    const b = broker.ask(INPUT, { sessionId: 's1', agentId: 'sub-1' });
    clock.t = 3_000;
    const c = broker.ask(INPUT, { sessionId: 's1', agentId: 'sub-1' });
    const d = broker.ask(INPUT, { sessionId: 's2', agentId: 'main' });
    expect((await broker.pending('s1')).map((p) => [p.id, p.agentId, p.createdAt])).toEqual([
      ['id-1', 'main', 1_000],
      ['id-2', 'sub-1', 2_000],
      ['id-3', 'sub-1', 3_000],
    ]);
    expect((await broker.pending('s2')).map((p) => p.id)).toEqual(['id-4']);
    expect(await broker.respond('id-2', PICK_SQLITE)).toEqual({ ok: true, outcome: PICK_SQLITE });
    expect(await b).toEqual(PICK_SQLITE);
    expect(await broker.respond('id-1', PICK_POSTGRES)).toEqual({ ok: true, outcome: PICK_POSTGRES });
    expect(await a).toEqual(PICK_POSTGRES);
    expect(await settled(c)).toBe(false);
    expect(await settled(d)).toBe(false);
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-3']);
    expect(await broker.get('id-2')).toBeUndefined();
  });

  test('an ask whose signal is already aborted resolves dismissed without queueing', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    expect(await broker.ask(INPUT, { sessionId: 's1', signal: AbortSignal.abort() })).toEqual(DISMISSED);
    expect(events).toEqual([]);
    expect(await broker.pending('s1')).toEqual([]);
  });
});

describe('respond', () => {
  test('resolves the ask and emits answered', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1' });
    const outcome: AskOutcome = { type: 'answered', answers: { q2: { selected: ['Auth', 'Billing'], other: 'Admin UI', notes: 'soon' } } };
    expect(await broker.respond('id-1', outcome)).toEqual({ ok: true, outcome });
    expect(await asked).toEqual(outcome);
    expect(events.map((e) => e.type)).toEqual(['pending', 'answered']);
    expect(events[1]).toEqual({ seq: 2, type: 'answered', id: 'id-1', sessionId: 's1', outcome });
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('is idempotent: a second answer is already_answered and the first outcome stays', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-1', PICK_SQLITE);
    expect(await broker.respond('id-1', PICK_POSTGRES)).toEqual({
      ok: false,
      reason: 'already_answered',
      message: 'request id-1 was already answered; the first answer stands',
    });
    expect(await broker.respond('id-1', PICK_SQLITE)).toMatchObject({ ok: false, reason: 'already_answered' });
    expect(await asked).toEqual(PICK_SQLITE);
    expect(events.filter((e) => e.type === 'answered')).toHaveLength(1);
  });

  test('an unknown id is unknown_id', async () => {
    const { broker } = setup();
    expect(await broker.respond('nope', PICK_SQLITE)).toEqual({ ok: false, reason: 'unknown_id', message: 'no request with id "nope"' });
    expect(await broker.respond(42 as never, PICK_SQLITE)).toEqual({ ok: false, reason: 'unknown_id', message: 'no request with id "42"' });
  });

  test('a withdrawn request is withdrawn', async () => {
    const { broker } = setup();
    const controller = new AbortController();
    const asked = broker.ask(INPUT, { sessionId: 's1', signal: controller.signal });
    controller.abort();
    expect(await asked).toEqual(DISMISSED);
    expect(await broker.respond('id-1', PICK_SQLITE)).toEqual({
      ok: false,
      reason: 'withdrawn',
      message: 'request id-1 was withdrawn before it was answered',
    });
  });

  test('with a sessionId, a request of another session is unknown_id, pending or settled', async () => {
    const { broker } = setup();
    const controller = new AbortController();
    const answered = broker.ask(INPUT, { sessionId: 's1' });
    const withdrawn = broker.ask(INPUT, { sessionId: 's1', signal: controller.signal });
    const unknown = (id: string) => ({ ok: false, reason: 'unknown_id', message: `no request with id "${id}"` });
    expect(await broker.respond('id-1', PICK_SQLITE, { sessionId: 's2' })).toEqual(unknown('id-1'));
    expect(await broker.respond('id-1', PICK_SQLITE, { sessionId: 's1' })).toMatchObject({ ok: true });
    controller.abort();
    await Promise.all([answered, withdrawn]);
    expect(await broker.respond('id-1', PICK_POSTGRES, { sessionId: 's2' })).toEqual(unknown('id-1'));
    expect(await broker.respond('id-2', PICK_POSTGRES, { sessionId: 's2' })).toEqual(unknown('id-2'));
    expect(await broker.respond('id-1', PICK_POSTGRES, { sessionId: 's1' })).toMatchObject({ ok: false, reason: 'already_answered' });
    expect(await broker.respond('id-2', PICK_POSTGRES, { sessionId: 's1' })).toMatchObject({ ok: false, reason: 'withdrawn' });
  });

  const invalid: [string, unknown, string][] = [
    ['not an object', 'SQLite', 'outcome must be an object like { type: \'answered\', answers: {} }, got "SQLite"'],
    ['an unknown type', { type: 'picked' }, 'outcome.type must be one of answered, timed_out, declined, replied, follow_up, got "picked"'],
    ['answers not a map', { type: 'answered', answers: 5 }, 'outcome.answers must be an object keyed by question id, got 5'],
    ['selected not labels', { type: 'answered', answers: { q1: { selected: 'SQLite' } } }, 'outcome.answers.q1.selected must be an array of option labels, got "SQLite"'],
    [
      'a label the question does not have',
      { type: 'answered', answers: { q1: { selected: ['MySQL'] } } },
      'answers.q1.selected: "MySQL" is not an option of question q1 ("Which database?"); its options are "Postgres", "SQLite"',
    ],
    [
      'a label of another question',
      { type: 'answered', answers: { q1: { selected: ['Auth'] } } },
      'answers.q1.selected: "Auth" is not an option of question q1 ("Which database?"); its options are "Postgres", "SQLite"',
    ],
    [
      'a key that is not a question id',
      { type: 'answered', answers: { 'Which database?': { selected: ['SQLite'] } } },
      'answers.Which database?: not a question of this request (its question ids are q1, q2)',
    ],
    [
      'two labels for a single-select question',
      { type: 'answered', answers: { q1: { selected: ['Postgres', 'SQLite'] } } },
      'answers.q1.selected: question q1 ("Which database?") takes one answer, got 2 labels',
    ],
    [
      'a label named twice in a multi-select answer',
      { type: 'answered', answers: { q2: { selected: ['Auth', 'Search', 'Auth'] } } },
      'answers.q2.selected: "Auth" is named twice (question q2 ("Which features?"))',
    ],
    [
      'an option and Other text for a single-select question',
      { type: 'answered', answers: { q1: { selected: ['SQLite'], other: 'DuckDB' } } },
      'answers.q1: question q1 ("Which database?") takes one answer, got both the option "SQLite" and Other text',
    ],
    [
      'a wrong label in a decline\'s answers',
      { type: 'declined', reason: 'chat_about_this', answers: { q2: { selected: ['Auth', 'Chat'] } } },
      'answers.q2.selected: "Chat" is not an option of question q2 ("Which features?"); its options are "Auth", "Search", "Billing"',
    ],
  ];
  test.each(invalid)('rejects %s as invalid_outcome with a message; the request stays pending', async (_name, outcome, message) => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1' });
    const result = await broker.respond('id-1', outcome);
    expect(result).toEqual({ ok: false, reason: 'invalid_outcome', message });
    expect(await settled(asked)).toBe(false);
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-1']);
    expect(events.map((e) => e.type)).toEqual(['pending']);
    expect(await broker.respond('id-1', PICK_SQLITE)).toEqual({ ok: true, outcome: PICK_SQLITE });
    expect(await asked).toEqual(PICK_SQLITE);
  });

  test('checks Other text against a question that offers none, and numbers against their range', async () => {
    const { broker } = setup({ parseOptions: { extended: true } });
    void broker.ask({ question: 'Deploy now?', options: ['yes', 'no'], custom: false }, { sessionId: 's1' });
    expect(await broker.respond('id-1', { type: 'answered', answers: { q1: { selected: [], other: 'later' } } })).toEqual({
      ok: false,
      reason: 'invalid_outcome',
      message: 'answers.q1.other: question q1 ("Deploy now?") does not offer an Other answer',
    });
    const workers = broker.ask(NUMBER_INPUT, { sessionId: 's1' });
    const bad: [unknown, string][] = [
      ['12', 'answers.q1.other: "12" is outside 1..8 in steps of 1 (question q1 ("How many workers?"))'],
      ['2.5', 'answers.q1.other: "2.5" is not on the steps of 1..8 in steps of 1 (question q1 ("How many workers?"))'],
      ['many', 'answers.q1.other: "many" is not a number (question q1 ("How many workers?"))'],
    ];
    for (const [other, message] of bad) {
      expect(await broker.respond('id-2', { type: 'answered', answers: { q1: { selected: [], other } } })).toEqual({ ok: false, reason: 'invalid_outcome', message });
    }
    expect(await broker.respond('id-2', { type: 'answered', answers: { q1: { selected: ['4'] } } })).toEqual({
      ok: false,
      reason: 'invalid_outcome',
      message: 'answers.q1.selected: question q1 ("How many workers?") has no options, got "4"',
    });
    const four: AskOutcome = { type: 'answered', answers: { q1: { selected: [], other: '4' } } };
    expect(await broker.respond('id-2', four)).toEqual({ ok: true, outcome: four });
    expect(await workers).toEqual(four);
  });

  test('resolves with the checked copy: blank texts absent, unknown decline reason dismissed, no extra keys', async () => {
    const { broker } = setup();
    const a = broker.ask(INPUT, { sessionId: 's1' });
    const b = broker.ask(INPUT, { sessionId: 's1' });
    const c = broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-1', { type: 'answered', answers: { q2: { selected: ['Search'], other: '  ', notes: '' } }, extra: 1 });
    expect(await a).toEqual({ type: 'answered', answers: { q2: { selected: ['Search'] } } });
    await broker.respond('id-2', { type: 'declined', reason: 'bored', message: ' ' });
    expect(await b).toEqual(DISMISSED);
    await broker.respond('id-3', { type: 'follow_up', response: 'Ask about hosting too' });
    expect(await c).toEqual({ type: 'follow_up', answers: {}, response: 'Ask about hosting too' });
  });

  test('accepts a decline, a reply and a timeout outcome as answers', async () => {
    const { broker } = setup();
    const outcomes: AskOutcome[] = [
      { type: 'declined', reason: 'chat_about_this', message: 'Why Postgres?', answers: { q1: { selected: ['Postgres'] } } },
      { type: 'replied', response: 'Use whatever you like' },
      { type: 'timed_out', timeoutMs: 60_000, answers: {} },
    ];
    for (const [i, outcome] of outcomes.entries()) {
      const asked = broker.ask(INPUT, { sessionId: 's1' });
      expect(await broker.respond(`id-${i + 1}`, outcome)).toEqual({ ok: true, outcome });
      expect(await asked).toEqual(outcome);
    }
  });
});

describe('re-ask by toolUseId', () => {
  test('an answered toolUseId resolves at once with that outcome and queues nothing', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const first = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    await broker.respond('id-1', PICK_SQLITE);
    expect(await first).toEqual(PICK_SQLITE);
    expect(await broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' })).toEqual(PICK_SQLITE);
    expect(events.map((e) => e.type)).toEqual(['pending', 'answered']);
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('a pending toolUseId joins the same request: one card, one answer for both', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const first = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    const again = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-1']);
    expect(events.filter((e) => e.type === 'pending')).toHaveLength(1);
    await broker.respond('id-1', PICK_POSTGRES);
    expect(await first).toEqual(PICK_POSTGRES);
    expect(await again).toEqual(PICK_POSTGRES);
  });

  test('a joined request stays while another ask still waits on it; it goes with the last one', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const c1 = new AbortController();
    const c2 = new AbortController();
    const first = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1', signal: c1.signal });
    const again = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1', signal: c2.signal });
    c1.abort();
    expect(await first).toEqual(DISMISSED);
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-1']);
    c2.abort();
    expect(await again).toEqual(DISMISSED);
    expect(events.map((e) => e.type)).toEqual(['pending', 'withdrawn']);
    expect(events[1]).toEqual({ seq: 2, type: 'withdrawn', id: 'id-1', sessionId: 's1', reason: 'aborted' });
  });

  test('a withdrawn toolUseId asks anew; a toolUseId is bound to its session', async () => {
    const { broker } = setup();
    const first = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    await broker.closeSession('s1');
    expect(await first).toEqual(DISMISSED);
    void broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-2']);
    await broker.respond('id-2', PICK_SQLITE);
    const other = broker.ask(INPUT, { sessionId: 's2', toolUseId: 'toolu_1' });
    expect(await settled(other)).toBe(false);
    expect((await broker.pending('s2')).map((p) => p.id)).toEqual(['id-3']);
  });

  test('answers are remembered for answeredTtlMs, then the id and the toolUseId are forgotten', async () => {
    const { broker, clock } = setup({ answeredTtlMs: 10_000 });
    const first = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    await broker.respond('id-1', PICK_SQLITE);
    await first;
    clock.t += 9_999;
    expect(await broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' })).toEqual(PICK_SQLITE);
    expect(await broker.respond('id-1', PICK_SQLITE)).toMatchObject({ reason: 'already_answered' });
    clock.t += 1;
    expect(await broker.respond('id-1', PICK_SQLITE)).toMatchObject({ reason: 'unknown_id' });
    const later = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_1' });
    expect(await settled(later)).toBe(false);
    expect((await broker.pending('s1')).map((p) => p.id)).toEqual(['id-2']);
  });
});

describe('withdrawal', () => {
  test('an aborted signal withdraws: dismissed decline, withdrawn event, listener and timer removed', async () => {
    vi.useFakeTimers();
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const controller = new AbortController();
    const asked = broker.ask(INPUT, { sessionId: 's1', signal: controller.signal, timeoutMs: 60_000 });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    expect(await asked).toEqual(DISMISSED);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(events[1]).toEqual({ seq: 2, type: 'withdrawn', id: 'id-1', sessionId: 's1', reason: 'aborted' });
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('an answer removes the abort listener and the timer', async () => {
    vi.useFakeTimers();
    const { broker } = setup();
    const controller = new AbortController();
    const asked = broker.ask(INPUT, { sessionId: 's1', signal: controller.signal, timeoutMs: 60_000 });
    await broker.respond('id-1', PICK_SQLITE);
    expect(await asked).toEqual(PICK_SQLITE);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
    expect(await broker.respond('id-1', PICK_POSTGRES)).toMatchObject({ reason: 'already_answered' });
  });

  test('timeoutMs withdraws after exactly that long with a dismissed decline', async () => {
    vi.useFakeTimers();
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1', timeoutMs: 5_000 });
    vi.advanceTimersByTime(4_999);
    expect(await settled(asked)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await asked).toEqual(DISMISSED);
    expect(events[1]).toEqual({ seq: 2, type: 'withdrawn', id: 'id-1', sessionId: 's1', reason: 'timed_out' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a timeout longer than setTimeout allows still waits that long', async () => {
    vi.useFakeTimers();
    const { broker } = setup();
    const days30 = 30 * 24 * 3_600_000;
    const asked = broker.ask(INPUT, { sessionId: 's1', timeoutMs: days30 });
    vi.advanceTimersByTime(days30 - 1);
    expect(await settled(asked)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await asked).toEqual(DISMISSED);
  });

  test('closeSession withdraws every pending request of that session only', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    const a = broker.ask(INPUT, { sessionId: 's1', agentId: 'main' });
    const b = broker.ask(INPUT, { sessionId: 's1', agentId: 'sub-1' });
    const c = broker.ask(INPUT, { sessionId: 's2' });
    await broker.closeSession('s1');
    expect(await a).toEqual(DISMISSED);
    expect(await b).toEqual(DISMISSED);
    expect(await settled(c)).toBe(false);
    expect(events.slice(2)).toEqual([
      { seq: 3, type: 'withdrawn', id: 'id-1', sessionId: 's1', reason: 'session_closed' },
      { seq: 4, type: 'withdrawn', id: 'id-2', sessionId: 's1', reason: 'session_closed' },
    ]);
    expect(await broker.pending('s1')).toEqual([]);
    expect((await broker.pending('s2')).map((p) => p.id)).toEqual(['id-3']);
    await broker.closeSession('never-seen');
  });
});

describe('subscribe', () => {
  test('seq grows by one per event of a session, independently per session', async () => {
    const { broker } = setup();
    const s1 = await record(broker, 's1');
    const s2 = await record(broker, 's2');
    void broker.ask(INPUT, { sessionId: 's1' });
    void broker.ask(INPUT, { sessionId: 's2' });
    void broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-3', PICK_SQLITE);
    await broker.closeSession('s1');
    expect(s1.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'answered'],
      [4, 'withdrawn'],
    ]);
    expect(s2.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending']]);
  });

  test('replays the kept events after Last-Event-ID, then delivers live ones; unsubscribe stops them', async () => {
    const { broker } = setup();
    void broker.ask(INPUT, { sessionId: 's1' });
    void broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-1', PICK_SQLITE);
    const late = await record(broker, 's1', 1);
    expect(late.events.map((e) => [e.seq, e.type])).toEqual([
      [2, 'pending'],
      [3, 'answered'],
    ]);
    void broker.ask(INPUT, { sessionId: 's1' });
    expect(late.events.map((e) => e.seq)).toEqual([2, 3, 4]);
    late.stop();
    await broker.respond('id-2', PICK_SQLITE);
    expect(late.events.map((e) => e.seq)).toEqual([2, 3, 4]);
    expect((await record(broker, 's1', 0)).events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await record(broker, 's1', 5)).events).toEqual([]);
    expect((await record(broker, 's1')).events).toEqual([]);
  });

  test('keeps only the last keepEvents events of a session', async () => {
    const { broker } = setup({ keepEvents: 2 });
    for (let i = 0; i < 3; i++) void broker.ask(INPUT, { sessionId: 's1' });
    expect((await record(broker, 's1', 0)).events.map((e) => e.seq)).toEqual([2, 3]);
    const none = setup({ keepEvents: 0 });
    void none.broker.ask(INPUT, { sessionId: 's1' });
    expect((await record(none.broker, 's1', 0)).events).toEqual([]);
  });

  test('an idle session is dropped after answeredTtlMs; its next log goes on after the old seq, so an old Last-Event-ID replays exactly the newer events', async () => {
    const { broker, clock } = setup({ answeredTtlMs: 10_000 });
    void broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-1', PICK_SQLITE);
    const before = await record(broker, 's1', 0);
    before.stop();
    expect(before.events.map((e) => e.seq)).toEqual([1, 2]);
    clock.t += 10_000;
    void broker.ask(INPUT, { sessionId: 's1' });
    void broker.ask(INPUT, { sessionId: 's1' });
    // Regression: the new log restarted at 1, so a client resuming from 2 missed its first two events.
    const seen = (after: number) => record(broker, 's1', after).then((r) => r.events.map((e) => [e.seq, e.type, e.type === 'pending' && e.ask.id]));
    expect(await seen(2)).toEqual([[3, 'pending', 'id-2'], [4, 'pending', 'id-3']]);
    expect(await seen(3)).toEqual([[4, 'pending', 'id-3']]);
    // A Last-Event-ID beyond the log (the process restarted since) replays all of it.
    expect((await seen(99)).map((e) => e[0])).toEqual([3, 4]);
  });

  test('a session with a subscriber is never dropped', async () => {
    const { broker, clock } = setup({ answeredTtlMs: 10_000 });
    const { events } = await record(broker, 's1');
    void broker.ask(INPUT, { sessionId: 's1' });
    await broker.respond('id-1', PICK_SQLITE);
    clock.t += 20_000;
    void broker.ask(INPUT, { sessionId: 's1' });
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  test('streams opened and left for session ids nobody asks in leave nothing behind (each was kept for answeredTtlMs)', async () => {
    // Measured on the heap after a full collection: nothing else can see a session record.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const used = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const { broker } = setup();
    const before = used();
    // Made-up ids of 50 kB each (any GET of /sessions/<id>/events subscribes): 50 MB had they been kept.
    for (let i = 0; i < 1000; i++) (await broker.subscribe(`${i}-${'x'.repeat(50_000)}`, () => undefined))();
    expect(used() - before).toBeLessThan(10_000_000);
  });

  test('a session that had events keeps its log and numbering when its last subscriber leaves; one that had none starts where any new one would', async () => {
    const { broker } = setup();
    const first = await record(broker, 's1');
    const other = await record(broker, 's1');
    void broker.ask(INPUT, { sessionId: 's1' });
    first.stop();
    other.stop();
    expect((await record(broker, 's1', 0)).events.map((e) => e.seq)).toEqual([1]);
    void broker.ask(INPUT, { sessionId: 's1' });
    expect((await record(broker, 's1', 1)).events.map((e) => e.seq)).toEqual([2]);
    // Nothing asked in s2 while it was watched: a later ask there numbers as in a new session.
    (await record(broker, 's2')).stop();
    const s2 = await record(broker, 's2');
    void broker.ask(INPUT, { sessionId: 's2' });
    expect(s2.events.map((e) => [e.seq, e.type])).toEqual([[1, 'pending']]);
  });

  test('a listener that throws breaks neither the broker nor other listeners', async () => {
    const { broker } = setup();
    await broker.subscribe('s1', () => {
      throw new Error('boom');
    });
    const { events } = await record(broker, 's1');
    const asked = broker.ask(INPUT, { sessionId: 's1' });
    expect(await broker.respond('id-1', PICK_SQLITE)).toMatchObject({ ok: true });
    expect(await asked).toEqual(PICK_SQLITE);
    expect(events.map((e) => e.type)).toEqual(['pending', 'answered']);
  });

  test('events and pending lists are copies: changing them changes nothing in the broker', async () => {
    const { broker } = setup();
    const { events } = await record(broker, 's1');
    void broker.ask(INPUT, { sessionId: 's1' });
    const [listed] = await broker.pending('s1');
    if (listed) listed.sessionId = 'hacked';
    expect(() => {
      (events[0] as { seq: number }).seq = 99;
    }).toThrow(TypeError);
    expect((await broker.get('id-1'))?.sessionId).toBe('s1');
    const again = broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_9' });
    await broker.respond('id-2', PICK_SQLITE);
    (await again).type = 'replied';
    expect(await broker.ask(INPUT, { sessionId: 's1', toolUseId: 'toolu_9' })).toEqual(PICK_SQLITE);
    expect(events[2]).toEqual({ seq: 3, type: 'answered', id: 'id-2', sessionId: 's1', outcome: PICK_SQLITE });
    expect((await record(broker, 's1', 0)).events[0]?.seq).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Random interleavings against a model.

type Cmd =
  | { k: 'ask'; session: number; tool: number | null; timeout: number | null }
  | { k: 'respond'; target: number; wrongId: boolean; valid: boolean; label: 'Postgres' | 'SQLite' }
  | { k: 'abort'; ask: number }
  | { k: 'timeout' }
  | { k: 'close'; session: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { arbitrary: fc.record({ k: fc.constant('ask' as const), session: fc.nat(1), tool: fc.option(fc.nat(2)), timeout: fc.option(fc.integer({ min: 1, max: 40 })) }), weight: 4 },
  {
    arbitrary: fc.record({
      k: fc.constant('respond' as const),
      target: fc.nat(20),
      wrongId: fc.boolean(),
      valid: fc.boolean(),
      label: fc.constantFrom('Postgres' as const, 'SQLite' as const),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ k: fc.constant('abort' as const), ask: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.constant({ k: 'timeout' as const }), weight: 2 },
  { arbitrary: fc.record({ k: fc.constant('close' as const), session: fc.nat(1) }), weight: 1 },
);

interface ModelEntry {
  session: string;
  toolKey?: string;
  state: 'pending' | 'answered' | 'withdrawn';
  waiters: number[];
  outcome?: AskOutcome;
}
interface ModelAsk {
  promise: Promise<AskOutcome>;
  controller: AbortController;
  deadline?: number;
  expected?: AskOutcome;
}

test('1,000 random interleavings: one outcome per ask, the first answer wins, a consistent event log', async () => {
  vi.useFakeTimers();
  await fc.assert(
    fc.asyncProperty(fc.array(cmd, { maxLength: 40 }), async (cmds) => {
      let n = 0;
      const broker = createMemoryBroker({ newId: () => `id-${++n}` });
      const sessions = ['s0', 's1'];
      const logs = new Map<string, BrokerEvent[]>(sessions.map((s) => [s, []]));
      for (const s of sessions) await broker.subscribe(s, (e) => logs.get(s)?.push(e));
      const entries = new Map<string, ModelEntry>();
      const pendingByTool = new Map<string, string>();
      const answeredByTool = new Map<string, AskOutcome>();
      const asks: ModelAsk[] = [];
      const responds: [Promise<RespondResult>, Partial<RespondResult>][] = [];

      const leave = (i: number) => {
        const a = asks[i];
        if (!a || a.expected) return;
        a.expected = DISMISSED;
        for (const e of entries.values()) {
          if (!e.waiters.includes(i)) continue;
          e.waiters = e.waiters.filter((w) => w !== i);
          if (e.waiters.length === 0 && e.state === 'pending') {
            e.state = 'withdrawn';
            if (e.toolKey) pendingByTool.delete(e.toolKey);
          }
        }
      };

      for (const c of cmds) {
        if (c.k === 'ask') {
          const session = sessions[c.session] as string;
          const toolKey = c.tool === null ? undefined : `${session}/${c.tool}`;
          const controller = new AbortController();
          const i = asks.length;
          const promise = broker.ask(INPUT, {
            sessionId: session,
            signal: controller.signal,
            ...(c.tool === null ? {} : { toolUseId: `toolu_${c.tool}` }),
            ...(c.timeout === null ? {} : { timeoutMs: c.timeout }),
          });
          const a: ModelAsk = { promise, controller };
          asks.push(a);
          const answered = toolKey && answeredByTool.get(toolKey);
          const joined = toolKey && pendingByTool.get(toolKey);
          if (answered) {
            a.expected = answered;
            continue;
          }
          if (joined) entries.get(joined)?.waiters.push(i);
          else {
            const id = `id-${entries.size + 1}`;
            entries.set(id, { session, state: 'pending', waiters: [i], ...(toolKey ? { toolKey } : {}) });
            if (toolKey) pendingByTool.set(toolKey, id);
          }
          if (c.timeout !== null) a.deadline = Date.now() + c.timeout;
        } else if (c.k === 'respond') {
          const ids = [...entries.keys()];
          const id = c.wrongId || ids.length === 0 ? `wrong-${c.target}` : (ids[c.target % ids.length] as string);
          const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: [c.valid ? c.label : 'MySQL'] } } };
          const e = entries.get(id);
          let expected: Partial<RespondResult>;
          if (!e) expected = { ok: false, reason: 'unknown_id' };
          else if (e.state === 'answered') expected = { ok: false, reason: 'already_answered' };
          else if (e.state === 'withdrawn') expected = { ok: false, reason: 'withdrawn' };
          else if (!c.valid) expected = { ok: false, reason: 'invalid_outcome' };
          else {
            expected = { ok: true, outcome };
            e.state = 'answered';
            e.outcome = outcome;
            for (const w of e.waiters) {
              const a = asks[w];
              if (a && !a.expected) a.expected = outcome;
            }
            e.waiters = [];
            if (e.toolKey) {
              pendingByTool.delete(e.toolKey);
              answeredByTool.set(e.toolKey, outcome);
            }
          }
          responds.push([broker.respond(id, outcome), expected]);
        } else if (c.k === 'abort') {
          if (asks.length === 0) continue;
          const i = c.ask % asks.length;
          asks[i]?.controller.abort();
          leave(i);
        } else if (c.k === 'timeout') {
          const waiting = asks.filter((a) => !a.expected && a.deadline !== undefined).map((a) => a.deadline as number);
          const to = waiting.length > 0 ? Math.min(...waiting) : Date.now() + 1;
          vi.advanceTimersByTime(to - Date.now());
          asks.forEach((a, i) => {
            if (!a.expected && a.deadline !== undefined && a.deadline <= to) leave(i);
          });
        } else {
          const session = sessions[c.session] as string;
          await broker.closeSession(session);
          for (const e of entries.values()) if (e.session === session && e.state === 'pending') for (const w of e.waiters) leave(w);
        }
      }
      for (const s of sessions) {
        await broker.closeSession(s);
        for (const e of entries.values()) if (e.session === s && e.state === 'pending') for (const w of e.waiters) leave(w);
      }

      // Every ask has exactly its model outcome: the first valid answer, or a dismissed decline.
      const outcomes = await Promise.all(asks.map((a) => a.promise));
      expect(outcomes).toEqual(asks.map((a) => a.expected));
      for (const [result, expected] of responds) expect(await result).toMatchObject(expected);
      // Nothing left behind: no timers, no abort listeners, nothing pending.
      expect(vi.getTimerCount()).toBe(0);
      for (const a of asks) expect(getEventListeners(a.controller.signal, 'abort')).toHaveLength(0);
      for (const s of sessions) expect(await broker.pending(s)).toEqual([]);
      // The log: seq 1, 2, 3, ...; per id one pending, then exactly one answered-or-withdrawn.
      for (const s of sessions) {
        const log = logs.get(s) ?? [];
        expect(log.map((e) => e.seq)).toEqual(log.map((_, k) => k + 1));
        const byId = new Map<string, BrokerEvent[]>();
        for (const e of log) {
          const id = e.type === 'pending' ? e.ask.id : e.id;
          byId.set(id, [...(byId.get(id) ?? []), e]);
        }
        for (const [id, events] of byId) {
          const model = entries.get(id);
          expect(model?.session).toBe(s);
          expect(events.map((e) => e.type)).toEqual(['pending', model?.state]);
          const last = events[1];
          if (last?.type === 'answered') expect(last.outcome).toEqual(model?.outcome);
        }
        expect(byId.size).toBe([...entries.values()].filter((e) => e.session === s).length);
      }
    }),
    { numRuns: 1_000 },
  );
});
