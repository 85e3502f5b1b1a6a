import { afterEach, describe, expect, test } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema, type ElicitRequestFormParams, type ElicitRequestURLParams } from '@modelcontextprotocol/sdk/types.js';
import { createMCPClient, ElicitationRequestSchema, type MCPClient, type MCPTransport } from '@ai-sdk/mcp';
import { type AskRequest } from '@askq/core';
import { checkElicitationAnswers, parseElicitation, toElicitationResult } from '@askq/core/elicitation';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import fc from 'fast-check';
import { askqElicitationCapabilities, askqElicitationHandler, ElicitationRequestError, type AskqElicitationOptions } from './mcp.js';
import { createAskHandler, type AskHandler } from './http.js';
import { createMemoryBroker } from './memory-broker.js';
import type { Broker, BrokerEvent, PendingAsk } from './types.js';
import { answersFor, CONTENT, pendingFromStream, post, SIGNUP, TYPED } from './test/mcp-browser.js';

// A real MCP server (the MCP TypeScript SDK's McpServer) whose tools elicit input, linked in memory
// to a client whose elicitation handler is askq's; a fake browser (test/mcp-browser.ts) reads the
// pending ask through the HTTP handler and answers it with the routes the picker uses. What the tool
// receives is what the server's own schema check let through.

/** Valid for the SDK's own request check, but no number can fit the required field. */
const IMPOSSIBLE = {
  message: 'How many?',
  requestedSchema: { type: 'object', properties: { count: { type: 'number', title: 'Count', minimum: 5, maximum: 1 } }, required: ['count'] },
} as ElicitRequestFormParams;
/** What the client answers for IMPOSSIBLE: parseElicitation's issue. */
const INVALID = 'Invalid elicitation request: requestedSchema.properties.count.minimum (5) is greater than maximum (1); no number can fit';
/** One required `format: "uri"` field. */
const WEBSITE = {
  message: 'Your website?',
  requestedSchema: { type: 'object', properties: { site: { type: 'string', format: 'uri', title: 'Website' } }, required: ['site'] },
} as ElicitRequestFormParams;
const CONNECT: ElicitRequestURLParams = { mode: 'url', message: 'Connect your calendar', elicitationId: 'el-1', url: 'https://calendar.example/connect?state=abc' };

/** An MCP server whose tools elicit and report what they got back (or the error). */
function billingServer(): McpServer {
  const server = new McpServer({ name: 'billing', title: 'Billing', version: '1.0.0' });
  const tool = (name: string, params: ElicitRequestFormParams | ElicitRequestURLParams) =>
    server.registerTool(name, { description: `elicits ${name}` }, async (extra) => {
      try {
        const result = await server.server.elicitInput(params, { signal: extra.signal });
        return { content: [{ type: 'text', text: JSON.stringify({ result }) }] };
      } catch (error) {
        const { code, message } = error as { code?: number; message: string };
        return { content: [{ type: 'text', text: JSON.stringify({ error: { code, message } }) }] };
      }
    });
  tool('signup', SIGNUP);
  tool('impossible', IMPOSSIBLE);
  tool('connect', CONNECT);
  tool('website', WEBSITE);
  return server;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

interface Setup {
  broker: Broker;
  http: AskHandler;
  /** Calls a tool and reads what it reported. */
  call: (name: string) => Promise<{ result?: Record<string, unknown>; error?: { code: number; message: string } }>;
}

async function sdkSetup(options: Partial<AskqElicitationOptions> = {}): Promise<Setup & { client: Client; server: McpServer; requestIds: unknown[] }> {
  const broker = createMemoryBroker();
  const server = billingServer();
  const client = new Client({ name: 'askq-test', version: '1.0.0' }, { capabilities: askqElicitationCapabilities });
  const handler = askqElicitationHandler({ broker, sessionId: 's1', client, ...options });
  // The JSON-RPC id of each elicitation the client handles.
  const requestIds: unknown[] = [];
  client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
    requestIds.push(extra.requestId);
    return handler(request, extra);
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  closers.push(() => server.close(), () => client.close());
  const call = async (name: string) => {
    const result = await client.callTool({ name, arguments: {} });
    return JSON.parse((result.content as { text: string }[])[0]!.text);
  };
  return { broker, http: createAskHandler({ broker }), client, server, call, requestIds };
}

/** Calls a tool whose elicitation the client refuses: the server gets the error, the browser nothing. */
async function expectRefused(setup: Pick<Setup, 'broker' | 'call'>, sessionId: string, tool: string, code: number, message: string | RegExp) {
  const { error } = await setup.call(tool);
  expect(error?.code).toBe(code);
  expect(error?.message).toMatch(message);
  expect(await setup.broker.pending(sessionId)).toEqual([]);
}

describe('MCP TypeScript SDK client with askqElicitationHandler', () => {
  test('form mode: the browser sees the request from the named server; the tool receives exactly the typed content', async () => {
    const { http, call } = await sdkSetup();
    const calling = call('signup');
    const ask = await pendingFromStream(http, 's1');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing', input: SIGNUP });
    const form = parseElicitation(ask.input, { serverName: ask.serverName! }).request as AskRequest;
    expect(form.source).toEqual({ protocol: 'mcp', serverName: 'Billing' });
    expect(form.questions.map((q) => [q.field!.key, q.kind])).toEqual([
      ['email', 'text'], ['name', 'text'], ['seats', 'number'], ['invoices', 'choice'], ['plan', 'choice'], ['region', 'choice'], ['addons', 'choice'],
    ]);
    // A required field left out is refused at the route (422): nothing reaches the server yet.
    const { addons: _, ...withoutAddons } = TYPED;
    const refused = await post(http, ask, 'answer', { type: 'answered', answers: answersFor(form, withoutAddons) });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'invalid_outcome' } } });
    expect(refused.body.error.message).toContain('Add-ons is required');
    expect(await post(http, ask, 'answer', { type: 'answered', answers: answersFor(form, TYPED) })).toMatchObject({ status: 200 });
    const { result } = await calling;
    expect(result).toStrictEqual({ action: 'accept', content: CONTENT });
  });

  test('optional fields left unanswered are absent from the content', async () => {
    const { http, call } = await sdkSetup();
    const calling = call('signup');
    const ask = await pendingFromStream(http, 's1');
    const form = parseElicitation(ask.input, { serverName: 'Billing' }).request as AskRequest;
    const { name: _n, invoices: _i, region: _r, ...required } = TYPED;
    await post(http, ask, 'answer', { type: 'answered', answers: answersFor(form, required) });
    expect((await calling).result).toStrictEqual({ action: 'accept', content: { email: 'ada@example.com', seats: 12, plan: 'team', addons: ['sso', 'audit'] } });
  });

  test('a Decline button (explicit) is decline; a dismissal is cancel', async () => {
    const { http, call } = await sdkSetup();
    const declining = call('signup');
    await post(http, await pendingFromStream(http, 's1'), 'decline', { explicit: true });
    expect((await declining).result).toStrictEqual({ action: 'decline' });
    const dismissing = call('signup');
    await post(http, await pendingFromStream(http, 's1'), 'decline');
    expect((await dismissing).result).toStrictEqual({ action: 'cancel' });
  });

  test('a timeout withdraws the request and the server gets cancel', async () => {
    const { broker, call } = await sdkSetup({ timeoutMs: 50 });
    expect((await call('signup')).result).toStrictEqual({ action: 'cancel' });
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('an invalid schema is a -32602 error with the issue, and nothing reaches the browser', async () => {
    await expectRefused(await sdkSetup(), 's1', 'impossible', -32602, `MCP error -32602: ${INVALID}`);
  });

  test('URL mode reaches the browser as a URL request; accept and decline come back', async () => {
    const { http, call } = await sdkSetup();
    const accepting = call('connect');
    const ask = await pendingFromStream(http, 's1');
    const card = parseElicitation(ask.input, { serverName: ask.serverName! }).request;
    expect(card).toMatchObject({ mode: 'url', url: 'https://calendar.example/connect?state=abc', domain: 'calendar.example', elicitationId: 'el-1', message: 'Connect your calendar' });
    expect(await post(http, ask, 'answer', { type: 'answered', answers: {} })).toMatchObject({ status: 200 });
    expect((await accepting).result).toStrictEqual({ action: 'accept' });
    const declining = call('connect');
    await post(http, await pendingFromStream(http, 's1'), 'decline', { explicit: true });
    expect((await declining).result).toStrictEqual({ action: 'decline' });
  });

  // The SDK (1.32.2) itself drops a notifications/cancelled for request id 0 (`if (!requestId)
  // return`), the id of a server's first request; after a ping the elicitation is id 1.
  test.each([0, 1])('the server cancelling its request (id %i) withdraws it from the browser', async (id) => {
    const { broker, client, server, requestIds } = await sdkSetup();
    if (id > 0) await server.server.ping();
    const events: BrokerEvent[] = [];
    await broker.subscribe('s1', (event) => void events.push(event));
    const abort = new AbortController();
    // The tool call's cancellation aborts the server's elicitation, which sends notifications/cancelled.
    const calling = client.callTool({ name: 'signup', arguments: {} }, undefined, { signal: abort.signal }).catch((e: unknown) => e);
    await expect.poll(() => broker.pending('s1').then((p) => p.length)).toBe(1);
    expect(requestIds).toEqual([id]);
    abort.abort();
    await expect.poll(() => events.map((e) => e.type)).toEqual(['pending', 'withdrawn']);
    expect(events[1]).toMatchObject({ type: 'withdrawn', reason: 'aborted' });
    expect(await broker.pending('s1')).toEqual([]);
    await calling;
  });

  test('a typed URI reaches the tool as the SDK server takes it: an http(s) address normalised', async () => {
    const { broker, call } = await sdkSetup();
    const calling = call('website');
    await expect.poll(() => broker.pending('s1').then((p) => p.length)).toBe(1);
    const [ask] = await broker.pending('s1');
    const typed = (other: string) => ({ type: 'answered', answers: { q1: { selected: [], other } } });
    // Refused before it is sent (the SDK server's ajv-formats refuses it too); the ask waits on.
    for (const other of ['https://example.com/100%', 'https://example.com/[x]', 'https://example.com/a#b#c']) {
      expect(await broker.respond(ask!.id, typed(other)), other).toMatchObject({ ok: false, reason: 'invalid_outcome' });
    }
    expect(await broker.respond(ask!.id, typed('https://bücher.example/café'))).toMatchObject({ ok: true });
    expect((await calling).result).toStrictEqual({ action: 'accept', content: { site: 'https://xn--bcher-kva.example/caf%C3%A9' } });
  });

  test('property: a URI askq accepts is one the SDK server accepts', () => {
    const form = parseElicitation(WEBSITE, { serverName: 'x' }).request as AskRequest;
    const validate = new AjvJsonSchemaValidator().getValidator(WEBSITE.requestedSchema);
    const piece = fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?#[]%% é|^`{}"<>\\', '%41', '%zz', 'xn--', '[::1]', '[0:0::1]', 'bücher', '\t');
    const text = fc.tuple(fc.constantFrom('https://', 'http://', 'HTTP://', 'urn:', 'foo://', 'mailto:', 'https:', ''), fc.array(piece, { maxLength: 12 })).map(([scheme, rest]) => scheme + rest.join(''));
    fc.assert(
      fc.property(text, (other) => {
        const answers = { q1: { selected: [], other } };
        if (checkElicitationAnswers(form, answers).length > 0) return;
        const { content } = toElicitationResult(form, { type: 'answered', answers });
        expect(validate(content), `${JSON.stringify(other)} sent as ${JSON.stringify(content)}`).toMatchObject({ valid: true });
      }),
      { numRuns: 3000 },
    );
  });

  test('serverName given wins over the server info; without either the form has no name', async () => {
    const named = await sdkSetup({ serverName: 'Billing (staging)' });
    const calling = named.call('signup');
    const ask = await pendingFromStream(named.http, 's1');
    expect(ask.serverName).toBe('Billing (staging)');
    await post(named.http, ask, 'decline');
    await calling;
    const handler = askqElicitationHandler({ broker: createMemoryBroker(), sessionId: 's1', timeoutMs: 0 });
    expect(await handler({ params: SIGNUP })).toEqual({ action: 'cancel' });
  });

  test('the handler itself: ElicitationRequestError carries code -32602 and the issues as data', async () => {
    const handler = askqElicitationHandler({ broker: createMemoryBroker(), sessionId: 's1', serverName: 'x' });
    const error = await handler({ params: { message: 'no schema' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElicitationRequestError);
    expect(error).toMatchObject({ code: -32602, data: { issues: [expect.objectContaining({ path: ['requestedSchema'], severity: 'error' })] } });
    expect(() => askqElicitationHandler({ broker: createMemoryBroker(), sessionId: '' })).toThrow(TypeError);
  });
});

describe('@ai-sdk/mcp client with askqElicitationHandler', () => {
  async function aiSetup(): Promise<{ broker: Broker; client: MCPClient; call: Setup['call'] }> {
    const broker = createMemoryBroker();
    const server = billingServer();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = await createMCPClient({ transport: clientSide as unknown as MCPTransport, capabilities: askqElicitationCapabilities });
    client.onElicitationRequest(ElicitationRequestSchema, askqElicitationHandler({ broker, sessionId: 'ai', client }));
    closers.push(() => server.close(), () => client.close());
    const call = async (name: string) => {
      const result = await client.callTool({ name, arguments: {} });
      return JSON.parse((result.content as { text: string }[])[0]!.text);
    };
    return { broker, client, call };
  }

  async function nextPending(broker: Broker): Promise<PendingAsk> {
    await expect.poll(() => broker.pending('ai').then((p) => p.length)).toBe(1);
    return (await broker.pending('ai'))[0]!;
  }

  test('form mode: accept with typed content, decline, cancel', async () => {
    const { broker, call } = await aiSetup();
    const accepting = call('signup');
    const ask = await nextPending(broker);
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing' });
    const form = parseElicitation(ask.input, { serverName: 'Billing' }).request as AskRequest;
    expect(await broker.respond(ask.id, { type: 'answered', answers: answersFor(form, TYPED) })).toMatchObject({ ok: true });
    expect((await accepting).result).toStrictEqual({ action: 'accept', content: CONTENT });
    const declining = call('signup');
    await broker.respond((await nextPending(broker)).id, { type: 'declined', reason: 'dismissed', explicit: true, answers: {} });
    expect((await declining).result).toStrictEqual({ action: 'decline' });
    const cancelling = call('signup');
    await broker.respond((await nextPending(broker)).id, { type: 'declined', reason: 'chat_about_this', answers: {} });
    expect((await cancelling).result).toStrictEqual({ action: 'cancel' });
  });

  test('URL mode never reaches the handler: @ai-sdk/mcp 2.0.99 itself refuses a request without requestedSchema', async () => {
    // Its ElicitationRequestSchema requires `requestedSchema` (form mode only), whatever the
    // capabilities say; the server gets -32602 from the client before askq sees the request.
    await expectRefused(await aiSetup(), 'ai', 'connect', -32602, /Invalid elicitation request: [^]*"requestedSchema"/);
  });

  test('an invalid schema is refused with the issue; @ai-sdk/mcp sends every handler error as -32603', async () => {
    await expectRefused(await aiSetup(), 'ai', 'impossible', -32603, `MCP error -32603: ${INVALID}`);
  });
});
