import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AskUserQuestion } from './ask-user-question.js';
import { markdownPreviewInput } from './stories/fixtures.js';
import { chunk } from './stories/held-chunk.js';

// The preview pane's chunk, held back until the test lets it through (stories/held-chunk.ts).
vi.mock('./preview-pane.js', async (importOriginal) => (await import('./stories/held-chunk.js')).holdChunk(importOriginal));

const layout = markdownPreviewInput.questions[0]!;
const [sidebar, tabs, long, later] = layout.options as [
  (typeof layout.options)[number],
  (typeof layout.options)[number],
  (typeof layout.options)[number],
  (typeof layout.options)[number],
];
/** The question as it streams in: the first option before its preview has come, then more and more of it. */
const streamed = (...options: object[]) => ({ questions: [{ question: layout.question, header: layout.header, multiSelect: false, options }] });

let push: (state: { input: unknown; done: boolean }) => void = () => undefined;

function Host() {
  const [state, setState] = useState<{ input: unknown; done: boolean }>({ input: streamed({ label: sidebar.label }), done: false });
  push = setState;
  return <AskUserQuestion input={state.input} disabled={!state.done} />;
}

const pane = () => document.querySelector<HTMLElement>('[data-slot="askq-preview"]');

describe('the preview pane, loaded on first use', () => {
  it('is asked for while a question with previews streams in, keeps its box while it loads, and fills it without moving focus', async () => {
    const user = userEvent.setup();
    render(<Host />);
    // No option has a preview yet: no pane, and nothing asked for.
    act(() => push({ input: streamed({ label: sidebar.label, description: sidebar.description }), done: false }));
    expect(pane()).toBeNull();
    await Promise.resolve();
    expect(chunk.asked).toBe(0);

    // The first preview streams in: the pane's box is there, and its chunk is asked for while the picker is still inert.
    act(() => push({ input: streamed(sidebar), done: false }));
    await waitFor(() => expect(chunk.asked).toBe(1));
    expect(screen.getByText(layout.question).closest('[data-slot="askq-root"]')!.getAttribute('aria-busy')).toBe('true');
    const box = pane()!;
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.dataset.state).toBe('markdown');
    expect(screen.getByRole('group', { name: 'Preview: Sidebar', hidden: true })).toBe(box);
    // Busy and empty: neither a flash of the raw text nor "No preview available".
    expect(box.textContent).toBe('');

    // The input completes; the options are live and followed before the pane's content is there.
    act(() => push({ input: streamed(sidebar, tabs, long, later), done: false }));
    act(() => push({ input: markdownPreviewInput, done: true }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Sidebar/ })));
    // An option without a preview says so at once: that needs no chunk.
    await user.hover(screen.getByRole('radio', { name: /^Decide later/ }));
    expect(pane()).toBe(box);
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(box.dataset.state).toBe('empty');
    expect(box.textContent).toBe('No preview available');
    await user.hover(screen.getByRole('radio', { name: /^Tabs/ }));
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Preview: Tabs');
    await user.click(screen.getByRole('radio', { name: /^Tabs/ }));
    const tabsRow = screen.getByRole('radio', { name: /^Tabs/ });
    expect(tabsRow.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(tabsRow);
    expect(chunk.asked).toBe(1);

    // The chunk arrives: the figure fills the same box; focus and the pick stay where they were.
    chunk.open();
    const figure = await screen.findByRole('figure', { name: 'Tabs' });
    expect(pane()).toBe(box);
    expect(box.hasAttribute('aria-busy')).toBe(false);
    expect(box.contains(figure)).toBe(true);
    expect(figure.textContent).toContain('Profile | Billing | Team');
    expect(figure.tabIndex).toBe(0);
    expect(document.activeElement).toBe(tabsRow);
    expect(tabsRow.getAttribute('aria-checked')).toBe('true');

    // And it is the full preview from here on: the keyboard moves it, a long one folds.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Single long page/ }));
    expect(screen.getByRole('figure', { name: 'Single long page' }).textContent!.split('\n')).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: '24 lines hidden' }));
    expect(screen.getByRole('figure', { name: 'Single long page' }).textContent!.split('\n')).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(chunk.asked).toBe(1);
  });
});
