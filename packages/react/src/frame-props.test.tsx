import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { threeQuestions, twoSingles } from './test/fixtures.js';
import { radio, setupPicker as setup, tab } from './test/setup-picker.js';

describe('tab list (APG tabs)', () => {
  it('Left/Right/Home/End move focus and selection, wrapping, including the review tab', async () => {
    const { user, api } = setup(threeQuestions);
    tab('Q1').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Q2')).toHaveFocus();
    expect(tab('Q2')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Q2')).toHaveAttribute('tabindex', '0');
    expect(tab('Q1')).toHaveAttribute('tabindex', '-1');
    expect(api().activeIndex).toBe(1);
    await user.keyboard('{End}');
    expect(tab('Review')).toHaveFocus();
    expect(api().phase).toBe('review');
    await user.keyboard('{ArrowRight}');
    expect(tab('Q1')).toHaveFocus();
    expect(api().phase).toBe('answering');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Review')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Q1')).toHaveFocus();
  });

  it('wires tabs to panels', () => {
    setup(twoSingles);
    const panel = screen.getByRole('tabpanel', { name: 'Q1' });
    expect(tab('Q1')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('radiogroup', { name: 'Question q1?' })).toBeInTheDocument();
  });

  it('mirrors Left/Right in RTL', async () => {
    const { user, api } = setup(twoSingles);
    screen.getByTestId('root').setAttribute('dir', 'rtl');
    tab('Q1').focus();
    await user.keyboard('{ArrowLeft}');
    expect(api().activeIndex).toBe(1);
  });
});

describe('submit button', () => {
  it('is never natively disabled: aria-disabled plus a described reason', async () => {
    const { user, onOutcome } = setup(twoSingles);
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).not.toBeDisabled();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('nothing_answered');
    await user.click(submit);
    expect(onOutcome).not.toHaveBeenCalled();
    await user.click(radio('A'));
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(submit).not.toHaveAttribute('aria-describedby');
  });
});

describe('frame getters take one object', () => {
  it('getTabProps: the target plus props to merge; the review tab', () => {
    const { api } = setup(twoSingles, { id: 't' });
    const calls: string[] = [];
    const first = api().getTabProps({ index: 1, className: 'chip', onClick: () => calls.push('theirs') });
    expect(first).toMatchObject({ id: 't-tab-1', 'aria-controls': 't-panel-1', className: 'chip', 'aria-selected': false });
    expect(first).not.toHaveProperty('index');
    act(() => first.onClick?.({ defaultPrevented: false } as never));
    expect(calls).toEqual(['theirs']);
    expect(api().activeIndex).toBe(1);
    expect(api().getTabProps({ review: true })).toMatchObject({ id: 't-tab-review', 'aria-controls': 't-panel-review' });
  });

  it("getDeclineButtonProps: reason 'dismissed' unless given", async () => {
    const { user, onOutcome, api } = setup(twoSingles);
    expect(api().getDeclineButtonProps()).toMatchObject({ 'data-reason': 'dismissed', type: 'button' });
    const chat = api().getDeclineButtonProps({ reason: 'chat_about_this', 'data-slot': 'chat' });
    expect(chat).toMatchObject({ 'data-reason': 'chat_about_this', 'data-slot': 'chat' });
    expect(chat).not.toHaveProperty('reason');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ type: 'declined', reason: 'dismissed' });
    expect(api().outcome).toMatchObject({ type: 'declined' });
  });

  it('the submit reason element carries ids.submitReason', () => {
    const { api } = setup(twoSingles, { id: 't' });
    expect(api().getSubmitReasonProps()).toMatchObject({ id: api().ids.submitReason, 'data-reason': 'nothing_answered' });
    expect(api().getSubmitButtonProps()['aria-describedby']).toBe(api().ids.submitReason);
  });
});

describe('focus after a step change (never on <body>)', () => {
  it('Next and Back move focus into the new step: the next question, the review panel, back again', async () => {
    const { user } = setup(twoSingles, { advanceOnSelect: false });
    await user.click(radio('A'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(radio('D')).toHaveFocus();
    await user.click(radio('E'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tabpanel', { name: 'Review' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(radio('E')).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
