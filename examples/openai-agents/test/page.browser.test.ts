/**
 * The page in the system's Chromium (through playwright-core), served by the example's server as
 * `node start.mjs` serves it: started with the keyboard, the agent's question takes focus when it
 * arrives, and axe-core finds nothing while it waits.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { axeViolations } from '../../../scripts/axe.mjs';
import { startExampleServer, type ExampleServer } from '../server/main.js';

let server: ExampleServer;
let browser: Browser;

beforeAll(async () => {
  server = await startExampleServer({ root: fileURLToPath(new URL('..', import.meta.url)) });
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('Enter on "Start the agent" lands the keyboard in the question when it arrives; axe-core finds nothing', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  const start = page.getByRole('button', { name: 'Start the agent' });
  await start.waitFor();
  // The page loaded its modules (Vite's dev server): the button works.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');

  // The question arrives and takes focus: its first option, with no Tab in between.
  const lisbon = page.getByRole('radio', { name: /^Lisbon/ });
  await lisbon.waitFor();
  await expect.poll(() => lisbon.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await start.getAttribute('aria-disabled')).toBe('true');
  // Its keys work at once: 2 picks Porto.
  await page.keyboard.press('2');
  await expect.poll(() => page.getByRole('radio', { name: /^Porto/ }).getAttribute('aria-checked')).toBe('true');

  // Under the page's h1, the question is an h2.
  expect(await page.getByRole('heading', { name: 'Which city should the trip start in?' }).evaluate((el) => el.tagName)).toBe('H2');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
