import { describe, expect, test, vi } from 'vitest';
import { parseAskRequest, type AskOutcome, type AskRequest } from '@askq/core';
import { parseElicitation, toElicitationResult } from '@askq/core/elicitation';
import { createMemoryBroker } from './memory-broker.js';
import { attachResolver, functionResolver } from './resolvers.js';
import { createRedisBroker, type RedisBroker } from './redis-broker.js';
import { redisForFile } from './test/redis-server.js';
import { DB_QUESTION } from './test/fixtures.js';
import { AskInputError, type Broker, type PendingAsk } from './types.js';

// Asks whose input is an MCP elicitation (context.kind 'elicitation'), on both brokers: the pending
// ask says what it is, outcomes are checked against the form (and its schema), an explicit decline
// survives the broker, and AskUserQuestion asks are read as before.

const FORM = {
  message: 'Set up your account',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50 },
      plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] },
    },
    required: ['email', 'plan'],
  },
};
const URL_PARAMS = { mode: 'url', message: 'Connect your calendar', elicitationId: 'el-7', url: 'https://calendar.example/connect' };
const CONTEXT = { kind: 'elicitation', serverName: 'billing' } as const;
const ANSWERED: AskOutcome = { type: 'answered', answers: { q1: { selected: [], other: 'ada@example.com' }, q2: { selected: [], other: '12' }, q3: { selected: ['Team'] } } };

const redis = redisForFile<RedisBroker>();
let prefixes = 0;

/** The broker that asks and the one the browser's instance answers through (the same one in memory). */
async function memory(): Promise<[Broker, Broker]> {
  const broker = createMemoryBroker();
  return [broker, broker];
}
async function redisPair(): Promise<[Broker, Broker]> {
  const prefix = `el${++prefixes}:`;
  const a = redis.track(createRedisBroker({ url: redis.url(), prefix }));
  const b = redis.track(createRedisBroker({ url: redis.url(), prefix }));
  await Promise.all([a.ready(), b.ready()]);
  return [a, b];
}

async function firstPending(broker: Broker, sessionId: string): Promise<PendingAsk> {
  return vi.waitFor(
    async () => {
      const [ask] = await broker.pending(sessionId);
      if (!ask) throw new Error(`nothing pending in ${sessionId}`);
      return ask;
    },
    { timeout: 5000, interval: 10 },
  );
}

describe.each([
  ['memory broker', memory],
  ['Redis broker (two instances)', redisPair],
])('%s: elicitation asks', (_, make) => {
  test('the pending ask carries the params, kind and server name; the answer comes back and encodes as typed content', async () => {
    const [asker, answerer] = await make();
    const waiting = asker.ask(FORM, { sessionId: 's1', ...CONTEXT });
    const ask = await firstPending(answerer, 's1');
    expect(ask).toMatchObject({ sessionId: 's1', kind: 'elicitation', serverName: 'billing', input: FORM });
    expect(ask.parseOptions).toBeUndefined();
    // What a browser does with it: the form, named after its server.
    const { request } = parseElicitation(ask.input, { serverName: ask.serverName! });
    expect(request).toMatchObject({ dialect: 'mcp', title: 'Set up your account', source: { protocol: 'mcp', serverName: 'billing' } });
    expect(await answerer.get(ask.id)).toEqual(ask);
    expect(await answerer.respond(ask.id, ANSWERED)).toMatchObject({ ok: true });
    const outcome = await waiting;
    expect(toElicitationResult(request!, outcome)).toEqual({ action: 'accept', content: { email: 'ada@example.com', seats: 12, plan: 'team' } });
  });

  test('answers the schema refuses are invalid_outcome and leave the ask pending', async () => {
    const [asker, answerer] = await make();
    const waiting = asker.ask(FORM, { sessionId: 's2', ...CONTEXT });
    const ask = await firstPending(answerer, 's2');
    const badEmail = await answerer.respond(ask.id, { type: 'answered', answers: { q1: { selected: [], other: 'not an email' }, q3: { selected: ['Pro'] } } });
    expect(badEmail).toMatchObject({ ok: false, reason: 'invalid_outcome' });
    expect(!badEmail.ok && badEmail.message).toContain('answers.q1 (email): Email must be an email address');
    const missing = await answerer.respond(ask.id, { type: 'answered', answers: { q1: { selected: [], other: 'ada@example.com' } } });
    expect(!missing.ok && missing.message).toContain('answers.q3 (plan): Plan is required');
    const tooMany = await answerer.respond(ask.id, { type: 'answered', answers: { ...ANSWERED.type === 'answered' && ANSWERED.answers, q2: { selected: [], other: '51' } } });
    expect(!tooMany.ok && tooMany.message).toMatch(/^answers\.q2\.other: "51" is outside 1\.\.50/);
    const notAnOption = await answerer.respond(ask.id, { type: 'answered', answers: { q3: { selected: ['Enterprise'] } } });
    expect(notAnOption).toMatchObject({ ok: false, reason: 'invalid_outcome' });
    expect((await answerer.pending('s2')).map((a) => a.id)).toEqual([ask.id]);
    expect(await answerer.respond(ask.id, ANSWERED)).toMatchObject({ ok: true });
    expect((await waiting).type).toBe('answered');
  });

  test('an explicit decline stays explicit (decline); a dismissal is cancel', async () => {
    const [asker, answerer] = await make();
    const declined = asker.ask(FORM, { sessionId: 's3', ...CONTEXT });
    const first = await firstPending(answerer, 's3');
    await answerer.respond(first.id, { type: 'declined', reason: 'dismissed', explicit: true, answers: {} });
    const request = parseElicitation(FORM, { serverName: 'billing' }).request!;
    expect(toElicitationResult(request, await declined)).toEqual({ action: 'decline' });
    const dismissed = asker.ask(FORM, { sessionId: 's3', ...CONTEXT });
    const second = await firstPending(answerer, 's3');
    await answerer.respond(second.id, { type: 'declined', reason: 'dismissed', answers: {} });
    expect(toElicitationResult(request, await dismissed)).toEqual({ action: 'cancel' });
  });

  test('URL mode: answered (consent) is accept, a form answer is refused, a timeout is cancel', async () => {
    const [asker, answerer] = await make();
    const waiting = asker.ask(URL_PARAMS, { sessionId: 's4', ...CONTEXT });
    const ask = await firstPending(answerer, 's4');
    const card = parseElicitation(ask.input, { serverName: ask.serverName! }).request!;
    expect(card).toMatchObject({ mode: 'url', domain: 'calendar.example', elicitationId: 'el-7', secure: true });
    expect(await answerer.respond(ask.id, { type: 'answered', answers: { q1: { selected: ['Yes'] } } })).toMatchObject({ ok: false, reason: 'invalid_outcome' });
    expect(await answerer.respond(ask.id, { type: 'answered', answers: {} })).toMatchObject({ ok: true });
    expect(toElicitationResult(card, await waiting)).toEqual({ action: 'accept' });
    const timedOut = await asker.ask(URL_PARAMS, { sessionId: 's4', ...CONTEXT, timeoutMs: 50 });
    expect(toElicitationResult(card, timedOut)).toEqual({ action: 'cancel' });
  });

  test('invalid elicitation params are AskInputError with the issues, and nothing is queued', async () => {
    const [asker, answerer] = await make();
    const bad = { message: 'x', requestedSchema: { type: 'object', properties: { n: { type: 'number', minimum: 5, maximum: 1 } }, required: ['n'] } };
    const error = await asker.ask(bad, { sessionId: 's5', ...CONTEXT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskInputError);
    expect((error as AskInputError).message).toContain('minimum (5) is greater than maximum (1)');
    // An elicitation read as AskUserQuestion input (no kind) is refused too: the kind decides the reader.
    await expect(asker.ask(FORM, { sessionId: 's5' })).rejects.toBeInstanceOf(AskInputError);
    expect(await answerer.pending('s5')).toEqual([]);
  });

  test('AskUserQuestion asks are unchanged: no kind, read with parseAskRequest', async () => {
    const [asker, answerer] = await make();
    const waiting = asker.ask({ questions: [DB_QUESTION] }, { sessionId: 's6' });
    const ask = await firstPending(answerer, 's6');
    expect(ask.kind).toBeUndefined();
    expect(ask.serverName).toBeUndefined();
    const request = parseAskRequest(ask.input).request as AskRequest;
    const label = request.questions[0]!.options[0]!.label;
    expect(await answerer.respond(ask.id, { type: 'answered', answers: { q1: { selected: [label] } } })).toMatchObject({ ok: true });
    expect(await waiting).toEqual({ type: 'answered', answers: { q1: { selected: [label] } } });
  });

  test('a context with a wrong kind or server name is a TypeError', async () => {
    const [asker] = await make();
    await expect(asker.ask(FORM, { sessionId: 's7', kind: 'form' as 'ask' })).rejects.toThrow(TypeError);
    await expect(asker.ask(FORM, { sessionId: 's7', kind: 'elicitation', serverName: 7 as unknown as string })).rejects.toThrow(TypeError);
  });
});

describe('resolvers and elicitation asks', () => {
  test('a resolver gets the parsed form; a URL card is never consented to by a resolver (cancel, onError)', async () => {
    const broker = createMemoryBroker();
    const errors: string[] = [];
    const seen: string[] = [];
    const detach = await attachResolver(
      broker,
      'r1',
      functionResolver(({ request }) => {
        seen.push(`${request.dialect}:${request.questions.map((q) => q.field?.key).join(',')}`);
        return ANSWERED;
      }),
      { onError: (error) => errors.push(String(error)) },
    );
    const request = parseElicitation(FORM, { serverName: 'billing' }).request!;
    expect(toElicitationResult(request, await broker.ask(FORM, { sessionId: 'r1', ...CONTEXT }))).toEqual({
      action: 'accept',
      content: { email: 'ada@example.com', seats: 12, plan: 'team' },
    });
    expect(seen).toEqual(['mcp:email,seats,plan']);
    const card = parseElicitation(URL_PARAMS, { serverName: 'billing' }).request!;
    expect(toElicitationResult(card, await broker.ask(URL_PARAMS, { sessionId: 'r1', ...CONTEXT }))).toEqual({ action: 'cancel' });
    expect(errors).toEqual([expect.stringContaining('is an MCP URL elicitation; resolvers do not consent to open links')]);
    expect(seen).toHaveLength(1);
    detach();
  });
});
