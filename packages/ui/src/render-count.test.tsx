import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';

/**
 * Render counts through two probes every row goes through: each askq part that shows text reads
 * `usePickerLabels` once per render, and every option row (and the Other row) renders one Radix
 * `RadioGroup.Item`. Both are counted per component name.
 */
const probe = vi.hoisted(() => ({ labels: 0, items: 0, selectors: 0 }));

// Every part that follows a slice of its question subscribes through `useAskQuestionSelector`.
vi.mock('@askq/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@askq/react')>();
  return {
    ...original,
    useAskQuestionSelector: ((...args: Parameters<typeof original.useAskQuestionSelector>) => {
      probe.selectors++;
      return original.useAskQuestionSelector(...args);
    }) as typeof original.useAskQuestionSelector,
  };
});

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

function reset() {
  probe.labels = 0;
  probe.items = 0;
  probe.selectors = 0;
}

describe('render counts of the drop-in picker', () => {
  it('a one-question mount subscribes three parts (the panel, the option list with the Other row, the Other field) and builds no empty part', () => {
    reset();
    render(<AskUserQuestion input={singleInput} />);
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(2);
    expect(probe.selectors).toBe(3);
    // Parts that read labels: the list, the Other field, the key legend and the actions. The tab
    // row and the countdown, which would show nothing here, are not built at all.
    expect(probe.labels).toBe(4);
  });

  it('the review step builds its answers only once it opens: none while hidden, one per question then', async () => {
    const user = userEvent.setup();
    reset();
    render(<AskUserQuestion input={fourQuestionsInput} />);
    const questions = fourQuestionsInput.questions.length;
    const review = document.querySelector('[data-slot="askq-review"]')!;
    // The hidden panel is there for its tab's aria-controls, empty.
    expect(review.hasAttribute('hidden')).toBe(true);
    expect(review.children).toHaveLength(0);
    // Each question: its panel, its list and its Other field; no review answer.
    expect(probe.selectors).toBe(3 * questions);
    reset();
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    expect(review.hasAttribute('hidden')).toBe(false);
    expect(review.querySelectorAll('dt')).toHaveLength(questions);
    // The answers, and the panel of the question left behind (now hidden).
    expect(probe.selectors).toBe(questions + 1);
  });

  it('a pick re-renders no row: neither the options nor the Other row (Radix updates its items itself)', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} notes="always" />);
    const radios = screen.getAllByRole('radio');
    await user.click(radios[0]!);
    reset();
    await user.click(radios[1]!);
    expect(radios[1]!.getAttribute('aria-checked')).toBe('true');
    expect(radios[0]!.getAttribute('aria-checked')).toBe('false');
    expect(probe.items).toBe(0);
  });

  it('a keystroke in Other re-renders the Other field alone: no option row, no Radix item', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} notes="always" />);
    const field = screen.getByRole('textbox', { name: 'Other answer' });
    // The first character chooses Other (the radio group's value): every row follows once.
    await user.type(field, 'B');
    reset();
    await user.type(field, 'un');
    expect((field as HTMLInputElement).value).toBe('Bun');
    // One labelled part per keystroke: the Other input itself.
    expect(probe.labels).toBe(2);
    expect(probe.items).toBe(0);
  });

  it('a keystroke in notes re-renders the notes field alone', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} notes="always" />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'a');
    reset();
    await user.type(notes, 'bc');
    expect((notes as HTMLTextAreaElement).value).toBe('abc');
    expect(probe.labels).toBe(2);
    expect(probe.items).toBe(0);
  });

  it('a tab switch re-renders no option row of any question', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={fourQuestionsInput} />);
    const tabs = screen.getAllByRole('tab');
    const radiosBefore = screen.getAllByRole('radio', { hidden: true }).length;
    expect(radiosBefore).toBeGreaterThan(6);
    reset();
    await act(async () => {
      await user.click(tabs[1]!);
    });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(probe.items).toBe(0);
  });
});
