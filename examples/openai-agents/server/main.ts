/**
 * The example's server: one Node process with one broker, askq's HTTP + SSE handler under
 * `/api/askq` (what `AskSession` reads), the agent runs, and the page (Vite's dev middleware).
 *
 * - `POST /agent/sessions/:id/start`: runs the trip planner for the session (once; 202).
 * - `GET /agent/sessions/:id/transcript`: server-sent events, `event: transcript` with the lines.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAskHandler, createMemoryBroker, toNodeListener } from '@askq/server';
import { runTripPlanner, type Line } from './agent.js';

export interface ExampleServerOptions {
  /** The example's folder (holds index.html); without it no page is served (the tests). */
  root?: string;
  /** Pause the run at each question (the durable variant) instead of holding it. @default false */
  durable?: boolean;
  /** @default 0 (a free port) */
  port?: number;
}

export interface ExampleServer {
  url: string;
  close(): Promise<void>;
}

const SESSION = /^\/agent\/sessions\/([A-Za-z0-9_-]{1,64})\/(start|transcript)$/;

export async function startExampleServer(options: ExampleServerOptions = {}): Promise<ExampleServer> {
  const broker = createMemoryBroker();
  const askq = toNodeListener(createAskHandler({ broker, basePath: '/api/askq' }));
  const transcripts = new Map<string, { lines: Line[]; listeners: Set<(lines: Line[]) => void> }>();
  const transcriptOf = (id: string) => {
    let t = transcripts.get(id);
    if (!t) transcripts.set(id, (t = { lines: [], listeners: new Set() }));
    return t;
  };

  const agentRoute = (req: IncomingMessage, res: ServerResponse, id: string, action: string) => {
    const transcript = transcriptOf(id);
    if (action === 'start' && req.method === 'POST') {
      if (transcript.lines.length > 0) return void res.writeHead(200).end();
      const write = (line: Line) => {
        transcript.lines = [...transcript.lines, line];
        for (const listener of transcript.listeners) listener(transcript.lines);
      };
      runTripPlanner(broker, id, options.durable === true, write).catch((error: unknown) =>
        write({ who: 'app', text: `The run failed: ${error instanceof Error ? error.message : String(error)}` }),
      );
      return void res.writeHead(202).end();
    }
    if (action === 'transcript' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (lines: Line[]) => res.write(`event: transcript\ndata: ${JSON.stringify(lines)}\n\n`);
      send(transcript.lines);
      transcript.listeners.add(send);
      res.once('close', () => transcript.listeners.delete(send));
      return;
    }
    res.writeHead(405).end();
  };

  const server = createServer();
  let page: Promise<PageHandler> | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/askq/')) return void askq(req, res);
    const route = SESSION.exec(pathname);
    if (route) return agentRoute(req, res, route[1]!, route[2]!);
    if (page) return void page.then((handle) => handle(req, res, pathname));
    res.writeHead(404).end();
  });
  // The port first: one in use (EADDRINUSE) rejects, for the caller to report, before Vite starts.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => (server.off('error', reject), resolve()));
  });
  if (options.root !== undefined) await (page = pageMiddleware(options.root, server));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type PageHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;

/** The page through Vite's dev middleware: `/` is index.html, the rest Vite's modules. */
async function pageMiddleware(root: string, server: ReturnType<typeof createServer>): Promise<PageHandler> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root, appType: 'custom', server: { middlewareMode: true, hmr: { server } } });
  server.once('close', () => void vite.close());
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname === '/' || pathname === '/index.html') {
      const html = await vite.transformIndexHtml(pathname, await readFile(join(root, 'index.html'), 'utf8'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(html);
    }
    vite.middlewares(req, res, () => res.writeHead(404).end());
  };
}
