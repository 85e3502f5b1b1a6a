import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** A fetch handler, such as `createAskHandler`'s. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** A `node:http` request listener. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The request target's path and query: origin-form as it is, absolute-form
 * (`http://host/path?query`, which RFC 9112 has servers accept: clients configured with a proxy
 * send it) read from the URL; anything else (`*`) is `/`.
 */
function pathOf(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.pathname + url.search;
  } catch {
    // not a URL
  }
  return '/';
}

/**
 * The request's URL: its Host (when it is only a host) and its path. The path is appended, never
 * resolved against the host: `//other.example/x` is a path on this host, not another origin (that
 * is how `new URL(path, base)` reads it), and a path no URL can hold does not throw.
 */
function urlOf(req: IncomingMessage): string {
  const protocol = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const path = pathOf(req.url ?? '');
  let origin = `${protocol}://localhost`;
  try {
    const host = new URL(`${protocol}://${req.headers.host ?? 'localhost'}`);
    if (host.href === `${host.origin}/`) origin = host.origin;
  } catch {
    // not a host: localhost
  }
  try {
    return new URL(origin + path).href;
  } catch {
    return `${origin}/`;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    // HTTP/2 pseudo-headers (:path, ...) are no fetch headers.
    if (name.startsWith(':')) continue;
    try {
      headers.append(name, raw[i + 1] ?? '');
    } catch {
      // a header fetch cannot hold: left out
    }
  }
  return headers;
}

/**
 * The request body as a web stream, pulled at the reader's pace. When the reader cancels (a body
 * refused as too large), the rest is read and thrown away so the response can still be sent.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (!done) controller.close();
        done = true;
      });
      req.once('error', (error) => {
        if (!done) controller.error(error);
        done = true;
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      done = true;
      req.resume();
    },
  });
}

/** Writes a chunk, waiting for `drain` when the socket's buffer is full; false when the client left. */
function write(res: ServerResponse, chunk: Uint8Array): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

const errorResponse = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

async function serve(handler: FetchHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const abort = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers: headersOf(req), signal: abort.signal };
  if (hasBody) {
    init.body = bodyOf(req);
    init.duplex = 'half';
  }
  let request: Request | undefined;
  try {
    request = new Request(urlOf(req), init);
  } catch {
    // A method fetch refuses to carry (CONNECT, TRACE, TRACK): no handler can serve it.
  }
  let response: Response;
  try {
    response = request ? await handler(request) : errorResponse(501, 'not_implemented', `the server does not implement ${method}`);
  } catch {
    response = errorResponse(500, 'internal', 'the server failed to handle the request');
  }
  if (res.destroyed) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  // The request body was not read to its end (a refused body): close the connection after this response.
  if (hasBody && !req.complete) res.setHeader('connection', 'close');
  if (!response.body || method === 'HEAD') {
    await response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  res.flushHeaders(); // a stream's headers go out at once, before its first event
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.once('close', stop);
  // A body that errors ends the connection at once, even while a write waits for a client that
  // stopped reading (an event stream gives up on such a client this way).
  reader.closed.catch(() => res.destroy());
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!(await write(res, value))) break;
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', stop);
    if (res.destroyed) stop();
  }
}

/**
 * A `node:http` listener for a fetch handler: the request becomes a web `Request` (its signal aborts
 * when the client goes away) and the `Response` body is streamed back chunk by chunk, so each
 * server-sent event is flushed as it is written. Usage:
 * `http.createServer(toNodeListener(createAskHandler({ broker })))`.
 */
export function toNodeListener(handler: FetchHandler): NodeListener {
  return (req, res) => {
    void serve(handler, req, res);
  };
}
