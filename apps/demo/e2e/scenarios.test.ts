import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { picker, expectAgentSays, expectSettled, focusPicker, modelText, startByKeyboard, tabUntil, toolOutput, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

describe('Plan a trip (one single-select question)', () => {
  it('by keyboard only', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Plan a trip');
    await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await expectAgentSays(page, 'Porto it is!');
    expect((await toolOutput(page)).answers).toEqual({ 'Where should the weekend trip go?': 'Porto' });
    expect(await modelText(page)).toBe(
      'Your questions have been answered: "Where should the weekend trip go?"="Porto". You can now continue with these answers in mind.',
    );
    await expectSettled(page);
  });

  // Submitting removes the focused control and the chat re-renders the call as its receipt:
  // focus used to fall to <body>; it lands on the receipt (also after Escape).
  it('keyboard focus lands on the receipt after submitting or declining', async () => {
    const page = await openDemo(browser);
    const replies = { Enter: 'Porto it is!', Escape: 'No problem, I won’t assume anything.' };
    for (const key of ['Enter', 'Escape'] as const) {
      await startByKeyboard(page, 'Plan a trip');
      await waitForPicker(page);
      await focusPicker(page);
      await page.keyboard.press('ArrowDown');
      // The radio group moves focus in a task after the key press: Enter must find it on Porto.
      const porto = picker(page).getByRole('radio', { name: /Porto/ });
      await expect.poll(() => porto.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press(key);
      const receipt = page.locator('.messages [data-slot="askq-receipt"]').last();
      await receipt.waitFor();
      await expect.poll(() => receipt.evaluate((el) => el === document.activeElement)).toBe(true);
      // The picker shows its receipt at once; the agent's reply to it comes after.
      await expectAgentSays(page, replies[key]);
      await expectSettled(page);
    }
  });

  it('by mouse', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /Seville/ }).click();
    await ask.getByRole('button', { name: 'Submit' }).click();
    await expectAgentSays(page, 'Seville it is!');
    await expectSettled(page);
  });
});

describe('Set up a project (four questions, multi-select and Other)', () => {
  it('by keyboard only', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Set up a project');
    await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('2'); // Vue; a single-select answer moves on to the next question
    await page.keyboard.press('1'); // ESLint
    await page.keyboard.press('3'); // Vitest
    await page.keyboard.press('Enter'); // next question
    await page.keyboard.press('1'); // pnpm
    await page.keyboard.press('3'); // Other: focus goes to its text field
    await page.keyboard.type('GPL-3.0');
    await page.keyboard.press('Enter'); // to the review
    await page.getByText('Review your answers').waitFor();
    await page.keyboard.press('Enter'); // submit
    await expectAgentSays(page, 'Scaffolding a Vue project with pnpm. I’ll set up ESLint and Vitest, and license it under GPL-3.0.');
    const output = await toolOutput(page);
    expect(output.answers['How should the code be licensed?']).toBe('GPL-3.0');
    expect(await modelText(page)).toMatch(/^The user answered: .*"How should the code be licensed\?"="GPL-3.0"/);
    await expectSettled(page);
  });

  it('by mouse', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /React/ }).click();
    await ask.getByRole('checkbox', { name: 'Prettier' }).click();
    await ask.getByRole('checkbox', { name: 'Playwright' }).click();
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('radio', { name: 'npm', exact: true }).click();
    await ask.getByRole('radio', { name: /MIT/ }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    await expectAgentSays(page, 'Scaffolding a React project with npm. I’ll set up Prettier and Playwright, and license it under MIT.');
    await expectSettled(page);
  });
});

describe('Pick a dashboard layout (previews and notes)', () => {
  it('by keyboard only', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Pick a dashboard layout');
    await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('ArrowDown'); // Radix moves to "Top bar": its preview shows
    await picker(page).getByText('Logo   Home  Sales').waitFor();
    await tabUntil(page, 'textarea');
    await page.keyboard.type('Dark sidebar please');
    await page.keyboard.press('Shift+Tab');
    // With previews a pick stays on its question (the preview comes first); Enter moves on.
    await page.keyboard.press('2'); // Top bar
    await page.keyboard.press('Enter'); // next question
    await page.keyboard.press('3'); // Donut
    await page.keyboard.press('Enter'); // on to the review
    await page.getByText('Review your answers').waitFor();
    await page.keyboard.press('Enter');
    await expectAgentSays(page, 'Building the Top bar layout with a donut chart in the main panel. Noted: “Dark sidebar please”.');
    const output = await toolOutput(page);
    expect(output.annotations?.['Which dashboard layout should I build?']?.notes).toBe('Dark sidebar please');
    expect(await modelText(page)).toMatch(/selected preview:\n\+-+\+\n\| Logo/);
  });

  it('by mouse', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    const ask = await waitForPicker(page);
    // With previews a pick stays on its question (the preview comes first); Next moves on.
    await ask.getByRole('radio', { name: /Card grid/ }).click();
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('radio', { name: 'Line', exact: true }).click();
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('button', { name: 'Submit answers' }).click();
    await expectAgentSays(page, 'Building the Card grid layout with a line chart in the main panel.');
    await expectSettled(page);
  });
});
