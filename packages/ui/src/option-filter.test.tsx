import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from './ask-user-question.js';
import { Question } from './question.js';
import { OptionList } from './option-list.js';
import { filterOptions } from './filter-options.js';
import { Harness } from './stories/harness.js';
import { pi200Input, singleInput } from './stories/fixtures.js';

// Radix selects on arrow focus only while the arrow is held and moves focus in a timeout: press,
// let it run, then release, as a real keyboard does.
const DOWN = '{ArrowDown>}{/ArrowDown}';
const UP = '{ArrowUp>}{/ArrowUp}';

/**
 * Render counts through two probes: each askq part that shows text reads `usePickerLabels` once per
 * render, and every option row (and the Other row) renders one Radix `RadioGroup.Item`.
 */
const probe = vi.hoisted(() => ({ labels: 0, items: 0 }));

vi.mock('./labels-provider.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./labels-provider.js')>();
  return {
    ...original,
    usePickerLabels: (...args: Parameters<typeof original.usePickerLabels>) => {
      probe.labels++;
      return original.usePickerLabels(...args);
    },
  };
});

vi.mock('@radix-ui/react-radio-group', async (importOriginal) => {
  const original = await importOriginal<typeof import('@radix-ui/react-radio-group')>();
  const { forwardRef, createElement } = await import('react');
  const Item = forwardRef<HTMLButtonElement, Parameters<typeof original.Item>[0]>(function CountedItem(props, ref) {
    probe.items++;
    return createElement(original.Item, { ...props, ref });
  });
  return { ...original, Item };
});

/** Accents, upper case and descriptions to filter on; pi's dialect (any number of options). */
const citiesInput = {
  questions: [
    {
      id: 'city',
      question: 'Where should the offsite be?',
      options: [
        { label: 'Zürich', description: 'Lake and mountains.' },
        { label: 'Montréal', description: 'Bilingual, with festivals.' },
        { label: 'São Paulo' },
        { label: 'Kraków' },
        { label: 'Reykjavík' },
        { label: 'Lyon', description: 'An hour from GENÈVE.' },
        { label: 'Köln' },
        { label: 'Málaga' },
        { label: 'Tromsø' },
        { label: 'Oslo' },
        { label: 'Łódź' },
      ],
    },
  ],
};

/** pi200's options as checkboxes. */
const multi200Input = { questions: [{ ...pi200Input.questions[0]!, multi: true }] };

async function setup(input: unknown = pi200Input) {
  const onValueChange = vi.fn();
  const onOutcome = vi.fn();
  const user = userEvent.setup();
  render(<AskUserQuestion parser={parseAnyDialect} input={input} onValueChange={onValueChange} onOutcome={onOutcome} autoFocus={false} />);
  const filter = await filterField();
  const status = filter.parentElement!.querySelector('[role="status"]')!;
  return { user, filter, status, onValueChange, onOutcome };
}

/** The filter field once its chunk is there (the first long list of a page shows a disabled stand-in until then). */
const filterField = () =>
  waitFor(() => {
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Filter options' });
    expect(field.disabled).toBe(false);
    return field;
  });

const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const shownRadios = () => screen.getAllByRole('radio').map((r) => r.textContent);
const selectedIn = (fn: ReturnType<typeof vi.fn>) => fn.mock.lastCall?.[0].drafts.region?.selected;

describe('filterOptions', () => {
  const { questions } = parseAnyDialect(citiesInput).request as AskRequest;
  const options = questions[0]!.options;
  const find = (query: string) => [...(filterOptions(options, query) ?? [])].map((id) => options.find((o) => o.id === id)!.displayLabel);

  it('ignores case and accents, in labels and descriptions, and wants every word', () => {
    expect(find('ZURICH')).toEqual(['Zürich']);
    expect(find('montreal')).toEqual(['Montréal']);
    expect(find('geneve')).toEqual(['Lyon']);
    expect(find('TROMSO')).toEqual(['Tromsø']);
    expect(find('lodz')).toEqual(['Łódź']);
    expect(find('  sao   paulo ')).toEqual(['São Paulo']);
    expect(find('lake festivals')).toEqual([]);
    expect(find('AK')).toEqual(['Zürich', 'Kraków']);
  });

  it('filters nothing for a blank query', () => {
    expect(filterOptions(options, '')).toBeNull();
    expect(filterOptions(options, '   ')).toBeNull();
  });
});

describe('the option filter', () => {
  it('appears above more than 8 options only, unless told', () => {
    const { unmount } = render(<AskUserQuestion parser={parseAnyDialect} input={singleInput} autoFocus={false} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    const first = render(<AskUserQuestion parser={parseAnyDialect} input={citiesInput} autoFocus={false} />);
    expect(screen.getByRole('searchbox', { name: 'Filter options' })).toBeTruthy();
    first.unmount();
    const parsed = parseAnyDialect(singleInput).request as AskRequest;
    render(
      <Harness input={parsed}>
        {() => (
          <Question questionId="q1">
            <OptionList filter="always" />
          </Question>
        )}
      </Harness>,
    );
    expect(screen.getByRole('searchbox', { name: 'Filter options' })).toBeTruthy();
  });

  it('hides the rows that do not match, counts the matches politely, and never changes the answer', async () => {
    const { user, filter, status, onValueChange } = await setup();
    expect(status.textContent).toBe('');
    await user.type(filter, '19');
    // region-019, region-119 and region-190 to 199; Other stays.
    expect(shownRadios()).toHaveLength(13);
    expect(radio('region-019')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^region-001/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeTruthy();
    expect(status.textContent).toBe('12 of 200 options');
    expect(status.getAttribute('role')).toBe('status');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.clear(filter);
    expect(shownRadios()).toHaveLength(201);
    expect(status.textContent).toBe('');
  });

  it('shows "No options match" when nothing does, Other still there', async () => {
    const { user, filter, status } = await setup();
    await user.type(filter, 'zzz');
    expect(screen.getByText('No options match')).toBeTruthy();
    expect(status.textContent).toBe('0 of 200 options');
    expect(shownRadios()).toEqual(['Other']);
    // Down from the field reaches Other, the one row left.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Other' }));
  });

  it('keeps the chosen option visible when it does not match', async () => {
    const { user, filter, status, onValueChange } = await setup();
    await user.click(radio('region-003'));
    expect(selectedIn(onValueChange)).toEqual(['region.2']);
    const calls = onValueChange.mock.calls.length;
    await user.type(filter, 'zzz');
    expect(radio('region-003').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('No options match')).toBeTruthy();
    expect(status.textContent).toBe('0 of 200 options');
    expect(onValueChange.mock.calls.length).toBe(calls);
  });

  it('keeps the digits of the whole list: 1-9 are the first nine options, hidden or not', async () => {
    const { user, filter, onValueChange } = await setup();
    await user.type(filter, '19');
    // Digits typed in the field are text.
    expect(valueOf(filter)).toBe('19');
    expect(onValueChange).not.toHaveBeenCalled();
    const row = radio('region-019');
    expect(row.getAttribute('aria-keyshortcuts')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(row);
    await user.keyboard('2');
    // The second option of the full list, which the filter hid: chosen, it shows and takes focus.
    expect(selectedIn(onValueChange)).toEqual(['region.1']);
    await waitFor(() => expect(document.activeElement).toBe(radio('region-002')));
    expect(radio('region-002').getAttribute('aria-keyshortcuts')).toBe('2');
  });

  it('Down from the field moves to the first shown option without choosing it', async () => {
    const { user, filter, onValueChange } = await setup();
    await user.type(filter, 'region-15');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('region-150'));
    expect(radio('region-150').getAttribute('aria-checked')).toBe('false');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('type-ahead: a character typed on an option goes into the field; digits and Space keep their meaning', async () => {
    const { user, filter, onValueChange } = await setup();
    radio('region-005').focus();
    await user.keyboard('r');
    expect(document.activeElement).toBe(filter);
    expect(valueOf(filter)).toBe('r');
    await user.keyboard('egion-07');
    expect(shownRadios()).toHaveLength(11);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('region-070'));
    // Space selects the focused row; a digit picks from the whole list.
    await user.keyboard(' ');
    expect(selectedIn(onValueChange)).toEqual(['region.69']);
    await user.keyboard('5');
    expect(selectedIn(onValueChange)).toEqual(['region.4']);
    expect(valueOf(filter)).toBe('region-07');
    // A letter typed on a row is appended to what the field holds.
    radio('region-070').focus();
    await user.keyboard('x');
    expect(document.activeElement).toBe(filter);
    expect(valueOf(filter)).toBe('region-07x');
  });

  it('typing on the Other row still types into its own field', async () => {
    const { user, filter } = await setup();
    screen.getByRole('radio', { name: 'Other' }).focus();
    await user.keyboard('Mars');
    expect(valueOf(screen.getByRole('textbox', { name: 'Other answer' }))).toBe('Mars');
    expect(valueOf(filter)).toBe('');
  });

  it('Escape clears a non-empty filter and stays; on an empty one it leaves the field; neither declines', async () => {
    const { user, filter, onOutcome } = await setup();
    await user.type(filter, 'region-1');
    await user.keyboard('{Escape}');
    expect(valueOf(filter)).toBe('');
    expect(document.activeElement).toBe(filter);
    expect(shownRadios()).toHaveLength(201);
    await user.keyboard('{Escape}');
    expect(onOutcome).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(radio('region-001')));
    // On an option, Escape is the picker's again: it declines.
    await user.keyboard('{Escape}');
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined' }), expect.anything());
  });

  it('arrow keys skip the rows the filter hides (radios)', async () => {
    const { user, filter, onValueChange } = await setup();
    await user.type(filter, '19');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('region-019'));
    await user.keyboard(DOWN);
    await waitFor(() => expect(document.activeElement).toBe(radio('region-119')));
    await user.keyboard(DOWN);
    await waitFor(() => expect(document.activeElement).toBe(radio('region-190')));
    await user.keyboard(UP);
    await waitFor(() => expect(document.activeElement).toBe(radio('region-119')));
    // Arrows select (Radix's selection follows focus): the option focus landed on.
    expect(selectedIn(onValueChange)).toEqual(['region.118']);
  });

  it('a row chosen while the filter stays the same stays when the choice moves on', async () => {
    const { user, filter } = await setup();
    await user.click(radio('region-003'));
    await user.type(filter, '19');
    await user.keyboard('{ArrowDown}');
    // The chosen row comes first, in list order.
    expect(document.activeElement).toBe(radio('region-003'));
    await user.keyboard(DOWN);
    await waitFor(() => expect(radio('region-019').getAttribute('aria-checked')).toBe('true'));
    // No longer chosen and no match, but the list does not shift under the arrow keys.
    expect(radio('region-003').getAttribute('aria-checked')).toBe('false');
    expect(shownRadios()).toHaveLength(14);
    // The next change of the text lets it go.
    await user.type(filter, '9');
    expect(screen.queryByRole('radio', { name: /^region-003/ })).toBeNull();
    expect(shownRadios().slice(0, 2)).toEqual([expect.stringMatching(/region-019/), expect.stringMatching(/region-199/)]);
  });

  it('arrow keys skip the rows the filter hides (checkboxes); an unchecked row stays until the text changes', async () => {
    const { user, filter, onValueChange } = await setup(multi200Input);
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    const shown = () => screen.getAllByRole('checkbox').map((c) => c.textContent);
    await user.click(box('region-003'));
    await user.type(filter, '19');
    expect(shown()).toHaveLength(14);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(box('region-003'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(box('region-119'));
    await user.keyboard(' ');
    expect(selectedIn(onValueChange)).toEqual(['region.2', 'region.118']);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Wraps from the first shown row to the last: Other.
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Other' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(box('region-003'));
    await user.keyboard(' ');
    expect(selectedIn(onValueChange)).toEqual(['region.118']);
    expect(document.activeElement).toBe(box('region-003'));
    expect(shown()).toHaveLength(14);
    await user.type(filter, '5');
    expect(shown()).toEqual([expect.stringMatching(/region-119/), expect.stringMatching(/region-195/), 'Other']);
  });

  it('a keystroke in the filter renders the list: no row that stays, nothing else of the picker', async () => {
    const { user, filter } = await setup();
    await user.type(filter, 'region-19');
    probe.labels = 0;
    probe.items = 0;
    // Narrowing: rows go, none renders again.
    await user.type(filter, '5');
    expect(shownRadios()).toHaveLength(2);
    expect(probe.items).toBe(0);
    // The field (with the text, then with the count) and the rows (twice: the second render notes
    // the rows to keep for the new text).
    expect(probe.labels).toBe(4);
  });

  it("a question's arrival, and a step to it, focus its options, not the filter: digits pick at once", async () => {
    const twoInput = { questions: [{ id: 'size', question: 'Which size?', options: [{ label: 'Small' }, { label: 'Large' }] }, pi200Input.questions[0]!] };
    const user = userEvent.setup();
    const { unmount } = render(<AskUserQuestion parser={parseAnyDialect} input={pi200Input} />);
    await waitFor(() => expect(document.activeElement).toBe(radio('region-001')));
    unmount();
    render(<AskUserQuestion parser={parseAnyDialect} input={twoInput} />);
    await user.click(radio('Small'));
    await waitFor(() => expect(document.activeElement).toBe(radio('region-001')));
  });
});
