import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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
    review: (section('review-picker').querySelector('[data-slot="askq-review"]:not([hidden])')?.textContent ?? '').includes(p),
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

const list = payloads();
/** The sinks that held each payload (by index), filled in by the payload's own test. */
const reached = new Map<number, string[]>();
/** A payload as a test title shows it: escaped onto one line, long ones cut. */
const shown = (p: string) => JSON.stringify(p.length > 80 ? `${p.slice(0, 77)}...` : p);

describe('XSS payloads over every sink (Chromium)', () => {
  it('the campaign has its payloads', () => {
    expect(list.length).toBeGreaterThanOrEqual(100);
  });

  // One test per payload, over every sink at once: a failure names the payload (and an execution
  // reports the payload's index).
  it.for(list.map((payload, index) => [`payload ${index}, ${shown(payload)},`, index, payload] as const))(
    '%s runs in no sink, and the picker survives it',
    { timeout: 30_000 },
    async ([, index, payload]) => {
      h.reset();
      await h.show({ kind: 'sinks', payload });
      // Late handlers (an image's error, a frame's load, autofocus, an animation's start) would
      // have run once the previews and the page have settled.
      await h.settle();
      const sinks = await h.page.evaluate(reachedSinks, payload);
      reached.set(index, Object.keys(sinks).filter((sink) => sinks[sink]));
      expect(await h.page.evaluate(survived), 'the picker (or its error card) is shown').toBe(true);
      expect(h.executions()).toEqual({ pwned: [], dialogs: [] });
      expect(h.errors()).toEqual([]);
      expect(h.leaks().popups).toBe(0);
    },
  );

  it('every sink held the payloads (else the campaign proves little)', () => {
    // Every payload's test has run.
    expect([...reached.keys()].sort((a, b) => a - b)).toEqual(list.map((_, i) => i));
    const counts = new Map<string, number>();
    for (const sinks of reached.values()) for (const sink of sinks) counts.set(sink, (counts.get(sink) ?? 0) + 1);
    const cells = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`${list.length} payloads x ${counts.size} sinks: ${cells} payload-in-sink renders (${[...counts].map(([sink, n]) => `${sink}: ${n}`).join('; ')})`);
    // Some inputs are refused by the parse (e.g. an HTML preview with <script>), which shows the
    // error card instead.
    expect(counts.size).toBe(20);
    for (const [sink, n] of counts) expect(n, sink).toBeGreaterThanOrEqual(sink.startsWith('HTML preview') ? 60 : list.length - 3);
  });

  it('the same payloads as raw page HTML do run: the detector works', async () => {
    h.reset();
    // Some run late (a media element's error comes after its fetch fails): none may run in the
    // next test, so the page is loaded anew after this one.
    onTestFinished(() => h.reload());
    await h.show({ kind: 'raw', payloads: list });
    // What must run, waited for; then the page's own late work, before counting what ran.
    await expect.poll(() => new Set(h.executions().pwned).size, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    await expect.poll(() => h.executions().dialogs.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await h.settlePage();
    const { pwned, dialogs } = h.executions();
    console.log(`as raw innerHTML, ${new Set(pwned).size} of ${list.length} payloads ran and ${dialogs.length} dialogs opened`);
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
    await h.settle();
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
