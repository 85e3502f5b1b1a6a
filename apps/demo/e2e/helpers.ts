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
  await picker(page).waitFor();
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
 * Focus on an option of the live picker. A question that arrives takes focus itself in the next
 * frame unless the user was typing elsewhere; every caller starts its scenario from a button, so
 * this waits for that focus (and fails if it never comes) rather than pressing Tab after a while.
 */
export async function focusPicker(page: Page) {
  const selector = `${LIVE} [role=radio], ${LIVE} [role=checkbox]`;
  await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, selector);
  await answerable(page);
}

/**
 * No card holds its keys: one that took focus within half a second of a key press (the scripted
 * agent asks again at once) ignores Enter, Escape and digits until then, as a user's stray second
 * Enter must not answer it. Waits for the card's `data-arrival-hold` mark to go.
 */
export const answerable = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-arrival-hold]'));

/** The agent's text after the question (the follow-up step of the same message). */
export async function expectAgentSays(page: Page, text: string | RegExp) {
  await page.locator('.messages .message.assistant .text', { hasText: text }).first().waitFor();
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

/**
 * What the transcript says: a second request would add to it (the agent's turns are scripted).
 * Each of askq's cards (a picker, its receipt, an MCP form or link card, an error) counts as one
 * mark: what is inside a card fills in by itself while the chat is idle (a preview pane, or a
 * receipt's drawn card, once its chunk has loaded), and a new card still adds a mark.
 */
const transcript = (page: Page) =>
  page.locator('.messages').evaluate((messages) => {
    const copy = messages.cloneNode(true) as HTMLElement;
    const cards = '[data-slot="askq-root"], [data-slot="askq-receipt"], [data-slot="askq-elicitation"], [data-slot="askq-elicitation-url"], [data-slot="askq-error"]';
    for (const card of copy.querySelectorAll(cards)) if (copy.contains(card)) card.replaceWith('[askq card]');
    return copy.textContent ?? '';
  });

/** Resolves once the page has produced two more frames: everything already scheduled has rendered. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * No second request: the chat is idle and stays idle. The turn is over once the status line is
 * empty. A request the chat sends by itself (sendAutomaticallyWhen) starts in the same task that
 * ends the turn, before React renders that status; two frames later, nothing has been added.
 */
export async function expectSettled(page: Page) {
  await page.waitForFunction(() => document.querySelector('.status')?.textContent === '');
  const before = await transcript(page);
  await nextFrames(page);
  expect(await page.locator('.status').innerText()).toBe('');
  expect(await transcript(page)).toBe(before);
}

/**
 * Stops the page's clock: its timers, among them the scripted agent's pause between the chunks
 * of a slow stream (`?delay=`), then run only as `stepUntil` advances them, or after
 * `page.clock.resume()`. A stream held this way is certainly still streaming when checked.
 */
export async function holdTimers(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  // The fake clock runs from `now` until paused; a test times out (60 s) long before this.
  await page.clock.pauseAt(now + 120_000);
}

/** Advances held timers `ms` at a time (one chunk of a `?delay=ms` stream) until `done()`. */
export async function stepUntil(page: Page, ms: number, done: () => Promise<boolean>) {
  while (!(await done())) await page.clock.runFor(ms);
}
