/**
 * The demo's server mode: one Node process holding one broker (in memory; on Redis in cluster
 * mode), the askq HTTP + SSE handler under `/api`, a scripted agent per session and the page (Vite
 * dev middleware, or the built files). Started by `start.mjs` (`pnpm demo:server` at the root).
 *
 * Demo routes next to the handler's:
 * - `POST /demo/sessions/:id/start`: starts the session's agent (once; 202, or 200 when running).
 *   `?agent=mcp` starts the MCP run instead: an MCP client connected to `mcp-server.mjs` (a real
 *   MCP server on stdio) whose elicitation requests are asked through the broker.
 * - `GET /demo/sessions/:id/transcript`: server-sent events, `event: transcript` with
 *   `{ state, lines }` on connect and after every change.
 * - `POST /demo/sessions/:id/drop`: closes the session's open event streams from the server side
 *   (a dropped connection, for the tests and for trying reconnects by hand).
 *
 * Cluster mode (`cluster.mjs`): with `redisUrl` the broker is `createRedisBroker`, so instances on
 * one Redis share the questions and answers; with `agentUrl` an instance runs no agents and
 * forwards `start` and `transcript` to the instance at that URL (the askq routes under `/api` are
 * always served by the instance itself, from its own broker).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { createAskHandler, createMemoryBroker, toNodeListener, type Broker } from '@askq/server';
import { createRedisBroker } from '@askq/server/redis';
import { runScriptedAgent, type TranscriptLine, type TranscriptSnapshot } from './agent.js';
import { runMcpAgent } from './mcp-agent.js';

/** Options of `startDemoServer`. */
export interface DemoServerOptions {
  /** The demo app's folder (holds `src/server-mode/index.html`, and `dist/` in static mode). */
  root: string;
  /** 'dev' serves the page through Vite's dev middleware; 'static' serves the build in `dist/`. */
  mode: 'dev' | 'static';
  /** @default '127.0.0.1' */
  host?: string;
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** A Redis URL: the broker is `createRedisBroker` on it (prefix `askq-demo:`), not in memory. */
  redisUrl?: string;
  /** Another demo server (`http://host:port/`) that runs the agents: `start` and `transcript` go there. */
  agentUrl?: string;
  /** Vite's cache folder, relative to `root` (dev mode): two dev instances on one root need one each. */
  cacheDir?: string;
}

/** A running demo server. */
export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

/** The page's HTML entry, relative to the demo root (and to `dist/` once built). */
const PAGE = 'src/server-mode/index.html';
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DEMO_ROUTE = /^\/demo\/sessions\/([^/]+)\/(start|transcript|drop)$/;
const EVENTS_ROUTE = /^\/api\/sessions\/([^/]+)\/events$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

interface Session {
  snapshot: TranscriptSnapshot;
  listeners: Set<(snapshot: TranscriptSnapshot) => void>;
  /** Every open event stream of the session (the broker's and the transcript's), for `drop`. */
  streams: Set<ServerResponse>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The agents a session can run: the scripted AskUserQuestion agent, or the MCP run. */
export type DemoAgent = 'ask' | 'mcp';

/** The sessions' transcripts and agents. */
function createSessions(broker: Broker, root: string) {
  const sessions = new Map<string, Session>();
  const get = (id: string): Session => {
    let session = sessions.get(id);
    if (!session) {
      session = { snapshot: { state: 'idle', lines: [] }, listeners: new Set(), streams: new Set() };
      sessions.set(id, session);
    }
    return session;
  };
  const publish = (session: Session, next: TranscriptSnapshot) => {
    session.snapshot = next;
    for (const listener of session.listeners) listener(next);
  };
  const start = (id: string, agent: DemoAgent): boolean => {
    const session = get(id);
    if (session.snapshot.state !== 'idle') return false;
    publish(session, { state: 'running', lines: [] });
    const write = (line: TranscriptLine) => publish(session, { ...session.snapshot, lines: [...session.snapshot.lines, line] });
    const run = agent === 'mcp' ? runMcpAgent(broker, id, write, join(root, 'server', 'mcp-server.mjs')) : runScriptedAgent(broker, id, write);
    run.then(
      () => publish(session, { ...session.snapshot, state: 'done' }),
      (error: unknown) => {
        write({ agent: 'main', kind: 'say', text: `The agent failed: ${error instanceof Error ? error.message : String(error)}` });
        publish(session, { ...session.snapshot, state: 'done' });
      },
    );
    return true;
  };
  return { get, start };
}

/**
 * Forwards a demo route to the instance that runs the agents: the status and body of a `start`,
 * or the `transcript` event stream (until either side goes away). 502 when that instance is down.
 */
async function forward(agentUrl: string, req: IncomingMessage, res: ServerResponse, path: string, session: Session): Promise<void> {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  let upstream: Response;
  try {
    upstream = await fetch(new URL(path.slice(1), agentUrl), { method: req.method, signal: controller.signal });
  } catch {
    if (res.destroyed) return; // the page went away first
    return sendJson(res, 502, { error: { code: 'agent_unreachable', message: `the agents' instance ${agentUrl} does not answer` } });
  }
  if (res.destroyed) return void controller.abort();
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  if (!upstream.body) return void res.end();
  session.streams.add(res);
  res.once('close', () => session.streams.delete(res));
  const reader = upstream.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The page went away (aborted) or the agents' instance did.
  }
  res.end();
}

/** Sends the transcript as server-sent events until the client goes away. */
function streamTranscript(session: Session, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (snapshot: TranscriptSnapshot) => res.write(`event: transcript\ndata: ${JSON.stringify(snapshot)}\n\n`);
  send(session.snapshot);
  const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
  session.listeners.add(send);
  session.streams.add(res);
  res.once('close', () => {
    clearInterval(ping);
    session.listeners.delete(send);
    session.streams.delete(res);
  });
}

/** A file of the build, or undefined when the path leaves `dist/` or names no file. */
async function readBuilt(dist: string, pathname: string): Promise<{ body: Buffer; type: string } | undefined> {
  const path = pathname === '/' ? PAGE : decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = resolve(dist, path);
  if (!file.startsWith(dist + sep)) return undefined;
  try {
    return { body: await readFile(file), type: TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** The page: Vite's dev middleware (with `/` rendered from the entry HTML), or the built files. */
async function createPageServer(options: DemoServerOptions, server: ReturnType<typeof createServer>) {
  if (options.mode === 'static') {
    const dist = resolve(options.root, 'dist');
    return {
      handle: async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
        const file = req.method === 'GET' || req.method === 'HEAD' ? await readBuilt(dist, pathname) : undefined;
        if (!file) return sendJson(res, 404, { error: { code: 'not_found', message: `no page at ${pathname}` } });
        res.writeHead(200, { 'content-type': file.type });
        res.end(req.method === 'HEAD' ? undefined : file.body);
      },
      close: async () => undefined,
    };
  }
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: options.root,
    appType: 'custom',
    ...(options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir }),
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    handle: async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
      if (pathname === '/' || pathname === '/index.html') {
        const html = await vite.transformIndexHtml(pathname, await readFile(join(options.root, PAGE), 'utf8'));
        res.writeHead(200, { 'content-type': TYPES['.html']! });
        res.end(html);
        return;
      }
      vite.middlewares(req, res, () => sendJson(res, 404, { error: { code: 'not_found', message: `no page at ${pathname}` } }));
    },
    close: () => vite.close(),
  };
}

/** Starts the demo server; resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const redis = options.redisUrl === undefined ? undefined : createRedisBroker({ url: options.redisUrl, prefix: 'askq-demo:' });
  if (redis) {
    try {
      await redis.ready();
    } catch (error) {
      await redis.close();
      throw error;
    }
  }
  const broker: Broker = redis ?? createMemoryBroker();
  const api = toNodeListener(createAskHandler({ broker, basePath: '/api' }));
  const sessions = createSessions(broker, options.root);
  const server = createServer();
  const page = await createPageServer(options, server);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;
    const events = EVENTS_ROUTE.exec(pathname);
    if (events?.[1] && SESSION_ID.test(events[1])) {
      const session = sessions.get(events[1]);
      session.streams.add(res);
      res.once('close', () => session.streams.delete(res));
    }
    if (pathname.startsWith('/api/')) return api(req, res);
    const demo = DEMO_ROUTE.exec(pathname);
    if (demo) {
      const [, id = '', action] = demo;
      if (!SESSION_ID.test(id)) return sendJson(res, 400, { error: { code: 'invalid_session', message: 'a session id is 1-64 letters, digits, - or _' } });
      const method = action === 'transcript' ? 'GET' : 'POST';
      if (req.method !== method) return sendJson(res, 405, { error: { code: 'method_not_allowed', message: `${pathname} takes ${method} only` } });
      const session = sessions.get(id);
      if (options.agentUrl !== undefined && action !== 'drop') return void forward(options.agentUrl, req, res, pathname + url.search, session);
      if (action === 'transcript') return streamTranscript(session, res);
      if (action === 'start') {
        const agent = url.searchParams.get('agent') ?? 'ask';
        if (agent !== 'ask' && agent !== 'mcp') return sendJson(res, 400, { error: { code: 'invalid_agent', message: "agent is 'ask' (the default) or 'mcp'" } });
        return sendJson(res, sessions.start(id, agent) ? 202 : 200, { state: session.snapshot.state });
      }
      const dropped = session.streams.size;
      for (const stream of [...session.streams]) stream.destroy();
      return sendJson(res, 200, { dropped });
    }
    page.handle(req, res, pathname).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'internal', message: 'the page could not be served' } });
      else res.destroy();
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the demo server has no TCP address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await page.close();
      await redis?.close();
    },
  };
}
