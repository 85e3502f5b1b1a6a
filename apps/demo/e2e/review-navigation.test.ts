/**
 * Hover previews, the Review tab, Back, kept Other text and Escape from a text field, by real
 * pointer moves and key presses in Chromium. After every action focus is somewhere in the picker,
 * never on <body>. Set ASKQ_SHOTS to a folder to save the states as screenshots to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openDemo } from './browser.js';
import { axeViolations, focusPicker, startByKeyboard, waitForPicker } from './helpers.js';

let browser: Browser;
beforeAll(async () => (browser = await launch()));
afterAll(() => browser?.close());

async function shot(page: Page, name: string) {
  const dir = process.env.ASKQ_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** What has focus: its role and accessible name, or "body". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    return `${role}: ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;
  });

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

const previewName = (ask: Locator) => ask.locator('[data-slot="askq-preview"]:visible').getAttribute('aria-label');

/** Moves the pointer off the options to the right, over no other option row on its way. */
const away = (page: Page) => page.mouse.move(950, 650, { steps: 4 });

/** Moves the real mouse pointer to the middle of `locator`. */
async function hover(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
}

describe('hover preview (dashboard, real pointer moves)', () => {
  it('shows the hovered option while the pointer is on it, then the focused or selected one again', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    const ask = await waitForPicker(page);
    const topBar = ask.getByRole('radio', { name: /Top bar/ });
    await topBar.click();
    await expect.poll(() => previewName(ask)).toBe('Preview: Top bar');
    await hover(page, ask.getByRole('radio', { name: /Card grid/ }));
    await expect.poll(() => previewName(ask)).toBe('Preview: Card grid');
    await shot(page, 'hover-on-card-grid');
    // Away from the options: Top bar (chosen and focused) shows again.
    await away(page);
    await expect.poll(() => previewName(ask)).toBe('Preview: Top bar');
    await shot(page, 'hover-left');
    expect(await isFocused(topBar)).toBe(true);
    // From one row straight onto another, then off: the chosen one again.
    await hover(page, ask.getByRole('radio', { name: /Sidebar/ }));
    await expect.poll(() => previewName(ask)).toBe('Preview: Sidebar');
    await hover(page, ask.getByRole('radio', { name: /Card grid/ }));
    await expect.poll(() => previewName(ask)).toBe('Preview: Card grid');
    // Focus in the notes (no option focused): leaving shows the selected option.
    await ask.getByRole('textbox', { name: 'Notes' }).click();
    await hover(page, ask.getByRole('radio', { name: /Sidebar/ }));
    await expect.poll(() => previewName(ask)).toBe('Preview: Sidebar');
    await away(page);
    await expect.poll(() => previewName(ask)).toBe('Preview: Top bar');
    expect(await focused(page)).not.toBe('body');
  });
});

describe('the Review tab, Back and Escape (Set up a project)', () => {
  it('Enter and Space on the focused Review tab go into the review', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Set up a project');
    const ask = await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('1'); // React: on to Tooling
    // Into the tab list (the selected tab is its Tab stop), then End: the Review tab.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toMatch(/^tab: /);
    await page.keyboard.press('End');
    const reviewTab = ask.getByRole('tab', { name: 'Review' });
    await expect.poll(() => isFocused(reviewTab)).toBe(true);
    const review = ask.locator('[data-slot="askq-review"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(review)).toBe(true);
    await shot(page, 'review-tab-enter');
    // Space too, from the tab again.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(reviewTab)).toBe(true);
    await page.keyboard.press(' ');
    await expect.poll(() => isFocused(review)).toBe(true);
    // Enter on a question's tab goes into its question: its chosen row.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(ask.getByRole('tab', { name: /Framework/ }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(ask.getByRole('radio', { name: /React/ }))).toBe(true);
  });

  it('questions 2-4 have Back, by mouse and by keyboard; focus lands on the earlier question', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Set up a project' }).click();
    const ask = await waitForPicker(page);
    const back = ask.getByRole('button', { name: 'Back' });
    expect(await back.count()).toBe(0); // the first question has nothing before it
    await ask.getByRole('radio', { name: /Vue/ }).click(); // on to Tooling
    await ask.getByRole('heading', { name: 'Which tools should be set up from the start?' }).waitFor();
    await shot(page, 'back-on-step-2');
    await back.click();
    await ask.getByRole('heading', { name: 'Which framework should the project use?' }).waitFor();
    await expect.poll(() => isFocused(ask.getByRole('radio', { name: /Vue/ }))).toBe(true);
    expect(await back.count()).toBe(0);
    // By keyboard: Next, Tab to Back, Enter.
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('checkbox', { name: 'ESLint' }).click();
    await ask.getByRole('button', { name: 'Next' }).click();
    await ask.getByRole('heading', { name: 'Which package manager should it use?' }).waitFor();
    await back.focus();
    await page.keyboard.press('Enter');
    await ask.getByRole('heading', { name: 'Which tools should be set up from the start?' }).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^checkbox: /);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('typed Other text that another choice replaced is kept, shown inactive and not sent; Escape goes to the chosen row', async () => {
    const page = await openDemo(browser);
    await startByKeyboard(page, 'Set up a project');
    const ask = await waitForPicker(page);
    await focusPicker(page);
    await page.keyboard.press('1'); // React
    await page.keyboard.press('1'); // ESLint
    await page.keyboard.press('Enter'); // on to Packages
    await ask.getByRole('heading', { name: 'Which package manager should it use?' }).waitFor();
    await page.keyboard.press('3'); // Other: its field
    await page.keyboard.type('yarn');
    const other = ask.getByRole('radio', { name: 'Other' }).last();
    const field = ask.getByRole('textbox', { name: 'Other answer' }).last();
    // Escape from the field: to the chosen row (Other, which typing chose), not the first option.
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(other)).toBe(true);
    expect(await field.getAttribute('data-state')).toBeNull();
    // npm instead, by mouse: the answer moves on to License; Back shows the kept text, inactive.
    await ask.getByRole('radio', { name: /npm/ }).filter({ hasNotText: 'pnpm' }).click();
    await ask.getByRole('heading', { name: 'How should the code be licensed?' }).waitFor();
    await ask.getByRole('button', { name: 'Back' }).click();
    await ask.getByRole('heading', { name: 'Which package manager should it use?' }).waitFor();
    expect(await field.inputValue()).toBe('yarn');
    expect(await field.getAttribute('data-state')).toBe('inactive');
    const note = ask.getByText('Not sent: choose Other or type here to send it');
    expect(await note.isVisible()).toBe(true);
    expect(await field.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect(await other.getAttribute('aria-checked')).toBe('false');
    await shot(page, 'other-kept-inactive');
    expect(await axeViolations(page)).toEqual([]);
    // The review sends npm, not the kept text.
    await ask.getByRole('tab', { name: 'Review' }).click();
    await expect.poll(() => ask.locator('[data-slot="askq-review"]').innerText()).toMatch(/Which package manager should it use\?\s*npm\n/);
    expect(await ask.locator('[data-slot="askq-review"]').innerText()).not.toContain('yarn');
    // Typing in the field chooses Other again, and it looks active again.
    await ask.getByRole('tab', { name: /Packages/ }).click();
    await field.click();
    await page.keyboard.type(' berry');
    await expect.poll(() => other.getAttribute('aria-checked')).toBe('true');
    expect(await field.getAttribute('data-state')).toBeNull();
    expect(await note.count()).toBe(0);
  });

  it('Escape from the notes goes to the chosen option, or the first one when none is chosen', async () => {
    const page = await openDemo(browser);
    await page.getByRole('button', { name: 'Pick a dashboard layout' }).click();
    const ask = await waitForPicker(page);
    const notes = ask.getByRole('textbox', { name: 'Notes' });
    await notes.click();
    await page.keyboard.type('x');
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(ask.getByRole('radio', { name: /Sidebar/ }))).toBe(true);
    // Card grid by mouse, then the notes and Escape.
    await ask.getByRole('radio', { name: /Card grid/ }).click();
    await notes.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(ask.getByRole('radio', { name: /Card grid/ }))).toBe(true);
  });
});
