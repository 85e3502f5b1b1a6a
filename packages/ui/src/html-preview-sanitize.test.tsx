import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { cleanPreviewHtml, estimatePreviewHeight, sanitizePreviewHtml } from './html-preview-sanitize.js';
import { HtmlPreview } from './html-preview.js';
import { NAVIGATION_VECTORS, NETWORK_VECTORS } from '../browser/vectors.js';

const ORIGIN = 'http://leak.example:8080';

describe('sanitizePreviewHtml', () => {
  it.each(NETWORK_VECTORS.map((v) => [v.name, v] as const))('removes every URL of: %s', (_, vector) => {
    const html = vector.html(ORIGIN);
    expect(html).toContain(ORIGIN);
    const clean = sanitizePreviewHtml(html);
    expect(clean).not.toBeNull();
    expect(clean).not.toContain(ORIGIN);
    expect(clean).not.toMatch(/\s(?:srcset|href|xlink:href|action|formaction|poster|data|background|ping|srcdoc|usemap)=/i);
    // The one URL left is a data: image.
    expect(clean).not.toMatch(/\ssrc="(?!data:image\/)/i);
    expect(clean).not.toMatch(/<(?:iframe|object|embed|link|meta|base|style|script|image|use|video|audio|source|track|noscript|form)\b/i);
  });

  it.each(NAVIGATION_VECTORS.map((v) => [v.name, v] as const))('leaves nothing that could move the frame: %s', (_, vector) => {
    const clean = sanitizePreviewHtml(vector.html(ORIGIN));
    expect(clean).not.toBeNull();
    // Every URL in these vectors holds /leak/ (or the fragment names it: #leak, a data: page).
    expect(clean).not.toContain('leak');
    expect(clean).not.toMatch(/\s(?:href|xlink:href|action|formaction|http-equiv|content|target|srcset|srcdoc|data|form)=/i);
    expect(clean).not.toMatch(/<(?:meta|base|link|form|area|map|iframe|frame|frameset|object|embed|style|script|template|noscript|math)\b/i);
  });

  it('drops the declarations that could unlock a link the frame made inert', () => {
    const clean = sanitizePreviewHtml('<p style="color: red; pointer-events: auto !important">x</p>')!;
    expect(clean).toMatch(/^<p style="color: red;">x<\/p>$/);
  });

  it('keeps what mockups are made of: layout, inline styles, tables, inputs, SVG drawings, data: images', () => {
    const mockup =
      '<div style="display: flex; gap: 8px; color: rgb(255, 0, 0);"><b>Bold</b><table border="1"><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<input type="checkbox" checked=""><button type="button">Go</button>' +
      '<svg viewBox="0 0 10 10" width="20"><defs><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><path d="M0 0L10 10" stroke="url(#g)" fill="none"></path></svg>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot"></div>';
    expect(sanitizePreviewHtml(mockup)).toBe(mockup);
  });

  it('keeps the text of links, forms and unknown elements, without what made them live', () => {
    expect(sanitizePreviewHtml('<a href="https://x.test" onclick="f()">read</a><form action="/x"><label>n <input name="n"></label></form><x-card>c</x-card>')).toBe(
      '<a>read</a><label>n <input></label>c',
    );
  });

  it('drops event handlers and comments', () => {
    expect(sanitizePreviewHtml('<div onmouseover="f()" onclick="g()">x<!-- note --></div>')).toBe('<div>x</div>');
  });

  it('keeps a style attribute only for declarations that cannot fetch', () => {
    const clean = sanitizePreviewHtml(`<p style="color: red; background: url(${ORIGIN}/x.png)">x</p>`)!;
    // How the rest of a shorthand is written back differs between engines.
    expect(clean).toMatch(/^<p style="color: red;[^"]*">x<\/p>$/);
    expect(clean).not.toContain('url(');
  });

  it('gives null without a DOMParser (server rendering)', () => {
    const saved = globalThis.DOMParser;
    // @ts-expect-error the server case
    delete globalThis.DOMParser;
    try {
      expect(sanitizePreviewHtml('<b>x</b>')).toBeNull();
    } finally {
      globalThis.DOMParser = saved;
    }
  });
});

describe('estimatePreviewHeight', () => {
  const estimate = (html: string, width = 600) => estimatePreviewHeight(cleanPreviewHtml(html)!.body, width);
  // One line of the frame's text (14px/1.45) and the body's 8px margins.
  const LINE = 14 * 1.45;

  it('gives a line of text one line and the body margins', () => {
    expect(estimate('Hello')).toBe(Math.ceil(LINE + 16));
  });

  it('counts lines, block margins, padding and borders', () => {
    expect(estimate('a<br>b<br>c')).toBe(Math.ceil(3 * LINE + 16));
    // A paragraph's 1em margins (collapsing between paragraphs).
    expect(estimate('<p>a</p><p>b</p>')).toBe(Math.ceil(2 * LINE + 3 * 14 + 16));
    expect(estimate('<div style="padding: 10px; border: 2px solid">a</div>')).toBe(Math.ceil(LINE + 24 + 16));
    expect(estimate('<div style="height: 120px">a</div>')).toBe(136);
  });

  it('wraps long text to the width: narrower is taller', () => {
    const text = 'word '.repeat(200);
    expect(estimate(text, 300)).toBeGreaterThan(estimate(text, 600) * 1.8);
  });

  it('puts flex rows and grid columns side by side', () => {
    const card = '<div style="height: 50px"></div>';
    expect(estimate(`<div style="display: flex">${card.repeat(3)}</div>`)).toBe(66);
    expect(estimate(`<div style="display: grid; grid-template-columns: repeat(2, 1fr); row-gap: 10px">${card.repeat(4)}</div>`)).toBe(126);
    expect(estimate(`<div style="display: flex; flex-direction: column">${card.repeat(3)}</div>`)).toBe(166);
  });

  it('sizes images and SVGs from their attributes', () => {
    expect(estimate('<svg width="100" height="200"></svg>')).toBeGreaterThanOrEqual(216);
    expect(estimate('<img alt="" width="64" height="64" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">')).toBeGreaterThanOrEqual(80);
  });

  it('stops at a node budget: a huge or deeply nested fragment gets the largest height', () => {
    expect(estimate('<p>x</p>'.repeat(5000))).toBe(Infinity);
    expect(estimate('<div>'.repeat(1000) + 'deep' + '</div>'.repeat(1000))).toBe(Infinity);
    expect(estimate('<div>'.repeat(50) + 'deep' + '</div>'.repeat(50))).toBe(Math.ceil(LINE + 16));
  });
});

describe('HtmlPreview', () => {
  // A new document is a new frame element (see html-preview-frame.tsx), so the frame is looked up anew.
  const frame = () => screen.getByTitle('Preview') as HTMLIFrameElement;

  it('puts only the cleaned fragment in the sandboxed frame, under a policy with no network', async () => {
    render(<HtmlPreview html={`<b>hi</b><img src="${ORIGIN}/p.png">`} title="Preview" />);
    expect(frame().getAttribute('sandbox')).toBe('');
    // Never the raw fragment, also before the sanitizer (loaded on first use) is there.
    expect(frame().getAttribute('srcdoc') ?? '').not.toContain(ORIGIN);
    await waitFor(() => expect(frame().hasAttribute('aria-busy')).toBe(false));
    const doc = frame().getAttribute('srcdoc')!;
    expect(frame().getAttribute('sandbox')).toBe('');
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain("form-action 'none'");
    expect(doc).toContain('<meta name="referrer" content="no-referrer">');
    expect(doc).not.toContain(ORIGIN);
    expect(doc.endsWith('</head><body><b>hi</b><img>')).toBe(true);
  });

  it('sizes the frame to its estimate (a custom property the stylesheet caps)', async () => {
    render(<HtmlPreview html="<b>hi</b>" title="Preview" style={{ width: 300 }} />);
    await waitFor(() => expect(frame().hasAttribute('aria-busy')).toBe(false));
    // jsdom lays nothing out (no width): nothing is estimated, and the stylesheet's maximum applies.
    expect(frame().style.getPropertyValue('--_preview-fit')).toBe('');
    expect(frame().style.width).toBe('300px');
  });

  it('renders an empty frame on the server and fills it once hydrated', async () => {
    const ui = <HtmlPreview html="<b>hi</b>" title="Preview" />;
    const html = renderToString(ui);
    expect(html).not.toContain('&lt;b&gt;hi');
    expect(html).not.toContain('srcdoc');
    expect(html).toContain('aria-busy="true"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.querySelector('iframe')!.getAttribute('srcdoc')!.endsWith('<b>hi</b>')).toBe(true));
    expect(container.querySelector('iframe')!.hasAttribute('aria-busy')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the source as text when the fragment cannot be cleaned', async () => {
    const saved = globalThis.DOMParser;
    // @ts-expect-error a browser without DOMParser
    delete globalThis.DOMParser;
    try {
      render(<HtmlPreview html="<b>hi</b>" title="Preview" />);
      await waitFor(() => expect(frame().getAttribute('srcdoc')!.endsWith('<pre>&lt;b&gt;hi&lt;/b&gt;</pre>')).toBe(true));
    } finally {
      globalThis.DOMParser = saved;
    }
  });
});
