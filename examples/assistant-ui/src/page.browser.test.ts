/**
 * The example as a user gets it: Vite's production build of index.html in a real Chromium (the
 * system's, through playwright-core), in light and in dark mode. askq's card follows the OS as the
 * page does, and axe-core finds nothing on the page while a question waits.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { serveBuiltPage, type BuiltPage } from '../../../scripts/built-page.mjs';
import { axeViolations } from '../../../scripts/axe.mjs';
import { PLACE } from './fake-model.js';

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

it.each(['light', 'dark'] as const)('in %s mode the card follows the page, and axe-core finds nothing while a question waits', async (colorScheme) => {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Plan a weekend trip for me' }).click();
  // The call's card once the run waits on it (its input complete).
  const card = page.locator('[data-tool-state="input-available"]');
  await card.waitFor();
  const question = card.getByRole('heading', { name: PLACE });

  // The card's scheme and surface are the page's: dark on a dark page, light on a light one.
  expect(await card.evaluate((el) => getComputedStyle(el).colorScheme)).toBe(colorScheme);
  const lightness = (color: string) => {
    const [r, g, b] = color.match(/[\d.]+/g)!.map(Number);
    return (Math.max(r!, g!, b!) + Math.min(r!, g!, b!)) / 2 / 255;
  };
  const surface = lightness(await card.evaluate((el) => getComputedStyle(el).backgroundColor));
  expect(colorScheme === 'dark' ? surface < 0.3 : surface > 0.7).toBe(true);

  // One h1 (the page's), then the question as an h2; everything in a landmark.
  expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['askq + assistant-ui']);
  expect(await question.evaluate((el) => el.tagName)).toBe('H2');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
