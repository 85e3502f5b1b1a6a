/**
 * The server-mode page as the server and cluster tests drive it: open a session, wait for the
 * live connection, find the waiting card and answer its one question.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Opens `base?session=<id>` (in `context`, or a new one) and waits until its stream is live. */
export async function openSession(browser: Browser, base: string, sessionId: string, context?: BrowserContext): Promise<Page> {
  const ctx = context ?? (await browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } }));
  const page = await ctx.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${base}?session=${sessionId}`);
  await live(page);
  return page;
}

export const live = (page: Page) => page.locator('[data-testid="connection"][data-status="open"]').waitFor();

/** The card of the oldest waiting question. */
export const card = (page: Page) => page.getByTestId('ask');

export async function waitForQuestion(page: Page, question: string) {
  await card(page).getByText(question).waitFor();
  return card(page);
}

/** Picks an option of the single question on the card and submits it. */
export async function answer(page: Page, question: string, label: string) {
  const ask = await waitForQuestion(page, question);
  await ask.getByRole('radio', { name: new RegExp(`^${label}`) }).click();
  await ask.getByRole('button', { name: /^Submit/ }).click();
}
