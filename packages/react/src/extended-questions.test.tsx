import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AskRequest } from '@askq/core';
import { useAskQuestions } from './use-ask-questions.js';
import { extendedRequest, numberQuestion, oneSingle, textQuestion } from './test/fixtures.js';
import { setupPicker } from './test/setup-picker.js';
import { textAndNumberFields } from '@askq/core/fields';
import type { UseAskQuestionsOptions } from './types.js';

/** The harness picker handed the text and number questions' kit. */
const setup = (input: unknown, options: UseAskQuestionsOptions = {}) => setupPicker(input, { fields: textAndNumberFields, ...options });

const nameField = () => screen.getByRole('textbox', { name: 'What should the release be called?' });
/** Inactive panels are hidden (out of the accessibility tree): open a question first. */
const open = (picker: ReturnType<typeof setup>, index: number) => {
  act(() => picker.api().actions.goTo(index));
  return picker;
};
const retriesField = () => screen.getByRole('textbox', { name: 'How many retries?' });
const single = (q: AskRequest['questions'][number]): AskRequest => ({ dialect: 'claude', previewFormat: 'markdown', questions: [q] });

describe('text questions', () => {
  it('a field named by the question, described by its description, with its placeholder', () => {
    setup(extendedRequest);
    const field = nameField();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'e.g. Aurora');
    expect(field).toHaveAccessibleDescription('Shown in the changelog.');
  });

  it('typing answers it; the outcome carries the trimmed text and nothing selected', async () => {
    const { user, onOutcome, api } = setup(single(textQuestion('t')));
    await user.type(screen.getByRole('textbox', { name: 'Question t?' }), '  Aurora ');
    expect(api().answered.t).toBe(true);
    await user.keyboard('{Enter}');
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'answered', answers: { t: { selected: [], other: 'Aurora' } } });
  });

  it('Enter advances once answered, as in the Other field; digits are text there', async () => {
    const { user, api } = setup(extendedRequest);
    nameField().focus();
    await user.keyboard('{Enter}');
    expect(api().activeIndex).toBe(0);
    await user.keyboard('v2');
    expect(nameField()).toHaveValue('v2');
    await user.keyboard('{Enter}');
    expect(api().activeIndex).toBe(1);
    await waitFor(() => expect(retriesField()).toHaveFocus());
  });
});

describe('number questions', () => {
  it('a text input with a decimal keypad (text when negatives are allowed), not type=number', () => {
    open(setup(extendedRequest), 1);
    expect(retriesField()).toHaveAttribute('type', 'text');
    expect(retriesField()).toHaveAttribute('inputmode', 'decimal');
    expect(retriesField()).toHaveAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown');
  });

  it('a negative range gets a keyboard with a minus key', () => {
    setup(single(numberQuestion('x', { min: -5, max: 5 })));
    expect(screen.getByRole('textbox', { name: 'Question x?' })).toHaveAttribute('inputmode', 'text');
  });

  it('the range and the unit are part of the accessible description', () => {
    const picker = open(setup(extendedRequest), 2);
    expect(screen.getByRole('textbox', { name: 'Timeout?' })).toHaveAccessibleDescription('s From 5 to 60');
    open(picker, 1);
    expect(retriesField()).toHaveAccessibleDescription('From 0 to 10');
  });

  it('the default pre-fills the field and counts as answered', () => {
    const { api } = open(setup(extendedRequest), 2);
    expect(screen.getByRole('textbox', { name: 'Timeout?' })).toHaveValue('30');
    expect(api().answered).toEqual({ name: false, retries: false, timeout: true });
  });

  it('out of range: no error while typing, aria-invalid and the message after blur, gone once fixed', async () => {
    const { user, api } = open(setup(extendedRequest), 1);
    const field = retriesField();
    await user.type(field, '12');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(api().submitCheck.reason).toBe('invalid_answers');
    expect(api().submitCheck.invalid).toEqual([{ questionId: 'retries', problem: 'out_of_range', number: { min: 0, max: 10, step: 1 } }]);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('From 0 to 10 Invalid: out_of_range');
    // Once shown, it follows the text live.
    await user.clear(field);
    await user.type(field, '7');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('From 0 to 10');
    expect(api().submitCheck.reason).toBeNull();
  });

  it('Enter reveals the error and neither advances nor submits', async () => {
    const { user, api, onOutcome } = setup(single(numberQuestion('x', { min: 1, max: 3 })));
    const field = screen.getByRole('textbox', { name: 'Question x?' });
    await user.type(field, 'lots{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api().submitCheck.invalid[0]?.problem).toBe('not_a_number');
    expect(onOutcome).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '2{Enter}');
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'answered', answers: { x: { selected: [], other: '2' } } });
  });

  it('an untouched default out of range shows its error at once', () => {
    setup(single(numberQuestion('x', { min: 1, max: 3, defaultValue: 9 })));
    expect(screen.getByRole('textbox', { name: 'Question x?' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('ArrowUp / ArrowDown step within the range, on the step grid', async () => {
    const { user } = open(setup(extendedRequest), 2);
    const timeout = screen.getByRole('textbox', { name: 'Timeout?' });
    await user.click(timeout);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(timeout).toHaveValue('40');
    await user.clear(timeout);
    await user.type(timeout, '58{ArrowUp}');
    expect(timeout).toHaveValue('60');
    await user.keyboard('{ArrowUp}');
    expect(timeout).toHaveValue('60');
    await user.keyboard('{ArrowDown}');
    expect(timeout).toHaveValue('55');
  });

  it('digits type into the field instead of picking', async () => {
    const { user, api } = open(setup(extendedRequest), 1);
    await user.click(retriesField());
    await user.keyboard('3');
    expect(retriesField()).toHaveValue('3');
    expect(api().activeIndex).toBe(1);
  });

  it('a finished picker keeps the field readable, read-only', async () => {
    const { user } = setup(single(textQuestion('t')));
    const field = screen.getByRole('textbox', { name: 'Question t?' });
    await user.type(field, 'done{Enter}');
    expect(field).toHaveAttribute('readonly');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field).toHaveValue('done');
  });
});

describe('"Ask me more first"', () => {
  it('is off by default: no followUp, and its button does nothing', () => {
    const { result } = renderHook(() => useAskQuestions(oneSingle));
    expect(result.current.followUp).toBeUndefined();
    const button = result.current.getFollowUpButtonProps() as { onClick(): void; 'aria-disabled'?: string };
    expect(button['aria-disabled']).toBe('true');
    act(() => button.onClick());
    expect(result.current.outcome).toBeNull();
  });

  it('with allowFollowUp: finishes with the answers so far and the response, once', async () => {
    const { user, onOutcome, api } = setup(extendedRequest, { allowFollowUp: true });
    const followUp = api().followUp;
    expect(followUp).toBeTypeOf('function');
    await user.type(nameField(), 'Aurora');
    act(() => api().followUp!('  Also ask about rollbacks  '));
    act(() => api().followUp!('again'));
    expect(api().followUp).toBe(followUp);
    expect(onOutcome).toHaveBeenCalledTimes(1);
    // The untouched timeout default is not reported: the user never confirmed it.
    expect(onOutcome.mock.calls[0]![0]).toEqual({
      type: 'follow_up',
      answers: { name: { selected: [], other: 'Aurora' } },
      response: '  Also ask about rollbacks  ',
    });
  });

  it('its button finishes without a response', async () => {
    const { user, onOutcome } = setup(oneSingle, { allowFollowUp: true });
    await user.click(screen.getByRole('button', { name: 'Ask me more first' }));
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'follow_up', answers: {} });
  });
});
