/**
 * The page as Vite builds it, in the system's Chromium (through playwright-core), on the example's
 * endpoint: axe-core finds nothing while a question waits, and an answer to a thread the server
 * no longer has (it was restarted) is not taken for an answer: the question says why and keeps
 * the answer given, with a way to start over.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from 'vite';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { serveBuiltPage, type BuiltPage } from '../../../scripts/built-page.mjs';
import { axeViolations } from '../../../scripts/axe.mjs';
import { createGraph } from '../server/graph.js';
import { graphHandler } from '../server/endpoint.js';

const here = fileURLToPath(new URL('..', import.meta.url));
let served: BuiltPage | undefined;
let browser: Browser;
let origin = '';
/** The endpoint on a graph of its own; a new one is a restarted server (its MemorySaver empty). */
let handler = graphHandler(createGraph());

beforeAll(async () => {
  served = await serveBuiltPage({ build, root: here, handle: (req, res) => req.url?.split('?')[0] === '/api/graph' && (handler(req, res), true) });
  origin = served.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** Opens the page and asks for a trip; resolves with the live question once the run waits on it. */
async function askForATrip(page: Page): Promise<Locator> {
  await page.goto(`${origin}/`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Plan me a trip to Portugal');
  await page.getByRole('button', { name: 'Send' }).click();
  const city = page.getByRole('radio', { name: /^Porto/ });
  await city.waitFor();
  return city;
}

/** Answers the two questions with the mouse: Porto, then Food. */
async function answer(page: Page, city: Locator) {
  await city.click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /^Food/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

it('while a question waits axe-core finds nothing; once answered, every message in the conversation says something', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const city = await askForATrip(page);
  // The page's h1, then the question an h2; one conversation list, not a landmark per message.
  expect(await page.getByRole('heading', { name: 'Which city should the trip start in?' }).evaluate((el) => el.tagName)).toBe('H2');
  expect(await axeViolations(page)).toEqual([]);

  await answer(page, city);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await conversation.getByText('Thanks, here is what I will plan around.').waitFor();
  // The run's messages are the user's, the call, its tool result and the reply: the tool result
  // shows as the call's receipt, not as a message of its own (it used to be an empty one).
  const items = await conversation.locator(':scope > li').allInnerTexts();
  expect(items.map((text) => text.split('\n')[0])).toEqual(['You:', 'Assistant:', 'Assistant:']);
  expect(items.every((text) => text.trim().split('\n').length > 1)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

for (const reload of [true, false]) {
  it(`an answer to a thread the restarted server no longer has${reload ? ', after a reload,' : ''} is not shown as answered: the question says so and keeps the answer, and Start a new chat starts over`, async () => {
    const page = await browser.newPage();
    await askForATrip(page);
    // The page saved the thread when the run stopped at the question.
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1);

    handler = graphHandler(createGraph()); // the dev server restarted: its threads are gone
    if (reload) await page.reload();
    await answer(page, page.getByRole('radio', { name: /^Porto/ }));
    const alert = page.getByRole('alert');
    await alert.getByText('Your answer was not accepted: The server no longer has this chat').waitFor();
    // Said once, by the question. Before: the card read "Answered" (Porto, Food) beside the page's
    // error, and without a reload the conversation went blank (the run started from no values).
    expect(await alert.count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Answered' }).count()).toBe(0);
    // The question again, at its review with the answers given: nothing the user chose is lost.
    const card = page.locator('[data-slot="askq-langgraph-ask"]');
    expect(await card.getByRole('heading', { name: 'Review your answers' }).count()).toBe(1);
    expect(await card.innerText()).toMatch(/Which city should the trip start in\?\s+Porto\s+What should the days be about\?\s+Food/);
    expect(await card.getByRole('button', { name: 'Submit answers' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Start a new chat' }).click();
    await reloaded;
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await page.getByRole('list', { name: 'Conversation' }).locator('li').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
}
