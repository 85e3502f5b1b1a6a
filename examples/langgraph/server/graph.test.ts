import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Command } from '@langchain/langgraph';
import { parseAskRequest, toClaudeResultText, type AskOutcome } from '@askq/core';
import { ASK_INTERRUPT_TYPE, toAskResume } from '@askq/langgraph';
import { createGraph } from './graph.js';
import { graphHandler, unknownThread } from './endpoint.js';
import { tripQuestions } from './scripted-model.js';

const request = parseAskRequest(tripQuestions).request!;
const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Porto'] }, q2: { selected: ['Food', 'Hiking'] } } };
const text = toClaudeResultText(request, outcome);

describe('the example graph', () => {
  it('asks with AskUserQuestion, then answers from the exact tool result', async () => {
    const graph = createGraph();
    const config = { configurable: { thread_id: 'trip' } };
    const first = (await graph.invoke({ messages: [{ role: 'user', content: 'Plan a trip' }] }, config)) as { __interrupt__?: { value: unknown }[] };
    expect(first.__interrupt__?.[0]?.value).toEqual({ type: ASK_INTERRUPT_TYPE, version: 1, input: tripQuestions, toolCallId: 'call_trip_1', askedBy: 'trip planner' });

    const done = await graph.invoke(new Command({ resume: toAskResume(request, outcome) }), config);
    expect(text).toBe(
      'Your questions have been answered: "Which city should the trip start in?"="Porto" selected preview:\nDay 1  Ribeira, Dom Luís bridge\nDay 2  Gaia cellars\nDay 3  Douro valley by boat, "What should the days be about?"="Food, Hiking". You can now continue with these answers in mind.',
    );
    expect(done.messages.at(-1)!.content).toBe(`Thanks, here is what I will plan around. The tool told me:\n\n${text}`);
  });
});

describe('the endpoint, over HTTP on 127.0.0.1', () => {
  const handler = graphHandler(createGraph());
  const server = createServer((req, res) => void handler(req, res));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graph`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const config = { configurable: { thread_id: 'http-thread' } };

  it('streams the run as LangGraph events, stops at the askq interrupt, and resumes the same thread', async () => {
    const first = await post({ input: { messages: [{ type: 'human', content: 'Plan a trip' }] }, config });
    expect(first.headers.get('content-type')).toBe('text/event-stream');
    const events = await first.text();
    expect(events).toContain('event: values');
    expect(events).toContain(`"__interrupt__":[{"id":`);
    expect(events).toContain(`"type":"${ASK_INTERRUPT_TYPE}"`);

    const resumed = await (await post({ input: null, command: { resume: toAskResume(request, outcome) }, config })).text();
    expect(resumed).toContain(JSON.stringify(`Thanks, here is what I will plan around. The tool told me:\n\n${text}`));
  });

  it('answers a resume on a thread it does not have (a restarted server) with an error event', async () => {
    const body = { input: null, command: { resume: toAskResume(request, outcome) }, config: { configurable: { thread_id: 'gone' } } };
    const response = await post(body);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await response.text()).toBe(`event: error\ndata: ${JSON.stringify({ error: 'ThreadNotFound', message: unknownThread('gone') })}\n\n`);
  });

  it('refuses a request without a thread', async () => {
    expect((await post({ input: { messages: [] } })).status).toBe(400);
  });
});
