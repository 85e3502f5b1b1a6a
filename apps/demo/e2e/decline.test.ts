import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { expectAgentSays, expectSettled, focusPicker, modelText, startByKeyboard, toolOutput, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

describe('declining', () => {
  it('cancel on send: typing in the chat declines the pending question, then the agent answers the message', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Skip or reply in chat' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('radio', { name: /SQLite/ }).click(); // a draft the user then abandons
    await page.getByRole('textbox', { name: 'Message' }).fill('Which one is cheapest to host?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectAgentSays(page, 'You wrote “Which one is cheapest to host?” instead of answering');
    const output = await toolOutput(page);
    expect(output.outcome).toEqual({ type: 'declined', reason: 'replied_in_chat', message: 'Which one is cheapest to host?', answers: {} });
    expect(await modelText(page)).toMatch(/^The user replied in the chat instead of answering these questions\./);
    await expect(page.getByRole('group', { name: 'Replied in the chat instead' }).count()).resolves.toBe(1);
    await expectSettled(page);
    // One user message, one agent reply: nothing was sent twice.
    expect(await page.locator('.message.user').count()).toBe(2);
    expect(await page.locator('.message.assistant').count()).toBe(2);
  });

  it('Escape (keyboard) skips; the agent assumes nothing', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Skip or reply in chat');
    await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('Escape');
    await expectAgentSays(page, 'No problem, I won’t assume anything.');
    expect((await toolOutput(page)).outcome).toMatchObject({ type: 'declined', reason: 'dismissed' });
    expect(await modelText(page)).toMatch(/^The user dismissed these questions without answering\./);
    await expectSettled(page);
  });

  it('"Chat about this" (mouse)', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Skip or reply in chat' }).click();
    const ask = await waitForPicker(page);
    await ask.getByRole('button', { name: 'Chat about this' }).click();
    await expectAgentSays(page, 'Sure, let’s talk it through first.');
    // Claude Code's own fixed feedback for "Chat about this".
    expect(await modelText(page)).toMatch(/^The user wants to clarify these questions\.\n    This means they may have additional information/);
    await expectSettled(page);
    // The user writes next: focus is in the message box (onOutcome), not on the receipt.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('composer-input');
  });
});
