/**
 * Server mode end to end: `server/start.mjs --static` (the real Node server: one broker, the askq
 * HTTP + SSE handler, the scripted agent) on 127.0.0.1 port 0, the built page in the system
 * Chromium. The agent's `read` lines are the tool result text it got (spec section 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATABASE = 'Which database should the app use?';
const MILESTONE = 'Which milestone comes first?';
const REVIEW = 'How strict should the code review be?';
/** Spec section 3: every answer an exact option label, no notes. */
const read = (question: string, answer: string) =>
  `the agent read: Your questions have been answered: "${question}"="${answer}". You can now continue with these answers in mind.`;

let browser: Browser;
let server: ChildProcess;
let base: string;

function startServer(): Promise<string> {
  server = spawn(process.execPath, ['server/start.mjs', '--static', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
      if (url) resolve(url);
    });
    server.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`the demo server exited (${code}): ${err}`)));
  });
}

beforeAll(async () => {
  [browser, base] = await Promise.all([launch(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
});

async function open(sessionId: string, context?: BrowserContext): Promise<Page> {
  const ctx = context ?? (await browser.newContext({ viewport: { width: 1200, height: 900 } }));
  const page = await ctx.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${base}?session=${sessionId}`);
  await live(page);
  return page;
}

const live = (page: Page) => page.locator('[data-testid="connection"][data-status="open"]').waitFor({ timeout: 15_000 });
const card = (page: Page) => page.getByTestId('ask');

async function waitForQuestion(page: Page, question: string) {
  await card(page).getByText(question).waitFor({ timeout: 15_000 });
  return card(page);
}

/** Picks an option of the single question on the card and submits it. */
async function answer(page: Page, question: string, label: string) {
  const ask = await waitForQuestion(page, question);
  await ask.getByRole('radio', { name: new RegExp(`^${label}`) }).click();
  await ask.getByRole('button', { name: /^Submit/ }).click();
}

async function expectRead(page: Page, agent: string, text: string) {
  await page.locator(`[data-testid="transcript"] li[data-agent="${agent}"][data-kind="read"]`, { hasText: text }).waitFor({ timeout: 15_000 });
  const lines = await page.locator(`[data-testid="transcript"] li[data-agent="${agent}"][data-kind="read"]`).allInnerTexts();
  expect(lines.map((l) => l.replace(/^\S+\s/, ''))).toContain(text);
}

async function start(page: Page) {
  await page.getByRole('button', { name: 'Start the agent' }).click();
}

describe('server mode', () => {
  it('an answer in the browser resumes the agent, which reads the exact result text', async () => {
    const page = await open('answer');
    await start(page);
    await answer(page, DATABASE, 'SQLite');
    await expectRead(page, 'main', read(DATABASE, 'SQLite'));
    await page.context().close();
  });

  it('two subagents ask at once: their questions queue and are answered in turn', async () => {
    const page = await open('queue');
    await start(page);
    await answer(page, DATABASE, 'Postgres');
    await waitForQuestion(page, MILESTONE);
    expect(await page.getByTestId('queue').innerText()).toBe('2 questions waiting');
    expect(await card(page).getAttribute('data-agent')).toBe('planner');
    await answer(page, MILESTONE, 'Billing');

    await waitForQuestion(page, REVIEW);
    expect(await page.getByTestId('queue').innerText()).toBe('1 question waiting');
    expect(await card(page).getAttribute('data-agent')).toBe('reviewer');
    await answer(page, REVIEW, 'Blocking');

    await expectRead(page, 'planner', read(MILESTONE, 'Billing'));
    await expectRead(page, 'reviewer', read(REVIEW, 'Blocking'));
    await page.getByTestId('agent-done').waitFor();
    expect(await page.getByTestId('queue').innerText()).toBe('No questions waiting.');
    await page.context().close();
  });

  it('a reload in the middle of a question shows it again, and it can still be answered', async () => {
    const page = await open('reload');
    await start(page);
    const ask = await waitForQuestion(page, DATABASE);
    await ask.getByRole('radio', { name: /^Postgres/ }).click();
    await page.reload();
    await live(page);
    expect(await page.getByRole('button', { name: 'Start the agent' }).count()).toBe(0);
    // The draft survives the reload (the card's persistKey is the ask's id).
    expect(await (await waitForQuestion(page, DATABASE)).getByRole('radio', { name: /^Postgres/ }).getAttribute('aria-checked')).toBe('true');
    await answer(page, DATABASE, 'SQLite');
    await expectRead(page, 'main', read(DATABASE, 'SQLite'));
    await page.context().close();
  });

  it('a second tab retires its card when the first tab answers', async () => {
    const first = await open('tabs');
    const second = await open('tabs', first.context());
    await start(first);
    await waitForQuestion(first, DATABASE);
    await waitForQuestion(second, DATABASE);

    await answer(first, DATABASE, 'Postgres');
    await second.getByRole('status').filter({ hasText: `Answered in another tab: “${DATABASE}”` }).waitFor({ timeout: 15_000 });
    await expectRead(second, 'main', read(DATABASE, 'Postgres'));
    // The second tab moves on to the subagents' queue; the first tab has no retired note.
    await waitForQuestion(second, MILESTONE);
    expect(await first.getByText('Answered in another tab').count()).toBe(0);
    await first.context().close();
  });

  it('a dropped connection resumes and delivers what was asked while it was down', async () => {
    const page = await open('drop');
    await start(page);
    await waitForQuestion(page, DATABASE);

    await page.context().setOffline(true);
    const dropped = (await (await fetch(`${base}demo/sessions/drop/drop`, { method: 'POST' })).json()) as { dropped: number };
    expect(dropped.dropped).toBe(2); // the question stream and the transcript stream
    await page.locator('[data-testid="connection"][data-status="reconnecting"]').waitFor();

    // While the page is offline the question is answered elsewhere, and the subagents ask.
    const pending = (await (await fetch(`${base}api/sessions/drop/pending`)).json()) as Array<{ id: string }>;
    expect(pending).toHaveLength(1);
    const posted = await fetch(`${base}api/sessions/drop/asks/${pending[0]!.id}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ [DATABASE]: 'SQLite' }),
    });
    expect(posted.status).toBe(200);
    // Still offline: the page has not heard of it yet.
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('connection').getAttribute('data-status')).toBe('reconnecting');
    expect(await card(page).getByText(DATABASE).count()).toBe(1);

    await page.context().setOffline(false);
    await live(page);
    await waitForQuestion(page, MILESTONE);
    expect(await page.getByTestId('queue').innerText()).toBe('2 questions waiting');
    await expectRead(page, 'main', read(DATABASE, 'SQLite'));
    await answer(page, MILESTONE, 'Sign-in');
    await expectRead(page, 'planner', read(MILESTONE, 'Sign-in'));
    await page.context().close();
  });
});
