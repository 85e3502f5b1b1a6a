/**
 * Server mode end to end: `server/start.mjs --static` (the real Node server: one broker, the askq
 * HTTP + SSE handler, the scripted agent) on 127.0.0.1 port 0, the built page in the system
 * Chromium. The agent's `read` lines are the tool result text it got (spec section 3).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launch } from './browser.js';
import { axeViolations, holdTimers, stepUntil, tabUntil } from './helpers.js';
import { answer, card, clickAriaDisabled, live, openSession, waitForQuestion } from './server-page.js';

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
  return spawnServer().then(([proc, url]) => {
    server = proc;
    return url;
  });
}

/** A server-mode instance of its own (the build, port 0) and its URL once it listens. */
function spawnServer(): Promise<[ChildProcess, string]> {
  const server = spawn(process.execPath, ['server/start.mjs', '--static', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
      if (url) resolve([server, url]);
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

const open = (sessionId: string, context?: BrowserContext) => openSession(browser, base, sessionId, context);

async function expectRead(page: Page, agent: string, text: string) {
  await page.locator(`[data-testid="transcript"] li[data-agent="${agent}"][data-kind="read"]`, { hasText: text }).waitFor();
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
    // No chat on this page to clarify in: Skip, but no "Chat about this".
    const ask = await waitForQuestion(page, DATABASE);
    expect(await ask.getByRole('button', { name: 'Skip' }).count()).toBe(1);
    expect(await ask.getByRole('button', { name: 'Chat about this' }).count()).toBe(0);
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
    // Focus did not fall to <body> with the last card: the empty line holds it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'queue');
    await page.context().close();
  });

  it('a double Enter answers one question: the next card holds the keys that answer it for a moment, then takes them', async () => {
    const page = await open('double-enter');
    await start(page);
    const ask = await waitForQuestion(page, DATABASE);
    // The question has arrived: its first option (Postgres) has focus.
    await ask.getByRole('radio', { name: /^Postgres/ }).evaluate((el) => new Promise<void>((done) => {
      const check = () => (el === document.activeElement ? done() : requestAnimationFrame(check));
      check();
    }));
    // From here the page's clock moves only as the test moves it: the next card arrives within
    // the same instant as the Enter that answered this one, whatever the machine's load.
    await holdTimers(page);
    await page.keyboard.press('Enter');
    await waitForQuestion(page, MILESTONE);
    const next = card(page);
    await stepUntil(page, 16, () => next.getByRole('radio', { name: /^Sign-in/ }).evaluate((el) => el === document.activeElement));
    const held = () => next.locator('[data-slot="askq-root"]').evaluate((el) => el.hasAttribute('data-arrival-hold'));
    expect(await held()).toBe(true);
    // The second press of the double Enter, a digit, Escape: the card is still waiting, unanswered.
    await page.keyboard.press('Enter');
    await page.keyboard.press('2');
    await page.keyboard.press('Escape');
    expect(await next.getByText(MILESTONE).count()).toBe(1);
    expect(await next.locator('[role="radio"][aria-checked="true"]').count()).toBe(0);
    // Half a second on, the mark is gone and its keys answer it.
    await page.clock.runFor(500);
    expect(await held()).toBe(false);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await page.clock.resume();
    await expectRead(page, 'main', read(DATABASE, 'Postgres'));
    await expectRead(page, 'planner', read(MILESTONE, 'Billing'));
    await page.context().close();
  });

  it('a failed send: a styled message in the picker\'s look takes focus, the header stops saying Live, Try again sends it', async () => {
    const page = await open('fail');
    await start(page);
    await page.route('**/api/sessions/fail/asks/*/answer', (route) => route.abort());
    await answer(page, DATABASE, 'SQLite');
    const alert = page.getByTestId('send-error');
    await alert.waitFor();
    // In words, not the browser's "Failed to fetch"; focus is on it, not on <body>.
    expect(await alert.innerText()).toMatch(/^Your answer was not sent: the server could not be reached/);
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('send-error');
    // The header does not say Live while answers cannot get through.
    expect(await page.getByTestId('connection').getAttribute('data-status')).toBe('unreachable');
    expect(await page.getByTestId('connection').innerText()).not.toMatch(/Live/);
    // The picker's look: the danger border and its rounded corners, a primary askq-button.
    const look = await alert.evaluate((el) => {
      const s = getComputedStyle(el);
      const button = el.querySelector<HTMLElement>('button[data-variant="primary"]')!;
      const b = getComputedStyle(button);
      return { border: s.borderTopStyle, radius: s.borderTopLeftRadius, color: s.borderTopColor, text: s.color, slot: button.dataset.slot, bg: b.backgroundColor };
    });
    expect(look).toMatchObject({ border: 'solid', slot: 'askq-button' });
    expect(look.radius).not.toBe('0px');
    expect(look.color).toBe(look.text);
    expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute('**/api/sessions/fail/asks/*/answer');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectRead(page, 'main', read(DATABASE, 'SQLite'));
    await live(page);
    // The next card takes focus where the message was.
    await waitForQuestion(page, MILESTONE);
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="ask"]') !== null);
    await page.context().close();
  });

  it('an answer the server refuses: Answer again brings the question back fresh, and the new answer goes through', async () => {
    const page = await open('refused');
    await start(page);
    await page.route('**/api/sessions/refused/asks/*/answer', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: { code: 'invalid_outcome', message: 'not an option' } }) }),
    );
    await answer(page, DATABASE, 'SQLite');
    const alert = page.getByTestId('send-error');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^The server did not take your answer: not an option/);
    await page.unroute('**/api/sessions/refused/asks/*/answer');
    // Before, Try again was the only way on: it sent the same refused answer again.
    await alert.getByRole('button', { name: 'Answer again' }).click();
    await alert.waitFor({ state: 'detached' });
    const ask = await waitForQuestion(page, DATABASE);
    expect(await ask.getByRole('radio', { checked: true }).count()).toBe(0);
    await answer(page, DATABASE, 'Postgres');
    await expectRead(page, 'main', read(DATABASE, 'Postgres'));
    await page.context().close();
  });

  it('Start: focus waits on the queue line for the first card (never <body>); a start that fails says so and keeps the buttons', async () => {
    const page = await open('starting');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/demo/sessions/starting/start', (route) => route.abort());
    await page.getByRole('button', { name: 'Start the agent' }).click();
    // Before, nothing showed, and the page threw "Failed to fetch".
    expect(await page.getByTestId('start-error').innerText()).toBe('The agent did not start: the server could not be reached. Try again.');
    await page.route('**/demo/sessions/starting/start', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Start the agent' }).click();
    await page.getByTestId('start-error').filter({ hasText: 'the server answered 500' }).waitFor();
    expect(errors).toEqual([]);
    await page.unroute('**/demo/sessions/starting/start');
    await page.getByRole('button', { name: 'Start the agent' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start the agent' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(await page.getByTestId('start-error').count()).toBe(0);
    // The first card takes focus from there.
    await waitForQuestion(page, DATABASE);
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="ask"]') !== null);
    await page.context().close();
  });

  it('a transcript stream that fails with an HTTP error says so and comes back by itself (the browser gives up on it)', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } });
    const refused = (route: Route) => route.fulfill({ status: 503, body: '' });
    await context.route('**/demo/sessions/transcript-503/transcript', refused);
    const page = await context.newPage();
    await page.goto(new URL('?session=transcript-503', base).href);
    // Before, the Agent column stayed empty for good: no Start button, no word of why.
    await page.getByTestId('transcript-lost').waitFor();
    expect(await page.getByRole('button', { name: 'Start the agent' }).count()).toBe(0);
    await context.unroute('**/demo/sessions/transcript-503/transcript', refused);
    await page.getByRole('button', { name: 'Start the agent' }).waitFor();
    await page.getByTestId('transcript-lost').waitFor({ state: 'detached' });
    await context.close();
  });

  it('a reload in the middle of a question shows it again, and it can still be answered', async () => {
    const page = await open('reload');
    await start(page);
    const ask = await waitForQuestion(page, DATABASE);
    await ask.getByRole('radio', { name: /^Postgres/ }).click();
    await page.reload();
    await live(page);
    expect(await page.getByRole('button', { name: 'Start the agent' }).count()).toBe(0);
    // The draft survives the reload (the card's drafts are kept under the ask's id).
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
    // The second tab has a half-made choice: a draft in its sessionStorage.
    await (await waitForQuestion(second, DATABASE)).getByRole('radio', { name: /^SQLite/ }).click();
    const drafts = () => second.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('askq:draft:')));
    await expect.poll(drafts).toHaveLength(1);

    await answer(first, DATABASE, 'Postgres');
    await second.getByRole('status').filter({ hasText: `Answered in another tab: “${DATABASE}”` }).waitFor();
    // Its draft went with the card.
    await expect.poll(drafts).toEqual([]);
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
    // Said, not only shown: the header's status is a live region.
    expect(await page.getByRole('status').filter({ hasText: 'Reconnecting…' }).count()).toBe(1);

    // While the page is offline the question is answered elsewhere, and the subagents ask.
    const pending = (await (await fetch(`${base}api/sessions/drop/pending`)).json()) as Array<{ id: string }>;
    expect(pending).toHaveLength(1);
    const posted = await fetch(`${base}api/sessions/drop/asks/${pending[0]!.id}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ [DATABASE]: 'SQLite' }),
    });
    expect(posted.status).toBe(200);
    // Still offline: the browser's own retry of the question stream, made after the answer, fails,
    // so the page has not heard of it yet.
    await page.waitForEvent('requestfailed', (request) => request.url() === `${base}api/sessions/drop/events`);
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

/**
 * The MCP run: the demo server's agent is an MCP client (the MCP TypeScript SDK) connected to a
 * real MCP server on stdio (`server/mcp-server.mjs`); its `elicitation/create` requests wait in the
 * broker and show here as `ElicitationAsk` (a form, then a URL consent card). The transcript's
 * `read` lines are what each tool returned after the MCP result reached the server.
 */
describe('server mode: an MCP server elicits', () => {
  const FORM = 'Deployments asks';
  const LINK = 'Deployments asks you to open a link';
  const heading = (page: Page, name: string) => card(page).getByRole('heading', { name, exact: true });
  const startMcp = (page: Page) => page.getByRole('button', { name: 'Start the MCP agent' }).click();
  /** Presses Tab until the focused element is the control named `name` inside the card. */
  const tabTo = (page: Page, selector: string, name?: string) => tabUntil(page, `[data-testid="ask"] ${selector}`, name);

  it('keyboard only: the form is filled, reviewed and sent; the tool gets typed values; then the link is opened', async () => {
    const page = await open('mcp-keys');
    await startMcp(page);
    await heading(page, FORM).waitFor();
    expect(await card(page).getByText('Schedule the 2.4 release').count()).toBe(1);
    // Defaults are filled in: canary 10, on-call told.
    expect(await card(page).getByRole('textbox', { name: /^Canary traffic/ }).inputValue()).toBe('10');
    expect(await card(page).getByRole('checkbox', { name: /^Tell the on-call team/ }).isChecked()).toBe(true);

    // The form takes focus when it arrives, as the picker does: its first field.
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="ask"] input[type=radio][value]') ?? false);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe('Staging');
    await page.keyboard.press('ArrowDown'); // Production
    await page.keyboard.press('Tab');
    await page.keyboard.type('12032026'); // the date's month, day and year segments (en-US)
    await tabTo(page, 'input[inputmode=numeric]');
    await page.keyboard.press('ArrowUp'); // 11
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // on-call not told
    await page.keyboard.press('Tab');
    await page.keyboard.type('lee@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Tests
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Database migrations
    await tabTo(page, 'button', 'Review');
    await page.keyboard.press('Enter');

    // The review says exactly what will be sent, and takes focus.
    const review = card(page).locator('[data-slot="askq-review"]');
    await review.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review before sending');
    expect(await review.locator('dt, dd').allInnerTexts()).toEqual([
      'Environment',
      'Production',
      'Release day',
      '2026-12-03',
      'Canary traffic (%)',
      '11',
      'Tell the on-call team',
      'No',
      'Release owner',
      'lee@example.com',
      'Checks to run first',
      'Tests, Database migrations',
    ]);
    await tabTo(page, 'button', 'Send');
    await page.keyboard.press('Enter');
    await expectRead(
      page,
      'main',
      'the agent read: Release 2.4 scheduled to production on 2026-12-03 with 11% canary traffic, owner lee@example.com, on-call not told, checks first: tests, migrations.',
    );

    // URL mode: the whole URL with its host, opened only by the user's own activation of the link.
    await heading(page, LINK).waitFor();
    expect(await card(page).locator('[data-slot="askq-url-domain"]').innerText()).toBe('ci.example');
    const link = card(page).getByRole('link', { name: 'Open link' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/ci\.example\/authorize\?state=[0-9a-f-]{36}$/);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(page.context().pages()).toHaveLength(1);
    // The link card takes focus on arrival too (Send's card went): on its heading, where an Enter
    // meant for Send (a double press) opens nothing. Open link is three Tabs on.
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="ask"] [data-slot="askq-title"]'));
    await page.keyboard.press('Enter');
    expect(page.context().pages()).toHaveLength(1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Open link');
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('Enter');
    await (await opened).close(); // the new tab (the address does not resolve here)
    await expectRead(page, 'main', 'the agent read: The user opened the sign-in page.');
    await page.getByTestId('agent-done').waitFor();
    // The card opened from is gone: focus is on the empty line, not <body>.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'queue');
    await page.context().close();
  });

  it('problems show at their fields before the review; Decline is MCP decline, Escape on the link card is cancel', async () => {
    const page = await open('mcp-decline');
    await startMcp(page);
    await heading(page, FORM).waitFor();
    await card(page).getByRole('textbox', { name: /^Release owner/ }).fill('not an email');
    // aria-disabled, never natively disabled: a click is taken and says why.
    await clickAriaDisabled(card(page).getByRole('button', { name: 'Review' }));
    // Blocked: a count and a link to each field to fix (what is wrong is at the field); the first takes focus.
    const reason = card(page).locator('[data-slot="askq-reason"]', { hasText: 'before reviewing' });
    await reason.waitFor();
    expect(await reason.innerText()).toBe('Fix 4 fields before reviewing: Environment, Release day, Release owner, Checks to run first');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await reason.getByRole('link', { name: 'Release owner' }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('not an email');
    expect(await card(page).locator('[data-slot="askq-review"]').count()).toBe(0);

    await card(page).getByRole('button', { name: 'Decline' }).click();
    await expectRead(page, 'main', 'the agent read: Nothing scheduled (the user chose decline).');

    await heading(page, LINK).waitFor();
    // Decline's card went: the link card took focus when it arrived (its heading).
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="ask"] [data-slot="askq-title"]'));
    await card(page).getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Escape');
    await expectRead(page, 'main', 'the agent read: CI not connected (the user chose cancel).');
    expect(page.context().pages()).toHaveLength(1); // nothing was opened
    // Escape's card went and nothing waits: the empty line holds focus.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'queue');
    await page.context().close();
  });

  it('a reload in the middle of a form keeps what was typed (the card\'s draft), which goes once the form is settled', async () => {
    const page = await open('mcp-reload');
    await startMcp(page);
    await heading(page, FORM).waitFor();
    await card(page).getByRole('radio', { name: 'Production' }).check();
    await card(page).getByRole('textbox', { name: /^Release owner/ }).fill('kim@example.com');
    await page.reload();
    await heading(page, FORM).waitFor();
    // Restored before it paints: the typed values, and the defaults where nothing was changed.
    expect(await card(page).getByRole('radio', { name: 'Production' }).isChecked()).toBe(true);
    expect(await card(page).getByRole('textbox', { name: /^Release owner/ }).inputValue()).toBe('kim@example.com');
    expect(await card(page).getByRole('textbox', { name: /^Canary traffic/ }).inputValue()).toBe('10');
    // Sent, the draft goes: the next card (the link) starts with nothing kept.
    await card(page).getByRole('button', { name: 'Decline' }).click();
    await heading(page, LINK).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('askq:draft:')))).toEqual([]);
    await page.context().close();
  });

  it('a form cancelled in one tab says so in the other, not "answered"', async () => {
    const first = await open('mcp-tabs');
    const second = await open('mcp-tabs', first.context());
    await startMcp(first);
    await heading(first, FORM).waitFor();
    await heading(second, FORM).waitFor();
    await card(first).getByRole('button', { name: 'Cancel' }).click();
    await second.locator('.retired', { hasText: 'Schedule the 2.4 release' }).waitFor();
    expect(await second.locator('.retired').allInnerTexts()).toEqual(['Cancelled in another tab: “Schedule the 2.4 release”']);
    expect(await second.getByText('Answered in another tab').count()).toBe(0);
    // Decline in the other direction: the link card, declined in the second tab.
    await heading(first, LINK).waitFor();
    await heading(second, LINK).waitFor();
    await card(second).getByRole('button', { name: 'Decline' }).click();
    await first.locator('.retired[data-how="declined"]').waitFor();
    expect(await first.locator('.retired').allInnerTexts()).toEqual(['Declined in another tab: “Sign in to your CI provider so Deployments can start builds”']);
    await first.context().close();
  });

  it('one visual language: the form\'s choices are the picker\'s option rows, fields span the card, buttons keep one line; the link card\'s buttons are even', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ locale: 'en-US', viewport });
      const page = await open(`mcp-look-${viewport.width}`, context);
      await startMcp(page);
      await heading(page, FORM).waitFor();
      // Every enum, boolean and multi-select choice is an option row, bordered like the picker's.
      const rows = card(page).locator('label[data-slot="askq-option"]');
      expect(await rows.count()).toBe(6);
      const row = await rows.first().evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopStyle, width: s.borderTopWidth, radius: s.borderTopLeftRadius, after: getComputedStyle(el, '::after').borderTopStyle };
      });
      expect(row).toEqual({ border: 'solid', width: '1px', radius: expect.not.stringMatching(/^0px$/), after: 'solid' });
      // Keyboard as before: arrows in the radio group, Space on a box.
      await card(page).getByRole('radio', { name: 'Staging' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await rows.nth(1).getAttribute('data-state')).toBe('checked');
      await card(page).getByRole('checkbox', { name: 'Tests' }).focus();
      await page.keyboard.press('Space');
      expect(await card(page).locator('label[data-slot="askq-option"]', { hasText: 'Tests' }).getAttribute('data-state')).toBe('checked');
      // Inputs span the card's fields, as the rows do.
      const widths = await card(page).evaluate((el) => {
        const fields = el.querySelector('[data-slot="askq-form-fields"]')!.getBoundingClientRect().width;
        const inputs = [...el.querySelectorAll('[data-slot="askq-field-input"]')].map((i) => i.getBoundingClientRect().width);
        const rowWidths = [...el.querySelectorAll('label[data-slot="askq-option"]')].map((i) => i.getBoundingClientRect().width);
        return { fields, inputs, rowWidths };
      });
      for (const w of [...widths.inputs, ...widths.rowWidths]) expect(Math.abs(w - widths.fields)).toBeLessThan(1);
      // The summary reads from the start; "Discard and cancel" keeps one line.
      await clickAriaDisabled(card(page).getByRole('button', { name: 'Review' }));
      const reason = card(page).locator('[data-slot="askq-reason"]');
      await reason.filter({ hasText: 'before reviewing' }).waitFor();
      expect(await reason.evaluate((el) => getComputedStyle(el).textAlign)).toBe('start');
      await card(page).getByRole('textbox', { name: /^Release owner/ }).fill('lee@example.com');
      await card(page).getByRole('button', { name: 'Cancel' }).click();
      const discard = card(page).getByRole('button', { name: 'Discard and cancel' });
      await discard.waitFor();
      const lines = await discard.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      await discard.click();

      // The link card: three equal buttons on one line, their text centred.
      await heading(page, LINK).waitFor();
      const buttons = await card(page).locator('[data-slot="askq-actions"] > [data-slot="askq-button"]').evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          return { top: Math.round(box.top), width: box.width, offset: text.left + text.width / 2 - (box.left + box.width / 2) };
        }),
      );
      expect(buttons).toHaveLength(3);
      for (const b of buttons) {
        expect(b.top).toBe(buttons[0]!.top);
        expect(Math.abs(b.width - buttons[0]!.width)).toBeLessThan(1);
        expect(Math.abs(b.offset)).toBeLessThan(1);
      }
      await context.close();
    }
  });

  it('the theme switch: in the dark and brand themes, axe-core finds no violations on the page with a form waiting', async () => {
    for (const theme of ['dark', 'brand']) {
      const page = await open(`mcp-theme-${theme}`);
      await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Brand' }).check();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await startMcp(page);
      await heading(page, FORM).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('axe-core finds no violations on the form, its review and the link card', async () => {
    const page = await open('mcp-axe');
    await startMcp(page);
    await heading(page, FORM).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card(page).getByRole('radio', { name: 'Staging' }).check();
    await card(page).getByLabel(/^Release day/).fill('2026-12-03');
    await card(page).getByRole('textbox', { name: /^Release owner/ }).fill('lee@example.com');
    await card(page).getByRole('checkbox', { name: 'Lint' }).check();
    await card(page).getByRole('button', { name: 'Review' }).click();
    await card(page).locator('[data-slot="askq-review"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card(page).getByRole('button', { name: 'Send' }).click();
    await heading(page, LINK).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('server mode: stopping', () => {
  /** Whether the process runs (a zombie nobody reaped has stopped). */
  const running = (pid: number) => {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };

  it('stopping the server while an MCP run waits stops its MCP server too: no process is left behind', async () => {
    const [own, url] = await spawnServer();
    const exited = new Promise((done) => own.once('exit', done));
    try {
      expect((await fetch(new URL('demo/sessions/orphan/start?agent=mcp', url), { method: 'POST' })).ok).toBe(true);
      // The form waits for the user: the MCP server runs as the server's child.
      await expect.poll(async () => ((await (await fetch(new URL('api/sessions/orphan/pending', url))).json()) as unknown[]).length).toBe(1);
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(own.pid)], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
      expect(children.length).toBeGreaterThan(0);
      own.kill('SIGTERM');
      await exited;
      // Before the fix the MCP server outlived it, for ever.
      await expect.poll(() => children.filter(running)).toEqual([]);
    } finally {
      if (own.exitCode === null) own.kill('SIGKILL');
    }
  });
});
