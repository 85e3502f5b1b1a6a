import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from './ask-user-question.js';
import { chunk } from './stories/held-chunk.js';

// The chunk held back until the test lets it through (stories/held-chunk.ts).
vi.mock('./option-filter-field.js', async (importOriginal) => (await import('./stories/held-chunk.js')).holdChunk(importOriginal));

/** pi's dialect: a single question with any number of options (and an Other row). */
const options = Array.from({ length: 12 }, (_, i) => ({ label: `city-${String(i + 1).padStart(2, '0')}` }));
const streamed = (count: number) => ({ questions: [{ id: 'city', question: 'Which city?', options: options.slice(0, count) }] });

let push: (state: { input: unknown; done: boolean }) => void = () => undefined;

function Host() {
  const [state, setState] = useState<{ input: unknown; done: boolean }>({ input: streamed(1), done: false });
  push = setState;
  return <AskUserQuestion parser={parseAnyDialect} input={state.input} disabled={!state.done} />;
}

const filterBox = () => document.querySelector<HTMLElement>('[data-slot="askq-filter"]');
const filterInput = () => filterBox()?.querySelector<HTMLInputElement>('[data-slot="askq-filter-input"]') ?? null;
/** The element tree of the filter's box: what gives it its size under styles.css. */
const shape = (el: Element | null): string =>
  el ? `${el.tagName}[${el.getAttribute('data-slot')}${el.className ? `.${el.className}` : ''}](${[...el.children].map(shape).join(',')})` : 'none';

describe('the long-list filter, loaded on first use', () => {
  it('is asked for while the question streams in, stands in with its own box, and arrives without taking focus or text', async () => {
    const user = userEvent.setup();
    render(<Host />);
    // Eight options: no filter yet, and nothing asked for.
    for (let count = 2; count <= 8; count++) act(() => push({ input: streamed(count), done: false }));
    expect(filterBox()).toBeNull();
    await Promise.resolve();
    expect(chunk.asked).toBe(0);

    // The ninth streams in: the chunk is asked for now, while the picker is still inert.
    act(() => push({ input: streamed(9), done: false }));
    await waitFor(() => expect(chunk.asked).toBe(1));
    expect(screen.getByText('Which city?').closest('[data-slot="askq-root"]')!.getAttribute('aria-busy')).toBe('true');

    // Still on its way: a disabled stand-in in the filter's box, named as the field will be.
    const standIn = filterBox()!;
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    expect(filterInput()!.disabled).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Filter options', hidden: true })).toBe(filterInput());
    const standInShape = shape(standIn);

    // The input completes: the rows are live and used before the filter is there.
    for (let count = 10; count <= 12; count++) act(() => push({ input: streamed(count), done: false }));
    act(() => push({ input: streamed(12), done: true }));
    expect(filterBox()!.getAttribute('aria-busy')).toBe('true');
    const row = screen.getByRole('radio', { name: /^city-03/ });
    await user.click(row);
    expect(row.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Other answer' }) as HTMLInputElement;
    await user.keyboard('Mars');
    expect(document.activeElement).toBe(other);
    expect(chunk.asked).toBe(1);

    // The chunk arrives: the real field takes the stand-in's place, in the same box.
    chunk.open();
    await waitFor(() => expect(filterInput()!.disabled).toBe(false));
    expect(filterBox()!.hasAttribute('aria-busy')).toBe(false);
    expect(shape(filterBox())).toBe(standInShape);
    expect(filterBox()!.querySelector('[data-slot="askq-filter-count"]')!.getAttribute('role')).toBe('status');
    // Nothing else was replaced: focus, the typed text and the rows are where they were.
    expect(document.activeElement).toBe(other);
    expect(other.isConnected).toBe(true);
    expect(other.value).toBe('Mars');
    expect(screen.getByRole('radio', { name: /^city-03/ })).toBe(row);
    // And it filters from here on.
    await user.type(filterInput()!, '1');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(5));
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      expect.stringMatching(/city-01/),
      expect.stringMatching(/city-10/),
      expect.stringMatching(/city-11/),
      expect.stringMatching(/city-12/),
      'Other',
    ]);
    expect(chunk.asked).toBe(1);
  });
});
