import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { axeViolations as violations, expectAgentSays, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

describe('axe-core finds no violations', () => {
  it.each(['light', 'dark', 'brand'])('%s theme: empty chat, a pending question with previews, the receipt', async (theme) => {
    const page = await openDemo(browser, { theme });
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /Top bar/ }).click();
    expect(await violations(page)).toEqual([]);
    // A pick in a question with previews stays (its preview shows first): Next moves on.
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('radio', { name: 'Bars', exact: true }).click();
    if ((await ask.getByRole('button', { name: 'Next' }).count()) > 0) await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    await expectAgentSays(page, 'Building the Top bar layout');
    expect(await violations(page)).toEqual([]);
  });

  it('the multi-question picker with a multi-select question and the review step', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /Vue/ }).click();
    expect(await violations(page)).toEqual([]);
    await ask.getByRole('tab', { name: /Review/ }).click();
    expect(await violations(page)).toEqual([]);
  });
});
