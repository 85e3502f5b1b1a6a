import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { startHarness, type Harness } from './harness.js';

// The keyboard as Chromium delivers it, where jsdom and story tests (synthetic events) cannot
// follow: key events whose timing races Radix's roving focus, and the Tab order Chromium gives
// (it makes scroll containers Tab stops of their own).

let h: Harness;
let cdp: CDPSession;
beforeAll(async () => {
  h = await startHarness();
  cdp = await h.page.context().newCDPSession(h.page);
  await h.page.evaluate(() => {
    const page = window as unknown as { __seen: string[]; __tap: boolean };
    // The order the page gets keys and focus in, to tell a tap that raced Radix's focus move.
    const seen: string[] = (page.__seen = []);
    for (const type of ['keydown', 'keyup', 'focusin']) document.addEventListener(type, () => seen.push(type), true);
    // A tap's keydown holds the page until its keyup is in: a busy page's tap. Chromium then
    // handles the keyup (input comes first) before the task Radix moves focus in. Bounded, so a
    // keyup that never comes fails the order check below instead of hanging the page.
    const { scheduling } = navigator as Navigator & { scheduling: { isInputPending(): boolean } };
    document.addEventListener(
      'keydown',
      () => {
        if (!page.__tap) return;
        page.__tap = false;
        const end = performance.now() + 5000;
        while (!scheduling.isInputPending() && performance.now() < end);
      },
      true,
    );
  });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => h.reset());

const seen = () => h.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.splice(0));

/** Where focus is, and the radios checked in its radio group. */
const focusState = () =>
  h.page.evaluate(() => {
    const active = document.activeElement!;
    const group = active.closest('[role="radiogroup"]');
    const name = (el: Element) => el.querySelector('[data-slot="askq-option-label"]')?.textContent ?? el.textContent;
    return {
      focused: name(active),
      checked: group ? [...group.querySelectorAll('[role="radio"][aria-checked="true"]')].map(name) : [],
    };
  });

/**
 * An arrow key tapped: keydown and keyup sent back to back and both in before Radix moves focus (a
 * task after keydown), as a quick typist's, a switch device's or a busy page's tap is. Waits for
 * the focus to move.
 */
async function tap(key: 'ArrowDown' | 'ArrowUp') {
  const before = await h.page.evaluateHandle(() => {
    (window as unknown as { __tap: boolean }).__tap = true;
    return document.activeElement;
  });
  const code = key === 'ArrowDown' ? 40 : 38;
  const event = { key, code: key, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code };
  await Promise.all([
    cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event }),
    cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event }),
  ]);
  await h.page.waitForFunction((element) => document.activeElement !== element, before);
  await before.dispose();
}

describe('a radio group in Chromium', () => {
  it('a quick arrow tap checks the radio it moves focus to (the answer sent is the one heard)', async () => {
    await h.show({ kind: 'picker', input: 'four' });
    // Tab from the question's tab onto its first radio: nothing is chosen by that.
    await h.page.focus('[role="tab"][aria-selected="true"]');
    await h.page.keyboard.press('Tab');
    expect(await focusState()).toEqual({ focused: 'pnpm', checked: [] });
    await seen();
    const heard: string[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp'] as const) {
      await tap(key);
      // The race itself: the key was up before focus moved (Radix then checks nothing).
      expect(await seen()).toEqual(['keydown', 'keyup', 'focusin']);
      const { focused, checked } = await focusState();
      heard.push(focused!);
      expect(checked, `${key} moved focus to ${focused}`).toEqual([focused]);
    }
    // Up from the first row wraps round to Other, which is chosen too.
    expect(heard).toEqual(['npm', 'Yarn', 'npm', 'pnpm', 'Other']);
    expect(h.errors()).toEqual([]);
  });
});

describe('the Tab order in Chromium', () => {
  it("a long list's scroll area is no Tab stop of its own: Shift+Tab from a row reaches the filter field", async () => {
    await h.show({ kind: 'picker', input: 'long' });
    const field = '[data-slot="askq-filter-input"]:enabled';
    await h.page.waitForSelector(field);
    await h.page.focus('[role="radio"] >> nth=0');
    await h.page.keyboard.press('Shift+Tab');
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('askq-filter-input');
    await h.page.keyboard.press('Tab');
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
  });

  it('Tab from the Review tab reaches the review panel (nothing in it takes focus)', async () => {
    await h.show({ kind: 'picker', input: 'four' });
    await h.page.focus('[role="tab"][aria-selected="true"]');
    await h.page.keyboard.press('End');
    await h.page.waitForFunction(() => document.activeElement?.matches('[role="tab"][aria-selected="true"]') && document.activeElement.textContent === 'Review');
    await h.page.keyboard.press('Tab');
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe('askq-review');
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });
});

describe('a disabled picker in Chromium', () => {
  it('stays readable by a screen reader: its question and options are in the accessibility tree, unavailable', async () => {
    await h.show({ kind: 'picker', input: 'four', disabled: true });
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const named = (role: string) =>
      nodes
        .filter((n) => !n.ignored && n.role?.value === role)
        .map((n) => ({ name: String(n.name?.value ?? ''), disabled: n.properties?.some((p) => p.name === 'disabled' && p.value.value === true) ?? false }));
    expect(named('heading').map((n) => n.name)).toContain('Which package manager should the new workspace use?');
    const radios = named('radio');
    expect(radios.map((r) => r.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^pnpm/), 'npm', 'Yarn']));
    expect(radios.every((r) => r.disabled)).toBe(true);
    // Nothing answers: a digit, an arrow on the focused tab, Enter.
    await h.page.focus('[role="tab"][aria-selected="true"]');
    for (const key of ['1', 'ArrowDown', 'Enter']) await h.page.keyboard.press(key);
    expect(await h.page.evaluate(() => document.querySelectorAll('[aria-checked="true"]').length)).toBe(0);
    expect(h.errors()).toEqual([]);
  });
});
