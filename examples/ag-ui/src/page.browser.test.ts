/**
 * The example as a user gets it: Vite's production build of index.html in a real Chromium. Opening
 * the page fetches none of the lenient parse; a call streaming in fetches it (the AG-UI kit's chunk)
 * while it streams; answering both questions with the keyboard, as in Claude Code, sends the agent
 * exactly the text Claude Code gives the model.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { serveBuiltPage, type BuiltPage } from '../../../scripts/built-page.mjs';
import { PLAN_QUESTIONS } from './planner-agent.js';

const here = fileURLToPath(new URL('..', import.meta.url));
let served: BuiltPage | undefined;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  served = await serveBuiltPage({ build, root: here });
  origin = served.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
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

/**
 * The message box sticks to the bottom of the window, and so do the picker's actions when the
 * question reaches below it: the actions stop above the box (`--askq-sticky-bottom`), so a tap on
 * the box reaches it and Next stays in view (the actions were drawn over the box).
 */
it.each([
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
])('at $width×$height the question keeps its actions above the message box, which stays in reach', async (viewport) => {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Plan a long weekend in Portugal');
  await page.getByRole('button', { name: 'Send' }).click();
  // The question arrived: it took focus and scrolled into view.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

  const geometry = () =>
    page.evaluate(() => {
      const input = document.querySelector<HTMLElement>('.composer input')!;
      const form = input.closest('form')!.getBoundingClientRect();
      const root = document.activeElement!.closest('[data-slot="askq-root"]')!.getBoundingClientRect();
      const next = [...document.querySelectorAll<HTMLElement>('[data-slot="askq-actions"] button')].find((b) => b.textContent === 'Next')!;
      const box = input.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { composerTop: form.top, questionBottom: root.bottom, nextTop: next.getBoundingClientRect().top, nextBottom: next.getBoundingClientRect().bottom, inputHit: hit === input };
    });
  // The question reaches below the top of the message box (what made the two overlap)...
  const at = await geometry();
  expect(at.questionBottom).toBeGreaterThan(at.composerTop);
  // ...and both stay in reach: the box is what a tap on it finds, Next is above it, in view.
  expect(at.inputHit).toBe(true);
  expect(at.nextBottom).toBeLessThanOrEqual(at.composerTop + 0.5);
  expect(at.nextTop).toBeGreaterThanOrEqual(0);
  await context.close();
});
