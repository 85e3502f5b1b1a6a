import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { axeViolations, expectAgentSays, expectSettled, focusPicker, holdTimers, picker, stepUntil, tabUntil, waitForPicker } from './helpers.js';

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

  // The mock transport cannot resume a stream: a reload mid-turn cuts it. What the user wrote and
  // what was settled come back, the cut turn says so, and Continue asks the agent again.
  const notice = 'The reply was interrupted by the reload.';

  it('a reload while the question streams in keeps the prompt, drops the half question, and Continue asks again', async () => {
    const page = await openDemo(browser, { delay: 30 });
    await holdTimers(page);
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    // Held mid-input: the question's text is in, its options are not.
    const streaming = page.locator('.messages [data-tool-state="input-streaming"]');
    await stepUntil(page, 30, async () => (await streaming.getByText('Where should the weekend trip go?').count()) > 0);
    await page.reload();
    await page.clock.resume();

    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    expect(await page.locator('.message.user .text').allTextContents()).toEqual(['Plan a weekend trip for me.']);
    await page.getByText(notice).waitFor();
    // Not a half question left to answer, and nothing streams.
    expect(await streaming.count()).toBe(0);
    expect(await picker(page).count()).toBe(0);
    expect(await page.locator('.status').innerText()).toBe('');
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: Tab to Continue, Enter; the question asked again takes focus when it arrives.
    await tabUntil(page, '.interrupted button', 'Continue');
    await page.keyboard.press('Enter');
    await waitForPicker(page);
    expect(await page.getByText(notice).count()).toBe(0);
    // Asked again in one assistant message, not appended to the cut one.
    expect(await page.locator('.message.assistant').count()).toBe(1);
    await focusPicker(page);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await expectAgentSays(page, 'Porto it is!');
    await expectSettled(page);
    expect(await page.locator('.message.user .text').allTextContents()).toEqual(['Plan a weekend trip for me.']);
  });

  it('a reload while the agent replies to an answer keeps the answer, shows the reply as cut off, and Continue finishes it', async () => {
    const page = await openDemo(browser, { delay: 30 });
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const ask = await waitForPicker(page);
    await expectSettled(page);
    // The reply to the answer goes on only as the test steps it: held after its first words.
    await holdTimers(page);
    await ask.getByRole('radio', { name: /Seville/ }).click();
    await ask.getByRole('button', { name: 'Submit' }).click();
    const reply = page.locator('.messages .message.assistant .text', { hasText: 'Seville it is!' });
    await stepUntil(page, 30, async () => (await reply.count()) > 0);
    expect(await page.locator('.status').innerText()).toBe('The agent is writing…');
    await page.reload();
    await page.clock.resume();

    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    // The answer is kept: the call has its output, shown as a receipt.
    expect(await page.getByTestId('tool-state').innerText()).toBe('output-available');
    expect((await page.getByTestId('tool-output').innerText()).includes('"Seville"')).toBe(true);
    await page.getByRole('group', { name: 'Answered' }).waitFor();
    expect(await picker(page).count()).toBe(0);
    // The reply as far as it came, marked as cut off, and the notice.
    const cut = page.locator('.message.assistant .text.cut');
    expect(await cut.count()).toBe(1);
    expect(await cut.textContent()).toMatch(/^Seville it is!.*… \(cut off\)$/);
    await page.getByText(notice).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expectAgentSays(page, 'Day two: a morning market, a museum, and one long lunch before heading home.');
    await expectSettled(page);
    // The cut words made way for the whole reply, in the same message, once; the receipt stays.
    expect(await cut.count()).toBe(0);
    expect(await page.getByText(notice).count()).toBe(0);
    expect(await page.locator('.message.assistant').count()).toBe(1);
    expect(await page.locator('.message.assistant .text', { hasText: 'Seville it is!' }).count()).toBe(1);
    expect(await page.getByTestId('tool-state').innerText()).toBe('output-available');
    await page.getByRole('group', { name: 'Answered' }).waitFor();

    // Settled again: a reload now brings back the finished chat, with no notice.
    await page.reload();
    await expectAgentSays(page, 'Day two');
    await page.getByRole('group', { name: 'Answered' }).waitFor();
    expect(await page.getByText(notice).count()).toBe(0);
  });
});
