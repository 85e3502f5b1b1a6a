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
import { vi } from 'vitest';
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
  /** Clears the page and waits until the frames of the scene before are gone. */
  clear(): Promise<void>;
  /** The srcdoc frames on the page (the previews), as Playwright last heard of them. */
  previewFrames(): Frame[];
  /**
   * The preview frames of the scene on the page, once each is final: every frame element in the
   * page has its document (a srcdoc; not a busy preview, whose frame is replaced when its
   * document comes), that document has committed and fired `load`, and Playwright's list of
   * frames is the page's (the frames of elements removed since, the scene before's or a busy
   * preview's, have left it). Not for a scene whose own markup holds frames (`raw`).
   */
  previews(): Promise<Frame[]>;
  /**
   * Waits for the previews (as `previews`), then until what they start by themselves has been
   * done and seen (`settledNow` below says what that is), then for the page (`settlePage`). A
   * preview that moved or was replaced meanwhile is waited for again. `refresh`: the delay, in
   * seconds, of a timed redirect their content may hold.
   */
  settle(options?: { refresh?: number }): Promise<void>;
  /**
   * Waits until what the page itself starts late has been done: its images have loaded or
   * failed (and fired their events), its fonts loaded, and two rendering updates have run (where
   * autofocus, animations and observers act). `settle` includes it.
   */
  settlePage(): Promise<void>;
  reset(): void;
  /** The fixture page loaded anew (nothing a scene started is left to run in it), then `reset()`. */
  reload(): Promise<void>;
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

/** A page test's own files (path → [content type, body]) served on 127.0.0.1, and the system's Chromium. */
export interface PageServer {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Serves `files` (404 for anything else) and launches the browser: what the page tests without the watch above share. */
export async function servePage(files: Record<string, [type: string, body: string]>): Promise<PageServer> {
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' }).end(file?.[1] ?? 'not found');
  });
  const [origin, browser] = await Promise.all([listen(server), chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })]);
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
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

  // Polled with Vitest's own waiting: each attempt throws until its condition holds.
  const until = <T>(attempt: () => Promise<T> | T) => vi.waitFor(attempt, { timeout: 30_000, interval: 20 });

  /** One look at the previews (see `Harness.previews`): the frames, or an error saying what is not there yet. */
  async function previewsNow(): Promise<Frame[]> {
    const elements = await page.$$('iframe');
    const frames: Frame[] = [];
    for (const element of elements) {
      const ready = await element.evaluate((f: HTMLIFrameElement) => f.isConnected && f.hasAttribute('srcdoc') && !f.hasAttribute('aria-busy'));
      const frame = ready ? await element.contentFrame() : null;
      if (!frame || !filled.has(frame)) throw new Error('a preview frame has no document yet, or has not committed it');
      frames.push(frame);
    }
    await Promise.all(frames.map((frame) => frame.waitForLoadState('load')));
    // Still the page's frames: none replaced meanwhile, and Playwright has let go of the old ones.
    const same = await page.$$eval('iframe', (found, before) => found.length === before.length && found.every((f, i) => f === before[i]), elements);
    const listed = page.mainFrame().childFrames();
    if (!same || listed.length !== frames.length || frames.some((f) => !listed.includes(f) || f.isDetached())) {
      throw new Error('the preview frames changed while they loaded, or frames removed from the page are still listed');
    }
    return frames;
  }

  /**
   * What a loaded preview still starts by itself has been done, or throws. Style and layout:
   * forced here (Playwright evaluates in the frame, scripts allowed or not), so every CSS image
   * and font they fetch has been asked for; then those fonts and every image have loaded or
   * failed. A timed redirect: due `refresh` seconds after the load event, on the frame's own
   * clock. (A fetch that leaves the page is held by the route above until this process answers
   * it, after its request event: a fetch that has ended has been seen.)
   */
  async function settledNow(frame: Frame, refresh: number | undefined): Promise<void> {
    const done = await frame.evaluate(async (delay) => {
      document.documentElement.getBoundingClientRect();
      await document.fonts.ready;
      if (![...document.images].every((image) => image.complete)) return false;
      if (delay === null) return true;
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return entry !== undefined && entry.loadEventEnd > 0 && performance.now() >= entry.loadEventEnd + delay;
    }, refresh === undefined ? null : refresh * 1000);
    if (!done) throw new Error('an image in a preview is still loading, or its timed redirect is not due yet');
  }

  /** The page's own late work (see `Harness.settlePage`), or throws. */
  async function pageSettledNow(): Promise<void> {
    const done = await page.evaluate(async () => {
      await document.fonts.ready;
      if (document.readyState !== 'complete' || ![...document.images].every((image) => image.complete)) return false;
      // An image's load or error event is queued as it completes: two frames later it has run.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return true;
    });
    if (!done) throw new Error('the page is still loading an image');
  }

  const harness: Harness = {
    page,
    remote,
    leaks: () => ({ requests: [...requests], connections, popups, navigations: [...navigations] }),
    executions: () => ({ pwned: [...pwned], dialogs: [...dialogs] }),
    errors: () => [...errors],
    async show(scene) {
      await page.evaluate((s) => window.__askq.show(s), scene);
    },
    async clear() {
      await page.evaluate(() => window.__askq.clear());
      await until(() => {
        if (page.mainFrame().childFrames().length > 0) throw new Error('the frames of the scene before are still there');
      });
    },
    previewFrames,
    previews: () => until(previewsNow),
    settle: ({ refresh } = {}) =>
      until(async () => {
        const frames = await previewsNow();
        await Promise.all(frames.map((frame) => settledNow(frame, refresh)));
        await pageSettledNow();
        // The same previews still there, where they were: one that moved or was replaced
        // meanwhile is looked at again.
        const after = await previewsNow();
        if (after.length !== frames.length || after.some((f, i) => f !== frames[i] || f.url() !== frames[i]!.url())) throw new Error('a preview changed while it settled');
      }),
    settlePage: () => until(pageSettledNow),
    reset() {
      requests = [];
      connections = 0;
      popups = 0;
      pwned = [];
      dialogs = [];
      errors = [];
      navigations = [];
    },
    async reload() {
      await page.reload();
      await page.waitForSelector('body[data-ready]');
      harness.reset();
    },
    async close() {
      await browser.close();
      for (const socket of sockets) socket.destroy();
      await Promise.all([site, remoteServer].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
  return harness;
}
