import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskUserQuestion } from './ask-user-question.js';
import { htmlPreviewInput, markdownPreviewInput } from './stories/fixtures.js';
import { chunk } from './stories/held-chunk.js';

// The preview pane's chunk: the first import fails (a chunk that did not download); the next ones
// are held back until the test lets them through (stories/held-chunk.ts).
vi.mock('./preview-pane.js', async (importOriginal) => {
  const held = await import('./stories/held-chunk.js');
  if (held.chunk.asked > 0) return held.holdChunk(importOriginal);
  held.chunk.asked++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const layout = markdownPreviewInput.questions[0]!;
const previewOf = (label: string) => layout.options.find((o) => o.label.startsWith(label))!.preview!;
const panes = () => [...document.querySelectorAll<HTMLElement>('[data-slot="askq-preview"]')];

describe('the preview pane when its chunk cannot be loaded', () => {
  it('shows each preview as its plain text, not busy, and the picker still answers; a later pane tries again', async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn();
    const first = render(<AskUserQuestion input={markdownPreviewInput} onOutcome={onOutcome} />);
    await waitFor(() => expect(chunk.asked).toBe(1));
    const [box] = panes() as [HTMLElement];
    await waitFor(() => expect(box.hasAttribute('aria-busy')).toBe(false));
    // The text as it came, whole (no fold without the chunk), in the preview's monospace box.
    const text = () => box.querySelector('pre[data-slot="askq-preview-text"]')?.textContent;
    expect(text()).toBe(previewOf('Sidebar'));
    expect(box.getAttribute('aria-label')).toBe('Preview: Sidebar');
    await user.hover(screen.getByRole('radio', { name: /^Single long page/ }));
    expect(text()).toBe(previewOf('Single long page'));
    expect(within(box).queryByRole('button')).toBeNull();
    await user.hover(screen.getByRole('radio', { name: /^Decide later/ }));
    expect(box.textContent).toBe('No preview available');
    // Picking and sending work as ever.
    await user.click(screen.getByRole('radio', { name: /^Tabs/ }));
    expect(text()).toBe(previewOf('Tabs'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'answered' }), expect.anything());
    first.unmount();

    // An HTML preview shows its source as text too: no frame, nothing of it parsed into the page.
    const html = render(<AskUserQuestion input={htmlPreviewInput} previewFormat="html" />);
    // This pane's mount asked again; until that try brings the chunk, it shows the text as well.
    await waitFor(() => expect(chunk.asked).toBe(2));
    const [htmlBox] = panes() as [HTMLElement];
    expect(htmlBox.hasAttribute('aria-busy')).toBe(false);
    expect(htmlBox.dataset.state).toBe('html');
    const source = htmlPreviewInput.questions[0]!.options[0]!.preview!;
    expect(htmlBox.querySelector('pre')!.textContent).toBe(source);
    expect(htmlBox.querySelector('iframe')).toBeNull();
    expect(htmlBox.children).toHaveLength(1);

    // The chunk arrives: the pane fills in, in the same box.
    chunk.open();
    // (Its frame element is replaced once the frame's own chunk brings a document: looked up in the box.)
    await waitFor(() => expect(htmlBox.querySelector('iframe')?.title).toBe('Option preview: Solid'));
    expect(htmlBox.querySelector('iframe')!.getAttribute('sandbox')).toBe('');
    expect(htmlBox.querySelector('pre')).toBeNull();
    html.unmount();

    // From now on a pane has its content in its first render.
    render(<AskUserQuestion input={markdownPreviewInput} />);
    expect(screen.getByRole('figure', { name: 'Sidebar' }).textContent).toBe(previewOf('Sidebar'));
    expect(panes()[0]!.hasAttribute('aria-busy')).toBe(false);
    expect(chunk.asked).toBe(2);
  });
});
