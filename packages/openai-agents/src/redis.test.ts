import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RunState } from '@openai/agents';
import { createRedisBroker, type RedisBroker } from '@askq/server/redis';
import type { BrokerEvent } from '@askq/server';
import { startRedis, type TestRedis } from '../../server/src/test/redis-server.js';
import { askUserQuestionTool, waitForAnswers } from './index.js';
import { ANSWERED_PORTO, TRIP_INPUT, scriptedRun } from './test/fixtures.js';
import { openPage, serveAskq } from './test/page.js';

// Many server instances: the run waits on one instance's Redis broker while the page streams and
// answers through another's HTTP handler; a real redis-server on a loopback port of its own.

let redis: TestRedis;
let prefixes = 0;
const brokers: RedisBroker[] = [];
const open: { close(): unknown }[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});
afterAll(async () => {
  await Promise.all(brokers.map((b) => b.close()));
  await redis?.dispose();
});

/** An instance: its own broker on the shared Redis (one key prefix per test). */
async function instance(prefix: string) {
  const broker = createRedisBroker({ url: redis.url, prefix });
  brokers.push(broker);
  await broker.ready();
  return broker;
}

async function pageOn(broker: RedisBroker) {
  const server = await serveAskq(broker);
  const page = openPage(server.url, 'chat-1');
  const events: string[] = [];
  open.push(page, server, { close: await broker.subscribe('chat-1', (e: BrokerEvent) => events.push(e.type)) });
  return { page, events };
}

describe('the Redis broker, two instances', () => {
  it('the run waits on instance A, the page answers through instance B: the model reads the exact text', async () => {
    const prefix = `oa${++prefixes}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const { page } = await pageOn(b);
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker: a, sessionId: 'chat-1' }), TRIP_INPUT, { agentName: 'Trip planner' });
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    expect(ask).toMatchObject({ toolUseId: 'call_1', agentId: 'Trip planner', input: TRIP_INPUT });
    expect(await page.client.answer(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } })).toMatchObject({ ok: true });
    await running;
    expect(toolText()).toBe(ANSWERED_PORTO);
  });

  it('durable across a restart: the instance that waited goes away, the page answers elsewhere, a new instance resumes the stored run', async () => {
    const prefix = `oa${++prefixes}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const { page, events } = await pageOn(b);
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker: a, sessionId: 'chat-1', durable: true }), TRIP_INPUT);
    const paused = await runner.run(agent, 'Plan a weekend trip');
    const stored = paused.state.toString();
    const waitingOnA = waitForAnswers(paused.state, { broker: a, sessionId: 'chat-1' });
    const ask = await page.nextAsk();
    await a.close(); // instance A stops; the question stays pending in Redis
    await waitingOnA.catch(() => undefined);
    await page.client.answer(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });

    const c = await instance(prefix); // A's replacement, with the stored state
    const resumed = await waitForAnswers(await RunState.fromString(agent, stored), { broker: c, sessionId: 'chat-1' });
    await runner.run(agent, resumed);
    expect(toolText()).toBe(ANSWERED_PORTO);
    expect(events).toEqual(['pending', 'answered']); // asked once, answered once
  });
});
