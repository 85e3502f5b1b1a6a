/**
 * The example as a user gets it: Vite's production build of index.html in a real Chromium. Opening
 * the page fetches none of the lenient parse; a call streaming in fetches it (the AG-UI kit's chunk)
 * while it streams; answering both questions with the keyboard, as in Claude Code, sends the agent
 * exactly the text Claude Code gives the model.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { PLAN_QUESTIONS } from './planner-agent.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
let outDir = '';
let server: Server;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'askq-ag-ui-example-'));
  await build({ root: here, configFile: join(here, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('loads the parse only once a call streams in, and answers by keyboard with the exact text', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const kitFetched = () => fetched.some((path) => /\/kit-[\w-]+\.js$/.test(path));

  await page.goto(`${origin}/`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.waitFor();
  await page.waitForLoadState('networkidle');
  expect(kitFetched()).toBe(false);

  await composer.fill('Plan a long weekend in Portugal');
  await page.getByRole('button', { name: 'Send' }).click();
  // The question takes focus from the composer it was just sent from (the picker's arrival).
  const city = page.getByRole('radio', { name: /^Porto/ });
  await expect.poll(() => city.evaluate((el) => el.closest('[data-tool-state]')?.getAttribute('data-tool-state'))).toBe('waiting');
  expect(kitFetched()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');

  // Claude Code's keys: a digit picks (a question with previews stays, showing the pick's), Enter
  // moves on, digits toggle a multi-select question, and Enter on the review submits.
  await page.keyboard.press('2');
  await expect.poll(() => city.getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Enter');
  const museums = page.getByRole('checkbox', { name: /^Museums/ });
  await expect.poll(() => museums.evaluate((el) => !!el.closest('[data-slot="askq-question"]:not([hidden])'))).toBe(true);
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect.poll(() => museums.getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Submit answers' }).waitFor();
  await page.keyboard.press('Enter');

  const result = page.locator('li.message.tool pre');
  await result.waitFor({ state: 'attached' });
  const request = parseAskRequest(PLAN_QUESTIONS).request!;
  const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] }, q2: { selected: ['Museums', 'Hiking'] } } };
  expect(await result.textContent()).toBe(toClaudeResultText(request, outcome));
  expect(errors).toEqual([]);
});
