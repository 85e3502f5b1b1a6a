import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskUserQuestion } from './ask-user-question.js';
import { markdownPreviewInput } from './stories/fixtures.js';

// A keyboard user reading a preview while the mouse pointer rests on (or passes over) the option
// rows: the previewed option changes under them, and focus must stay where it is.

const figure = (name: string) => screen.findByRole('figure', { name });

describe('focus in the preview while the previewed option changes', () => {
  it('stays on the preview text: the same element shows the other option', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={markdownPreviewInput} />);
    const text = await figure('Sidebar');
    text.focus();
    await user.hover(screen.getByRole('radio', { name: /^Tabs/ }));
    // Before the fix the text was remounted per option: focus fell to <body>.
    expect(await figure('Tabs')).toBe(text);
    expect(document.activeElement).toBe(text);
    expect(text.textContent).toContain('Profile | Billing | Team');
  });

  it('stays on the fold button, and another preview shows folded', async () => {
    const user = userEvent.setup();
    const long = { label: 'Another long page', description: 'In parts.', preview: Array.from({ length: 30 }, (_, i) => `## Part ${i + 1}`).join('\n') };
    const input = { questions: [{ ...markdownPreviewInput.questions[0]!, options: [...markdownPreviewInput.questions[0]!.options.slice(0, 3), long] }] };
    render(<AskUserQuestion input={input} />);
    await user.click(screen.getByRole('radio', { name: /^Single long page/ }));
    const fold = await screen.findByRole('button', { name: '24 lines hidden' });
    await user.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect((await figure('Single long page')).textContent!.split('\n')).toHaveLength(40);
    fold.focus();
    await user.hover(screen.getByRole('radio', { name: /^Another long page/ }));
    expect(document.activeElement).toBe(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(fold.textContent).toBe('14 lines hidden');
    expect((await figure('Another long page')).textContent!.split('\n')).toHaveLength(16);
  });

  it('a row shifting under a still pointer does not take the preview from the keyboard', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={markdownPreviewInput} />);
    const sidebar = screen.getByRole('radio', { name: /^Sidebar/ });
    sidebar.focus();
    expect(await figure('Sidebar')).toBeTruthy();
    // What Chromium sends when layout moves another row under a pointer that did not move: an
    // enter (pointerover), and no move.
    const tabs = screen.getByRole('radio', { name: /^Tabs/ });
    fireEvent.pointerOver(tabs, { pointerType: 'mouse' });
    fireEvent.pointerEnter(tabs, { pointerType: 'mouse' });
    expect(screen.getByRole('figure', { name: 'Sidebar' })).toBeTruthy();
    // A real move over the row: its preview shows.
    await user.hover(tabs);
    expect(await figure('Tabs')).toBeTruthy();
  });
});
