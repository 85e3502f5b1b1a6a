/**
 * The system Chromium driven by playwright-core (never a downloaded browser), and the page
 * helpers the tests share.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

export interface ChatPage {
  page: Page;
  /** Every console message and uncaught error, as `type: text`. */
  logs: string[];
}

/** What should never be logged: errors, warnings, uncaught errors, failed requests. */
export function problems(logs: string[]): string[] {
  return logs.filter((l) => /^(error|warning|pageerror|http)/.test(l));
}

/** Opens a new chat (`/` redirects to `/chat/<id>`) and records what the page logs. */
export async function openChat(browser: Browser, options: BrowserContextOptions = {}): Promise<ChatPage> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, ...options });
  // Counts the chat's requests to the model (POST /api/chat) as the page makes them, so that a
  // test reads the count and what the page shows in one go.
  await context.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    let posts = 0;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/chat') posts++;
      return realFetch(input, init);
    };
    Object.defineProperty(window, '__chatPosts', { get: () => posts });
  });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) logs.push(`http: ${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(inject('baseUrl'));
  await page.waitForURL(/\/chat\/[\w-]+$/);
  return { page, logs };
}

/** The live picker of the latest question (AskUserQuestionPart marks its root with the part state). */
export const livePicker = (page: Page): Locator => page.locator('[data-tool-state="input-available"]').last();

export async function waitForPicker(page: Page): Promise<Locator> {
  const picker = livePicker(page);
  await picker.waitFor();
  return picker;
}

/** Types a message in the composer and sends it with Enter. */
export async function send(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByLabel('Message', { exact: true }).press('Enter');
}

/** The assistant's text parts, in order. */
export async function assistantTexts(page: Page): Promise<string[]> {
  return page.locator('[data-role="assistant"] [data-part="text"]').allInnerTexts();
}

/** Waits until an assistant text part contains `text`. */
export async function expectAssistantSays(page: Page, text: string) {
  await page.locator('[data-role="assistant"] [data-part="text"]', { hasText: text }).first().waitFor();
}

/** The requests to the model (POST /api/chat) this page has made since it loaded. */
export const chatPosts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __chatPosts: number }).__chatPosts);

/**
 * The chat is idle (no request in flight) and stays so: nothing re-sends by itself. The status
 * empties in the render after the turn ends, and a re-send (sendAutomaticallyWhen) is started
 * before that render; two frames later there is still no new request and the status is empty.
 */
export async function waitIdle(page: Page) {
  const idle = () => {
    const empty = document.querySelector('[data-testid="status"]')?.textContent === '';
    return empty && { posts: (window as unknown as { __chatPosts: number }).__chatPosts };
  };
  const { posts } = (await (await page.waitForFunction(idle)).jsonValue()) as { posts: number };
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  expect(await page.evaluate(idle)).toEqual({ posts });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** axe-core's violations on the page, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A question or step that just arrived fades in (askq's 160-200ms entry animation): axe would
  // measure the contrast of a half-transparent frame.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as AxeResult;
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
