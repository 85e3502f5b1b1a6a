import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkdownPreview } from './markdown-preview.js';
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

  it('shows short text whole, trailing newlines ignored, without a control', () => {
    render(<MarkdownPreview markdown={'a\nb\n\n'} maxLines={2} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands the (clipped) source to a rich renderer', () => {
    render(<MarkdownPreview markdown={text} maxLines={2} renderMarkdown={(md) => <article>{md.toUpperCase()}</article>} />);
    expect(screen.getByRole('article').textContent).toBe('LINE 1\nLINE 2');
  });
});

describe('HtmlPreview', () => {
  it('renders the fragment in a fully sandboxed frame that may load nothing', () => {
    render(<HtmlPreview html="<b>hi</b>" title="Preview" />);
    const frame = screen.getByTitle('Preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')?.endsWith('<b>hi</b>')).toBe(true);
  });
});
