/**
 * Regression tests for two things a new user hit:
 *
 * 1. A saved draft must not break hydration: the picker once read its saved draft (sessionStorage,
 *    under the tool call id) in its first render, which the server cannot do, so a
 *    server-rendered pending question with a draft hydrated with different markup (React #418).
 *    Drafts are now read once the page has hydrated and restored before it paints.
 * 2. A Tailwind utility passed in className must win: styles.css once sat outside any cascade
 *    layer, and unlayered rules beat every layered one (Tailwind v4's utilities are in
 *    `@layer utilities`). It now sits in `components.askq`, in Tailwind's layer order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { assistantTexts, expectAssistantSays, launch, openChat, problems, send, waitForPicker, waitIdle } from './browser.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

describe('server rendering and Tailwind', () => {
  it('a reload with a half-answered question hydrates without a mismatch, restores the draft and can be answered', async () => {
    const { page, logs } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    let picker = await waitForPicker(page);
    await picker.getByRole('radio', { name: 'Astro' }).click(); // moves on to Features
    await picker.getByRole('checkbox', { name: 'Charts' }).click();
    await waitIdle(page); // the server has saved the transcript with the pending call

    logs.length = 0;
    await page.reload();
    picker = await waitForPicker(page);
    // The page is hydrated once the toggle responds.
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.getByRole('button', { name: 'Dark mode', pressed: true }).waitFor();
    expect(problems(logs)).toEqual([]);
    expect(logs.filter((l) => /hydrat|#418|did not match/i.test(l))).toEqual([]);

    // The draft came back and the question is still live.
    expect(await picker.getByRole('checkbox', { name: 'Charts' }).getAttribute('aria-checked')).toBe('true');
    await picker.getByRole('tab', { name: /Framework/ }).click();
    expect(await picker.getByRole('radio', { name: 'Astro' }).getAttribute('aria-checked')).toBe('true');
    await picker.getByRole('tab', { name: /Review/ }).click();
    await picker.getByRole('button', { name: 'Submit answers' }).click();
    await expectAssistantSays(page, 'I will set the dashboard up that way.');
    const reply = (await assistantTexts(page)).at(-1)!;
    expect(reply).toContain('“Astro”');
    expect(reply).toContain('Which features should the first version have? “Charts”');
    await waitIdle(page);
  });

  it('a Tailwind utility passed in className wins over askq’s own padding', async () => {
    const { page } = await openChat(browser);
    await send(page, 'Help me set up a dashboard');
    const picker = await waitForPicker(page);
    // chat.tsx passes className="p-3 shadow-sm": Tailwind's p-3 is 0.75rem.
    expect(await picker.getAttribute('class')).toContain('p-3');
    // The utility exists in the page's CSS (a bare element with it gets 12px)...
    const bare = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'p-3';
      document.body.append(probe);
      const padding = getComputedStyle(probe).paddingTop;
      probe.remove();
      return padding;
    });
    expect(bare).toBe('12px');
    // ...and it must win on the picker too (askq's default is 1rem = 16px).
    expect(await picker.evaluate((el) => getComputedStyle(el).padding)).toBe('12px');
  });
});
