import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LEAKS, startHarness, type Harness } from './harness.js';
import { payloads } from './payloads.js';

// The XSS campaign of "Hostile input never takes the page down": every payload in every place
// model text reaches the DOM, in a real Chromium. No payload may run (no `__pwned` call, no dialog)
// and the page must survive (the picker or an error card shows; no uncaught error).

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Which sinks show the payload, checked in the page (text and attribute values as the DOM holds them). */
function reachedSinks(p: string): Record<string, boolean> {
  const section = (name: string) => document.querySelector(`[data-sink="${name}"]`)!;
  const all = (root: Element, selector: string) => [...root.querySelectorAll(selector)];
  const md = section('markdown-picker');
  const preview = section('markdown-preview-picker');
  const html = section('html-picker');
  const text = (root: Element, selector: string) => all(root, selector).some((el) => el.textContent === p);
  const contains = (name: string) => (section(name).textContent ?? '').includes(p);
  const otherInput = md.querySelector<HTMLInputElement>('[data-slot="askq-other-input"]');
  const frame = html.querySelector<HTMLIFrameElement>('iframe[data-slot="askq-preview-frame"]');
  return {
    title: text(md, '[data-slot="askq-title"]'),
    'question text': text(md, '[data-slot="askq-question-text"]'),
    'header (tab text)': all(md, '[data-slot="askq-tab-text"]').some((el) => el.firstChild?.textContent === p),
    'header (tab title attribute)': all(md, '[role="tab"]').some((el) => el.getAttribute('title') === p),
    'option label': text(md, '[data-slot="askq-option-label"]'),
    'option description': text(md, '[data-slot="askq-option-description"]'),
    // The picker's preview, as Markdown (this picker is in markdown mode; the HTML one has its own sink).
    'preview in the picker': text(preview, '[data-slot="askq-preview-text"]'),
    'MarkdownPreview component': text(section('markdown-preview'), '[data-slot="askq-preview-text"]'),
    'Other placeholder': otherInput?.placeholder === p,
    'Other text': otherInput?.value === p,
    notes: all(md, 'textarea').some((el) => (el as HTMLTextAreaElement).value === p),
    review: (md.querySelector('[data-slot="askq-review"]')?.textContent ?? '').includes(p),
    'HTML preview in the picker': frame !== null && (frame.srcdoc.startsWith('<!doctype html>') ?? false),
    'HTML preview frame title': frame?.title.endsWith(p) ?? false,
    'HtmlPreview component': section('html-preview').querySelector('iframe')?.srcdoc.startsWith('<!doctype html>') ?? false,
    'receipt from an outcome': contains('receipt-outcome'),
    'receipt from a result text and request': contains('receipt-text-request'),
    'receipt from a result text alone': contains('receipt-text'),
    'receipt of unknown text': contains('receipt-plain'),
    'input error card': section('input-error').querySelector('[role="alert"]') !== null,
  };
}

/** What is on screen for the picker: the picker itself or an error card (never nothing). */
function survived(): boolean {
  const md = document.querySelector('[data-sink="markdown-picker"]');
  const visible = (el: Element | null | undefined) => !!el && (el as HTMLElement).offsetHeight > 0;
  return visible(document.getElementById('alive')) && visible(md?.querySelector('[data-slot="askq-root"], [role="alert"]'));
}

describe('XSS payloads over every sink (Chromium)', () => {
  it('no payload runs anywhere, and the page survives each', async () => {
    const list = payloads();
    expect(list.length).toBeGreaterThanOrEqual(100);
    const reached = new Map<string, number>();
    let cells = 0;
    for (const [i, p] of list.entries()) {
      await h.show({ kind: 'sinks', payload: p });
      await h.settle(30);
      expect(await h.page.evaluate(survived), `payload ${i} took the picker down`).toBe(true);
      const sinks = await h.page.evaluate(reachedSinks, p);
      for (const [sink, ok] of Object.entries(sinks)) {
        if (!ok) continue;
        reached.set(sink, (reached.get(sink) ?? 0) + 1);
        cells++;
      }
    }
    await h.page.waitForTimeout(300); // late handlers (image errors, frame loads)
    const { pwned, dialogs } = h.executions();
    const table = [...reached].map(([sink, n]) => `${sink}: ${n}`).join('; ');
    console.log(`${list.length} payloads x ${reached.size} sinks: ${cells} payload-in-sink renders, ${pwned.length} executions, ${dialogs.length} dialogs (${table})`);
    expect(pwned).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(h.errors()).toEqual([]);
    expect(h.leaks().popups).toBe(0);
    // Every sink really held the payloads (else the campaign proves little). Some inputs are
    // refused by the parse (e.g. an HTML preview with <script>), which shows the error card instead.
    expect(reached.size).toBe(20);
    for (const [sink, n] of reached) expect(n, sink).toBeGreaterThanOrEqual(sink.startsWith('HTML preview') ? 60 : list.length - 3);
  });

  it('the same payloads as raw page HTML do run: the detector works', async () => {
    h.reset();
    const list = payloads();
    await h.show({ kind: 'raw', payloads: list });
    await h.page.waitForTimeout(1000);
    const { pwned, dialogs } = h.executions();
    const ran = new Set(pwned);
    console.log(`as raw innerHTML, ${ran.size} of ${list.length} payloads ran and ${dialogs.length} dialogs opened`);
    expect(ran.size).toBeGreaterThanOrEqual(20);
    expect(dialogs.length).toBeGreaterThanOrEqual(1);
  });
});

describe('hostile receipts and previews (Chromium)', () => {
  it('the page survives them and shows every card', async () => {
    h.reset();
    const head = 'User has answered your questions: ';
    const tail = ". You can now continue with the user's answers in mind.";
    const resultTexts = [
      head + '"a"="' + '", "'.repeat(250_000) + '"' + tail, // 1 MB of separators
      head + Array.from({ length: 100_000 }, (_, i) => `"q${i}"="a"`).join(', ') + tail, // 100,000 fragments
      head + '"a"="b"' + ' notes: '.repeat(20_000) + tail,
      head + '"a"="b"' + ' selected preview:\n'.repeat(10_000) + tail,
      head + '"q"="<img src=x onerror=__pwned(-1)>" notes: <script>__pwned(-2)</script>' + tail,
      'No response after NaNs',
      '\u0000'.repeat(10_000),
      '',
    ];
    const markdowns = ['a' + '\n'.repeat(100_000) + 'b', 'x'.repeat(1_000_000), '<script>__pwned(-3)</script>\n'.repeat(1000)];
    const htmls = [
      '<div>'.repeat(5_000) + 'deep' + '</div>'.repeat(5_000),
      '<table>'.repeat(500),
      '<img src=x onerror=__pwned(-4)>'.repeat(1000),
      '<svg>' + '<g>'.repeat(2000) + '</svg>',
      '<<<<>>>>&&&&;;;;"\'</',
    ];
    await h.show({ kind: 'hostile', resultTexts, markdowns, htmls });
    await h.settle(200);
    expect(await h.page.locator('#alive').isVisible()).toBe(true);
    expect(await h.page.locator('[data-slot="askq-receipt"]').count()).toBe(resultTexts.length);
    expect(await h.page.locator('[data-slot="askq-question"]').count()).toBe(markdowns.length);
    expect(await h.page.locator('iframe[title^="Preview "]').count()).toBe(htmls.length);
    expect(await h.page.evaluate(() => 1 + 1)).toBe(2); // the main thread answers
    expect(h.errors()).toEqual([]);
    expect(h.executions()).toEqual({ pwned: [], dialogs: [] });
    expect(h.leaks()).toEqual(NO_LEAKS);
  });
});
