/**
 * What a long-running chat page mounts many times (the drop-in picker with its previews, long-list
 * filter, fields, idle timeout and drafts; its receipt; a session) and unmounts again (a virtualized
 * message list, a route change) leaves nothing behind, in the system's Chromium: no listener on the
 * window or the document, no timer, observer or animation frame, and after a garbage collection
 * (CDP) no element of it. The page is browser/leak-fixture.tsx, bundled from source; the counters
 * wrap the browser's own functions before any script of the page runs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { bundle } from './harness.js';
import type { LeakScene } from './leak-fixture.js';

interface Counts {
  /** Listeners on the window, the document and other targets that are not nodes (a MediaQueryList), by target and type. */
  listeners: Record<string, number>;
  /** Pending timeouts, by delay. */
  timeouts: number[];
  intervals: number;
  frames: number;
  /** Observers observing, by kind. */
  observers: Record<string, number>;
}

// Runs in the page before its own scripts (and before Playwright's), as plain JavaScript.
const COUNTERS = `(() => {
  const tracked = (t) => t === window || t === document || !(t instanceof Node || t instanceof AbortSignal);
  const label = (t) => (t === window ? 'window' : t === document ? 'document' : t.constructor.name);
  const byTarget = new Map();
  const forget = (target, key, fn) => {
    const keys = byTarget.get(target);
    const fns = keys && keys.get(key);
    if (!fns) return;
    fns.delete(fn);
    if (!fns.size) keys.delete(key);
    if (!keys.size) byTarget.delete(target);
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const captureOf = (options) => (typeof options === 'boolean' ? options : !!(options && options.capture));
  EventTarget.prototype.addEventListener = function (type, fn, options) {
    if (fn && tracked(this)) {
      const key = type + (captureOf(options) ? ' (capture)' : '');
      if (!byTarget.has(this)) byTarget.set(this, new Map());
      const keys = byTarget.get(this);
      if (!keys.has(key)) keys.set(key, new Set());
      keys.get(key).add(fn);
      const signal = options && typeof options === 'object' ? options.signal : undefined;
      if (signal) add.call(signal, 'abort', () => forget(this, key, fn), { once: true });
      if (options && typeof options === 'object' && options.once) add.call(this, type, () => forget(this, key, fn), { once: true, capture: captureOf(options) });
    }
    return add.call(this, type, fn, options);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, options) {
    if (fn && tracked(this)) forget(this, type + (captureOf(options) ? ' (capture)' : ''), fn);
    return remove.call(this, type, fn, options);
  };
  const timeouts = new Map();
  const setTimeout = window.setTimeout.bind(window), clearTimeout = window.clearTimeout.bind(window);
  window.setTimeout = (fn, ms = 0, ...args) => {
    const id = setTimeout((...a) => { timeouts.delete(id); if (typeof fn === 'function') fn(...a); }, ms, ...args);
    timeouts.set(id, ms);
    return id;
  };
  window.clearTimeout = (id) => { timeouts.delete(id); clearTimeout(id); };
  const intervals = new Set();
  const setInterval = window.setInterval.bind(window), clearInterval = window.clearInterval.bind(window);
  window.setInterval = (...args) => { const id = setInterval(...args); intervals.add(id); return id; };
  window.clearInterval = (id) => { intervals.delete(id); clearInterval(id); };
  const frames = new Set();
  const raf = window.requestAnimationFrame.bind(window), caf = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (fn) => { const id = raf((t) => { frames.delete(id); fn(t); }); frames.add(id); return id; };
  window.cancelAnimationFrame = (id) => { frames.delete(id); caf(id); };
  const observing = new Map();
  for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']) {
    const Base = window[name];
    window[name] = class extends Base {
      observe(...args) { observing.set(this, name); return super.observe(...args); }
      disconnect() { observing.delete(this); return super.disconnect(); }
    };
  }
  window.__askqCounts = () => {
    const listeners = {};
    for (const [target, keys] of byTarget) for (const [key, fns] of keys) listeners[label(target) + ' ' + key] = (listeners[label(target) + ' ' + key] || 0) + fns.size;
    const observers = {};
    for (const name of observing.values()) observers[name] = (observers[name] || 0) + 1;
    return { listeners, timeouts: [...timeouts.values()], intervals: intervals.size, frames: frames.size, observers };
  };
})();`;

let browser: Browser;
let server: Server;
let origin: string;
let page: Page;
let cdp: CDPSession;
let errors: string[] = [];

beforeAll(async () => {
  const js = await bundle(fileURLToPath(new URL('./leak-fixture.tsx', import.meta.url)));
  const html = '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/bundle.js"></script>';
  server = createServer((req, res) => {
    const body = req.url === '/' ? html : req.url === '/bundle.js' ? js : undefined;
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': req.url === '/' ? 'text/html' : 'text/javascript' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(COUNTERS);
  cdp = await page.context().newCDPSession(page);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A fresh page: nothing an earlier scene left counts against the next. */
async function load() {
  errors = [];
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  await page.evaluate(() => {
    window.__askqLeak.probe = () => (window as unknown as { __askqCounts(): Counts }).__askqCounts();
  });
}

const counts = () => page.evaluate(() => (window as unknown as { __askqCounts(): Counts }).__askqCounts());
const cycle = (scene: LeakScene, i: number) => page.evaluate(([s, n]) => window.__askqLeak.cycle(s as LeakScene, n as number), [scene, i] as const) as Promise<Counts[]>;

/**
 * Counts once the short timers that run out by themselves have (the arrival hold's 500 ms mark
 * on a card that went meanwhile); a longer one stays in the counts.
 */
async function settled(): Promise<Counts> {
  await page.waitForFunction(() => {
    const { timeouts, frames } = (window as unknown as { __askqCounts(): Counts }).__askqCounts();
    return frames === 0 && timeouts.every((ms) => ms > 1000);
  });
  return counts();
}

/** Unmounted scenes the page still holds, after a full garbage collection. */
async function alive(): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => window.__askqLeak.alive());
}

// react-dom itself keeps the last element an event reached and the last text field that had focus
// (module state, replaced by the next ones); in each test here both are the last scene's.
const REACT_KEEPS_THE_LAST = 1;

describe('an unmounted picker is not held by what the app keeps', () => {
  it('requests the app keeps (its message list) hold none of the pickers they were shown in: their store, their DOM', async () => {
    await load();
    const cycles = 12;
    for (let i = 0; i < cycles; i++) await cycle('kept', i);
    await settled();
    // Before: every picker, through the parts cached under the request's questions (200 calls: 200 detached pickers).
    expect(await alive()).toBeLessThanOrEqual(REACT_KEEPS_THE_LAST);
    expect(errors).toEqual([]);
  });
});

describe('nothing a scene starts outlives it', () => {
  const CYCLES = 3;
  it.each<[LeakScene, (during: Counts[]) => void]>([
    ['four', () => undefined],
    ['html', (during) => expect(during.some((c) => c.observers.ResizeObserver && c.listeners['MediaQueryList change'])).toBe(true)],
    ['long', () => undefined],
    ['fields', (during) => expect(during.some((c) => c.timeouts.some((ms) => ms > 1000))).toBe(true)],
    ['drafts', () => undefined],
    ['receipt', () => undefined],
    // The client waits to retry: its timer, and the window's online and visibilitychange listeners.
    ['session', (during) => expect(during.at(-1)).toMatchObject({ listeners: { 'window online': 1, 'window visibilitychange': 1 } })],
  ])('%s', async (scene, sawIt) => {
    await load();
    // Loads what the scene loads on first use.
    await cycle(scene, -1);
    const before = await settled();
    const during: Counts[] = [];
    for (let i = 0; i < CYCLES; i++) during.push(...(await cycle(scene, i)));
    // The test watches what it means to (else it proves nothing).
    sawIt(during);
    expect(await settled()).toEqual(before);
    expect(await alive()).toBeLessThanOrEqual(REACT_KEEPS_THE_LAST);
    expect(errors).toEqual([]);
  });
});
