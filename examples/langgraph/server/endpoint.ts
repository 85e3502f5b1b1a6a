/**
 * The endpoint the page's `FetchStreamTransport` posts to: it runs the graph for the posted input
 * or command (`{ resume }`) on the posted thread and streams LangGraph's own event stream back.
 * A Node `(req, res)` handler: Vite's dev server mounts it, and any Node server can.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Command } from '@langchain/langgraph';
import type { createGraph } from './graph.js';

type Graph = ReturnType<typeof createGraph>;

/** What `FetchStreamTransport` posts. */
interface RunBody {
  input?: { messages: { type: string; content: string }[] } | null;
  command?: { resume?: unknown };
  config?: { configurable?: { thread_id?: string } };
}

async function readJson(req: IncomingMessage): Promise<RunBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RunBody;
}

export function graphHandler(graph: Graph) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    let body: RunBody;
    try {
      body = await readJson(req);
    } catch {
      res.writeHead(400).end('expected JSON');
      return;
    }
    const threadId = body.config?.configurable?.thread_id;
    if (!threadId) {
      res.writeHead(400).end('expected config.configurable.thread_id');
      return;
    }
    const stream = await graph.stream(body.command ? new Command(body.command) : (body.input ?? null), {
      configurable: { thread_id: threadId },
      streamMode: ['values', 'messages', 'updates'],
      encoding: 'text/event-stream',
    });
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    for await (const chunk of stream) res.write(chunk);
    res.end();
  };
}
