import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toNodeListener, type FetchHandler } from './node.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Serves `handler`; `watch` sees each request and response after toNodeListener has (its listeners come later). */
async function serve(handler: FetchHandler, watch?: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const listener = toNodeListener(handler);
  const server = createServer((req, res) => {
    listener(req, res);
    watch?.(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('toNodeListener', () => {
  test('the web Request has the method, URL, headers and body of the node request', async () => {
    let seen: Record<string, unknown> = {};
    const url = await serve(async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        custom: request.headers.get('x-custom'),
        type: request.headers.get('content-type'),
        body: await request.text(),
        aborted: request.signal.aborted,
      };
      return new Response('ok');
    });
    const res = await fetch(`${url}/sessions/a%20b/pending?x=1`, {
      method: 'POST',
      headers: { 'x-custom': 'v1', 'content-type': 'application/json' },
      body: '{"kind":"question","answer":"Jest"}',
    });
    expect(await res.text()).toBe('ok');
    expect(seen).toEqual({
      method: 'POST',
      url: `${url}/sessions/a%20b/pending?x=1`,
      custom: 'v1',
      type: 'application/json',
      body: '{"kind":"question","answer":"Jest"}',
      aborted: false,
    });
  });

  test('a chunked request body (no content-length) is streamed through', async () => {
    let seen: unknown[] = [];
    const url = await serve(async (request) => {
      seen = [request.headers.get('content-length'), request.headers.get('transfer-encoding'), await request.text()];
      return new Response(null, { status: 204 });
    });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['{"a":', '"1', '23"}']) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, duplex: 'half' };
    const res = await fetch(url, init);
    expect(res.status).toBe(204);
    expect(seen).toEqual([null, 'chunked', '{"a":"123"}']);
  });

  test('status, headers and several set-cookie headers come back', async () => {
    const url = await serve(async () => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-one': '1' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('{"ok":false}', { status: 418, headers });
    });
    const res = await fetch(url);
    expect(res.status).toBe(418);
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.text()).toBe('{"ok":false}');
  });

  test('each chunk of a streamed body is flushed as it is written', async () => {
    const second = deferred();
    const encoder = new TextEncoder();
    const url = await serve(async () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('event: one\n\n'));
          await second.promise; // only after the client has read the first chunk
          controller.enqueue(encoder.encode('event: two\n\n'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const res = await fetch(url);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('event: one\n\n');
    second.resolve();
    expect((await reader.read()).value).toBe('event: two\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  test('a client that goes away aborts request.signal and cancels the response body', async () => {
    let signal: AbortSignal | undefined;
    let cancelled = false;
    const url = await serve(async (request) => {
      signal = request.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(': hello\n\n'));
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const abort = new AbortController();
    const res = await fetch(url, { signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read();
    expect(signal?.aborted).toBe(false);
    abort.abort();
    await vi.waitFor(() => expect([signal?.aborted, cancelled]).toEqual([true, true]), { timeout: 2000 });
  });

  test('a finished response does not abort the signal', async () => {
    let signal: AbortSignal | undefined;
    const closed = deferred();
    const url = await serve(
      async (request) => {
        signal = request.signal;
        return new Response('done');
      },
      // The response's close event is what aborts a request whose client went away; by the time
      // this listener runs, toNodeListener's own has run.
      (_, res) => res.once('close', closed.resolve),
    );
    expect(await (await fetch(url)).text()).toBe('done');
    await closed.promise;
    expect(signal?.aborted).toBe(false);
  });

  test('a large body arrives whole (write back-pressure)', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const url = await serve(async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ === 80) controller.close();
          else controller.enqueue(chunk);
        },
      });
      return new Response(body);
    });
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(bytes.byteLength).toBe(80 * 64 * 1024);
    expect(bytes.every((b) => b === 97)).toBe(true);
  });

  test('a response sent before the request body was read closes the connection and still arrives', async () => {
    const url = await serve(async (request) => {
      await request.body?.cancel();
      return new Response('{"error":{"code":"body_too_large"}}', { status: 413 });
    });
    const res = await fetch(url, { method: 'POST', body: 'x'.repeat(256 * 1024) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.text()).toBe('{"error":{"code":"body_too_large"}}');
  });

  test('a handler that throws gives a typed 500, not a crash', async () => {
    const url = await serve(async () => {
      throw new Error('boom');
    });
    const res = await fetch(url);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'internal', message: 'the server failed to handle the request' } });
  });
});

/** Sends `raw` as it is (no client normalises it) and reads the status line and body of the reply. */
async function rawRequest(url: string, raw: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.write(raw);
  const reply = await new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      // One response, its body sent whole (content-length) or chunked to its end.
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head)?.[1];
      if ((length && Buffer.byteLength(body) >= Number(length)) || body.endsWith('0\r\n\r\n')) resolve(text);
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(text));
  });
  socket.destroy();
  const at = reply.indexOf('\r\n\r\n');
  const [head, body] = [reply.slice(0, at), reply.slice(at + 4)];
  if (!/transfer-encoding: chunked/i.test(head)) return { status: Number(head.split(' ')[1]), body };
  let whole = '';
  for (let rest = body; ; ) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) break;
    whole += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
  return { status: Number(head.split(' ')[1]), body: whole };
}

describe('toNodeListener: request targets and methods a browser would not send', () => {
  test('a path starting with // stays on this host (it is no other origin), and a path no URL parser takes is a 404, not a 500', async () => {
    const seen: string[] = [];
    const url = await serve(async (request) => {
      seen.push(request.url);
      return new Response('not here', { status: 404 });
    });
    const origin = new URL(url).origin;
    expect((await rawRequest(url, `GET //evil.example/sessions/s1/pending HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`)).status).toBe(404);
    expect((await rawRequest(url, `GET //[ HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`)).status).toBe(404);
    // A Host that is not only a host does not reach the URL (it would move the path).
    expect((await rawRequest(url, `GET /pending HTTP/1.1\r\nHost: other/sessions/x\r\nConnection: close\r\n\r\n`)).status).toBe(404);
    expect(seen.map((u) => new URL(u).host)).toEqual([new URL(url).host, new URL(url).host, 'localhost']);
    expect(seen.map((u) => new URL(u).pathname)).toEqual(['//evil.example/sessions/s1/pending', '//[', '/pending']);
    expect(seen[0]!.startsWith(origin)).toBe(true);
  });

  test('an absolute-form target (sent by clients configured with a proxy) is its path and query on this host', async () => {
    const seen: string[] = [];
    const url = await serve(async (request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    const { host } = new URL(url);
    const reply = await rawRequest(url, `GET http://${host}/sessions/s1/pending?x=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(reply).toEqual({ status: 200, body: 'ok' });
    // Another authority in the target moves nothing: the URL stays this server's.
    await rawRequest(url, `GET https://other.example/sessions/s2/events HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(seen).toEqual([`${url}/sessions/s1/pending?x=1`, `${url}/sessions/s2/events`]);
  });

  test('a method fetch cannot carry (TRACE) is a typed 501, and the handler is not called', async () => {
    const handler = vi.fn(async () => new Response('ok'));
    const url = await serve(handler);
    const reply = await rawRequest(url, `TRACE / HTTP/1.1\r\nHost: ${new URL(url).host}\r\nConnection: close\r\n\r\n`);
    expect(reply.status).toBe(501);
    expect(JSON.parse(reply.body)).toEqual({ error: { code: 'not_implemented', message: 'the server does not implement TRACE' } });
    expect(handler).not.toHaveBeenCalled();
  });
});
