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
    const config = { configurable: { thread_id: threadId } };
    // A resume (an answer) needs the run it resumes. The MemorySaver keeps threads only as long as
    // the server runs: after a restart a page may still show the question it saved. Say so in
    // LangGraph's error event, which useStream reports as its `error`; resuming an empty thread
    // would run nothing and answer with an empty stream.
    if (body.command && (await graph.getState(config)).createdAt === undefined) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.end(`event: error\ndata: ${JSON.stringify({ error: 'ThreadNotFound', message: unknownThread(threadId) })}\n\n`);
      return;
    }
    const stream = await graph.stream(body.command ? new Command(body.command) : (body.input ?? null), {
      ...config,
      streamMode: ['values', 'messages', 'updates'],
      encoding: 'text/event-stream',
    });
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    for await (const chunk of stream) res.write(chunk);
    res.end();
  };
}

/** The error for an answer to a thread the server does not have. */
export function unknownThread(threadId: string): string {
  return `The server no longer has this chat (thread ${threadId}): it keeps chats in memory and was restarted, so the answer went nowhere. Start a new chat.`;
}
