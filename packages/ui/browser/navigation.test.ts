import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import type { Scene } from './fixture.js';
import { NO_LEAKS, startHarness, type Harness, type Leaks } from './harness.js';
import { NAVIGATION_VECTORS, type NavigationVector } from './vectors.js';

// Item 9 of "Feels like Claude Code's picker": an HTML preview never moves its own frame. A
// security campaign saw a sandboxed preview navigate itself to an outside host (a meta refresh, a
// link followed inside the frame), which tells a stranger when and from where the user looked.
// Each vector is rendered as askq renders it, the user does in the frame what the vector needs (a
// real click or key press, dispatched by Playwright into the frame), and then no request may have
// left the page and no frame may have gone anywhere (harness.ts records every navigation).

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function exercise(vector: NavigationVector, kind: Extract<Scene['kind'], 'preview' | 'unsanitized' | 'bare'>, sandboxed = true): Promise<Leaks> {
  await h.show(kind === 'preview' ? { kind, html: vector.html(h.remote) } : { kind, html: vector.html(h.remote), sandboxed });
  // The frame commits its srcdoc a moment after the render (a busy preview's frame is replaced
  // when its document comes): wait for the final one and what it does once loaded.
  await h.settle({ refresh: vector.refresh });
  if (!vector.act) return h.leaks();
  const frame = h.page.locator('iframe[title="Preview"]');
  if (vector.act === 'click' || vector.act === 'click-enter') {
    // A trusted click at the top of the frame, where the vector's element (or what the sanitizer
    // left of it) is.
    const box = (await frame.boundingBox())!;
    await h.page.mouse.click(box.x + 40, box.y + 40);
    if (vector.act === 'click-enter') await h.page.keyboard.press('Enter');
  } else if (vector.act === 'tab-enter') {
    await h.page.locator('#alive').click(); // focus starts in the page, before the frame
    await h.page.keyboard.press('Tab');
    await h.page.keyboard.press('Enter');
  }
  // What the action started: the frame has handled the input when Playwright returns; a frame
  // it moved is waited for again, and so is what the frame's new document starts.
  await h.settle({ refresh: vector.refresh });
  return h.leaks();
}

describe('HTML preview frame navigation (Chromium)', () => {
  it.each(NAVIGATION_VECTORS.map((v) => [v.name, v] as const))('%s: the frame stays on its srcdoc, nothing leaves the page', async (_, vector) => {
    h.reset();
    expect(await exercise(vector, 'preview')).toEqual(NO_LEAKS);
    expect(h.previewFrames().map((f) => f.url())).toEqual(['about:srcdoc']);
    expect(await h.page.locator('iframe[title="Preview"]').getAttribute('sandbox')).toBe('');
    expect(h.errors()).toEqual([]);
  });
});

describe('the navigation watch itself', () => {
  it('sees the fragments as they were rendered before the sanitizer move their frame', async () => {
    // The moves asserted below, each waited for: a followed link leaves a moment after the click.
    const expected: Record<string, RegExp> = {
      'a href (click)': /^preview -> chrome-error:\/\/chromewebdata\/$/,
      "a href, relative (the host page's origin) (click)": /^preview -> http/,
    };
    const moved: string[] = [];
    for (const vector of NAVIGATION_VECTORS) {
      await h.clear();
      h.reset();
      await exercise(vector, 'unsanitized');
      const move = expected[vector.name];
      if (move) await expect.poll(() => h.leaks().navigations, { timeout: 15_000 }).toContainEqual(expect.stringMatching(move));
      const { requests, navigations } = h.leaks();
      if (requests.length || navigations.length) moved.push(`${vector.name} (${navigations.join(', ') || requests.join(', ')})`);
    }
    console.log(`unsanitized, ${moved.length} of ${NAVIGATION_VECTORS.length} vectors moved a frame or made a request:\n  ${moved.join('\n  ')}`);
    // A link followed to the stranger (its request aborted by the watch) and one to the host page.
    expect(moved).toContain('a href (click) (preview -> chrome-error://chromewebdata/)');
    expect(moved.some((m) => m.startsWith("a href, relative (the host page's origin) (click) (preview -> http"))).toBe(true);
  }, 300_000);
});

// Behind the sanitizer, the frame's own document: whatever the user does in it, an unsanitized
// fragment still cannot move the frame (links and image-map areas are inert, nested frames hidden;
// the sandbox stops forms, popups and top navigation). What loads by itself is the sanitizer's
// and the policy's (network.test.ts); this holds the interactive half on its own.
describe('the frame document without the sanitizer', () => {
  it('no vector the user activates moves the frame or makes a request', async () => {
    const moved: string[] = [];
    const activated = NAVIGATION_VECTORS.filter((v) => v.act);
    for (const vector of activated) {
      await h.clear();
      h.reset();
      const { requests, navigations, popups } = await exercise(vector, 'bare');
      // A nested frame still loads (dropping it is the sanitizer's job) but is hidden, so nothing
      // in it is clicked; what counts is the preview frame and the page, and any request at all.
      const own = navigations.filter((n) => !n.startsWith('nested frame'));
      if (requests.length || own.length || popups) moved.push(`${vector.name} (${[...own, ...requests].join(', ')})`);
    }
    expect(activated.length).toBeGreaterThanOrEqual(25);
    expect(moved).toEqual([]);
  }, 300_000);

  it('sends no referrer when a link is followed after all, sandboxed or not', async () => {
    // The frame document's link lock undone inline (the sanitizer drops these declarations), so
    // the click goes through: the request to the stranger must not name the host page. In the
    // sandbox Chromium sends none anyway (an opaque origin); the document's own referrer policy
    // holds without it too, where the old document, unsandboxed, sent the host page's origin.
    const unlocked = (o: string) => `<a href="${o}/leak/referrer" style="display:block;height:180px;interactivity:auto!important;pointer-events:auto!important">open</a>`;
    const referrers: Record<string, string | null> = {};
    for (const [kind, sandboxed] of [['bare', true], ['bare', false], ['unsanitized', true], ['unsanitized', false]] as const) {
      await h.clear();
      h.reset();
      const seen = new Promise<string | null>((resolve) => {
        const listener = (request: Request) => {
          if (!request.url().includes('/leak/referrer')) return;
          h.page.context().off('request', listener);
          void request.headerValue('referer').then(resolve);
        };
        h.page.context().on('request', listener);
      });
      await exercise({ name: 'unlocked link', html: unlocked, act: 'click' }, kind, sandboxed);
      referrers[`${kind}${sandboxed ? ', sandboxed' : ''}`] = await seen;
    }
    expect(referrers).toEqual({
      'bare, sandboxed': null,
      bare: null,
      'unsanitized, sandboxed': null,
      unsanitized: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
    });
  });
});
