import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { sanitizePreviewHtml } from './html-preview-sanitize.js';
import { HtmlPreview } from './html-preview.js';
import { NETWORK_VECTORS } from '../browser/vectors.js';

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

describe('HtmlPreview', () => {
  it('puts only the cleaned fragment in the sandboxed frame, under a policy with no network', async () => {
    render(<HtmlPreview html={`<b>hi</b><img src="${ORIGIN}/p.png">`} title="Preview" />);
    const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    // Never the raw fragment, also before the sanitizer (loaded on first use) is there.
    expect(frame.getAttribute('srcdoc')).not.toContain(ORIGIN);
    await waitFor(() => expect(frame.hasAttribute('aria-busy')).toBe(false));
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain("form-action 'none'");
    expect(doc).not.toContain(ORIGIN);
    expect(doc.endsWith('<b>hi</b><img>')).toBe(true);
  });

  it('renders an empty frame on the server and fills it once hydrated', async () => {
    const ui = <HtmlPreview html="<b>hi</b>" title="Preview" />;
    const html = renderToString(ui);
    expect(html).not.toContain('&lt;b&gt;hi');
    expect(html).toContain('aria-busy="true"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) }));
    const frame = container.querySelector('iframe')!;
    expect(errors).toEqual([]);
    await waitFor(() => expect(frame.getAttribute('srcdoc')!.endsWith('<b>hi</b>')).toBe(true));
    expect(frame.hasAttribute('aria-busy')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('shows the source as text when the fragment cannot be cleaned', async () => {
    const saved = globalThis.DOMParser;
    // @ts-expect-error a browser without DOMParser
    delete globalThis.DOMParser;
    try {
      render(<HtmlPreview html="<b>hi</b>" title="Preview" />);
      await waitFor(() => expect(screen.getByTitle('Preview').getAttribute('srcdoc')!.endsWith('<pre>&lt;b&gt;hi&lt;/b&gt;</pre>')).toBe(true));
    } finally {
      globalThis.DOMParser = saved;
    }
  });
});
