/**
 * styles.css with what story tests cannot do: a real mouse (CSS :hover), a touch device (no
 * `hover: hover`), the reduced-motion preference and a phone-sized window, in the system's Chromium
 * through playwright-core. The page is browser/styles-fixture.tsx, bundled from source.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { bundle, servePage, type PageServer } from './harness.js';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StylesScene } from './styles-fixture.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

let page: PageServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const [script, css] = await Promise.all([
    bundle(here('./styles-fixture.tsx')),
    readFile(here('../src/styles.css'), 'utf8'),
  ]);
  const html =
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<link rel="stylesheet" href="/styles.css"><body style="margin:16px;font-family:sans-serif"><div id="root"></div>' +
    '<script type="module" src="/bundle.js"></script>';
  // The stylesheet as Vite's default build ships it: Lightning CSS compiling light-dark() (and the
  // rest) for browsers of 2022, which have none of it.
  const compiled = transform({ filename: 'styles.css', code: Buffer.from(css), minify: true, targets: { chrome: 107 << 16, safari: 16 << 16, firefox: 104 << 16 } });
  const files: Record<string, [string, string]> = {
    '/': ['text/html', html],
    '/bundle.js': ['text/javascript', script],
    '/styles.css': ['text/css', css],
    '/styles.compiled.css': ['text/css', Buffer.from(compiled.code).toString('utf8')],
  };
  page = await servePage(files);
  ({ origin, browser } = page);
});

afterAll(() => page?.close());

/** A fresh context (device, preferences) on the fixture page, showing `scene`. */
async function open(scene: StylesScene, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  // Attached, not visible: the body is empty (no height) until the scene renders.
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  await page.evaluate((s) => window.__askqStyles.show(s), scene);
  return page;
}

/** Waits out running animations and colour transitions, so computed values are the end state. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const look = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, border: s.borderTopColor };
  });

const OPTION = '[data-slot="askq-question"]:not([hidden]) [data-slot="askq-option"]';
// The multi-select question: a pick there does not move on to the next question.
const CHECKS_TAB = '[role="tab"]:has-text("CI checks")';

describe('styles.css in Chromium', () => {
  it('hover is lighter than selected on option rows, and tabs and the main button have one', async () => {
    const page = await open('four');
    try {
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
      await page.click(CHECKS_TAB);
      await page.click(`${OPTION} >> nth=0`);
      await page.mouse.move(0, 0);
      await settle(page);
      const selected = await look(page, `${OPTION}[data-state="checked"]`);
      const resting = await look(page, `${OPTION}[data-state="unchecked"]`);
      await page.hover(`${OPTION} >> nth=1`);
      await settle(page);
      const hovered = await look(page, `${OPTION} >> nth=1`);
      expect(hovered.background).not.toBe(selected.background);
      expect(hovered).not.toEqual(resting);
      // A hovered choice still looks chosen.
      await page.hover(`${OPTION} >> nth=0`);
      await settle(page);
      expect(await look(page, `${OPTION} >> nth=0`)).toEqual(selected);

      const tab = '[role="tab"][aria-selected="false"] >> nth=0';
      await page.mouse.move(0, 0);
      await settle(page);
      const tabResting = await look(page, tab);
      await page.hover(tab);
      await settle(page);
      const tabHovered = await look(page, tab);
      expect(tabHovered).not.toEqual(tabResting);
      expect(tabHovered.background).not.toBe((await look(page, '[role="tab"][aria-selected="true"]')).background);

      const primary = '[data-slot="askq-button"][data-variant="primary"]';
      const primaryResting = await look(page, primary);
      await page.hover(primary);
      await settle(page);
      expect((await look(page, primary)).background).not.toBe(primaryResting.background);
    } finally {
      await page.context().close();
    }
  });

  it("a long list's filter stands in with the field's own box until its chunk is there: nothing moves when it arrives", async () => {
    // Reduced motion: the arrival animation would move the whole picker between the two looks.
    const context = await browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/`);
      await page.waitForSelector('body[data-ready]', { state: 'attached' });
      // Where the filter and the rows are in the first frame: the page has not loaded the filter yet.
      const boxes = () => {
        const rect = (selector: string) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return { top: r.top, left: r.left, width: r.width, height: r.height };
        };
        return {
          busy: document.querySelector('[data-slot="askq-filter"]')!.getAttribute('aria-busy'),
          filter: rect('[data-slot="askq-filter"]'),
          field: rect('[data-slot="askq-filter-input"]'),
          rows: rect('[data-slot="askq-option-scroll"]'),
        };
      };
      const first = await page.evaluate(`(window.__askqStyles.show('long'), (${boxes})())`);
      await page.waitForSelector('[data-slot="askq-filter"]:not([aria-busy]) [data-slot="askq-filter-input"]:enabled');
      const loaded = await page.evaluate(`(${boxes})()`);
      expect(first).toMatchObject({ busy: 'true' });
      expect(loaded).toEqual({ ...(first as object), busy: null });
    } finally {
      await context.close();
    }
  });

  it('a touch screen never shows the hover look, even after a tap', async () => {
    const page = await open('four', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    try {
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
      await page.tap(CHECKS_TAB);
      await settle(page);
      const resting = await look(page, `${OPTION} >> nth=1`);
      await page.tap(`${OPTION} >> nth=0`);
      expect(await page.getAttribute(`${OPTION} >> nth=0`, 'data-state')).toBe('checked');
      // The pointer now rests where the tap was: move it over the other row, as a sticky hover would.
      await page.hover(`${OPTION} >> nth=1`);
      await settle(page);
      expect(await look(page, `${OPTION} >> nth=1`)).toEqual(resting);
    } finally {
      await page.context().close();
    }
  });

  it('motion plays on arrival and on a step change, and not at all under reduced motion', async () => {
    const animationOf = (page: Page, selector: string) => page.$eval(selector, (el) => getComputedStyle(el).animationName);
    const panel = '[data-slot="askq-question"]:not([hidden])';
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await open('four', { reducedMotion });
      try {
        const expected = reducedMotion === 'reduce' ? 'none' : 'askq-enter';
        expect(await animationOf(page, '[data-slot="askq-root"]')).toBe(expected);
        await page.click('[role="tab"] >> nth=1');
        expect(await page.$eval(panel, (el) => el.querySelector('[data-slot="askq-question-text"]')?.textContent)).toMatch(/pull request/);
        expect(await animationOf(page, panel)).toBe(expected);
        const transition = await page.$eval(OPTION, (el) => getComputedStyle(el).transitionDuration);
        expect(transition === '0s').toBe(reducedMotion === 'reduce');
      } finally {
        await page.context().close();
      }
    }
  });

  it('on a small phone, Submit shares its line and stays on screen while the picker is taller than it', async () => {
    const page = await open('tall', { hasTouch: true, isMobile: true, viewport: { width: 320, height: 568 } });
    try {
      await settle(page);
      const measure = () =>
        page.evaluate(() => {
          const root = document.querySelector('[data-slot="askq-root"]')!.getBoundingClientRect();
          const actions = document.querySelector('[data-slot="askq-actions"]')!;
          const submit = actions.querySelector('[data-variant="primary"]')!.getBoundingClientRect();
          const tops = [...actions.querySelectorAll('[data-slot="askq-button"]')].map((b) => Math.round(b.getBoundingClientRect().top));
          return {
            rootBottom: root.bottom,
            submitBottom: submit.bottom,
            submitTop: Math.round(submit.top),
            tops,
            viewport: innerHeight,
            pageWidth: document.documentElement.scrollWidth,
          };
        });
      const top = await measure();
      expect(top.pageWidth).toBeLessThanOrEqual(320);
      expect(top.rootBottom).toBeGreaterThan(top.viewport);
      expect(top.submitBottom).toBeLessThanOrEqual(top.viewport);
      expect(top.tops.filter((t) => t === top.submitTop).length).toBeGreaterThan(1);
      // Halfway down, still there; at the end, back in place at the picker's foot.
      await page.evaluate(() => scrollTo(0, 200));
      const middle = await measure();
      expect(middle.submitBottom).toBeLessThanOrEqual(middle.viewport);
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const end = await measure();
      expect(end.rootBottom).toBeLessThanOrEqual(end.viewport);
      expect(end.submitBottom).toBeLessThan(end.rootBottom);
    } finally {
      await page.context().close();
    }
  });

  // Tailwind v4 in miniature: its layer order, a preflight in `base`, a utility in `utilities`.
  const TAILWIND = `@layer theme, base, components, utilities;
    @layer base { *, ::before, ::after { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; } button { background-color: transparent; } }
    @layer utilities { .p-0 { padding: 0; } }`;
  const ROOT = '.askq[data-slot="askq-root"]';
  const PRIMARY = '[data-slot="askq-button"][data-variant="primary"]';
  const padding = (page: Page, selector: string) => page.$eval(selector, (el) => getComputedStyle(el).paddingTop);

  for (const order of ['after', 'before'] as const) {
    it(`a utility class wins over the picker, and preflight undoes nothing of it (Tailwind loaded ${order} styles.css)`, async () => {
      const page = await open('four');
      try {
        await page.evaluate(
          ({ css, order }) => {
            const style = Object.assign(document.createElement('style'), { textContent: css });
            const link = document.querySelector('link[rel="stylesheet"]')!;
            if (order === 'before') link.before(style);
            else document.head.append(style);
          },
          { css: TAILWIND, order },
        );
        expect(await padding(page, ROOT)).toBe('16px');
        await page.$eval(ROOT, (el) => el.classList.add('p-0'));
        expect(await padding(page, ROOT)).toBe('0px');
        // The preflight's resets lose to the picker's own rules: rows keep their padding, the main
        // button its colour.
        expect(await padding(page, OPTION)).not.toBe('0px');
        expect(await page.$eval(PRIMARY, (el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
        // An unlayered class of the app wins too.
        await page.addStyleTag({ content: '.my-card { padding: 3px; }' });
        await page.$eval(ROOT, (el) => el.classList.replace('p-0', 'my-card'));
        expect(await padding(page, ROOT)).toBe('3px');
      } finally {
        await page.context().close();
      }
    });
  }

  for (const sheet of ['styles.css', 'styles.compiled.css'] as const) {
    it(`is light unless the page says otherwise, whatever the OS prefers (${sheet})`, async () => {
      const page = await open('four', { colorScheme: 'dark' });
      try {
        if (sheet !== 'styles.css') {
          const text = await page.evaluate(async (href) => {
            const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
            const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
            link.href = href;
            await loaded;
            return [...link.sheet!.cssRules].map((rule) => rule.cssText).join('\n');
          }, `/${sheet}`);
          // Compiled: light-dark() is gone, replaced by variables the declared scheme switches.
          expect(text).toContain('--lightningcss-dark');
          expect(text).not.toContain('light-dark(');
        }
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
        // Surface, and the warning / danger colours that have no shadcn token to follow.
        const colours = () =>
          page.$eval(ROOT, (root) => {
            const probe = (value: string) => {
              const el = root.appendChild(document.createElement('i'));
              el.style.color = value;
              const colour = getComputedStyle(el).color;
              el.remove();
              return colour;
            };
            return { surface: getComputedStyle(root).backgroundColor, warning: probe('var(--_warning-fg)'), danger: probe('var(--_danger)') };
          });
        const light = { surface: 'rgb(255, 255, 255)', warning: 'rgb(113, 63, 18)', danger: 'rgb(185, 28, 28)' };
        const dark = { surface: 'rgb(24, 24, 27)', warning: 'rgb(253, 230, 138)', danger: 'rgb(248, 113, 113)' };
        // A page that declares nothing is light; so is one that supports both schemes but has not
        // said the picker should follow the OS.
        expect(await colours()).toEqual(light);
        await page.addStyleTag({ content: ':root { color-scheme: light dark; }' });
        expect(await colours()).toEqual(light);
        // Asked to follow the OS, it does.
        await page.evaluate(() => (document.documentElement.dataset.theme = 'system'));
        expect(await colours()).toEqual(dark);
        await page.emulateMedia({ colorScheme: 'light' });
        expect(await colours()).toEqual(light);
        // A dark theme class is dark whatever the OS says; a light one light.
        await page.evaluate(() => {
          delete document.documentElement.dataset.theme;
          document.documentElement.classList.add('dark');
        });
        expect(await colours()).toEqual(dark);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'));
        expect(await colours()).toEqual(light);
      } finally {
        await page.context().close();
      }
    });
  }
});

/** An sRGB colour as 0-255 channels and an alpha of 0-1. */
type Rgba = [number, number, number, number];

/** A colour over a backdrop (alpha compositing), opaque. */
const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

/** WCAG 2.2 relative luminance and contrast ratio of two opaque colours. */
function luminance([r, g, b]: Rgba) {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: Rgba, b: Rgba) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A row's state colours as the browser computed them: its fill, border and (inset) outline, and its
 * drawn control's ring and fill (the ::after). Each is resolved to sRGB channels through a canvas,
 * whatever syntax the computed value has (rgb(), color(srgb ...) from color-mix()).
 */
function rowColours(page: Page, selector: string) {
  return page.$eval(selector, (row) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a! / 255] as [number, number, number, number];
    };
    const s = getComputedStyle(row);
    const control = getComputedStyle(row, '::after');
    const root = getComputedStyle(row.closest('.askq')!);
    return {
      surface: rgba(root.backgroundColor),
      fill: rgba(s.backgroundColor),
      border: rgba(s.borderTopColor),
      ring: rgba(control.borderTopColor),
      controlFill: rgba(control.backgroundColor),
      outline: s.outlineStyle === 'none' ? null : rgba(s.outlineColor),
      label: rgba(getComputedStyle(row.querySelector('[data-slot="askq-option-label"]')!).color),
      description: rgba(getComputedStyle(row.querySelector('[data-slot="askq-option-description"]')!).color),
      focusVisible: row.matches(':focus-visible'),
    };
  });
}

describe('the type scale and the row states in Chromium', () => {
  const QUESTION = '[data-slot="askq-question"]:not([hidden])';
  it('the question heading outranks the option labels, and descriptions sit below them', async () => {
    const page = await open('four');
    try {
      const type = (selector: string) =>
        page.$eval(selector, (el) => {
          const s = getComputedStyle(el);
          return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
        });
      const heading = await type(`${QUESTION} [data-slot="askq-question-text"]`);
      const label = await type(`${QUESTION} [data-slot="askq-option-label"]`);
      const description = await type(`${QUESTION} [data-slot="askq-option-description"]`);
      expect(heading.size).toBeGreaterThan(label.size);
      expect(heading.weight).toBeGreaterThan(label.weight);
      // Larger by a step a reader sees (at least 2px at the default size), not a rounding.
      expect(heading.size - label.size).toBeGreaterThanOrEqual(2);
      expect(description.size).toBeLessThan(label.size);
      // Compact for a chat: no display type.
      expect(heading.size).toBeLessThanOrEqual(1.25 * label.size);
    } finally {
      await page.context().close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`rest, hover, selected and focus keep 3:1 against the surface and each other, hover and selected differ in fill and control (${theme})`, async () => {
      const page = await open('four');
      try {
        if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
        await page.click(CHECKS_TAB);
        await page.click(`${OPTION} >> nth=0`);
        await page.mouse.move(0, 0);
        await settle(page);
        const selected = await rowColours(page, `${OPTION} >> nth=0`);
        const rest = await rowColours(page, `${OPTION} >> nth=2`);
        await page.hover(`${OPTION} >> nth=1`);
        await settle(page);
        const hover = await rowColours(page, `${OPTION} >> nth=1`);
        // Keyboard focus on a resting row: its outline is the focus ring.
        await page.mouse.move(0, 0);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await settle(page);
        const focus = await rowColours(page, `${OPTION} >> nth=2`);
        expect(focus.focusVisible).toBe(true);

        const surface = rest.surface;
        expect(luminance(surface) > 0.5).toBe(theme === 'light');
        // Each part as seen: a row's fill over the surface, a control's fill over its row.
        const fill = (row: typeof rest) => over(row.fill, surface);
        const control = (row: typeof rest) => over(row.controlFill, fill(row));
        const ratios = {
          'rest control ring / surface': contrast(over(rest.ring, surface), fill(rest)),
          'hover border / surface': contrast(over(hover.border, surface), surface),
          'hover control ring / hover fill': contrast(over(hover.ring, fill(hover)), fill(hover)),
          'selected border / surface': contrast(over(selected.border, surface), surface),
          'selected control / selected fill': contrast(control(selected), fill(selected)),
          'selected border / hover border': contrast(over(selected.border, surface), over(hover.border, surface)),
          'selected border / rest border': contrast(over(selected.border, surface), over(rest.border, surface)),
          'selected control / hover control': contrast(control(selected), control(hover)),
          'selected control / rest control': contrast(control(selected), control(rest)),
          'focus ring / surface': contrast(over(focus.outline!, surface), surface),
        };
        // And the text on every state's fill keeps AA (4.5:1), the muted description too.
        const text = Object.fromEntries(
          Object.entries({ rest, hover, selected }).flatMap(([state, row]) => [
            [`${state} label / fill`, contrast(over(row.label, fill(row)), fill(row))],
            [`${state} description / fill`, contrast(over(row.description, fill(row)), fill(row))],
          ]),
        );
        expect(Object.entries(text).flatMap(([pair, ratio]) => (ratio < 4.5 ? [`${pair}: ${ratio.toFixed(2)}`] : []))).toEqual([]);
        const below = Object.entries(ratios).flatMap(([pair, ratio]) => (ratio < 3 ? [`${pair}: ${ratio.toFixed(2)}`] : []));
        expect(below).toEqual([]);
        // Hover and selected differ in fill too, selected the deeper step from the surface, and
        // hover from rest.
        expect(contrast(fill(selected), surface)).toBeGreaterThan(contrast(fill(hover), surface));
        // A step a reader sees between the two fills (the accent and half of it, before: 1.05 light,
        // 1.10 dark).
        expect(contrast(fill(selected), fill(hover))).toBeGreaterThanOrEqual(1.2);
        expect(fill(hover)).not.toEqual(fill(rest));
        // The hover's control is a ring, unlike the selected one's filled control.
        expect(control(hover)).toEqual(fill(hover));
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('receipts in Chromium', () => {
  it('a declined receipt lists what was asked with dashes, never a bullet that reads as an empty radio', async () => {
    const page = await open('receipts');
    try {
      for (const card of ['skipped', 'replied']) {
        const markers = await page.$$eval(`[data-testid="${card}"] [data-slot="askq-receipt-asked"] li`, (items) =>
          items.map((li) => getComputedStyle(li).listStyleType),
        );
        expect(markers).toHaveLength(4);
        for (const marker of markers) expect(marker).toMatch(/^"\u2013/);
      }
      // Nested in a chat's own list, where a plain list would draw hollow circles, it keeps its dash.
      await page.evaluate(() => {
        const outer = document.body.appendChild(document.createElement('ul'));
        outer.appendChild(document.createElement('li')).appendChild(document.querySelector('[data-testid="skipped"]')!);
      });
      expect(await page.$eval('ul li [data-testid="skipped"] [data-slot="askq-receipt-asked"] li', (li) => getComputedStyle(li).listStyleType)).toMatch(/^"\u2013/);
    } finally {
      await page.context().close();
    }
  });
});
