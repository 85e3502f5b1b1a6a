// @vitest-environment node
/**
 * The same flow over the wire: the real `HttpAgent` against a local server that streams AG-UI
 * events as server-sent events, as an agent backend does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '@ag-ui/client';
import { EventType, type RunAgentInput } from '@ag-ui/core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { answerAskCall, cancelAskOnSend } from './agent.js';
import { pendingAskToolCalls } from './call-list.js';
import { askUserQuestionTool } from './tool.js';
import { tripInput } from './test-utils/scripted-agent.js';

const received: RunAgentInput[] = [];
let server: Server;
let url = '';

/** First run: an AskUserQuestion call, its arguments in three chunks. Later runs: echo the tool result. */
function events(input: RunAgentInput) {
  const run = { threadId: input.threadId, runId: input.runId };
  if (received.length === 1) {
    const json = JSON.stringify(tripInput);
    const third = Math.ceil(json.length / 3);
    return [
      { type: EventType.RUN_STARTED, ...run },
      { type: EventType.TOOL_CALL_START, toolCallId: 'http-1', toolCallName: 'AskUserQuestion', parentMessageId: 'a-1' },
      ...[0, 1, 2].map((i) => ({ type: EventType.TOOL_CALL_ARGS, toolCallId: 'http-1', delta: json.slice(i * third, (i + 1) * third) })),
      { type: EventType.TOOL_CALL_END, toolCallId: 'http-1' },
      { type: EventType.RUN_FINISHED, ...run },
    ];
  }
  const tool = [...input.messages].reverse().find((m) => m.role === 'tool');
  return [
    { type: EventType.RUN_STARTED, ...run },
    { type: EventType.TEXT_MESSAGE_START, messageId: `t-${received.length}`, role: 'assistant' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: `t-${received.length}`, delta: `read: ${String(tool?.content)}` },
    { type: EventType.TEXT_MESSAGE_END, messageId: `t-${received.length}` },
    { type: EventType.RUN_FINISHED, ...run },
  ];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const input = JSON.parse(body) as RunAgentInput;
      received.push(input);
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      for (const event of events(input)) res.write(`data: ${JSON.stringify(event)}\n\n`);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agent`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HttpAgent against a local AG-UI server', () => {
  it('declares the tool, finds the call, and posts the exact answer text on the next run', async () => {
    received.length = 0;
    const agent = new HttpAgent({ url });
    agent.addMessage({ id: 'u-1', role: 'user', content: 'Plan a trip' });
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    expect(received[0]!.tools).toEqual([askUserQuestionTool()]);
    const [call] = pendingAskToolCalls(agent);
    expect(JSON.parse(call!.arguments)).toEqual(tripInput);

    const request = parseAskRequest(tripInput).request!;
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'], notes: 'by train' } } };
    await answerAskCall(agent, call!, request, outcome);
    const text = toClaudeResultText(request, outcome);
    expect(text).toBe(
      'The user answered: "Which city should the trip start in?"="Porto" notes: by train. Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.',
    );
    expect(received[1]!.messages.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'http-1', content: text });
    expect(agent.messages.at(-1)).toMatchObject({ role: 'assistant', content: `read: ${text}` });
  });

  it('cancelAskOnSend: an app that sends its own runs still never leaves a call without a result', async () => {
    received.length = 0;
    const agent = new HttpAgent({ url });
    const stop = cancelAskOnSend(agent);
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    agent.addMessage({ id: 'u-2', role: 'user', content: 'Actually, somewhere warm' });
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    stop();
    expect(received[1]!.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'user']);
    expect(received[1]!.messages[1]).toMatchObject({
      toolCallId: 'http-1',
      content: expect.stringMatching(/^The user replied in the chat instead of answering these questions\.[^]*\n\nThe user said: Actually, somewhere warm$/),
    });
  });
});
