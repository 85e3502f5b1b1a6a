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
import { answerable } from './helpers.js';

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

type Kind = 'single' | 'multi' | 'field' | 'review' | 'done';

/**
 * What the live picker shows now: the active question's kind and place (`single@0`), or the
 * review step, or nothing. Two questions of the same kind in a row are different steps.
 */
async function currentStep(page: Page): Promise<string> {
  return page.evaluate((live) => {
    // The call keeps its state until the chat records the answer: a receipt in it means done.
    const root = document.querySelector(live);
    if (!root || root.querySelector('[data-slot="askq-receipt"]')) return 'done';
    if (root.querySelector('[data-slot="askq-review"]:not([hidden])')) return 'review';
    const panels = [...root.querySelectorAll<HTMLElement>('[data-slot="askq-question"]')];
    const at = panels.findIndex((panel) => !panel.hidden);
    const panel = panels[at];
    if (!panel) return 'done';
    const kind = panel.querySelector('[role="radio"]') ? 'single' : panel.querySelector('[role="checkbox"]') ? 'multi' : 'field';
    return `${kind}@${at}`;
  }, LIVE);
}
const kindOf = (step: string) => step.split('@')[0] as Kind;

/** The picker's motion is over (the arrival fade, a step's fade, a hover's colour), so a screenshot shows it settled. */
const motionEnded = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

async function walk(page: Page, mode: (typeof MODES)[number], shot: (step: string) => Promise<void>): Promise<string[]> {
  const trail: string[] = [];
  await page.locator(LIVE).waitFor();
  // The arrival focus is taken in the frame after the commit that made the question answerable
  // (the scenario button is not a text field, so it is always taken); focusIsMeaningful below
  // says where focus is if it never comes.
  if (mode === 'keyboard') {
    await page.waitForFunction(() => !!document.activeElement?.closest('[data-slot="askq-root"]')).catch(() => undefined);
  }
  await motionEnded(page);
  await shot('arrived');
  if (mode === 'keyboard') trail.push(await focusIsMeaningful(page, 'arrival'));
  for (let step = 0; step < 12; step++) {
    const before = await currentStep(page);
    const kind = kindOf(before);
    if (kind === 'done') break;
    const live = page.locator(LIVE);
    // A key press or click renders its step change before it resolves (a discrete event).
    if (mode === 'keyboard') {
      await answerable(page);
      if (kind === 'review') await page.keyboard.press('Enter');
      else if (kind === 'field') {
        await page.keyboard.type('42');
        await page.keyboard.press('Enter');
      } else {
        // Digit 1 picks the first option (multi-select toggles it); Enter confirms the step.
        await page.keyboard.press('1');
        if ((await currentStep(page)) === before) await page.keyboard.press('Enter');
      }
    } else if (kind === 'review') {
      await live.getByRole('button', { name: 'Submit answers' }).click();
    } else {
      const panel = live.locator('[data-slot="askq-question"]:not([hidden])');
      if (kind === 'field') await panel.locator('input, textarea').first().fill('42');
      else await panel.locator('[role="radio"], [role="checkbox"]').first().click();
      // A pick in a question without previews moves on by itself; otherwise Next or Submit.
      const next = live.getByRole('button', { name: /^(Next|Submit)$/ });
      if ((await currentStep(page)) === before && (await next.count()) > 0) await next.first().click();
    }
    await expect.poll(() => currentStep(page), { message: `step ${step + 1} (${before}) moves on` }).not.toBe(before);
    await motionEnded(page);
    await shot(`step-${step + 1}`);
    if (mode === 'keyboard' && (await currentStep(page)) !== 'done') trail.push(await focusIsMeaningful(page, `step ${step + 1}`));
  }
  await page.locator('.messages [data-slot="askq-receipt"]').last().waitFor();
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
