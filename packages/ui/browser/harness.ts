/**
 * A real Chromium (the system's, through playwright-core) on a page that renders askq's
 * components from source (browser/fixture.tsx, bundled by esbuild), with every way out watched:
 * - every request the browser makes that is not for the test page itself is a leak, and is aborted
 *   so nothing ever leaves the machine;
 * - a loopback "remote" server stands for the internet: the URLs in the fragments point at it, so
 *   a preconnect (a TCP connection without any request) shows up as a connection there;
 * - every navigation after the page has loaded is recorded, except a preview frame committing its
 *   own srcdoc (or, before that, its empty document): a frame that moves anywhere else (a remote
 *   page, the host page's origin through a relative URL, a data: document, even a fragment of
 *   itself) has been steered by its content, and a navigation to our own origin or to data: is
 *   no request the watch above would see;
 * - script execution is counted through `window.__pwned(n)` and through dialogs.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import type { Scene } from './fixture.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export interface Leaks {
  requests: string[];
  connections: number;
  popups: number;
  navigations: string[];
}

/** A quiet page: what `leaks()` must return. */
export const NO_LEAKS: Leaks = { requests: [], connections: 0, popups: 0, navigations: [] };

export interface Harness {
  page: Page;
  /** The loopback server standing for the internet, e.g. `http://127.0.0.1:40123`. */
  remote: string;
  /** What left (or tried to leave) the page, and where any frame went, since the last `reset()`. */
  leaks(): Leaks;
  /** Script executions and dialogs since the last `reset()`. */
  executions(): { pwned: number[]; dialogs: string[] };
  /** Uncaught errors in the page since the last `reset()`. */
  errors(): string[];
  show(scene: Scene): Promise<void>;
  /** The srcdoc frames on the page (the previews). */
  previewFrames(): Frame[];
  /** Waits until every preview frame has loaded, then a little longer for late work (preconnects, lazy images). */
  settle(ms?: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

/** A fixture page's script: workspace packages from source, React in production mode, minified. */
export async function bundle(entry = here('./fixture.tsx')): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    conditions: ['@askq/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

export async function startHarness(): Promise<Harness> {
  const [js, css] = await Promise.all([bundle(), readFile(here('../src/styles.css'), 'utf8')]);
  const html = '<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="/styles.css"><main><div id="root"></div><p id="alive">alive</p></main><script type="module" src="/bundle.js"></script>';
  const site = createServer((req, res) => {
    const [type, body] =
      req.url === '/' ? ['text/html', html] : req.url === '/bundle.js' ? ['text/javascript', js] : req.url === '/styles.css' ? ['text/css', css] : [];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': type ?? 'text/plain' }).end(body ?? 'not found');
  });
  let connections = 0;
  const sockets = new Set<Socket>();
  // Answers like a real site (no policy), so a navigation that got through would render.
  const remoteServer = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>remote page</h1>'));
  remoteServer.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const [origin, remote] = await Promise.all([listen(site), listen(remoteServer)]);

  const browser: Browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  let requests: string[] = [];
  let popups = 0;
  let pwned: number[] = [];
  let dialogs: string[] = [];
  let errors: string[] = [];
  let navigations: string[] = [];
  const own = (url: string) => url.startsWith(`${origin}/`) || /^(data|about|blob):/.test(url);
  context.on('request', (request) => {
    if (!own(request.url())) requests.push(request.url());
  });
  await context.route('**/*', (route) => (own(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  context.on('page', () => popups++);
  const page = await context.newPage();
  popups = 0; // the page itself
  await page.exposeFunction('__pwned', (n: unknown) => pwned.push(Number(n)));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready]');
  // From here on the page itself never navigates, and a frame only ever loads the srcdoc its
  // element was given (after the empty document of a frame not given one yet: a busy preview); a
  // frame inside a preview should not exist at all.
  const filled = new WeakSet<Frame>();
  page.on('framenavigated', (frame) => {
    const where = frame === page.mainFrame() ? 'page' : frame.parentFrame() === page.mainFrame() ? 'preview' : 'nested frame';
    const url = frame.url();
    if (where === 'preview' && url === 'about:srcdoc') filled.add(frame);
    else if (!(where === 'preview' && url === 'about:blank' && !filled.has(frame))) navigations.push(`${where} -> ${url}`);
  });

  const previewFrames = () => page.frames().filter((f) => f.parentFrame() === page.mainFrame() && f.url() === 'about:srcdoc');
  const harness: Harness = {
    page,
    remote,
    leaks: () => ({ requests: [...requests], connections, popups, navigations: [...navigations] }),
    executions: () => ({ pwned: [...pwned], dialogs: [...dialogs] }),
    errors: () => [...errors],
    async show(scene) {
      await page.evaluate((s) => window.__askq.show(s), scene);
    },
    previewFrames,
    async settle(ms = 150) {
      await Promise.all(previewFrames().map((f) => f.waitForLoadState('load').catch(() => undefined)));
      await page.waitForTimeout(ms);
    },
    reset() {
      requests = [];
      connections = 0;
      popups = 0;
      pwned = [];
      dialogs = [];
      errors = [];
      navigations = [];
    },
    async close() {
      await browser.close();
      for (const socket of sockets) socket.destroy();
      await Promise.all([site, remoteServer].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
  return harness;
}
