import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** axe-core's violations on the page as it stands, one line each (an empty list when clean). */
export async function axeViolations(page: Page) {
  // Colours are only final once the step's fade-in has ended: axe measured contrast mid-animation
  // (a flake after a pick moved on to the next question).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as AxeResult;
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The live picker of the latest question (AskUserQuestionPart marks its root with the part state). */
export const picker = (page: Page) => page.locator('.messages [data-tool-state="input-available"]').last();

export async function waitForPicker(page: Page) {
  await picker(page).waitFor({ state: 'visible', timeout: 15_000 });
  return picker(page);
}

/** Starts a scenario by keyboard: Tab to its button, press Enter. */
export async function startByKeyboard(page: Page, title: string) {
  await tabUntil(page, '.scenarios button', title);
  await page.keyboard.press('Enter');
}

/** Presses Tab until the focused element matches `selector` (and has `text`): keyboard-only navigation. */
export async function tabUntil(page: Page, selector: string, text?: string, { max = 60, shift = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate(
      ([sel, txt]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel!) && (txt === undefined || el.textContent === txt);
      },
      [selector, text] as const,
    );
    if (hit) return;
  }
  throw new Error(`focus never reached ${selector} ${text ?? ''}`);
}

const LIVE = '.messages [data-tool-state="input-available"]';
/**
 * Focus on an option of the live picker: a question that arrives takes focus itself unless the
 * user was typing elsewhere; otherwise Tab gets there.
 */
export async function focusPicker(page: Page) {
  const selector = `${LIVE} [role=radio], ${LIVE} [role=checkbox]`;
  const there = await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, selector, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!there) await tabUntil(page, selector);
}

/** The agent's text after the question (the follow-up step of the same message). */
export async function expectAgentSays(page: Page, text: string | RegExp) {
  await page.locator('.messages .message.assistant .text', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

export async function modelText(page: Page) {
  await page.getByTestId('model-text').waitFor();
  return page.getByTestId('model-text').innerText();
}

export async function toolOutput(page: Page) {
  await page.getByTestId('tool-output').waitFor();
  return JSON.parse(await page.getByTestId('tool-output').innerText()) as {
    answers: Record<string, string>;
    annotations?: Record<string, { notes?: string; preview?: string }>;
    outcome: { type: string; reason?: string; message?: string };
  };
}

/** No second request: the chat is idle and stays idle. */
export async function expectSettled(page: Page) {
  await page.waitForTimeout(300);
  expect(await page.locator('.status').innerText()).toBe('');
}
