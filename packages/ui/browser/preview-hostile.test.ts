import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// "Bad input costs one card": an HTML preview whose fragment has very many children in one place
// is shown like any other, and the picker around it stays. Before, the sanitizer and the height
// estimate spread such child lists into function arguments: past ~120,000 of them Chromium threw
// "Maximum call stack size exceeded" while rendering, and the error took the page's whole React
// root (the picker, and in a chat the chat) with it.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const N = 200_000;

const FRAGMENTS: [name: string, html: string][] = [
  ['an unknown element the sanitizer unwraps', `<x-card>${'<br>'.repeat(N)}</x-card>`],
  ['a flex row', `<div style="display: flex">${'<br>'.repeat(N)}</div>`],
  ['a table row', `<table><tr>${'<td>'.repeat(N)}</table>`],
  ['a table body', `<table>${'<tr>'.repeat(N)}</table>`],
];

describe('HTML previews of very many nodes (Chromium)', () => {
  it.each(FRAGMENTS)('%s of 200,000 children: the preview is shown and the picker stays', async (_, html) => {
    await h.clear();
    h.reset();
    await h.show({ kind: 'html-picker', htmls: [html, '<b>small</b>'] });
    const frame = h.page.locator('iframe[data-slot="askq-preview-frame"]');
    // The first option's preview has its document, or the page has failed.
    await expect
      .poll(async () => h.errors().length > 0 || (await frame.evaluate((f: HTMLIFrameElement, n) => f.srcdoc.length > n && !f.hasAttribute('aria-busy'), N).catch(() => false)))
      .toBe(true);
    expect(h.errors()).toEqual([]);
    await h.settle();
    expect(await h.page.getByRole('radio', { name: /^Layout / }).count()).toBe(2);
    expect(await frame.getAttribute('sandbox')).toBe('');
  });
});
