import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from './ask-user-question.js';
import { pi200Input } from './stories/fixtures.js';

const filterInput = () => document.querySelector<HTMLInputElement>('[data-slot="askq-filter"] [data-slot="askq-filter-input"]');

/** What the filter looked like in the first commit of its picker (read in a layout effect, before any later commit). */
function FirstCommit({ children, seen }: { children: ReactNode; seen: string[] }) {
  useLayoutEffect(() => {
    const box = document.querySelector('[data-slot="askq-filter"]');
    seen.push(box ? (box.hasAttribute('aria-busy') ? 'stand-in' : 'field') : 'none');
  }, [seen]);
  return children;
}

describe('the long-list filter once its chunk is loaded', () => {
  beforeAll(async () => {
    // The first long list of the page loads the chunk.
    const first = render(<AskUserQuestion parser={parseAnyDialect} input={pi200Input} autoFocus={false} />);
    await waitFor(() => expect(document.querySelector('[data-slot="askq-filter"]:not([aria-busy])')).not.toBeNull());
    first.unmount();
  });

  it('renders in the first commit of every later picker: no stand-in frame, and it stays the same element', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <FirstCommit seen={seen}>
        <AskUserQuestion parser={parseAnyDialect} input={pi200Input} autoFocus={false} />
      </FirstCommit>,
    );
    expect(seen).toEqual(['field']);
    const field = filterInput()!;
    expect(screen.getByRole('searchbox', { name: 'Filter options' })).toBe(field);
    await user.type(field, 'region-19');
    expect(filterInput()).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('region-19');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(11));
  });

  it('is there in the first commit of a streamed picker too, inert until the input completes', () => {
    const seen: string[] = [];
    const view = render(
      <FirstCommit seen={seen}>
        <AskUserQuestion parser={parseAnyDialect} input={pi200Input} disabled autoFocus={false} />
      </FirstCommit>,
    );
    expect(seen).toEqual(['field']);
    const field = filterInput()!;
    expect(field.disabled).toBe(true);
    view.rerender(
      <FirstCommit seen={seen}>
        <AskUserQuestion parser={parseAnyDialect} input={pi200Input} autoFocus={false} />
      </FirstCommit>,
    );
    expect(filterInput()).toBe(field);
    expect(field.disabled).toBe(false);
  });
});
