import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AskQuestion, AskRequest } from '@askq/core';
import { AskQuestionsProvider } from './context.js';
import { OTHER_VALUE } from './index.js';
import { useAskQuestion } from './use-ask-question.js';
import { useAskQuestions } from './use-ask-questions.js';
import { oneSingle, question, threeQuestions, twoSingles } from './test/fixtures.js';
import { Picker } from './test/harness.js';
import type { UseAskQuestionsOptions } from './types.js';

function renderQuestion(request: AskRequest, id: string, options: UseAskQuestionsOptions = {}) {
  let api!: ReturnType<typeof useAskQuestions>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    api = useAskQuestions(request, { id: 't', ...options });
    return <AskQuestionsProvider value={api}>{children}</AskQuestionsProvider>;
  };
  const view = renderHook(() => useAskQuestion(id), { wrapper });
  return { ...view, api: () => api };
}

describe('useAskQuestion', () => {
  it('exposes the slice: draft, isActive, isAnswered, previewOption', () => {
    const request: AskRequest = {
      dialect: 'claude',
      previewFormat: 'markdown',
      questions: [
        {
          ...question('q1', ['A', 'B']),
          hasPreviews: true,
          options: question('q1', ['A', 'B']).options.map((o) => ({ ...o, preview: `# ${o.label}` })),
        },
        question('q2', ['C', 'D']),
      ],
    };
    const { result, api } = renderQuestion(request, 'q1', { advanceOnSelect: false });
    expect(result.current).toMatchObject({ index: 0, isActive: true, isAnswered: false, disabled: false });
    expect(result.current.previewOption?.id).toBe('q1.0');
    act(() => api().actions.select('q1', 'q1.1'));
    expect(result.current.isAnswered).toBe(true);
    expect(result.current.previewOption?.id).toBe('q1.1');
    act(() => api().actions.focusOption('q1', 'q1.0'));
    expect(result.current.previewOption?.id).toBe('q1.0');
    act(() => api().actions.goTo(1));
    expect(result.current.isActive).toBe(false);
  });

  // The Other row has no preview: showing the last focused (or first) option's beside an Other
  // answer looked like that option was chosen.
  it('previewOption is undefined while Other is the single-select answer', () => {
    const withPreviews = (q: AskQuestion): AskQuestion => ({
      ...q,
      hasPreviews: true,
      options: q.options.map((o) => ({ ...o, preview: `# ${o.label}` })),
    });
    const request: AskRequest = { dialect: 'claude', previewFormat: 'markdown', questions: [withPreviews(question('q1', ['A', 'B']))] };
    const { result, api } = renderQuestion(request, 'q1');
    expect(result.current.previewOption?.id).toBe('q1.0');
    act(() => api().actions.focusOption('q1', 'q1.1'));
    expect(result.current.previewOption?.id).toBe('q1.1');
    // Typing in the Other field (focus was last on B).
    act(() => api().actions.setOtherText('q1', 'C'));
    expect(result.current.previewOption).toBeUndefined();
    // Choosing an option again brings its preview back.
    act(() => api().actions.select('q1', 'q1.0'));
    act(() => api().actions.focusOption('q1', 'q1.0'));
    expect(result.current.previewOption?.id).toBe('q1.0');
    // A restored Other answer, nothing focused yet.
    const restored = renderQuestion(request, 'q1', {
      defaultValue: { drafts: { q1: { selected: [], other: { active: true, text: 'C' }, notes: '' } }, activeIndex: 0, phase: 'answering' },
    });
    expect(restored.result.current.previewOption).toBeUndefined();
  });

  it('wires ids: tab ↔ panel, question text ↔ group, label ↔ item, description', () => {
    const request: AskRequest = {
      dialect: 'claude',
      previewFormat: 'markdown',
      questions: [
        { ...question('q1', ['A', 'B']), options: [{ ...question('q1', ['A']).options[0]!, description: 'first' }, question('q1', ['A', 'B']).options[1]!] },
        question('q2', ['C', 'D']),
      ],
    };
    const { result, api } = renderQuestion(request, 'q1');
    const q = result.current;
    expect(q.getQuestionProps()).toMatchObject({ role: 'tabpanel', id: 't-panel-0', 'aria-labelledby': 't-tab-0', hidden: false });
    expect(api().getTabProps({ index: 0 })).toMatchObject({ id: 't-tab-0', 'aria-controls': 't-panel-0', 'aria-selected': true });
    expect(q.getRadioGroupProps()).toMatchObject({ value: '', 'aria-labelledby': 't-question-0' });
    expect(q.getQuestionTextProps()).toEqual({ id: 't-question-0' });
    expect(q.getRadioItemProps({ optionId: 'q1.0' })).toMatchObject({
      id: 't-option-q1.0',
      value: 'q1.0',
      'aria-describedby': 't-option-q1.0-description',
      'aria-keyshortcuts': '1',
    });
    expect(q.getRadioItemProps({ optionId: 'q1.1' })['aria-describedby']).toBeUndefined();
    expect(q.getOptionLabelProps({ optionId: 'q1.0' })).toEqual({ id: 't-option-q1.0-label', htmlFor: 't-option-q1.0' });
    expect(q.getOtherChoiceProps()).toMatchObject({ value: OTHER_VALUE, 'aria-controls': 't-other-0-input', 'aria-keyshortcuts': '3' });
    expect(q.getOtherInputProps()).toMatchObject({ id: 't-other-0-input', value: '' });
  });

  it('a lone question without review is a labelled group, not a tab panel', () => {
    const { result } = renderQuestion(oneSingle, 'q1');
    expect(result.current.getQuestionProps()).toMatchObject({ role: 'group', 'aria-labelledby': 't-question-0' });
  });

  it('radio group value reflects Other; onValueChange chooses it', () => {
    const { result } = renderQuestion(twoSingles, 'q1');
    act(() => result.current.getRadioGroupProps().onValueChange(OTHER_VALUE));
    expect(result.current.getRadioGroupProps().value).toBe(OTHER_VALUE);
    expect(result.current.draft.other.active).toBe(true);
  });

  it('checkbox props check and uncheck; Other checkbox toggles', () => {
    const { result } = renderQuestion(threeQuestions, 'q3');
    act(() => result.current.getCheckboxProps({ optionId: 'q3.1' }).onCheckedChange(true));
    expect(result.current.getCheckboxProps({ optionId: 'q3.1' }).checked).toBe(true);
    act(() => result.current.getCheckboxProps({ optionId: 'q3.1' }).onCheckedChange('indeterminate'));
    expect(result.current.draft.selected).toEqual([]);
    act(() => result.current.getOtherChoiceProps().onCheckedChange?.(true));
    expect(result.current.getOtherChoiceProps()).toMatchObject({ checked: true });
    expect(result.current.getCheckboxGroupProps()).toMatchObject({ role: 'group', 'aria-labelledby': 't-question-2' });
  });

  it('getOptionState: selected, focused, previewed, disabled, from the question state', () => {
    const { result, api } = renderQuestion(twoSingles, 'q1', { advanceOnSelect: false });
    const state = (optionId: string) => result.current.getOptionState({ optionId });
    expect(state('q1.0')).toEqual({ selected: false, focused: false, previewed: true, disabled: false });
    act(() => api().actions.select('q1', 'q1.1'));
    expect(state('q1.1')).toEqual({ selected: true, focused: false, previewed: true, disabled: false });
    expect(state('q1.0')).toMatchObject({ selected: false, previewed: false });
    act(() => api().actions.focusOption('q1', 'q1.2'));
    expect(state('q1.2')).toEqual({ selected: false, focused: true, previewed: true, disabled: false });
    expect(state('q1.1')).toEqual({ selected: true, focused: false, previewed: false, disabled: false });
    act(() => api().actions.setOtherActive('q1', true));
    expect(state(OTHER_VALUE)).toMatchObject({ selected: true, previewed: false });
    expect(state('q1.1').selected).toBe(false);
    act(() => api().actions.decline('dismissed'));
    expect(state('q1.0').disabled).toBe(true);
  });

  it('option getters take one object: the id plus props to merge', () => {
    const { result } = renderQuestion(twoSingles, 'q1');
    const calls: string[] = [];
    const item = result.current.getRadioItemProps({ optionId: 'q1.0', className: 'row', 'data-slot': 'opt', onFocus: () => calls.push('theirs') });
    expect(item).toMatchObject({ id: 't-option-q1.0', value: 'q1.0', className: 'row', 'data-slot': 'opt' });
    expect(item).not.toHaveProperty('optionId');
    act(() => item.onFocus?.({} as never));
    expect(calls).toEqual(['theirs']);
    expect(result.current.getOptionState({ optionId: 'q1.0' }).focused).toBe(true);
    expect(result.current.getOptionLabelProps({ optionId: 'q1.1', 'data-slot': 'label' })).toEqual({
      id: 't-option-q1.1-label',
      htmlFor: 't-option-q1.1',
      'data-slot': 'label',
    });
    expect(result.current.getOptionDescriptionProps({ optionId: 'q1.1' })).toEqual({ id: 't-option-q1.1-description' });
    // Without props to merge, a row's props are the same object on every call.
    expect(result.current.getRadioItemProps({ optionId: 'q1.1' })).toBe(result.current.getRadioItemProps({ optionId: 'q1.1' }));
  });

  it('composes consumer props: their handler first, preventDefault opts out', () => {
    const { result } = renderQuestion(twoSingles, 'q1');
    const calls: string[] = [];
    const props = result.current.getNotesProps({
      onChange: (e: { preventDefault(): void }) => {
        calls.push('theirs');
        e.preventDefault();
      },
      className: 'mine',
    });
    act(() => (props.onChange as (e: unknown) => void)({ defaultPrevented: true, preventDefault() {}, currentTarget: { value: 'x' } }));
    expect(calls).toEqual(['theirs']);
    expect(result.current.draft.notes).toBe('');
    expect(props.className).toBe('mine');
  });
});

describe('disabled and finished rendering', () => {
  it('disabled: controls are disabled, digits do nothing, buttons are aria-disabled', async () => {
    const user = userEvent.setup();
    render(<Picker input={twoSingles} options={{ disabled: true }} />);
    expect(screen.getByRole('radio', { name: 'A' })).toBeDisabled();
    expect(screen.getByLabelText('Other text q1')).toBeDisabled();
    expect(screen.getByLabelText('Notes q1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Submit answers' })).toHaveAccessibleDescription('disabled');
    expect(screen.getByTestId('root')).toHaveAttribute('data-disabled', '');
    screen.getByTestId('root').focus();
    await user.keyboard('1{Escape}');
    expect(screen.getByRole('radio', { name: 'A' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'open');
  });

  it('finished: text stays readable (readOnly), choices are disabled', async () => {
    const user = userEvent.setup();
    render(<Picker input={oneSingle} />);
    await user.type(screen.getByLabelText('Other text q1'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByLabelText('Other text q1')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'A' })).toBeDisabled();
  });

  it('picking the last question opens review and moves focus to the review panel', async () => {
    const user = userEvent.setup();
    render(<Picker input={twoSingles} />);
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('radio', { name: 'E' }));
    const review = screen.getByRole('tabpanel', { name: 'Review' });
    expect(review).toBeVisible();
    await waitFor(() => expect(review).toHaveFocus());
  });

  it('does not steal focus from outside the picker', () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    render(<Picker input={twoSingles} />);
    outside.focus();
    // A programmatic pick (no user focus inside the picker) advances without moving focus. act()
    // returns once the commit that advanced is done, with its layout effects (where focus moves).
    act(() => screen.getByRole('radio', { name: 'A' }).click());
    expect(screen.getByRole('tab', { name: 'Q2' })).toHaveAttribute('aria-selected', 'true');
    expect(outside).toHaveFocus();
    outside.remove();
  });
});
