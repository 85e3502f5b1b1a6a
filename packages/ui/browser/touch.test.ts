/**
 * The picker as a phone user and a low-vision user meet it, in the system's Chromium through
 * playwright-core: touch target sizes (WCAG 2.5.8), reflow at 320 CSS px, on a phone and on a
 * desktop zoomed to 400% (1.4.10), and forced colours (Windows high contrast). The page is
 * browser/touch-fixture.tsx, bundled from source, linking src/styles.css as a consumer would.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, servePage, type PageServer } from './harness.js';
import type { TouchScene } from './touch-fixture.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

let page: PageServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const [script, css] = await Promise.all([bundle(here('./touch-fixture.tsx')), readFile(here('../src/styles.css'), 'utf8')]);
  const html =
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="stylesheet" href="/styles.css"><body style="margin:8px;font-family:sans-serif"><div id="root"></div>' +
    '<script type="module" src="/bundle.js"></script>';
  const files: Record<string, [string, string]> = {
    '/': ['text/html', html],
    '/bundle.js': ['text/javascript', script],
    '/styles.css': ['text/css', css],
  };
  page = await servePage(files);
  ({ origin, browser } = page);
});

afterAll(() => page?.close());

/** A small phone: touch, 320 x 568 CSS px at two device pixels each. */
const PHONE: BrowserContextOptions = { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
/** A 1280 x 1024 desktop window zoomed to 400%: 320 x 256 CSS px, a mouse, no touch. */
const ZOOMED: BrowserContextOptions = { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 };

/** A fresh context on the fixture page (reduced motion: nothing moves between measurements). */
async function open(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  return page;
}

const show = (page: Page, scene: TouchScene) => page.evaluate((s) => window.__askqTouch.show(s), scene);

const QUESTION = '[data-slot="askq-question"]:not([hidden])';

/**
 * Every control the user can tap that is smaller than 24 x 24 CSS px and not saved by the spacing
 * exception of WCAG 2.5.8 (a 24 px circle on its centre meets no other target, nor another
 * undersized target's circle), as "slot: width x height".
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const targets = [...document.querySelectorAll<HTMLElement>('.askq :is(button, input, textarea, [tabindex="0"])')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }));
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    return targets.flatMap(({ el, box }) => {
      if (!small(box)) return [];
      const [x, y] = centre(box);
      const crowded = targets.some((other) => {
        if (other.el === el) return false;
        const dx = Math.max(other.box.left - x, 0, x - other.box.right);
        const dy = Math.max(other.box.top - y, 0, y - other.box.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const [ox, oy] = centre(other.box);
        return small(other.box) && Math.hypot(ox - x, oy - y) < 24;
      });
      return crowded ? [`${el.dataset.slot ?? el.tagName}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`] : [];
    });
  });
}

/**
 * What sticks out sideways at this width: the page's scroll width past the window, and every
 * element of the picker (outside a scroll area of its own) whose box passes the card's edge.
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('.askq')!;
    const edge = card.getBoundingClientRect().right;
    const inScrollArea = (el: Element) => {
      for (let at = el.parentElement; at && at !== card; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...card.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getClientRects().length > 0 && !inScrollArea(el) && el.getBoundingClientRect().right > edge + 0.5)
      .map((el) => `${el.dataset.slot ?? el.tagName}: ${Math.round(el.getBoundingClientRect().right)} > ${Math.round(edge)}`);
    return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, past: past.slice(0, 5) };
  });
}

describe('a phone and a zoomed desktop at 320 CSS px', () => {
  it('every control is at least 24 x 24 CSS px, or far enough from the others (WCAG 2.5.8)', async () => {
    for (const device of [PHONE, { ...PHONE, viewport: { width: 360, height: 740 } }]) {
      const page = await open(device);
      try {
        const found: Record<string, string[]> = {};
        // Option rows, Other and its field, tabs, Skip / Chat about this / Next.
        await show(page, 'four');
        found.question = await smallTargets(page);
        // The multi-select rows, then the review step: Back and Submit.
        await page.tap('[role="tab"] >> nth=1');
        found.checkboxes = await smallTargets(page);
        await page.tap('[role="tab"]:has-text("Review")');
        await page.waitForSelector('[data-slot="askq-review"] [data-slot="askq-answers"]');
        found.review = await smallTargets(page);
        // The notes field.
        await show(page, 'tall');
        found.notes = await smallTargets(page);
        // The long list's filter, once its chunk is there.
        await show(page, 'long');
        await page.waitForSelector('[data-slot="askq-filter"]:not([aria-busy]) [data-slot="askq-filter-input"]');
        found.filter = await smallTargets(page);
        // A long Markdown preview's fold button.
        await show(page, 'previews');
        await page.tap(`${QUESTION} [data-slot="askq-option-label"]:has-text("Single long page")`);
        await page.waitForSelector('[data-slot="askq-button"][data-variant="disclosure"]');
        found.preview = await smallTargets(page);
        expect(found).toEqual({ question: [], checkboxes: [], review: [], notes: [], filter: [], preview: [] });
      } finally {
        await page.context().close();
      }
    }
  });

  for (const [device, options] of [
    ['a phone', PHONE],
    ['a desktop at 400%', ZOOMED],
  ] as const) {
    it(`on ${device}, words longer than the screen is wide (URLs, identifiers) wrap inside the card: the page never scrolls sideways`, async () => {
      const page = await open(options);
      try {
        await show(page, 'unbroken');
        const url = 'https://example.com/an/answer/typed/as/one/long/word/without/any/spaces/at/all.html';
        await page.fill(`${QUESTION} [data-slot="askq-other-input"]`, url);
        await page.fill(`${QUESTION} [data-slot="askq-notes-input"]`, url);
        // The question, its labels and descriptions, the preview (which scrolls in its own box).
        expect(await sideways(page)).toEqual({ overflow: 0, past: [] });
        // The review step, where the typed answer and note show as text.
        await page.click('[role="tab"]:has-text("Review")');
        await page.waitForSelector('[data-slot="askq-review"] [data-slot="askq-answer-notes"]');
        expect(await sideways(page)).toEqual({ overflow: 0, past: [] });
      } finally {
        await page.context().close();
      }
    });
  }
});

/** An opaque sRGB colour as 0-255 channels. */
type Rgb = [number, number, number];

/** WCAG 2.2 contrast ratio of two opaque colours. */
function contrast(a: Rgb, b: Rgb) {
  const lum = ([r, g, bl]: Rgb) => {
    const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colours forced-colour mode leaves on a part, each composited over the picker's surface
 * (Canvas) through a canvas: its fill and text, and its drawn control's (`::after`) fill.
 */
function forced(page: Page, selector: string) {
  return page.$eval(selector, (el) => {
    const ctx = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true })!;
    const surface = getComputedStyle(el.closest('.askq')!).backgroundColor;
    const over = (colour: string) => {
      ctx.fillStyle = surface;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number];
    };
    const s = getComputedStyle(el);
    const control = getComputedStyle(el, '::after');
    return {
      surface: over(surface),
      fill: over(s.backgroundColor),
      text: over(s.color),
      control: over(control.backgroundColor),
      adjust: s.forcedColorAdjust,
    };
  });
}

describe('forced colours (Windows high contrast)', () => {
  it('a chosen radio, a ticked box and the current tab stand apart from the rest, without their fills', async () => {
    const page = await open({ viewport: { width: 900, height: 700 } });
    try {
      await page.emulateMedia({ forcedColors: 'active' });
      await show(page, 'four');
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      // A radio chosen on the third question (a pick moves on: come back to it), a box on the second.
      await page.click('[role="tab"] >> nth=2');
      await page.click(`${QUESTION} [data-slot="askq-option"] >> nth=0`);
      await page.click('[role="tab"] >> nth=2');
      const radio = { chosen: await forced(page, `${QUESTION} [data-slot="askq-option"][data-state="checked"]`), rest: await forced(page, `${QUESTION} [data-slot="askq-option"][data-state="unchecked"]`) };
      const tab = { current: await forced(page, '[role="tab"][aria-selected="true"]'), rest: await forced(page, '[role="tab"][aria-selected="false"]') };
      await page.click('[role="tab"] >> nth=1');
      await page.click(`${QUESTION} [data-slot="askq-option"] >> nth=0`);
      const box = await forced(page, `${QUESTION} [data-slot="askq-option"][data-state="checked"]`);
      const tick = await page.$eval(`${QUESTION} [data-slot="askq-check"]`, (el) => getComputedStyle(el).borderBottomColor);

      const surface = radio.rest.surface;
      // [ratio, least]: fills against the surface keep 3:1, text on its fill 4.5:1.
      const ratios: Record<string, [number, number]> = {
        // The drawn control is filled when chosen (it was the surface's colour, like a resting one).
        'chosen radio control / surface': [contrast(radio.chosen.control, surface), 3],
        'ticked box control / surface': [contrast(box.control, surface), 3],
        // The current tab is filled, its text readable on the fill.
        'current tab fill / surface': [contrast(tab.current.fill, surface), 3],
        'current tab text / its fill': [contrast(tab.current.text, tab.current.fill), 4.5],
      };
      const low = Object.entries(ratios).flatMap(([pair, [ratio, least]]) => (ratio < least ? [`${pair}: ${ratio.toFixed(2)}`] : []));
      expect(low).toEqual([]);
      expect(radio.rest.control).toEqual(surface);
      expect(tab.rest.fill).toEqual(surface);
      // The tick is drawn in the colour of text on the fill, not the page's text colour.
      expect(tick).toBe(await page.evaluate(() => {
        const probe = document.body.appendChild(Object.assign(document.createElement('i'), { style: 'color: HighlightText' }));
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }));
      // Chromium draws a Canvas plate under the text of every part it adjusts: the current tab's
      // HighlightText would sit on it, unread. The tab opts out (and sets every colour itself).
      expect(tab.current.adjust).toBe('none');
    } finally {
      await page.context().close();
    }
  });

  it('the focus ring and an unavailable Submit stay visible', async () => {
    const page = await open({ viewport: { width: 900, height: 700 } });
    try {
      await page.emulateMedia({ forcedColors: 'active' });
      await show(page, 'four');
      await page.click('[role="tab"]:has-text("Review")');
      // Nothing answered: Submit cannot act.
      const submit = '[data-slot="askq-button"][data-variant="primary"][aria-disabled="true"]';
      await page.focus('[data-slot="askq-button"]:has-text("Back")');
      await page.keyboard.press('Tab');
      const look = await page.$eval(submit, (el) => {
        const s = getComputedStyle(el);
        return { focused: el.matches(':focus-visible'), outline: s.outlineStyle, width: parseFloat(s.outlineWidth), opacity: Number(s.opacity) };
      });
      expect(look).toMatchObject({ focused: true, outline: 'solid' });
      expect(look.width).toBeGreaterThanOrEqual(2);
      expect(look.opacity).toBeLessThan(1);
    } finally {
      await page.context().close();
    }
  });
});
