import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { HtmlPreview } from './html-preview.js';
import { chunk } from './stories/held-chunk.js';

// The frame's chunk: the first import fails (a chunk that did not download); the next ones are held
// back until the test lets them through (stories/held-chunk.ts).
vi.mock('./html-preview-frame.js', async (importOriginal) => {
  const held = await import('./stories/held-chunk.js');
  if (held.chunk.asked > 0) return held.holdChunk(importOriginal);
  held.chunk.asked++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const frame = (title: string) => screen.getByTitle(title) as HTMLIFrameElement;

describe('the HTML preview, loaded on first use', () => {
  it('shows the fragment as source text, with no network, when its chunk cannot be loaded; a later preview tries again', async () => {
    const first = render(<HtmlPreview html="<b>hi</b>" title="Offline" style={{ width: 300 }} />);
    // While it is asked for: the frame's empty, busy box, never the raw fragment.
    expect(frame('Offline').getAttribute('aria-busy')).toBe('true');
    expect(frame('Offline').hasAttribute('srcdoc')).toBe(false);
    expect(frame('Offline').getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame('Offline').hasAttribute('aria-busy')).toBe(false));
    const doc = frame('Offline').getAttribute('srcdoc')!;
    expect(doc).toContain(`content="default-src 'none'"`);
    expect(doc.endsWith('<pre>&lt;b&gt;hi&lt;/b&gt;</pre>')).toBe(true);
    expect(frame('Offline').getAttribute('sandbox')).toBe('');
    expect(frame('Offline').getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame('Offline').getAttribute('data-slot')).toBe('askq-preview-frame');
    expect(frame('Offline').style.width).toBe('300px');
    expect(chunk.asked).toBe(1);

    // The next preview to mount asks again; until that try brings the chunk, both show their source.
    render(<HtmlPreview html="<i>ok</i>" title="Online" />);
    await waitFor(() => expect(chunk.asked).toBe(2));
    expect(frame('Online').hasAttribute('aria-busy')).toBe(false);
    expect(frame('Online').getAttribute('srcdoc')!.endsWith('<pre>&lt;i&gt;ok&lt;/i&gt;</pre>')).toBe(true);
    expect(frame('Offline').getAttribute('srcdoc')).toBe(doc);

    // The chunk arrives: both are cleaned and framed as usual.
    chunk.open();
    await waitFor(() => expect(frame('Online').getAttribute('srcdoc')?.endsWith('<body><i>ok</i>')).toBe(true));
    expect(frame('Online').hasAttribute('aria-busy')).toBe(false);
    expect(frame('Online').getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame('Offline').getAttribute('srcdoc')?.endsWith('<body><b>hi</b>')).toBe(true));
    expect(frame('Offline').getAttribute('srcdoc')).toContain("form-action 'none'");
    expect(frame('Offline').style.width).toBe('300px');
    first.unmount();

    // From now on a preview has its frame in its first commit.
    render(<HtmlPreview html="<u>later</u>" title="Later" />);
    await waitFor(() => expect(frame('Later').getAttribute('srcdoc')?.endsWith('<body><u>later</u>')).toBe(true));
    expect(chunk.asked).toBe(2);
  });
});
