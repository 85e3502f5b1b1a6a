import { afterEach, describe, expect, test } from 'vitest';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { inputRequired, inputResponse, McpServer, type CallToolResult, type ElicitRequestFormParams, type ServerContext } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createMCPClient, ElicitationRequestSchema, type MCPTransport } from '@ai-sdk/mcp';
import { type AskRequest } from '@askq/core';
import { parseElicitation } from '@askq/core/elicitation';
import { askqElicitationCapabilities, askqElicitationHandler, ElicitationRequestError } from './mcp.js';
import { createAskHandler, type AskHandler } from './http.js';
import { createMemoryBroker } from './memory-broker.js';
import type { Broker, BrokerEvent, PendingAsk } from './types.js';
import { answersFor, CONTENT, pendingFromStream, pendingList, post, SIGNUP, TYPED } from './test/mcp-browser.js';

// The MCP TypeScript SDK v2 (@modelcontextprotocol/client and /server 2.4.0) and MCP revision
// 2026-07-28, whose tools ask for input with Multi Round-Trip Requests (SEP-2322): a tool call
// answers `input_required` with `inputRequests`, the client asks the user through the elicitation
// handler it registered (askq's), and calls the tool again with `inputResponses` and the echoed
// `requestState`. A fake browser (test/mcp-browser.ts) answers through askq's HTTP handler.

const MODERN = '2026-07-28';
/** A second form, asked in the same round as SIGNUP. */
const BILLING_CONTACT: ElicitRequestFormParams = {
  message: 'Who gets the invoices?',
  requestedSchema: { type: 'object', properties: { contact: { type: 'string', title: 'Contact email', format: 'email' } }, required: ['contact'] },
};

/** Valid for the SDK's own request check, but no number can fit the required field. */
const IMPOSSIBLE: ElicitRequestFormParams = {
  message: 'How many?',
  requestedSchema: { type: 'object', properties: { count: { type: 'number', title: 'Count', minimum: 5, maximum: 1 } }, required: ['count'] },
};

/** What askq's handler says about IMPOSSIBLE: parseElicitation's issue. */
const INVALID = 'Invalid elicitation request: requestedSchema.properties.count.minimum (5) is greater than maximum (1); no number can fit';

const text = (value: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

/**
 * A v2 server whose tools write the MRTR way: the first round returns `input_required`, the next
 * reports what came back for each key (`inputResponse`) and the request state it was given.
 */
function billingServer(): McpServer {
  const server = new McpServer({ name: 'billing', title: 'Billing', version: '2.0.0' });
  const tool = (name: string, requests: Record<string, ReturnType<typeof inputRequired.elicit>>) =>
    server.registerTool(name, { description: `asks for ${Object.keys(requests).join(' and ')}` }, async (ctx: ServerContext) => {
      const responses = ctx.mcpReq.inputResponses;
      if (responses === undefined) return inputRequired({ inputRequests: requests, requestState: `${name}:round-1` });
      const got = Object.fromEntries(Object.keys(requests).map((key) => [key, inputResponse(responses, key)]));
      return text({ responses: got, requestState: ctx.mcpReq.requestState() });
    });
  tool('signup', { signup: inputRequired.elicit(SIGNUP) });
  tool('signup-and-contact', { signup: inputRequired.elicit(SIGNUP), contact: inputRequired.elicit(BILLING_CONTACT) });
  // Two rounds: the signup answer travels in requestState while the contact form is asked.
  server.registerTool('signup-then-contact', { description: 'asks for signup, then contact' }, async (ctx: ServerContext) => {
    const state = ctx.mcpReq.requestState<string>();
    const responses = ctx.mcpReq.inputResponses ?? {};
    if (state === undefined) return inputRequired({ inputRequests: { signup: inputRequired.elicit(SIGNUP) }, requestState: 'signup-asked' });
    if (state === 'signup-asked') {
      const carried = JSON.stringify(inputResponse(responses, 'signup'));
      return inputRequired({ inputRequests: { contact: inputRequired.elicit(BILLING_CONTACT) }, requestState: `contact-asked:${carried}` });
    }
    return text({ signup: JSON.parse(state.slice('contact-asked:'.length)), contact: inputResponse(responses, 'contact'), got: Object.keys(responses) });
  });
  tool('impossible', { count: inputRequired.elicit(IMPOSSIBLE) });
  tool('connect', { calendar: inputRequired.elicitUrl({ message: 'Connect your calendar', url: 'https://calendar.example/connect?state=abc' }) });
  return server;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

type Reported = { responses?: Record<string, unknown>; requestState?: unknown; result?: unknown; error?: unknown };

interface Setup {
  broker: Broker;
  http: AskHandler;
  /** Calls a tool and reads what it reported. */
  call: (name: string, options?: { signal?: AbortSignal }) => Promise<Reported>;
}

const readText = (result: unknown): Reported => JSON.parse((result as { content: { text: string }[] }).content[0]!.text);

type ServerSide = InstanceType<typeof InMemoryTransport>;

/**
 * Serves billingServer() on the server side of an in-memory pair as a v2 server serves a stdio
 * connection (`serveStdio` with that transport): the client's opening message picks the era, a
 * `server/discover` carrying 2026-07-28 or an `initialize` (2025-11-25). A `McpServer` connected
 * directly to a transport only answers the 2025 era (its `server/discover` is -32601).
 */
function serveBoth(serverSide: ServerSide): () => Promise<void> {
  const handle = serveStdio(() => billingServer(), { transport: serverSide });
  return () => handle.close();
}

/** A v2 client with askq's handler, linked in memory to the server `serve` starts, pinned to `revision` if given. */
async function v2Setup(revision?: string, serve: (serverSide: ServerSide) => Promise<() => Promise<void>> | (() => Promise<void>) = serveBoth): Promise<Setup & { client: Client }> {
  const broker = createMemoryBroker();
  const client = new Client(
    { name: 'askq-test', version: '1.0.0' },
    { capabilities: askqElicitationCapabilities, ...(revision !== undefined && { versionNegotiation: { mode: { pin: revision } } }) },
  );
  client.setRequestHandler('elicitation/create', askqElicitationHandler({ broker, sessionId: 's1', client }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  closers.push(await serve(serverSide));
  await client.connect(clientSide);
  closers.push(() => client.close());
  const call: Setup['call'] = async (name, options) => readText(await client.callTool({ name, arguments: {} }, options));
  return { broker, http: createAskHandler({ broker }), client, call };
}

function formOf(ask: PendingAsk): AskRequest {
  return parseElicitation(ask.input, { serverName: ask.serverName! }).request as AskRequest;
}

describe('MCP TypeScript SDK v2 client with askqElicitationHandler, revision 2026-07-28 (input_required)', () => {
  test('the connection is on 2026-07-28; the browser sees the input request from the named server; the second round gets the typed content and the request state', async () => {
    const { client, http, call } = await v2Setup(MODERN);
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
    const calling = call('signup');
    const ask = await pendingFromStream(http, 's1');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing', input: { ...SIGNUP, mode: 'form' } });
    const form = formOf(ask);
    expect(form.source).toEqual({ protocol: 'mcp', serverName: 'Billing' });
    expect(await post(http, ask, 'answer', { type: 'answered', answers: answersFor(form, TYPED) })).toMatchObject({ status: 200 });
    expect(await calling).toStrictEqual({
      responses: { signup: { kind: 'elicit', action: 'accept', content: CONTENT } },
      requestState: 'signup:round-1',
    });
  });

  test('an explicit Decline reaches the tool as decline; a dismissal as cancel', async () => {
    const { http, call } = await v2Setup(MODERN);
    const declining = call('signup');
    await post(http, await pendingFromStream(http, 's1'), 'decline', { explicit: true });
    expect((await declining).responses).toStrictEqual({ signup: { kind: 'elicit', action: 'decline' } });
    const dismissing = call('signup');
    await post(http, await pendingFromStream(http, 's1'), 'decline');
    expect((await dismissing).responses).toStrictEqual({ signup: { kind: 'elicit', action: 'cancel' } });
  });

  test('two input requests in one round: the client asks both at once, the browser shows both, the tool gets both answers', async () => {
    const { broker, http, call } = await v2Setup(MODERN);
    const calling = call('signup-and-contact');
    // The v2 driver dispatches a round's input requests in parallel (Promise.all): both are pending together.
    await expect.poll(() => broker.pending('s1').then((p) => p.length)).toBe(2);
    const pending = await pendingList(http, 's1');
    expect(pending.map((ask) => ask.input)).toEqual([expect.objectContaining({ message: SIGNUP.message }), expect.objectContaining({ message: BILLING_CONTACT.message })]);
    const [signup, contact] = pending as [PendingAsk, PendingAsk];
    // Answered in the other order: each answer reaches its own key.
    await post(http, contact, 'answer', { type: 'answered', answers: answersFor(formOf(contact), { contact: 'billing@example.com' }) });
    await post(http, signup, 'decline', { explicit: true });
    expect(await calling).toStrictEqual({
      responses: { signup: { kind: 'elicit', action: 'decline' }, contact: { kind: 'elicit', action: 'accept', content: { contact: 'billing@example.com' } } },
      requestState: 'signup-and-contact:round-1',
    });
  });

  test('two rounds: the input request of each round reaches the browser in turn; requestState carries the first answer into the last round', async () => {
    const { http, call } = await v2Setup(MODERN);
    const calling = call('signup-then-contact');
    const signup = await pendingFromStream(http, 's1');
    expect(signup.input).toMatchObject({ message: SIGNUP.message });
    await post(http, signup, 'answer', { type: 'answered', answers: answersFor(formOf(signup), TYPED) });
    const contact = await pendingFromStream(http, 's1');
    expect(contact.input).toMatchObject({ message: BILLING_CONTACT.message });
    await post(http, contact, 'answer', { type: 'answered', answers: answersFor(formOf(contact), { contact: 'billing@example.com' }) });
    expect((await calling) as unknown).toStrictEqual({
      signup: { kind: 'elicit', action: 'accept', content: CONTENT },
      contact: { kind: 'elicit', action: 'accept', content: { contact: 'billing@example.com' } },
      // A retry carries only the last round's responses.
      got: ['contact'],
    });
  });

  test('aborting the tool call withdraws the input request from the browser (the handler gets ctx.mcpReq.signal)', async () => {
    const { broker, call } = await v2Setup(MODERN);
    const withdrawn = new Promise<BrokerEvent>((resolve) => {
      void broker.subscribe('s1', (event) => event.type === 'withdrawn' && resolve(event));
    });
    const abort = new AbortController();
    const calling = call('signup', { signal: abort.signal }).catch((e: unknown) => e);
    await expect.poll(() => broker.pending('s1').then((p) => p.length)).toBe(1);
    abort.abort();
    expect(await withdrawn).toMatchObject({ type: 'withdrawn', reason: 'aborted' });
    await calling;
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('URL mode under input_required reaches the browser as a URL card; accept comes back to the tool', async () => {
    const { http, call } = await v2Setup(MODERN);
    const calling = call('connect');
    const ask = await pendingFromStream(http, 's1');
    const card = parseElicitation(ask.input, { serverName: ask.serverName! }).request;
    // 2026-07-28 URL requests have no elicitationId: the handler gives the card the input request's key.
    expect(ask.input).toEqual({ mode: 'url', message: 'Connect your calendar', url: 'https://calendar.example/connect?state=abc', elicitationId: 'calendar' });
    expect(card).toMatchObject({ mode: 'url', url: 'https://calendar.example/connect?state=abc', domain: 'calendar.example', message: 'Connect your calendar', elicitationId: 'calendar' });
    expect(await post(http, ask, 'answer', { type: 'answered', answers: {} })).toMatchObject({ status: 200 });
    expect((await calling).responses).toStrictEqual({ calendar: { kind: 'elicit', action: 'accept' } });
  });

  test('an input request askq cannot show: the tool call rejects in the client with ElicitationRequestError; the server gets no answer, the browser nothing', async () => {
    // 2026-07-28 has no error response for an input request: the v2 driver rejects the whole call.
    const { broker, call } = await v2Setup(MODERN);
    const error = await call('impossible').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElicitationRequestError);
    expect(error).toMatchObject({ code: -32602, message: INVALID });
    expect(await broker.pending('s1')).toEqual([]);
  });
});

describe('MCP TypeScript SDK v2 client with askqElicitationHandler, revision 2025-11-25 (elicitation/create)', () => {
  /** A v1 server (SDK 1.32.2) whose tools send a real elicitation/create and report the result or the error. */
  async function connectV1(serverSide: ServerSide) {
    const server = new McpServerV1({ name: 'billing', title: 'Billing (v1)', version: '1.0.0' });
    for (const [name, params] of [['signup', SIGNUP], ['impossible', IMPOSSIBLE]] as const) {
      server.registerTool(name, { description: `elicits ${name}` }, async (extra) => {
        const reported = await server.server.elicitInput(params, { signal: extra.signal }).then(
          (result) => ({ result }),
          ({ code, message }: { code?: number; message: string }) => ({ error: { code, message } }),
        );
        return { content: [{ type: 'text' as const, text: JSON.stringify(reported) }] };
      });
    }
    await server.connect(serverSide as unknown as Parameters<McpServerV1['connect']>[0]);
    return () => server.close();
  }

  test('against a v1 server: the legacy request reaches the browser and the result the server', async () => {
    const { client, http, call } = await v2Setup(undefined, connectV1);
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const calling = call('signup');
    const ask = await pendingFromStream(http, 's1');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing (v1)' });
    await post(http, ask, 'answer', { type: 'answered', answers: answersFor(formOf(ask), TYPED) });
    expect(await calling).toStrictEqual({ result: { action: 'accept', content: CONTENT } });
  });

  test('against a v1 server: a request askq cannot show is a -32602 error with the issue, and nothing reaches the browser', async () => {
    const { broker, call } = await v2Setup(undefined, connectV1);
    expect(await call('impossible')).toStrictEqual({ error: { code: -32602, message: `MCP error -32602: ${INVALID}` } });
    expect(await broker.pending('s1')).toEqual([]);
  });

  test('against a v2 server on the legacy revision: the server turns input_required into elicitation/create (its legacy shim); the tool gets the same answers', async () => {
    const { client, http, call } = await v2Setup();
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const calling = call('signup');
    const ask = await pendingFromStream(http, 's1');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing' });
    await post(http, ask, 'answer', { type: 'answered', answers: answersFor(formOf(ask), TYPED) });
    expect((await calling).responses).toStrictEqual({ signup: { kind: 'elicit', action: 'accept', content: CONTENT } });
  });

  test('an SDK v1 client against a v2 server: the legacy shim reaches the v1 handler the same way', async () => {
    const broker = createMemoryBroker();
    const http = createAskHandler({ broker });
    const client = new ClientV1({ name: 'askq-test', version: '1.0.0' }, { capabilities: askqElicitationCapabilities });
    client.setRequestHandler(ElicitRequestSchema, askqElicitationHandler({ broker, sessionId: 's1', client }));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    closers.push(serveBoth(serverSide));
    await client.connect(clientSide as unknown as Parameters<ClientV1['connect']>[0]);
    closers.push(() => client.close());
    const calling = client.callTool({ name: 'signup', arguments: {} });
    const ask = await pendingFromStream(http, 's1');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing' });
    await post(http, ask, 'decline', { explicit: true });
    expect(readText(await calling)).toStrictEqual({ responses: { signup: { kind: 'elicit', action: 'decline' } }, requestState: 'signup:round-1' });
  });

  test('a server cancelling its elicitation/create withdraws it from the browser (the handler gets ctx.mcpReq.signal)', async () => {
    const { broker, client } = await v2Setup(undefined, connectV1);
    // Unlike the v1 client (see mcp.test.ts), the v2 client honours a cancellation of request id 0.
    const withdrawn = new Promise<BrokerEvent>((resolve) => {
      void broker.subscribe('s1', (event) => event.type === 'withdrawn' && resolve(event));
    });
    const abort = new AbortController();
    const calling = client.callTool({ name: 'signup', arguments: {} }, { signal: abort.signal }).catch((e: unknown) => e);
    await expect.poll(() => broker.pending('s1').then((p) => p.length)).toBe(1);
    abort.abort();
    expect(await withdrawn).toMatchObject({ type: 'withdrawn', reason: 'aborted' });
    await calling;
  });
});

describe('@ai-sdk/mcp client with askqElicitationHandler, v2 server on 2026-07-28', () => {
  async function aiSetup() {
    const broker = createMemoryBroker();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    closers.push(serveBoth(serverSide));
    // @ai-sdk/mcp probes 2026-07-28 (server/discover) only on a transport that says it can.
    const transport = Object.assign(clientSide, { supportsProtocolVersionDiscovery: true }) as unknown as MCPTransport;
    const client = await createMCPClient({ transport, capabilities: askqElicitationCapabilities });
    client.onElicitationRequest(ElicitationRequestSchema, askqElicitationHandler({ broker, sessionId: 'ai', client }));
    closers.push(() => client.close());
    const call = async (name: string, options?: { signal?: AbortSignal }) => readText(await client.callTool({ name, arguments: {}, ...(options && { options }) }));
    return { broker, http: createAskHandler({ broker }), client, call };
  }

  test('form mode: the typed content reaches the tool in its second round', async () => {
    const { client, http, call } = await aiSetup();
    // Not in MCPClient's type: the revision the client settled on after server/discover.
    expect((client as unknown as { protocolVersion: string }).protocolVersion).toBe(MODERN);
    const calling = call('signup');
    const ask = await pendingFromStream(http, 'ai');
    expect(ask).toMatchObject({ kind: 'elicitation', serverName: 'Billing' });
    await post(http, ask, 'answer', { type: 'answered', answers: answersFor(formOf(ask), TYPED) });
    expect(await calling).toStrictEqual({ responses: { signup: { kind: 'elicit', action: 'accept', content: CONTENT } }, requestState: 'signup:round-1' });
  });

  test('two input requests in one round are asked one after the other', async () => {
    const { broker, http, call } = await aiSetup();
    const calling = call('signup-and-contact');
    const first = await pendingFromStream(http, 'ai');
    expect(first.input).toMatchObject({ message: SIGNUP.message });
    expect(await broker.pending('ai')).toHaveLength(1);
    await post(http, first, 'decline', { explicit: true });
    await expect.poll(async () => (await broker.pending('ai'))[0]?.input).toMatchObject({ message: BILLING_CONTACT.message });
    const second = (await broker.pending('ai'))[0]!;
    await post(http, second, 'answer', { type: 'answered', answers: answersFor(formOf(second), { contact: 'billing@example.com' }) });
    expect((await calling).responses).toStrictEqual({ signup: { kind: 'elicit', action: 'decline' }, contact: { kind: 'elicit', action: 'accept', content: { contact: 'billing@example.com' } } });
  });

  test('aborting the tool call does not withdraw the ask: @ai-sdk/mcp 2.0.99 gives the handler no signal', async () => {
    // It only stops waiting for the handler (waitForAbort); the ask stays until answered or timeoutMs.
    const { broker, call } = await aiSetup();
    const abort = new AbortController();
    const calling = call('signup', { signal: abort.signal }).catch((e: unknown) => e);
    await expect.poll(() => broker.pending('ai').then((p) => p.length)).toBe(1);
    abort.abort();
    expect(await calling).toMatchObject({ message: 'Request was aborted' });
    expect(await broker.pending('ai')).toHaveLength(1);
  });

  test('URL mode under input_required never reaches the handler: @ai-sdk/mcp 2.0.99 refuses it', async () => {
    const { broker, call } = await aiSetup();
    await expect(call('connect')).rejects.toThrow('Unsupported input request: elicitation/create. Only form elicitation is supported.');
    expect(await broker.pending('ai')).toEqual([]);
  });
});
