/**
 * The custom endpoint `useStream` talks to through `FetchStreamTransport`: it runs the graph for
 * the posted input or command and answers with LangGraph's own event stream
 * (`graph.stream(..., { encoding: 'text/event-stream' })`, what the SDK's custom transport reads).
 * As a `fetch` function, so the page's real transport reaches a real graph in the same process.
 */
import { Command } from '@langchain/langgraph';

/** Any compiled graph (its `stream` is typed per state; this endpoint only passes JSON through). */
type GraphLike = { stream: (...args: never[]) => Promise<unknown> };
type EventStream = (input: unknown, options: Record<string, unknown>) => Promise<ReadableStream<Uint8Array>>;

/** The request body `FetchStreamTransport` posts. */
interface RunBody {
  input?: unknown;
  command?: { resume?: unknown };
  config?: { configurable?: Record<string, unknown> };
}

export async function runResponse(graph: GraphLike, body: RunBody): Promise<Response> {
  const input = body.command ? new Command(body.command) : body.input;
  const stream = await (graph.stream.bind(graph) as unknown as EventStream)(input, {
    configurable: body.config?.configurable,
    streamMode: ['values', 'messages', 'updates'],
    encoding: 'text/event-stream',
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A `fetch` for `FetchStreamTransport` that runs `graph` here; `bodies` records every request. */
export function graphFetch(graph: GraphLike) {
  const bodies: RunBody[] = [];
  const fetch = async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as RunBody;
    bodies.push(body);
    return runResponse(graph, body);
  };
  return { fetch, bodies };
}
