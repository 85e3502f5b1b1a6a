import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { expectAgentSays, expectSettled, holdTimers, picker, stepUntil, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

describe('reload and streaming', () => {
  it('a reload in the middle of a question keeps the draft, and it can still be answered', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    let ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /Svelte/ }).click(); // moves on to Tooling
    await ask.getByRole('checkbox', { name: 'Vitest' }).click();
    await page.reload();

    ask = await waitForPicker(page);
    expect(await ask.getByRole('checkbox', { name: 'Vitest' }).getAttribute('aria-checked')).toBe('true');
    await ask.getByRole('tab', { name: /Framework/ }).click();
    expect(await ask.getByRole('radio', { name: /Svelte/ }).getAttribute('aria-checked')).toBe('true');
    await ask.getByRole('tab', { name: /Review/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    // Package manager and license were left unanswered: the agent says what it does about them.
    await expectAgentSays(page, 'Scaffolding a Svelte project with pnpm. You left the package manager open, so I went with the recommended one. I’ll set up Vitest and leave it without a license for now.');
    await expectSettled(page);

    // After another reload the answered question is a receipt, not a picker.
    await page.reload();
    await page.getByRole('group', { name: 'Answered' }).waitFor();
    expect(await picker(page).count()).toBe(0);
    await expectAgentSays(page, 'Scaffolding a Svelte project');
  });

  it('the tool input visibly streams in before the picker becomes live', async () => {
    const page = await openDemo(browser, { delay: 30 });
    // The stream goes on only as the test steps it: held once the question shows, mid-input.
    await holdTimers(page);
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const streaming = page.locator('.messages [data-tool-state="input-streaming"]');
    const question = streaming.getByText('Where should the weekend trip go?');
    await stepUntil(page, 30, async () => (await question.count()) > 0);
    expect(await page.getByTestId('tool-state').innerText()).toBe('input-streaming');
    expect(await streaming.getAttribute('aria-busy')).toBe('true');
    await page.clock.resume();
    await waitForPicker(page);
    await expectAgentSays(page, 'One thing first');
    expect(await page.getByTestId('tool-state').innerText()).toBe('input-available');
  });
});
