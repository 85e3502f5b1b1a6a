/**
 * Walks every demo scenario keyboard-only and by mouse, on a desktop (1280x800) and a phone
 * (390x844) viewport, light and dark: after each step focus must be somewhere meaningful (inside
 * the picker or on the receipt that replaced it, never on <body>), and a screenshot is saved to
 * e2e/__screenshots__/walkthrough/ (not committed) to look at.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openDemo } from './browser.js';

const SCENARIOS = ['Plan a trip', 'Set up a project', 'Pick a dashboard layout', 'Skip or reply in chat'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;
const MODES = ['keyboard', 'mouse'] as const;
const OUT = fileURLToPath(new URL('./__screenshots__/walkthrough/', import.meta.url));
const LIVE = '.messages [data-tool-state="input-available"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Where focus is, as a short description; fails the walk when it fell to <body>. */
async function focusIsMeaningful(page: Page, step: string): Promise<string> {
  const where = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const inPicker = !!el.closest('[data-slot="askq-root"], [data-slot="askq-receipt"]');
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `${inPicker ? 'picker' : 'page'}:${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] ${name}`;
  });
  expect(where, `focus after ${step}`).not.toBe('body');
  return where;
}

/** What the live picker shows now: the active question's kind, or the review step, or nothing. */
async function stepKind(page: Page): Promise<'single' | 'multi' | 'field' | 'review' | 'done'> {
  return page.evaluate((live) => {
    // The call keeps its state until the chat records the answer: a receipt in it means done.
    const root = document.querySelector(live);
    if (!root || root.querySelector('[data-slot="askq-receipt"]')) return 'done';
    if (root.querySelector('[data-slot="askq-review"]:not([hidden])')) return 'review';
    const panel = root.querySelector('[data-slot="askq-question"]:not([hidden])');
    if (!panel) return 'done';
    if (panel.querySelector('[role="radio"]')) return 'single';
    if (panel.querySelector('[role="checkbox"]')) return 'multi';
    return 'field';
  }, LIVE);
}

async function walk(page: Page, mode: (typeof MODES)[number], shot: (step: string) => Promise<void>): Promise<string[]> {
  const trail: string[] = [];
  await page.locator(LIVE).waitFor({ timeout: 15_000 });
  // The arrival focus is an effect of the commit that made the question answerable.
  if (mode === 'keyboard') {
    await page
      .waitForFunction(() => !!document.activeElement?.closest('[data-slot="askq-root"]'), undefined, { timeout: 2_000 })
      .catch(() => undefined);
  }
  // Past the arrival motion (at most 200 ms), so the screenshot shows the settled picker.
  await page.waitForTimeout(250);
  await shot('arrived');
  if (mode === 'keyboard') trail.push(await focusIsMeaningful(page, 'arrival'));
  for (let step = 0; step < 12; step++) {
    const kind = await stepKind(page);
    if (kind === 'done') break;
    const live = page.locator(LIVE);
    if (mode === 'keyboard') {
      if (kind === 'review') await page.keyboard.press('Enter');
      else if (kind === 'field') {
        await page.keyboard.type('42');
        await page.keyboard.press('Enter');
      } else {
        // Digit 1 picks the first option (multi-select toggles it); Enter confirms the step.
        await page.keyboard.press('1');
        if ((await stepKind(page)) === kind) await page.keyboard.press('Enter');
      }
    } else if (kind === 'review') {
      await live.getByRole('button', { name: 'Submit answers' }).click();
    } else {
      const panel = live.locator('[data-slot="askq-question"]:not([hidden])');
      if (kind === 'field') await panel.locator('input, textarea').first().fill('42');
      else await panel.locator('[role="radio"], [role="checkbox"]').first().click();
      // A pick in a question without previews moves on by itself; otherwise Next or Submit.
      const next = live.getByRole('button', { name: /^(Next|Submit)$/ });
      if ((await stepKind(page)) === kind && (await next.count()) > 0) await next.first().click();
    }
    await page.waitForTimeout(250);
    await shot(`step-${step + 1}`);
    if (mode === 'keyboard' && (await stepKind(page)) !== 'done') trail.push(await focusIsMeaningful(page, `step ${step + 1}`));
  }
  await page.locator('.messages [data-slot="askq-receipt"]').last().waitFor({ timeout: 15_000 });
  await shot('receipt');
  trail.push(await focusIsMeaningful(page, 'finishing'));
  return trail;
}

describe('walkthrough: every scenario, keyboard and mouse, desktop and phone, light and dark', () => {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      for (const mode of MODES) {
        it(`${viewport.name} ${theme} ${mode}`, async () => {
          const page = await openDemo(browser, { theme, viewport: { width: viewport.width, height: viewport.height } });
          for (const [n, title] of SCENARIOS.entries()) {
            const prefix = `${viewport.name}-${theme}-${mode}-${n + 1}`;
            const shot = (step: string) => page.screenshot({ path: `${OUT}${prefix}-${step}.png`, fullPage: false }).then(() => undefined);
            const button = page.locator('.scenarios button', { hasText: title });
            if (mode === 'keyboard') {
              await button.focus();
              await page.keyboard.press('Enter');
            } else await button.click();
            const trail = await walk(page, mode, shot);
            // The question took focus when it arrived (the scenario button is not a text field).
            if (mode === 'keyboard') expect(trail[0], `${title}: arrival`).toMatch(/^picker:/);
            // On the phone the primary action stays on screen (sticky actions).
            await page.locator('.messages .message.assistant').last().waitFor();
          }
          await page.context().close();
        });
      }
    }
  }
});
