import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { AskOutcome } from '@askq/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAskHandler, type AskHandlerOptions, type AskSnapshot } from './http.js';
import { createMemoryBroker } from './memory-broker.js';
import { toNodeListener } from './node.js';
import { BrokerUnavailableError, type Broker, type BrokerEvent } from './types.js';

// The two example questions of reference document 004 (Spring AI AskUserQuestionTool).
const LIBRARY = 'Which library should we use for date formatting?';
const FEATURES = 'Which features do you want to enable?';
const SEED_004 = {
  questions: [
    {
      question: LIBRARY,
      header: 'Library',
      options: [
        { label: 'Moment.js', description: 'Popular but large library' },
        { label: 'Day.js', description: 'Lightweight Moment.js alternative' },
        { label: 'date-fns', description: 'Modular and tree-shakeable' },
      ],
      multiSelect: false,
    },
    {
      question: FEATURES,
      header: 'Features',
      options: [
        { label: 'Authentication', description: 'User login and registration' },
        { label: 'Database', description: 'PostgreSQL integration' },
        { label: 'Caching', description: 'Redis caching layer' },
      ],
      multiSelect: true,
    },
  ],
};
// Reference document 002's example (agentrail): one question, custom answers off.
const SEED_002 = { question: 'Which testing framework should I use?', options: ['Vitest (Recommended)', 'Jest', 'Mocha'], custom: false };

const NOW = 1_767_000_000_000;

interface Setup extends AskHandlerOptions {
  url: string;
  broker: Broker;
  /** Subscriptions the handler holds open right now. */
  active: () => number;
  /** Connections the server holds open right now. */
  connections: () => Promise<number>;
  ask: (input: unknown, sessionId?: string, signal?: AbortSignal) => Tracked;
}

interface Tracked {
  promise: Promise<AskOutcome>;
  settled: () => boolean;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A memory broker (ids ask-1, ask-2, ...) that counts the subscriptions held open on it. */
function countingBroker() {
  let n = 0;
  const memory = createMemoryBroker({ now: () => NOW, newId: () => `ask-${++n}` });
  let active = 0;
  const broker: Broker = {
    ...memory,
    subscribe: async (sessionId, listener, opts) => {
      const unsubscribe = await memory.subscribe(sessionId, listener, opts);
      active++;
      let done = false;
      return () => {
        if (!done) active--;
        done = true;
        unsubscribe();
      };
    },
  };
  return { memory, broker, active: () => active };
}

/** A memory broker (counting the handler's subscriptions) behind the handler, on 127.0.0.1 port 0. */
async function setup(options: Partial<AskHandlerOptions> = {}): Promise<Setup> {
  const { memory, broker, active } = countingBroker();
  const server = createServer(toNodeListener(createAskHandler({ broker, ...options })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const ask = (input: unknown, sessionId = 's1', signal?: AbortSignal): Tracked => {
    let settled = false;
    const promise = memory.ask(input, signal ? { sessionId, signal } : { sessionId });
    void promise.then(() => (settled = true));
    return { promise, settled: () => settled };
  };
  const connections = () => new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  return { broker, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, active, connections, ask, ...options };
}

async function post(url: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** An ask nobody answers: asked and withdrawn in each session after a check, as a marker on its event channel. */
const SENTINEL = { question: 'Sentinel?', options: ['yes', 'no'] };

/**
 * Runs `fn` and checks the broker afterwards: same pending list, no event, no `ask` settled. Then a
 * sentinel ask is asked and withdrawn in each session: any event `fn` caused comes before the
 * sentinel's on the same channel, so once the sentinel's events are seen, nothing else may be.
 */
async function expectNoChange(s: Setup, waiting: Tracked[], fn: () => Promise<void>, sessions = ['s1', 's2']): Promise<void> {
  const before = await Promise.all(sessions.map((id) => s.broker.pending(id)));
  const seen: BrokerEvent[] = [];
  const unsubscribe = await Promise.all(sessions.map((id) => s.broker.subscribe(id, (event) => seen.push(event))));
  await fn();
  const sentinels = sessions.map((id) => {
    const abort = new AbortController();
    return { abort, tracked: s.ask(SENTINEL, id, abort.signal) };
  });
  const isSentinel = (e: BrokerEvent) => e.type === 'pending' && JSON.stringify(e.ask.input) === JSON.stringify(SENTINEL);
  const sentinelIds = () => seen.flatMap((e) => (e.type === 'pending' && isSentinel(e) ? [e.ask.id] : []));
  await vi.waitFor(() => expect(sentinelIds()).toHaveLength(sessions.length));
  for (const { abort, tracked } of sentinels) {
    abort.abort();
    await tracked.promise;
  }
  const ids = sentinelIds();
  await vi.waitFor(() => expect(seen.filter((e) => e.type === 'withdrawn' && ids.includes(e.id))).toHaveLength(sessions.length));
  unsubscribe.forEach((u) => u());
  expect(seen.filter((e) => !(e.type === 'pending' ? ids.includes(e.ask.id) : ids.includes(e.id)))).toEqual([]);
  expect(await Promise.all(sessions.map((id) => s.broker.pending(id)))).toEqual(before);
  expect(waiting.map((w) => w.settled())).toEqual(waiting.map(() => false));
}

const error = (code: string, message: string) => ({ error: { code, message } });

describe('POST answer: each body form', () => {
  test('an askq outcome is passed on as it is', async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const outcome = { type: 'answered', answers: { q1: { selected: ['Day.js'] }, q2: { selected: ['Authentication', 'Caching'], other: 'Search' } } };
    expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, outcome)).toMatchObject({ status: 200, body: { ok: true, outcome } });
    expect(await a.promise).toEqual(outcome);
  });

  test("Claude's updatedInput (answers keyed by question text, annotations) is read back", async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const updatedInput = {
      ...SEED_004,
      answers: { [LIBRARY]: 'date-fns', [FEATURES]: 'Authentication, Database' },
      annotations: { [LIBRARY]: { notes: 'tree-shaking matters' } },
    };
    const expected = {
      type: 'answered',
      answers: { q1: { selected: ['date-fns'], notes: 'tree-shaking matters' }, q2: { selected: ['Authentication', 'Database'] } },
    };
    expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, updatedInput)).toEqual({
      status: 200,
      headers: expect.anything(),
      body: { ok: true, outcome: expected },
    });
    expect(await a.promise).toEqual(expected);
  });

  test("Claude's updatedInput with a response and no answers is a reply", async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { answers: {}, response: 'Whatever is smallest' });
    expect(res.body).toEqual({ ok: true, outcome: { type: 'replied', response: 'Whatever is smallest' } });
    expect(await a.promise).toEqual({ type: 'replied', response: 'Whatever is smallest' });
  });

  test('an answer map (reference 004: question text -> answer, multi-select comma-separated, free text)', async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Luxon', [FEATURES]: 'Authentication, Database' });
    const expected = { type: 'answered', answers: { q1: { selected: [], other: 'Luxon' }, q2: { selected: ['Authentication', 'Database'] } } };
    expect(res).toMatchObject({ status: 200, body: { ok: true, outcome: expected } });
    expect(await a.promise).toEqual(expected);
  });

  test('an answer map wins over the other forms when every key is a question text', async () => {
    const s = await setup();
    const input = { questions: [{ question: 'answers', header: 'Odd', options: [{ label: 'Yes', description: 'y' }, { label: 'No', description: 'n' }] }] };
    const a = s.ask(input);
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { answers: 'Yes' });
    expect(res.body).toEqual({ ok: true, outcome: { type: 'answered', answers: { q1: { selected: ['Yes'] } } } });
    expect(await a.promise).toEqual({ type: 'answered', answers: { q1: { selected: ['Yes'] } } });
  });

  test("reference 002's { kind: 'question', answer } answers a one-question request", async () => {
    const s = await setup();
    const a = s.ask(SEED_002);
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { kind: 'question', answer: 'Jest' });
    expect(res).toMatchObject({ status: 200, body: { ok: true, outcome: { type: 'answered', answers: { q1: { selected: ['Jest'] } } } } });
    expect(await a.promise).toEqual({ type: 'answered', answers: { q1: { selected: ['Jest'] } } });
  });

  test("reference 002's answer as an array for multiple: true", async () => {
    const s = await setup();
    const a = s.ask({ ...SEED_002, multiple: true });
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { kind: 'question', answer: ['Mocha', 'Jest'] });
    // In the order the user picked them.
    expect(res.body).toEqual({ ok: true, outcome: { type: 'answered', answers: { q1: { selected: ['Mocha', 'Jest'] } } } });
    expect(await a.promise).toEqual({ type: 'answered', answers: { q1: { selected: ['Mocha', 'Jest'] } } });
  });

  test('POST decline with a reason and message, and with no body (dismissed)', async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const b = s.ask(SEED_004);
    const res = await post(`${s.url}/sessions/s1/asks/ask-1/decline`, { reason: 'chat_about_this', message: 'Can we talk about Moment.js first?' });
    const declined = { type: 'declined', reason: 'chat_about_this', message: 'Can we talk about Moment.js first?', answers: {} };
    expect(res).toMatchObject({ status: 200, body: { ok: true, outcome: declined } });
    expect(await a.promise).toEqual(declined);
    const empty = await fetch(`${s.url}/sessions/s1/asks/ask-2/decline`, { method: 'POST' });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ ok: true, outcome: { type: 'declined', reason: 'dismissed', answers: {} } });
    expect(await b.promise).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
  });

  test('a body of exactly maxBodyBytes is read', async () => {
    const s = await setup({ maxBodyBytes: 100 });
    const a = s.ask(SEED_002);
    const body = JSON.stringify({ kind: 'question', answer: 'Jest' });
    const padded = body.slice(0, -1) + ' '.repeat(100 - body.length) + '}';
    expect(padded.length).toBe(100);
    expect((await post(`${s.url}/sessions/s1/asks/ask-1/answer`, padded)).status).toBe(200);
    expect(await a.promise).toEqual({ type: 'answered', answers: { q1: { selected: ['Jest'] } } });
  });
});

// Strict reading of the body forms other than an askq outcome: nothing the user sent is dropped.
const DB = 'Which database?';
const FEAT = 'Which features ship first?';
const DB_QUESTION = {
  question: DB,
  header: 'Database',
  options: [
    { label: 'SQLite', description: 'One file' },
    { label: 'Postgres', description: 'A server' },
  ],
  multiSelect: false,
};
const FEAT_QUESTION = {
  question: FEAT,
  header: 'Features',
  options: [
    { label: 'Auth', description: 'Sign-in' },
    { label: 'Search', description: 'Full text' },
    { label: 'Billing, invoices', description: 'A label holding ", "' },
  ],
  multiSelect: true,
};
const TWO = { questions: [DB_QUESTION, FEAT_QUESTION] };
const ONLY_DB = { questions: [DB_QUESTION] };
const ONLY_FEAT = { questions: [FEAT_QUESTION] };

interface Refused {
  name: string;
  input: unknown;
  body: unknown;
  status: 400 | 422;
  code: string;
  /** The whole message, or a part of it. */
  message: string;
  /** A body that answers the same ask afterwards, and the outcome the agent must get. */
  fix: unknown;
  outcome: AskOutcome;
}

const SQLITE: AskOutcome = { type: 'answered', answers: { q1: { selected: ['SQLite'] } } };
const POSTGRES: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Postgres'] } } };
const ONE_ANSWER = (got: string) => `question q1 (${JSON.stringify(DB)}) takes one answer, got ${got}`;
const EMPTY = `the answer to ${JSON.stringify(DB)}: the answer is empty (leave the question out to leave it unanswered)`;

const REFUSED: Refused[] = [
  // 3. a bare answer map
  {
    name: 'map: two labels for a single-select',
    input: ONLY_DB, body: { [DB]: ['SQLite', 'Postgres'] },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('2 labels'),
    fix: { [DB]: 'Postgres' }, outcome: POSTGRES,
  },
  {
    name: 'map: a label and Other text for a single-select',
    input: ONLY_DB, body: { [DB]: ['SQLite', 'DuckDB'] },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('both the option "SQLite" and Other text'),
    fix: { [DB]: ['DuckDB'] }, outcome: { type: 'answered', answers: { q1: { selected: [], other: 'DuckDB' } } },
  },
  {
    name: 'map: two Other texts for a single-select',
    input: ONLY_DB, body: { [DB]: ['DuckDB', 'MySQL'] },
    status: 422, code: 'invalid_answer', message: `the answer to ${JSON.stringify(DB)}: the question takes one answer, got 2: "DuckDB", "MySQL"`,
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'map: an unknown question next to a known one',
    input: TWO, body: { [DB]: 'SQLite', 'Which ORM?': 'Prisma' },
    status: 422, code: 'unknown_question', message: 'the request has no question "Which ORM?"',
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'map: an empty string',
    input: TWO, body: { [DB]: '', [FEAT]: 'Auth' },
    status: 422, code: 'invalid_answer', message: EMPTY,
    fix: { [FEAT]: 'Auth' }, outcome: { type: 'answered', answers: { q2: { selected: ['Auth'] } } },
  },
  {
    name: 'map: a blank string',
    input: ONLY_DB, body: { [DB]: '  ' },
    status: 422, code: 'invalid_answer', message: EMPTY,
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'map: an empty array',
    input: ONLY_DB, body: { [DB]: [] },
    status: 422, code: 'invalid_answer', message: EMPTY,
    fix: { [DB]: ['SQLite'] }, outcome: SQLITE,
  },
  {
    name: 'map: (notes only) with no notes',
    input: ONLY_DB, body: { [DB]: '(notes only)' },
    status: 422, code: 'invalid_answer', message: '"(notes only)" stands for notes without an answer, but there are no notes',
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'map: a multi-select label named twice',
    input: ONLY_FEAT, body: { [FEAT]: 'Auth, Search, Auth' },
    status: 422, code: 'invalid_answer', message: 'the option "Auth" is named twice',
    fix: { [FEAT]: 'Search, Auth' }, outcome: { type: 'answered', answers: { q1: { selected: ['Search', 'Auth'] } } },
  },
  {
    name: 'map: an empty item in a multi-select list',
    input: ONLY_FEAT, body: { [FEAT]: 'Auth, ' },
    status: 422, code: 'invalid_answer', message: 'an empty item in "Auth, "',
    fix: { [FEAT]: 'Auth' }, outcome: { type: 'answered', answers: { q1: { selected: ['Auth'] } } },
  },
  {
    name: 'map: two Other texts in a multi-select array',
    input: ONLY_FEAT, body: { [FEAT]: ['Auth', 'Dark mode', 'Export'] },
    status: 422, code: 'invalid_answer', message: '"Dark mode", "Export" are not options of the question, and it takes one Other text',
    fix: { [FEAT]: ['Auth', 'Dark mode, Export'] }, outcome: { type: 'answered', answers: { q1: { selected: ['Auth'], other: 'Dark mode, Export' } } },
  },
  {
    name: 'map: Other texts on both sides of a label in a multi-select list',
    input: ONLY_FEAT, body: { [FEAT]: 'Dark mode, Auth, Export' },
    status: 422, code: 'invalid_answer', message: '"Dark mode", "Export" are not options of the question, and it takes one Other text',
    fix: { [FEAT]: 'Auth, "Dark mode, Export"' }, outcome: { type: 'answered', answers: { q1: { selected: ['Auth'], other: 'Dark mode, Export' } } },
  },
  {
    name: 'map: a label the question does not have, with no Other answer offered',
    input: { question: DB, options: ['SQLite', 'Postgres'], custom: false }, body: { [DB]: 'DuckDB' },
    status: 422, code: 'invalid_outcome', message: 'does not offer an Other answer',
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  // 2. Claude's updatedInput
  {
    name: 'updatedInput: two labels for a single-select',
    input: TWO, body: { ...TWO, answers: { [DB]: ['SQLite', 'Postgres'] } },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('2 labels'),
    fix: { ...TWO, answers: { [DB]: 'SQLite' } }, outcome: SQLITE,
  },
  {
    name: 'updatedInput: a label and Other text for a single-select',
    input: TWO, body: { answers: { [DB]: ['SQLite', 'DuckDB'] } },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('both the option "SQLite" and Other text'),
    fix: { answers: { [DB]: 'SQLite' } }, outcome: SQLITE,
  },
  {
    name: 'updatedInput: an unknown question',
    input: TWO, body: { answers: { 'Which ORM?': 'Prisma' } },
    status: 422, code: 'unknown_question', message: 'the request has no question "Which ORM?"',
    fix: { answers: { [DB]: 'Postgres' } }, outcome: POSTGRES,
  },
  {
    name: 'updatedInput: notes for an unknown question',
    input: TWO, body: { answers: { [DB]: 'SQLite' }, annotations: { 'Which ORM?': { notes: 'none' } } },
    status: 422, code: 'unknown_question', message: 'the request has no question "Which ORM?"',
    fix: { answers: { [DB]: 'SQLite' }, annotations: { [DB]: { notes: 'small' } } }, outcome: { type: 'answered', answers: { q1: { selected: ['SQLite'], notes: 'small' } } },
  },
  {
    name: 'updatedInput: an empty answer',
    input: TWO, body: { answers: { [DB]: '' } },
    status: 422, code: 'invalid_answer', message: EMPTY,
    fix: { answers: { [DB]: 'SQLite' } }, outcome: SQLITE,
  },
  {
    name: 'updatedInput: no answer at all',
    input: TWO, body: { answers: {} },
    status: 422, code: 'invalid_answer', message: 'the answer answers no question: answer at least one, or decline the request to leave them all unanswered',
    fix: { answers: { [DB]: 'SQLite' } }, outcome: SQLITE,
  },
  {
    name: 'updatedInput: only a blank response',
    input: TWO, body: { answers: {}, response: '   ' },
    status: 422, code: 'invalid_answer', message: 'the answer answers no question',
    fix: { answers: {}, response: 'Any is fine' }, outcome: { type: 'replied', response: 'Any is fine' },
  },
  {
    name: 'updatedInput: a response next to answers',
    input: TWO, body: { answers: { [DB]: 'SQLite' }, response: 'and make it fast' },
    status: 422, code: 'invalid_answer', message: 'a response replaces the answers',
    fix: { answers: { [DB]: 'SQLite' }, response: 'and make it fast', followUp: true }, outcome: { type: 'follow_up', answers: { q1: { selected: ['SQLite'] } }, response: 'and make it fast' },
  },
  {
    name: 'updatedInput: a timeout with a follow-up request',
    input: TWO, body: { answers: { [DB]: 'SQLite' }, afkTimeoutMs: 60000, followUp: true },
    status: 422, code: 'invalid_answer', message: 'afkTimeoutMs reports that nobody answered: it cannot go with followUp or a response',
    fix: { answers: { [DB]: 'SQLite' }, afkTimeoutMs: 60000 }, outcome: { type: 'timed_out', timeoutMs: 60000, answers: { q1: { selected: ['SQLite'] } } },
  },
  {
    name: 'updatedInput: an answer marked unanswered',
    input: TWO, body: { answers: { [DB]: 'SQLite' }, annotations: { [DB]: { unanswered: 'skipped' } } },
    status: 422, code: 'invalid_answer', message: 'marked unanswered, but the question has an answer or notes',
    fix: { answers: { [FEAT]: 'Auth' }, annotations: { [DB]: { unanswered: 'skipped' } } }, outcome: { type: 'answered', answers: { q2: { selected: ['Auth'] } } },
  },
  {
    name: 'updatedInput: (notes only) with no notes',
    input: TWO, body: { answers: { [DB]: '(notes only)' } },
    status: 422, code: 'invalid_answer', message: '"(notes only)" stands for notes without an answer, but there are no notes',
    fix: { answers: { [DB]: '(notes only)' }, annotations: { [DB]: { notes: 'ask ops first' } } }, outcome: { type: 'answered', answers: { q1: { selected: [], notes: 'ask ops first' } } },
  },
  {
    name: 'updatedInput: a key that is neither an answer field nor an echo of the input',
    input: TWO, body: { answers: { [DB]: 'SQLite' }, answer: 'Postgres' },
    status: 400, code: 'invalid_body', message: `Claude's updatedInput has no field "answer"`,
    fix: { answers: { [DB]: 'Postgres' }, title: 'echoed' }, outcome: POSTGRES,
  },
  {
    name: 'updatedInput: an answer that is not a string',
    input: TWO, body: { answers: { [DB]: 2 } },
    status: 400, code: 'invalid_body', message: `the answer to ${JSON.stringify(DB)} must be a string or an array of strings`,
    fix: { answers: { [DB]: 'SQLite' } }, outcome: SQLITE,
  },
  // 4. { kind: 'question', answer }
  {
    name: "kind: two labels for a single-select (the user's first pick is not the option order's)",
    input: ONLY_DB, body: { kind: 'question', answer: ['Postgres', 'SQLite'] },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('2 labels'),
    fix: { kind: 'question', answer: 'Postgres' }, outcome: POSTGRES,
  },
  {
    name: 'kind: a label and Other text for a single-select',
    input: ONLY_DB, body: { kind: 'question', answer: ['SQLite', 'DuckDB'] },
    status: 422, code: 'invalid_outcome', message: ONE_ANSWER('both the option "SQLite" and Other text'),
    fix: { kind: 'question', answer: 'DuckDB' }, outcome: { type: 'answered', answers: { q1: { selected: [], other: 'DuckDB' } } },
  },
  {
    name: 'kind: an empty answer',
    input: ONLY_DB, body: { kind: 'question', answer: '' },
    status: 422, code: 'invalid_answer', message: EMPTY,
    fix: { kind: 'question', answer: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'kind: an empty array',
    input: ONLY_FEAT, body: { kind: 'question', answer: [] },
    status: 422, code: 'invalid_answer', message: 'the answer is empty',
    fix: { kind: 'question', answer: ['Search', 'Billing, invoices'] }, outcome: { type: 'answered', answers: { q1: { selected: ['Search', 'Billing, invoices'] } } },
  },
  {
    name: 'kind: a request with two questions',
    input: TWO, body: { kind: 'question', answer: 'SQLite' },
    status: 422, code: 'not_one_question', message: "a { kind: 'question' } answer needs a one-question request; this one has 2",
    fix: { [DB]: 'SQLite' }, outcome: SQLITE,
  },
  {
    name: 'kind: a field other than kind and answer',
    input: ONLY_DB, body: { kind: 'question', answer: 'SQLite', notes: 'small' },
    status: 400, code: 'invalid_body', message: `a { kind: 'question' } answer has no field "notes" (its fields are kind, answer)`,
    fix: { kind: 'question', answer: 'SQLite' }, outcome: SQLITE,
  },
];

describe('POST answer: every body form is checked strictly, and a refused answer can be corrected', () => {
  test.each(REFUSED)('$name', async (c) => {
    const s = await setup();
    const a = s.ask(c.input);
    const url = `${s.url}/sessions/s1/asks/ask-1/answer`;
    const refused = await post(url, c.body);
    expect(refused).toMatchObject({ status: c.status, body: { error: { code: c.code, message: expect.stringContaining(c.message) } } });
    expect(a.settled()).toBe(false);
    expect(await s.broker.pending('s1')).toMatchObject([{ id: 'ask-1' }]);
    expect(await post(url, c.fix)).toMatchObject({ status: 200, body: { ok: true, outcome: c.outcome } });
    expect(await a.promise).toStrictEqual(c.outcome);
  });
});

interface Accepted {
  name: string;
  input: unknown;
  body: unknown;
  outcome: AskOutcome;
}

const ACCEPTED: Accepted[] = [
  {
    name: 'single-select: a string that is no label is Other text, verbatim (even with ", ")',
    input: ONLY_DB, body: { [DB]: 'SQLite, Postgres' },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: 'SQLite, Postgres' } } },
  },
  {
    name: 'single-select: a quoted label is Other text (single-select never quotes)',
    input: ONLY_DB, body: { answers: { [DB]: '"SQLite"' } },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: '"SQLite"' } } },
  },
  {
    name: 'multi-select: labels in the order the user picked them',
    input: ONLY_FEAT, body: { [FEAT]: 'Search, Auth' },
    outcome: { type: 'answered', answers: { q1: { selected: ['Search', 'Auth'] } } },
  },
  {
    name: 'multi-select: an array keeps its order',
    input: ONLY_FEAT, body: { kind: 'question', answer: ['Search', 'Auth'] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Search', 'Auth'] } } },
  },
  {
    name: 'multi-select: a label holding ", " written as a JSON string literal',
    input: ONLY_FEAT, body: { answers: { [FEAT]: '"Billing, invoices", Auth' } },
    outcome: { type: 'answered', answers: { q1: { selected: ['Billing, invoices', 'Auth'] } } },
  },
  {
    name: 'multi-select: a label holding ", " written raw (a host that never quotes)',
    input: ONLY_FEAT, body: { answers: { [FEAT]: 'Auth, Billing, invoices' } },
    outcome: { type: 'answered', answers: { q1: { selected: ['Auth', 'Billing, invoices'] } } },
  },
  {
    name: 'multi-select: labels and quoted Other text',
    input: ONLY_FEAT, body: { answers: { [FEAT]: 'Auth, "Dark mode, Export"' } },
    outcome: { type: 'answered', answers: { q1: { selected: ['Auth'], other: 'Dark mode, Export' } } },
  },
  {
    name: 'multi-select: labels and raw Other text holding ", "',
    input: ONLY_FEAT, body: { [FEAT]: 'Auth, Dark mode, Export' },
    outcome: { type: 'answered', answers: { q1: { selected: ['Auth'], other: 'Dark mode, Export' } } },
  },
  {
    name: 'multi-select: an array of labels and one Other text',
    input: ONLY_FEAT, body: { [FEAT]: ['Search', 'Auth', 'Dark mode'] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Search', 'Auth'], other: 'Dark mode' } } },
  },
  {
    name: 'multi-select: only Other text',
    input: ONLY_FEAT, body: { kind: 'question', answer: 'Dark mode' },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: 'Dark mode' } } },
  },
  {
    name: 'updatedInput: notes without an answer key are a notes-only answer',
    input: TWO, body: { answers: { [FEAT]: 'Auth' }, annotations: { [DB]: { notes: 'whatever ops runs' } } },
    outcome: { type: 'answered', answers: { q1: { selected: [], notes: 'whatever ops runs' }, q2: { selected: ['Auth'] } } },
  },
  {
    name: 'updatedInput: a follow-up request with no answers',
    input: TWO, body: { ...TWO, answers: {}, followUp: true },
    outcome: { type: 'follow_up', answers: {} },
  },
];

describe('POST answer: what the strict reading accepts, exactly', () => {
  test.each(ACCEPTED)('$name', async (c) => {
    const s = await setup();
    const a = s.ask(c.input);
    expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, c.body)).toMatchObject({ status: 200, body: { ok: true, outcome: c.outcome } });
    expect(await a.promise).toStrictEqual(c.outcome);
  });
});

describe('GET pending', () => {
  test('the JSON list of the session, oldest first', async () => {
    const s = await setup();
    s.ask(SEED_004);
    s.ask(SEED_002, 's2');
    s.ask(SEED_002);
    const res = await get(`${s.url}/sessions/s1/pending`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 'ask-1', sessionId: 's1', input: SEED_004, createdAt: NOW },
      { id: 'ask-3', sessionId: 's1', input: SEED_002, createdAt: NOW },
    ]);
    expect((await get(`${s.url}/sessions/nobody/pending`)).body).toEqual([]);
  });

  test('basePath mounts the routes', async () => {
    const s = await setup({ basePath: '/api/askq/' });
    s.ask(SEED_002);
    expect((await get(`${s.url}/api/askq/sessions/s1/pending`)).body).toMatchObject([{ id: 'ask-1' }]);
    expect(await get(`${s.url}/sessions/s1/pending`)).toMatchObject({ status: 404, body: error('not_found', 'no route GET /sessions/s1/pending') });
  });
});

describe('every error status changes nothing', () => {
  test('400: malformed JSON, wrong shapes, invalid UTF-8', async () => {
    const s = await setup();
    const waiting = [s.ask(SEED_004), s.ask(SEED_002)];
    const answer = `${s.url}/sessions/s1/asks/ask-1/answer`;
    const forms =
      "an askq outcome { type }, Claude's updatedInput { answers }, an answer map { \"<question>\": \"<answer>\" } or { kind: 'question', answer }";
    await expectNoChange(s, waiting, async () => {
      expect(await post(answer, '{"type": "answered",')).toMatchObject({ status: 400, body: error('malformed_json', 'the body is not valid JSON') });
      expect(await post(answer, '[1, 2]')).toMatchObject({ status: 400, body: error('invalid_body', `the answer must be a JSON object: ${forms}`) });
      expect(await post(answer, '{}')).toMatchObject({ status: 400, body: error('invalid_body', `the answer is empty: send ${forms}`) });
      expect(await post(answer, '')).toMatchObject({ status: 400, body: error('invalid_body', `the answer is empty: send ${forms}`) });
      expect(await post(answer, { answers: 'Day.js' })).toMatchObject({
        status: 400,
        body: error('invalid_body', 'answers must be an object keyed by question text'),
      });
      expect(await post(answer, { kind: 'question', answer: 3 })).toMatchObject({
        status: 400,
        body: error('invalid_body', "a { kind } answer must be { kind: 'question', answer: string | string[] }"),
      });
      expect(await post(answer, { [LIBRARY]: { selected: ['Day.js'] } })).toMatchObject({
        status: 400,
        body: error('invalid_body', 'an answer map must map question texts to strings (or arrays of strings)'),
      });
      const decline = `${s.url}/sessions/s1/asks/ask-2/decline`;
      expect(await post(decline, { reason: 'bored' })).toMatchObject({
        status: 400,
        body: error('invalid_body', 'reason must be one of dismissed, chat_about_this, replied_in_chat'),
      });
      expect(await post(decline, { message: 42 })).toMatchObject({ status: 400, body: error('invalid_body', 'message must be a string') });
      expect(await post(decline, '"dismissed"')).toMatchObject({ status: 400, body: error('invalid_body', 'a decline must be a JSON object { reason?, message? }') });
      const bad = await fetch(answer, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
      expect([bad.status, await bad.json()]).toEqual([400, error('malformed_json', 'the body is not valid UTF-8')]);
      expect(await get(`${s.url}/sessions/s1/events`, { 'last-event-id': 'abc' })).toMatchObject({
        status: 400,
        body: error('invalid_last_event_id', 'Last-Event-ID must be the id (a whole number) of an event this stream sent'),
      });
    });
  });

  test('413: by content-length and by counting a chunked body', async () => {
    const s = await setup({ maxBodyBytes: 1024 });
    const waiting = [s.ask(SEED_004)];
    const answer = `${s.url}/sessions/s1/asks/ask-1/answer`;
    const tooLarge = error('body_too_large', 'the body must be at most 1024 bytes');
    await expectNoChange(s, waiting, async () => {
      const big = JSON.stringify({ [LIBRARY]: 'x'.repeat(2000) });
      expect(await post(answer, big)).toMatchObject({ status: 413, body: tooLarge });
      const chunk = new TextEncoder().encode(' '.repeat(600));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          controller.enqueue(chunk);
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ [LIBRARY]: 'Day.js' })));
          controller.close();
        },
      });
      const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' };
      const res = await fetch(answer, init);
      expect([res.status, await res.json()]).toEqual([413, tooLarge]);
    });
    // The connection closed after the refused body; the server still answers the next request.
    expect((await post(answer, { [LIBRARY]: 'Day.js' })).status).toBe(200);
  });

  test('413 by content-length alone: the body is not read', async () => {
    const broker = createMemoryBroker();
    void broker.ask(SEED_002, { sessionId: 's1' });
    const id = (await broker.pending('s1'))[0]?.id ?? '';
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('{"kind":"question","answer":"Jest"}'));
        controller.close();
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1025' },
      body,
      duplex: 'half',
    };
    const res = await createAskHandler({ broker, maxBodyBytes: 1024 })(new Request(`http://localhost/sessions/s1/asks/${id}/answer`, init));
    expect([res.status, await res.json()]).toEqual([413, error('body_too_large', 'the body must be at most 1024 bytes')]);
    expect(pulled).toBe(0);
    expect(await broker.pending('s1')).toHaveLength(1);
  });

  test('415: a body that is not sent as JSON', async () => {
    const s = await setup();
    const waiting = [s.ask(SEED_004)];
    await expectNoChange(s, waiting, async () => {
      const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' }, { 'content-type': 'text/plain' });
      expect(res).toMatchObject({ status: 415, body: error('unsupported_media_type', 'the body must be sent with content-type: application/json') });
    });
  });

  test('403: authorize (async) is asked for every route and refuses before anything is read', async () => {
    const calls: string[] = [];
    const s = await setup({
      authorize: async (request, sessionId) => {
        calls.push(`${request.method} ${sessionId}`);
        return request.headers.get('x-user') === `owner-of-${sessionId}`;
      },
    });
    const waiting = [s.ask(SEED_004), s.ask(SEED_002)];
    const forbidden = error('forbidden', 'not allowed to use this session');
    const mallory = { 'content-type': 'application/json', 'x-user': 'mallory' };
    await expectNoChange(s, waiting, async () => {
      expect(await get(`${s.url}/sessions/s1/events`, mallory)).toMatchObject({ status: 403, body: forbidden });
      expect(await get(`${s.url}/sessions/s1/pending`, mallory)).toMatchObject({ status: 403, body: forbidden });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' }, mallory)).toMatchObject({ status: 403, body: forbidden });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, '{oops', mallory)).toMatchObject({ status: 403, body: forbidden });
      expect(await post(`${s.url}/sessions/s1/asks/ask-2/decline`, {}, mallory)).toMatchObject({ status: 403, body: forbidden });
    });
    expect(calls).toEqual(['GET s1', 'GET s1', 'POST s1', 'POST s1', 'POST s1']);
    const owner = { 'content-type': 'application/json', 'x-user': 'owner-of-s1' };
    expect((await get(`${s.url}/sessions/s1/pending`, owner)).status).toBe(200);
    expect((await post(`${s.url}/sessions/s1/asks/ask-2/decline`, {}, owner)).status).toBe(200);
  });

  test('404: unknown route, unknown id, an id of another session', async () => {
    const s = await setup();
    const waiting = [s.ask(SEED_004), s.ask(SEED_002, 's2')];
    await expectNoChange(s, waiting, async () => {
      expect(await get(`${s.url}/nope`)).toMatchObject({ status: 404, body: error('not_found', 'no route GET /nope') });
      expect(await get(`${s.url}/sessions//pending`)).toMatchObject({ status: 404, body: error('not_found', 'no route GET /sessions//pending') });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/reply`, {})).toMatchObject({ status: 404, body: error('not_found', 'no route POST /sessions/s1/asks/ask-1/reply') });
      expect(await post(`${s.url}/sessions/s1/asks/ask-9/answer`, { [LIBRARY]: 'Day.js' })).toMatchObject({
        status: 404,
        body: error('unknown_id', 'no question "ask-9" in this session'),
      });
      expect(await post(`${s.url}/sessions/s1/asks/ask-9/decline`, {})).toMatchObject({ status: 404, body: error('unknown_id', 'no question "ask-9" in this session') });
      // ask-2 waits in session s2: through s1 it does not exist.
      expect(await post(`${s.url}/sessions/s1/asks/ask-2/answer`, { kind: 'question', answer: 'Jest' })).toMatchObject({
        status: 404,
        body: error('unknown_id', 'no question "ask-2" in this session'),
      });
      expect(await post(`${s.url}/sessions/s1/asks/ask-2/decline`, {})).toMatchObject({ status: 404, body: error('unknown_id', 'no question "ask-2" in this session') });
    });
  });

  test('404 for an id of another session once it left the queue: answered or withdrawn, it stays unknown there', async () => {
    const s = await setup();
    const controller = new AbortController();
    const answered = s.ask(SEED_002, 's2');
    const withdrawn = s.ask(SEED_004, 's2', controller.signal);
    expect(await post(`${s.url}/sessions/s2/asks/ask-1/answer`, { kind: 'question', answer: 'Jest' })).toMatchObject({ status: 200 });
    controller.abort();
    await answered.promise;
    await withdrawn.promise;
    const unknown = (id: string) => ({ status: 404, body: error('unknown_id', `no question "${id}" in this session`) });
    // Before the fix these said 409 already_answered / withdrawn: what became of another session's question.
    for (const id of ['ask-1', 'ask-2']) {
      expect(await post(`${s.url}/sessions/s1/asks/${id}/answer`, { type: 'answered', answers: { q1: { selected: ['Jest'] } } })).toMatchObject(unknown(id));
      expect(await post(`${s.url}/sessions/s1/asks/${id}/answer`, { kind: 'question', answer: 'Jest' })).toMatchObject(unknown(id));
      expect(await post(`${s.url}/sessions/s1/asks/${id}/decline`, {})).toMatchObject(unknown(id));
    }
    // Its own session still hears what became of it.
    expect(await post(`${s.url}/sessions/s2/asks/ask-1/decline`, {})).toMatchObject({ status: 409, body: { error: { code: 'already_answered' } } });
    expect(await post(`${s.url}/sessions/s2/asks/ask-2/decline`, {})).toMatchObject({ status: 409, body: { error: { code: 'withdrawn' } } });
  });

  test('405: wrong method, with Allow', async () => {
    const s = await setup();
    const waiting = [s.ask(SEED_004)];
    await expectNoChange(s, waiting, async () => {
      const a = await get(`${s.url}/sessions/s1/asks/ask-1/answer`);
      expect(a).toMatchObject({ status: 405, body: error('method_not_allowed', '/sessions/s1/asks/ask-1/answer takes POST only') });
      expect(a.headers.get('allow')).toBe('POST');
      const e = await post(`${s.url}/sessions/s1/events`, {});
      expect(e).toMatchObject({ status: 405, body: error('method_not_allowed', '/sessions/s1/events takes GET or HEAD only') });
      expect(e.headers.get('allow')).toBe('GET, HEAD');
      const d = await fetch(`${s.url}/sessions/s1/pending`, { method: 'DELETE' });
      expect(d.status).toBe(405);
      expect(d.headers.get('allow')).toBe('GET, HEAD');
      const h = await fetch(`${s.url}/sessions/s1/asks/ask-1/answer`, { method: 'HEAD' });
      expect([h.status, h.headers.get('allow')]).toEqual([405, 'POST']);
    });
  });

  test('HEAD where GET is: the GET\'s status and headers, no body, no stream opened', async () => {
    const s = await setup({ authorize: (_, sessionId) => sessionId !== 'locked' });
    const waiting = [s.ask(SEED_004)];
    await expectNoChange(s, waiting, async () => {
      const own = s.active(); // this check's own subscriptions
      const pending = await fetch(`${s.url}/sessions/s1/pending`, { method: 'HEAD' });
      expect([pending.status, pending.headers.get('content-type'), await pending.text()]).toEqual([200, 'application/json; charset=utf-8', '']);
      const events = await fetch(`${s.url}/sessions/s1/events`, { method: 'HEAD' });
      expect([events.status, events.headers.get('content-type'), await events.text()]).toEqual([200, 'text/event-stream', '']);
      expect(s.active()).toBe(own);
      // Refused as the GET would be.
      expect((await fetch(`${s.url}/sessions/locked/pending`, { method: 'HEAD' })).status).toBe(403);
      expect((await fetch(`${s.url}/nowhere`, { method: 'HEAD' })).status).toBe(404);
    });
    await expect.poll(() => s.connections()).toBe(0);
  });

  test("HEAD on the events route does the GET's checks: 400 for a bad Last-Event-ID, 503 while the broker is down", async () => {
    const { broker } = countingBroker();
    let down = false;
    const unavailable = () => new BrokerUnavailableError('the store is down');
    const flaky: Broker = {
      ...broker,
      subscribe: async (...args) => (down ? Promise.reject(unavailable()) : broker.subscribe(...args)),
      pending: async (sessionId) => (down ? Promise.reject(unavailable()) : broker.pending(sessionId)),
    };
    const handler = createAskHandler({ broker: flaky });
    const both = async (headers: Record<string, string> = {}) => {
      const statuses = [];
      for (const method of ['GET', 'HEAD']) {
        const response = await handler(new Request('http://localhost/sessions/s1/events', { method, headers }));
        await response.body?.cancel();
        statuses.push([method, response.status, response.headers.get('retry-after')]);
      }
      return statuses;
    };
    expect(await both()).toEqual([['GET', 200, null], ['HEAD', 200, null]]);
    expect(await both({ 'last-event-id': 'abc' })).toEqual([['GET', 400, null], ['HEAD', 400, null]]);
    down = true;
    expect(await both()).toEqual([['GET', 503, '1'], ['HEAD', 503, '1']]);
  });

  test('409: already answered, withdrawn (whatever the body form)', async () => {
    const s = await setup();
    const first = s.ask(SEED_004);
    const abort = new AbortController();
    const second = s.ask(SEED_004, 's1', abort.signal);
    const third = s.ask(SEED_004);
    await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' });
    expect(await first.promise).toEqual({ type: 'answered', answers: { q1: { selected: ['Day.js'] } } });
    abort.abort();
    await second.promise;
    await expectNoChange(s, [third], async () => {
      for (const body of [{ [LIBRARY]: 'date-fns' }, { type: 'answered', answers: { q1: { selected: ['date-fns'] } } }, { kind: 'question', answer: 'x' }]) {
        const res = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, body);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ error: { code: 'already_answered' } });
      }
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/decline`, {})).toMatchObject({ status: 409, body: { error: { code: 'already_answered' } } });
      expect(await post(`${s.url}/sessions/s1/asks/ask-2/answer`, { answers: { [LIBRARY]: 'Day.js' } })).toMatchObject({
        status: 409,
        body: { error: { code: 'withdrawn' } },
      });
      expect(await post(`${s.url}/sessions/s1/asks/ask-2/decline`, {})).toMatchObject({ status: 409, body: { error: { code: 'withdrawn' } } });
    });
  });

  test('422: labels the question lacks, unknown question texts, kind on several questions', async () => {
    const s = await setup();
    const waiting = [s.ask(SEED_004), s.ask(SEED_002)];
    await expectNoChange(s, waiting, async () => {
      const label = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { type: 'answered', answers: { q1: { selected: ['Luxon'] } } });
      expect(label.status).toBe(422);
      expect(label.body).toMatchObject({ error: { code: 'invalid_outcome', message: expect.stringContaining('"Luxon" is not an option') } });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js', 'Which ORM?': 'Prisma' })).toMatchObject({
        status: 422,
        body: error('unknown_question', 'the request has no question "Which ORM?"'),
      });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { answers: { 'Which ORM?': 'Prisma' } })).toMatchObject({
        status: 422,
        body: error('unknown_question', 'the request has no question "Which ORM?"'),
      });
      expect(await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { kind: 'question', answer: 'Day.js' })).toMatchObject({
        status: 422,
        body: error('not_one_question', "a { kind: 'question' } answer needs a one-question request; this one has 2"),
      });
      // custom: false (reference 002): an answer that is no option is refused, not taken as free text.
      const other = await post(`${s.url}/sessions/s1/asks/ask-2/answer`, { kind: 'question', answer: 'Vitest' });
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ error: { code: 'invalid_outcome', message: expect.stringContaining('does not offer an Other answer') } });
      const type = await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { type: 'accepted' });
      expect(type).toMatchObject({ status: 422, body: { error: { code: 'invalid_outcome' } } });
    });
  });

  test('500: a failing broker gives a typed error, not a crash', async () => {
    const memory = createMemoryBroker();
    const broken: Broker = { ...memory, pending: () => Promise.reject(new Error('store down')) };
    const server = createServer(toNodeListener(createAskHandler({ broker: broken })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const res = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sessions/s1/pending`);
    expect(res).toMatchObject({ status: 500, body: error('internal', 'the server failed to handle the request') });
  });

  test('bad options are refused when the handler is made', () => {
    const broker = createMemoryBroker();
    expect(() => createAskHandler({ broker, maxBodyBytes: -1 })).toThrow('maxBodyBytes must be a number >= 0, got -1');
    expect(() => createAskHandler({ broker, heartbeatMs: 0 })).toThrow('heartbeatMs must be a number > 0, got 0');
    expect(() => createAskHandler({ broker, basePath: 'api' })).toThrow('basePath must start with "/", got "api"');
  });
});

// ---------------------------------------------------------------------------------------------
// Server-sent events.

interface Frame {
  raw: string;
  id?: string;
  event?: string;
  data?: unknown;
}

/** The frames of an event stream's body, one at a time. */
function frameReader(response: Response): () => Promise<Frame> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const raw = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        const frame: Frame = { raw };
        for (const line of raw.split('\n')) {
          const [field, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)];
          if (field === 'id') frame.id = value;
          if (field === 'event') frame.event = value;
          if (field === 'data') frame.data = JSON.parse(value);
        }
        return frame;
      }
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
}

async function openEvents(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  return { response, next: frameReader(response), close: () => abort.abort() };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const pendingAsk = (id: string, input: unknown, sessionId = 's1') => ({ id, sessionId, input, createdAt: NOW });

/** A valid question whose pending event is about `bytes` long. */
const bigAsk = (bytes: number) => ({
  questions: [{ question: 'Which one?', header: 'Pick', options: [{ label: 'A', description: 'x'.repeat(bytes) }, { label: 'B', description: 'y' }], multiSelect: false }],
});

describe('GET events', () => {
  test('a snapshot, then pending / answered / withdrawn in order, one frame each', async () => {
    const s = await setup();
    const a = s.ask(SEED_004);
    const stream = await openEvents(`${s.url}/sessions/s1/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(await stream.next()).toEqual({ raw: expect.any(String), event: 'snapshot', data: { pending: [pendingAsk('ask-1', SEED_004)] } });

    const abort = new AbortController();
    const b = s.ask(SEED_002, 's1', abort.signal);
    s.ask(SEED_002, 's2'); // another session: not on this stream
    expect(await stream.next()).toEqual({
      raw: expect.any(String),
      id: '2',
      event: 'pending',
      data: { seq: 2, type: 'pending', ask: pendingAsk('ask-2', SEED_002) },
    });
    await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' });
    const answered = { type: 'answered', answers: { q1: { selected: ['Day.js'] } } };
    expect(await a.promise).toEqual(answered);
    expect(await stream.next()).toEqual({
      raw: expect.any(String),
      id: '3',
      event: 'answered',
      data: { seq: 3, type: 'answered', id: 'ask-1', sessionId: 's1', outcome: answered },
    });
    abort.abort();
    await b.promise;
    const withdrawn = await stream.next();
    expect(withdrawn.raw).toBe('id: 4\nevent: withdrawn\ndata: {"type":"withdrawn","id":"ask-2","sessionId":"s1","reason":"aborted","seq":4}\n\n');
    stream.close();
  });

  test('Last-Event-ID (or ?lastEventId=) replays only the later events, after the current snapshot', async () => {
    const s = await setup({ heartbeatMs: 150 });
    const a = s.ask(SEED_004); // seq 1
    const abort = new AbortController();
    s.ask(SEED_002, 's1', abort.signal); // seq 2
    s.ask(SEED_002); // seq 3
    await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' }); // seq 4
    await a.promise;
    abort.abort(); // seq 5

    const resumed = await openEvents(`${s.url}/sessions/s1/events`, { 'last-event-id': '3' });
    expect((await resumed.next()).data).toEqual({ pending: [pendingAsk('ask-3', SEED_002)] });
    expect([(await resumed.next()).id, (await resumed.next()).id]).toEqual(['4', '5']);
    // The replay is written before the first heartbeat: a ping next means nothing else was replayed.
    expect((await resumed.next()).raw).toBe(': ping\n\n');
    resumed.close();

    const query = await openEvents(`${s.url}/sessions/s1/events?lastEventId=4`);
    await query.next();
    expect((await query.next()).raw).toBe('id: 5\nevent: withdrawn\ndata: {"type":"withdrawn","id":"ask-2","sessionId":"s1","reason":"aborted","seq":5}\n\n');
    expect((await query.next()).raw).toBe(': ping\n\n');
    query.close();

    const fresh = await openEvents(`${s.url}/sessions/s1/events`);
    await fresh.next();
    expect((await fresh.next()).raw).toBe(': ping\n\n'); // without Last-Event-ID: no replay
    fresh.close();
  });

  test('an event between subscribing and reading the pending list is not lost', async () => {
    let n = 0;
    const memory = createMemoryBroker({ now: () => NOW, newId: () => `ask-${++n}` });
    let raced = false;
    const broker: Broker = {
      ...memory,
      pending: async (sessionId) => {
        if (!raced) void memory.ask(SEED_002, { sessionId }); // lands after subscribe, before the snapshot is read
        raced = true;
        return memory.pending(sessionId);
      },
    };
    const server = createServer(toNodeListener(createAskHandler({ broker })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const stream = await openEvents(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sessions/s1/events`);
    expect((await stream.next()).data).toEqual({ pending: [pendingAsk('ask-1', SEED_002)] });
    expect(await stream.next()).toMatchObject({ id: '1', event: 'pending', data: { ask: { id: 'ask-1' } } });
    stream.close();
  });

  test('heartbeats arrive every heartbeatMs as comments', async () => {
    // The handler's interval runs on fake time: a ping is due exactly every heartbeatMs. An ask
    // made one millisecond before that shows no ping was sent early (its frame comes first).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let n = 0;
      const broker = createMemoryBroker({ now: () => NOW, newId: () => `ask-${++n}` });
      const abort = new AbortController();
      const response = await createAskHandler({ broker, heartbeatMs: 30 })(new Request('http://localhost/sessions/s1/events', { signal: abort.signal }));
      const next = frameReader(response);
      expect((await next()).raw).toBe('event: snapshot\ndata: {"pending":[]}\n\n');
      for (const id of ['ask-1', 'ask-2']) {
        vi.advanceTimersByTime(29);
        void broker.ask(SEED_002, { sessionId: 's1' });
        expect(await next()).toMatchObject({ event: 'pending', data: { ask: { id } } });
        vi.advanceTimersByTime(1);
        expect((await next()).raw).toBe(': ping\n\n');
      }
      expect(vi.getTimerCount()).toBe(1);
      abort.abort();
      expect(vi.getTimerCount()).toBe(0); // the client left: the interval is cleared
    } finally {
      vi.useRealTimers();
    }
  });

  test('a client that leaves more than maxQueuedBytes unread loses its stream (not its events): the snapshot does not count', async () => {
    const { memory, broker, active } = countingBroker();
    void memory.ask(bigAsk(20_000), { sessionId: 's1' }); // a snapshot twice the limit
    const response = await createAskHandler({ broker, maxQueuedBytes: 10_000 })(new Request('http://localhost/sessions/s1/events'));
    // Nobody reads the body: each event stays queued.
    for (let i = 0; i < 5; i++) void memory.ask(SEED_002, { sessionId: 's1' });
    expect(active()).toBe(1); // about 1.5 kB unread beyond the snapshot
    void memory.ask(bigAsk(10_000), { sessionId: 's1' });
    expect(active()).toBe(0); // over the limit: unsubscribed at once
    await expect(response.body!.getReader().read()).rejects.toThrow("the event stream's client left more than 10000 bytes unread");
    // The events are still there to replay for the client's reconnect.
    const again = frameReader(await createAskHandler({ broker })(new Request('http://localhost/sessions/s1/events', { headers: { 'last-event-id': '1' } })));
    expect((await again()).event).toBe('snapshot');
    expect(await again()).toMatchObject({ id: '2', event: 'pending', data: { ask: { id: 'ask-2' } } });
    expect(() => createAskHandler({ broker, maxQueuedBytes: -1 })).toThrow('maxQueuedBytes must be a number >= 0, got -1');
  });

  test('over node:http, a client that stopped reading is disconnected once the limit is passed', async () => {
    const s = await setup({ maxQueuedBytes: 64 * 1024 });
    const { port } = new URL(s.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET /sessions/s1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    socket.pause(); // reads nothing from here on
    await vi.waitFor(() => expect(s.active()).toBe(1), { timeout: 5000 });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined); // a reset, when it comes
    // Enough to fill the loopback socket's buffers, then the stream's queue past its limit.
    for (let i = 0; i < 200 && s.active() > 0; i++) {
      s.ask(bigAsk(100_000));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.waitFor(() => expect(s.active()).toBe(0), { timeout: 10_000 });
    // The server lets go of the connection while the client still reads nothing.
    await vi.waitFor(async () => expect(await s.connections()).toBe(0), { timeout: 10_000 });
    socket.resume();
    await ended;
  });

  test('a question asked and settled while a resuming client was away is left out of its replay (it is not in the snapshot either)', async () => {
    const s = await setup({ heartbeatMs: 150 });
    const shown = s.ask(SEED_004); // seq 1: the client saw it
    const gone = s.ask(SEED_002); // seq 2
    await post(`${s.url}/sessions/s1/asks/ask-2/answer`, { [SEED_002.question]: 'Jest' }); // seq 3
    await gone.promise;
    s.ask(SEED_002); // seq 4: still waiting
    await post(`${s.url}/sessions/s1/asks/ask-1/answer`, { [LIBRARY]: 'Day.js' }); // seq 5: a card the client showed
    await shown.promise;

    const resumed = await openEvents(`${s.url}/sessions/s1/events`, { 'last-event-id': '1' });
    expect((await resumed.next()).data).toEqual({ pending: [pendingAsk('ask-3', SEED_002)] });
    // Not ask-2's pending (it would show, and notify, a question nobody waits on) nor its answer.
    expect([await resumed.next(), await resumed.next()]).toMatchObject([
      { id: '4', event: 'pending', data: { ask: { id: 'ask-3' } } },
      { id: '5', event: 'answered', data: { id: 'ask-1' } },
    ]);
    expect((await resumed.next()).raw).toBe(': ping\n\n');
    resumed.close();
  });

  test('a replay larger than maxQueuedBytes is written whole, like the snapshot (cut, the client would reconnect to the same replay for ever)', async () => {
    const { memory, broker, active } = countingBroker();
    for (let i = 0; i < 3; i++) void memory.ask(bigAsk(5_000), { sessionId: 's1' }); // 3 events of about 5 kB
    const handler = createAskHandler({ broker, maxQueuedBytes: 10_000 });
    const abort = new AbortController();
    const next = frameReader(await handler(new Request('http://localhost/sessions/s1/events', { headers: { 'last-event-id': '0' }, signal: abort.signal })));
    expect(((await next()).data as AskSnapshot).pending).toHaveLength(3);
    expect([(await next()).id, (await next()).id, (await next()).id]).toEqual(['1', '2', '3']);
    // Once it is read, later events count against the limit alone: the stream goes once they pass it unread.
    expect(active()).toBe(1);
    for (let i = 0; i < 4; i++) void memory.ask(bigAsk(5_000), { sessionId: 's1' });
    expect(active()).toBe(0);
    abort.abort();
  });

  test('a client that leaves while its stream opens leaves nothing behind: no subscription, no heartbeat', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { memory, broker, active } = countingBroker();
      let reading = deferred();
      let release = deferred();
      // A store across the network: reading the pending list takes a moment.
      const slow: Broker = {
        ...broker,
        pending: async (sessionId) => {
          reading.resolve();
          await release.promise;
          return memory.pending(sessionId);
        },
      };
      const handler = createAskHandler({ broker: slow, heartbeatMs: 30 });
      const open = (signal: AbortSignal) => handler(new Request('http://localhost/sessions/s1/events', { signal }));
      // Gone while subscribing.
      const early = new AbortController();
      const first = open(early.signal);
      early.abort();
      expect((await first).status).toBe(204);
      expect(active()).toBe(0);
      // Gone while the pending list is read.
      [reading, release] = [deferred(), deferred()];
      const late = new AbortController();
      const second = open(late.signal);
      await reading.promise;
      late.abort();
      release.resolve();
      expect((await second).status).toBe(204);
      expect([active(), vi.getTimerCount()]).toEqual([0, 0]);
      // Neither listens any more: a later event reaches nobody (it stayed queued for ever).
      void memory.ask(SEED_002, { sessionId: 's1' });
      expect(active()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a client that disconnects is unsubscribed', async () => {
    const s = await setup();
    const one = await openEvents(`${s.url}/sessions/s1/events`);
    const two = await openEvents(`${s.url}/sessions/s1/events`);
    await one.next();
    await two.next();
    expect(s.active()).toBe(2);
    one.close();
    await vi.waitFor(() => expect(s.active()).toBe(1), { timeout: 5000 });
    s.ask(SEED_002);
    expect((await two.next()).event).toBe('pending'); // the other stream still works
    two.close();
    await vi.waitFor(() => expect(s.active()).toBe(0), { timeout: 5000 });
  });
});
