import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame } from 'playwright-core';
import { startHarness, type Harness } from './harness.js';
import { MOCKUPS } from './mockups.js';

// Item 9 of "Feels like Claude Code's picker": an HTML preview's frame fits its content (up to a
// maximum) and follows the picker's theme. The page cannot look inside the sandboxed frame; this
// test can (Playwright evaluates in any frame), so it checks the estimate and the colours against
// what Chromium really renders.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The largest fitted height: --askq-preview-height's default, 16rem. */
const MAX = 256;
const MIN = 48;

/**
 * What a frame's document really takes, measured inside it: the root element's box (its height
 * is its content's, body margins included, not the viewport's).
 */
function contentHeight(): number {
  return Math.ceil(document.documentElement.getBoundingClientRect().height);
}

describe('HTML preview frame size (Chromium)', () => {
  it.each([600, 320])('at %ipx wide, each mockup is shown whole without much blank space, up to the maximum', async (width) => {
    const rows: string[] = [];
    const misses: string[] = [];
    for (const mockup of MOCKUPS) {
      // One frame at a time, in view: Chromium does not lay out an offscreen cross-origin frame
      // (an opaque origin is one).
      await h.show({ kind: 'fit', width, htmls: [mockup.html] });
      const element = h.page.locator('iframe[title="Fit 0"]');
      // The final frame (a busy preview's is replaced when its document comes), loaded.
      const frames = await h.previews();
      expect(frames).toHaveLength(1);
      const frame = frames[0]!;
      expect(await frame.evaluate(contentHeight)).toBeGreaterThan(16);
      const [content, shown] = await Promise.all([frame.evaluate(contentHeight), element.evaluate((el) => el.getBoundingClientRect().height)]);
      rows.push(`${mockup.name}: content ${content}, frame ${Math.round(shown)}`);
      // Whole when it fits (a scroll bar is the failure), else the largest height; never more
      // blank space than a few lines' worth.
      const want = Math.min(Math.max(content, MIN), MAX);
      if (shown < want || shown > Math.max(want * 1.35, want + 40)) misses.push(`${mockup.name} (content ${content}, frame ${Math.round(shown)})`);
    }
    console.log(`${width}px:\n  ${rows.join('\n  ')}`);
    expect(misses).toEqual([]);
  });
});

/** The picker's preview frame once its document has loaded. */
async function pickerFrame(): Promise<Frame> {
  const element = h.page.locator('iframe[data-slot="askq-preview-frame"]:not([aria-busy])');
  await expect.poll(() => element.count(), { timeout: 15_000 }).toBe(1);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await expect.poll(() => frame.evaluate(() => document.body?.textContent ?? ''), { timeout: 15_000 }).toContain('Card');
  return frame;
}

/** The frame body's computed colours and scheme, and the relative luminance of its background. */
function frameColours() {
  const style = getComputedStyle(document.body);
  const [r, g, b] = (style.backgroundColor.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  return { background: style.backgroundColor, color: style.color, scheme: getComputedStyle(document.documentElement).colorScheme, luminance: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
}

const CARD = '<div style="padding:12px;border:1px solid">Card</div>';

describe('HTML preview frame colours (Chromium)', () => {
  it("a dark picker's frame has the picker's dark surface and light text", async () => {
    await h.show({ kind: 'themed', theme: 'dark', html: CARD });
    const colours = await (await pickerFrame()).evaluate(frameColours);
    // The picker's own dark surface and text (styles.css: #18181b and #fafafa).
    expect(colours).toEqual({ background: 'rgb(24, 24, 27)', color: 'rgb(250, 250, 250)', scheme: 'dark', luminance: expect.any(Number) });
    expect(colours.luminance).toBeLessThan(0.2);
  });

  it("a light picker's frame stays light", async () => {
    await h.show({ kind: 'themed', theme: 'light', html: CARD });
    const colours = await (await pickerFrame()).evaluate(frameColours);
    expect(colours).toMatchObject({ background: 'rgb(255, 255, 255)', color: 'rgb(24, 24, 27)', scheme: 'light' });
  });

  it('follows the page switching to dark while the preview is open', async () => {
    await h.show({ kind: 'themed', html: CARD });
    expect((await (await pickerFrame()).evaluate(frameColours)).luminance).toBeGreaterThan(0.8);
    await h.page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    try {
      await expect.poll(async () => (await (await pickerFrame()).evaluate(frameColours)).background, { timeout: 15_000 }).toBe('rgb(24, 24, 27)');
    } finally {
      await h.page.evaluate(() => delete document.documentElement.dataset.theme);
    }
  });
});
