import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MarkdownPreview, previewLines } from './markdown-preview.js';

import { HtmlPreview } from './html-preview.js';

const text = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n');

describe('MarkdownPreview', () => {
  it('clips long text with an "N lines hidden" control that expands and folds back', async () => {
    const { container } = render(<MarkdownPreview markdown={text} maxLines={4} />);
    expect(container.querySelector('pre')?.textContent).toBe('line 1\nline 2\nline 3\nline 4');
    await userEvent.click(screen.getByRole('button', { name: '6 lines hidden' }));
    expect(container.querySelector('pre')?.textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('the control is a disclosure button: a real <button>, collapsed or expanded, naming the text it folds', async () => {
    render(<MarkdownPreview markdown={text} maxLines={4} label="Sidebar" />);
    const more = screen.getByRole('button', { name: '6 lines hidden' });
    expect(more.tagName).toBe('BUTTON');
    expect(more.getAttribute('type')).toBe('button');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(screen.getByRole('figure', { name: 'Sidebar' }).id);
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('is a named figure, so focus announces its name instead of reading a text drawing symbol by symbol', () => {
    const drawing = '┌──────┐\n│ Menu │\n└──────┘';
    render(<MarkdownPreview markdown={drawing} label="Sidebar" />);
    const figure = screen.getByRole('figure', { name: 'Sidebar' });
    // The name is the label alone (a figure is never named from its content); the lines stay readable.
    expect(figure.getAttribute('aria-label')).toBe('Sidebar');
    expect(figure.textContent).toBe(drawing);
    expect(figure.tabIndex).toBe(0);
  });

  it('is named "Preview" on its own', () => {
    render(<MarkdownPreview markdown="x" />);
    expect(screen.getByRole('figure', { name: 'Preview' }).textContent).toBe('x');
  });

  it('shows short text whole, trailing newlines ignored, without a control', () => {
    render(<MarkdownPreview markdown={'a\nb\n\n'} maxLines={2} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('drops trailing newlines in one backwards pass (inner newline runs made `/\\n+$/` quadratic)', () => {
    expect(previewLines('a\n\nb\n\n\n')).toEqual(['a', '', 'b']);
    expect(previewLines('\n\n')).toEqual(['']);
    expect(previewLines('')).toEqual(['']);
    // The work, counted: the characters read, one at a time, are the trailing newlines and the
    // character before them, whatever the inner runs (the regex retried from every inner newline).
    const n = 50_000;
    const inner = 'a' + '\n'.repeat(n) + 'b';
    for (const [input, kept, reads] of [
      [inner, inner, 1],
      [inner + '\n\n\n', inner, 4],
      ['a' + '\n'.repeat(n), 'a', n + 1],
      ['\n'.repeat(n), '', n],
    ] as const) {
      const text = counting(input);
      expect(previewLines(text.value)).toEqual(kept.split('\n'));
      expect(text.reads()).toBe(reads);
      expect(text.cuts()).toBe(1);
    }
  });

  it('reads each character at most once, and agrees with the regex, on any text of letters and newlines', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '\n', '\n\n\n'), { maxLength: 60 }).map((parts) => parts.join('')), (input) => {
        const text = counting(input);
        expect(previewLines(text.value)).toEqual(input.replace(/\n+$/, '').split('\n'));
        expect(text.reads()).toBeLessThanOrEqual(input.length);
        expect(text.cuts()).toBe(1);
      }),
    );
  });

  it('server-renders 100,000 inner newlines (16 s with the regex on Node 20)', () => {
    const html = renderToString(<MarkdownPreview markdown={'a' + '\n'.repeat(100_000) + 'b'} />);
    expect(html).toContain('lines hidden');
  });

  it('hands the (clipped) source to a rich renderer', () => {
    render(<MarkdownPreview markdown={text} maxLines={2} renderMarkdown={(md) => <article>{md.toUpperCase()}</article>} />);
    expect(screen.getByRole('article').textContent).toBe('LINE 1\nLINE 2');
  });
});

describe('HtmlPreview', () => {
  // A new document is a new frame element (see html-preview-frame.tsx), so the frame is looked up anew.
  const frame = (title: string) => screen.getByTitle(title) as HTMLIFrameElement;

  it('renders the fragment in a fully sandboxed frame that may load nothing', async () => {
    render(<HtmlPreview html="<b>hi</b>" title="Preview" />);
    expect(frame('Preview').getAttribute('sandbox')).toBe('');
    // The sanitizer is loaded on first use: the frame is busy and has no document until it is there.
    await waitFor(() => expect(frame('Preview').getAttribute('srcdoc')?.endsWith('<b>hi</b>')).toBe(true));
    expect(frame('Preview').getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame('Preview').getAttribute('sandbox')).toBe('');
    expect(frame('Preview').getAttribute('aria-busy')).toBeNull();
  });

  it('once the sanitizer is loaded, a new frame is filled in on its first render, never with raw HTML', async () => {
    const { unmount } = render(<HtmlPreview html="<b>a</b>" title="First" />);
    await waitFor(() => expect(frame('First').getAttribute('srcdoc')?.endsWith('<b>a</b>')).toBe(true));
    unmount();
    render(<HtmlPreview html={'<img src="https://x.test/p.png"><i>b</i>'} title="Second" />);
    const srcdoc = frame('Second').getAttribute('srcdoc') ?? '';
    expect(srcdoc.endsWith('<i>b</i>')).toBe(true);
    expect(srcdoc).not.toContain('x.test');
  });

  it('gives each document its own frame element: a srcdoc change while loading can be dropped', async () => {
    const { rerender } = render(<HtmlPreview html="<b>a</b>" title="Streaming" />);
    await waitFor(() => expect(frame('Streaming').getAttribute('srcdoc')?.endsWith('<b>a</b>')).toBe(true));
    const first = frame('Streaming');
    rerender(<HtmlPreview html="<b>ab</b>" title="Streaming" />);
    expect(frame('Streaming').getAttribute('srcdoc')?.endsWith('<b>ab</b>')).toBe(true);
    expect(frame('Streaming')).not.toBe(first);
    expect(first.isConnected).toBe(false);
  });
});

/**
 * `text` behind a string's face that counts the work done on it: the characters read one at a time
 * (`charCodeAt`) and the cuts (`slice`, which hands back a real string). It has no other string
 * method, so a regex or a search over the whole text (where the quadratic work hid) throws.
 */
function counting(text: string): { value: string; reads: () => number; cuts: () => number } {
  let reads = 0;
  let cuts = 0;
  const face = {
    length: text.length,
    charCodeAt: (index: number) => (reads++, text.charCodeAt(index)),
    slice: (start?: number, end?: number) => (cuts++, text.slice(start, end)),
  };
  return { value: face as unknown as string, reads: () => reads, cuts: () => cuts };
}
