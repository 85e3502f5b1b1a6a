/**
 * The server-mode page as the server and cluster tests drive it: open a session, wait for the
 * live connection, find the waiting card and answer its one question.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

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

/**
 * Clicks a button that is `aria-disabled` (a click is taken and says why). Playwright counts that
 * as disabled, so the click needs `force`, which also skips its wait for the button to stop moving.
 * A card scrolls itself into view in the frame after it arrives, smoothly: a click aimed while it
 * still moves lands beside the button. So first wait, as Playwright's own check does, until the
 * button's box has stayed the same for a few frames in a row.
 */
export async function clickAriaDisabled(button: Locator) {
  await button.evaluate(
    (el) =>
      new Promise<void>((done) => {
        let last = '';
        let still = 0;
        const check = () => {
          const box = el.getBoundingClientRect();
          const now = `${box.x} ${box.y} ${box.width} ${box.height}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) done();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  await button.click({ force: true });
}
