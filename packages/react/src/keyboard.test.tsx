import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneSingle, threeQuestions, twoSingles } from './test/fixtures.js';
import { radio, setupPicker as setup, tab } from './test/setup-picker.js';

// Radix selects on arrow focus only while the arrow is held (its keyup listener resets that), and
// moves focus in a timeout: press, let it run, then release, as a real keyboard does.
const ARROW_DOWN = '{ArrowDown>}{/ArrowDown}';
const ARROW_UP = '{ArrowUp>}{/ArrowUp}';

describe('digits', () => {
  it('select in single-select (and advance), toggle in multi-select', async () => {
    const { user, api } = setup(threeQuestions);
    screen.getByTestId('root').focus();
    await user.keyboard('2');
    expect(api().store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(api().activeIndex).toBe(1);
    await user.keyboard('1');
    expect(api().activeIndex).toBe(2);
    await user.keyboard('3');
    await user.keyboard('1');
    await user.keyboard('3');
    expect(api().store.getSnapshot().state.drafts.q3?.selected).toEqual(['q3.0']);
    expect(api().activeIndex).toBe(2);
  });

  it('the number after the options chooses Other and focuses its field', async () => {
    const { user, api } = setup(twoSingles);
    screen.getByTestId('root').focus();
    await user.keyboard('4');
    expect(api().store.getSnapshot().state.drafts.q1?.other.active).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Other text q1')).toHaveFocus());
    expect(radio('Other q1')).toHaveAttribute('aria-checked', 'true');
  });

  it('are text, not shortcuts, in inputs and textareas', async () => {
    const { user, api } = setup(twoSingles);
    await user.type(screen.getByLabelText('Other text q1'), 'v2');
    await user.type(screen.getByLabelText('Notes q1'), '3');
    const draft = api().store.getSnapshot().state.drafts.q1;
    expect(draft).toMatchObject({ selected: [], other: { active: true, text: 'v2' }, notes: '3' });
    expect(api().activeIndex).toBe(0);
  });

  it('ignore digits beyond the options and modified digits', async () => {
    const { user, api } = setup(twoSingles);
    screen.getByTestId('root').focus();
    await user.keyboard('9{Control>}1{/Control}');
    expect(api().answered.q1).toBe(false);
  });
});

describe('radio group (Radix) and advance-on-select', () => {
  it('arrow keys select (selection follows focus) but never advance', async () => {
    const { user, api } = setup(twoSingles);
    await user.click(radio('A'));
    expect(api().activeIndex).toBe(1);
    await user.click(tab('Q1'));
    radio('A').focus();
    await user.keyboard(ARROW_DOWN);
    expect(radio('B')).toHaveFocus();
    expect(api().store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(api().activeIndex).toBe(0);
    await user.keyboard(ARROW_DOWN);
    expect(api().store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.2']);
    expect(api().activeIndex).toBe(0);
  });

  it('a click or Space is a real selection: it advances and moves focus into the next panel', async () => {
    const { user, api } = setup(threeQuestions);
    await user.click(radio('B'));
    expect(api().activeIndex).toBe(1);
    await waitFor(() => expect(radio('D')).toHaveFocus());
    await user.keyboard(' ');
    expect(api().store.getSnapshot().state.drafts.q2?.selected).toEqual(['q2.0']);
    expect(api().activeIndex).toBe(2);
  });

  it('a pick that stays on its step leaves focus where it is (no focus() call, no style recalculation)', async () => {
    const { api } = setup(oneSingle);
    const before = document.activeElement;
    // A programmatic click (as a test or a script does) focuses nothing; the pick moves nowhere.
    radio('A').click();
    // The commit that shows the pick is where focus would move (a layout effect of that commit).
    await waitFor(() => expect(radio('A')).toHaveAttribute('aria-checked', 'true'));
    expect(api().store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    expect(document.activeElement).toBe(before);
  });

  it('choosing Other does not advance; typing in it does not either', async () => {
    const { user, api } = setup(twoSingles);
    await user.click(radio('Other q1'));
    await user.type(screen.getByLabelText('Other text q1'), 'Mongo');
    expect(api().activeIndex).toBe(0);
    expect(api().answered.q1).toBe(true);
  });

  it('the option focused drives previewOption', async () => {
    const { user, api } = setup(twoSingles);
    await user.click(radio('C'));
    await user.click(tab('Q1'));
    radio('C').focus();
    await user.keyboard(ARROW_UP);
    expect(api().store.getSnapshot().state.focused.q1).toBe('q1.1');
  });

  it('checkboxes toggle with Space and keep order; no advance', async () => {
    const { user, api } = setup(threeQuestions);
    await user.click(tab('Q3'));
    await user.click(screen.getByRole('checkbox', { name: 'Z' }));
    screen.getByRole('checkbox', { name: 'X' }).focus();
    await user.keyboard(' ');
    expect(api().store.getSnapshot().state.drafts.q3?.selected).toEqual(['q3.0', 'q3.2']);
    expect(api().activeIndex).toBe(2);
  });
});

describe('Enter', () => {
  it('submits the only question when there is no review (also from a radio)', async () => {
    const { user, onOutcome } = setup(oneSingle);
    radio('A').focus();
    await user.keyboard(ARROW_DOWN);
    await user.keyboard('{Enter}');
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({ type: 'answered', answers: { q1: { selected: ['B'] } } });
  });

  it('submits from the Other input on the last step, not from a textarea', async () => {
    const { user, onOutcome } = setup(oneSingle);
    await user.type(screen.getByLabelText('Notes q1'), 'hmm{Enter}');
    expect(onOutcome).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Other text q1'), 'Neither{Enter}');
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({
      type: 'answered',
      // The Enter typed into the notes is a newline there (sent trimmed, as Claude Code sends notes).
      answers: { q1: { selected: [], other: 'Neither', notes: 'hmm' } },
    });
    expect((screen.getByLabelText('Notes q1') as HTMLTextAreaElement).value).toBe('hmm\n');
  });

  it('an Enter that commits IME text in the Other input is the IME\'s, also Safari\'s after compositionend (keyCode 229): nothing is sent', async () => {
    const { user, onOutcome } = setup(oneSingle);
    const other = screen.getByLabelText('Other text q1');
    await user.type(other, 'とうきょう');
    fireEvent.keyDown(other, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(other, { key: 'Enter', keyCode: 229 });
    expect(onOutcome).not.toHaveBeenCalled();
    fireEvent.keyDown(other, { key: 'Enter', keyCode: 13 });
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({ type: 'answered', answers: { q1: { selected: [], other: 'とうきょう' } } });
  });

  it('confirms an answered step (next) and submits in review', async () => {
    const { user, api, onOutcome } = setup(twoSingles, { advanceOnSelect: false });
    radio('A').focus();
    await user.keyboard(ARROW_DOWN);
    await user.keyboard('{Enter}');
    expect(api().activeIndex).toBe(1);
    expect(onOutcome).not.toHaveBeenCalled();
    // Focus moved into q2, on its first option: Enter chooses the highlighted option and goes on.
    await user.keyboard('{Enter}');
    expect(api().store.getSnapshot().state.drafts.q2?.selected).toEqual(['q2.0']);
    expect(api().phase).toBe('review');
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Review' })).toHaveFocus());
    // Enter on the tab itself only activates the tab (APG); inside the review panel it submits.
    tab('Review').focus();
    await user.keyboard('{Enter}');
    expect(onOutcome).not.toHaveBeenCalled();
    screen.getByRole('tabpanel', { name: 'Review' }).focus();
    await user.keyboard('{Enter}');
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('on a radio picks the highlighted option, as in Claude Code (chosen, moving on); on a checkbox it confirms (Space toggles)', async () => {
    const { user, api } = setup(threeQuestions, { review: 'never' });
    // Tab into the group: focus on the first radio, nothing chosen yet.
    radio('A').focus();
    await user.keyboard('{Enter}');
    expect(api().store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    expect(api().activeIndex).toBe(1);
    await user.click(tab('Q3'));
    screen.getByRole('checkbox', { name: 'Y' }).focus();
    await user.keyboard(' ');
    expect(api().store.getSnapshot().state.drafts.q3?.selected).toEqual(['q3.1']);
    // The last step: Enter on a checkbox submits what is toggled, it does not untoggle it.
    await user.keyboard('{Enter}');
    expect(api().outcome).toMatchObject({ type: 'answered', answers: { q3: { selected: ['Y'] } } });
  });

  it('after a digit the highlight is on the picked option, so Enter confirms what the digit picked', async () => {
    const { user, onOutcome } = setup(oneSingle);
    radio('A').focus();
    await user.keyboard('3');
    await waitFor(() => expect(radio('C')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({ type: 'answered', answers: { q1: { selected: ['C'] } } });
  });

  it('on the chosen radio confirms the step; on the Other row it chooses Other and focuses its field', async () => {
    const { user, api } = setup(twoSingles, { advanceOnSelect: false });
    await user.click(radio('B'));
    radio('B').focus();
    await user.keyboard('{Enter}');
    expect(api().activeIndex).toBe(1);
    radio('Other q2').focus();
    await user.keyboard('{Enter}');
    expect(api().store.getSnapshot().state.drafts.q2?.other.active).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Other text q2')).toHaveFocus());
  });

  it('on a button keeps its native meaning', async () => {
    const { user, api, onOutcome } = setup(oneSingle, { review: 'always' });
    await user.click(radio('A'));
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(api().phase).toBe('review');
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe('Left / Right switch questions; Up / Down stay in one', () => {
  it('from an option: the next question, focus on its first option, nothing chosen by the held arrow', async () => {
    const { user, api } = setup(threeQuestions);
    radio('A').focus();
    await user.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(api().activeIndex).toBe(1);
    await waitFor(() => expect(radio('D')).toHaveFocus());
    expect(api().answered.q2).toBe(false);
    expect(api().answered.q1).toBe(false);
    await user.keyboard('{ArrowLeft>}{/ArrowLeft}');
    expect(api().activeIndex).toBe(0);
    await waitFor(() => expect(radio('A')).toHaveFocus());
    // Down moves within the question (and Radix's selection follows focus there, never advancing).
    await user.keyboard(ARROW_DOWN);
    expect(api().activeIndex).toBe(0);
    await waitFor(() => expect(radio('B')).toHaveFocus());
  });

  it('from a button too, around to the review step; never from a text field', async () => {
    const { user, api } = setup(twoSingles, { review: 'always' });
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(api().phase).toBe('review');
    await user.click(tab('Q1'));
    const other = screen.getByLabelText('Other text q1');
    await user.type(other, 'ab{ArrowLeft}{ArrowRight}');
    expect(api().activeIndex).toBe(0);
    expect(other).toHaveFocus();
  });

  // dir="RTL" too: HTML reads the attribute without case.
  it.each(['rtl', 'RTL'])('mirror in right-to-left pickers (dir="%s")', async (dir) => {
    const { user, api } = setup(twoSingles);
    screen.getByTestId('root').setAttribute('dir', dir);
    radio('A').focus();
    await user.keyboard('{ArrowLeft>}{/ArrowLeft}');
    expect(api().activeIndex).toBe(1);
  });
});

describe('Escape', () => {
  it("declines with reason 'dismissed', keeping what was answered", async () => {
    const { user, onOutcome } = setup(twoSingles);
    await user.click(radio('B'));
    await user.keyboard('{Escape}');
    expect(onOutcome).toHaveBeenCalledWith(
      { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['B'] } } },
      twoSingles,
    );
  });

  it('in a text field leaves the field for the question\'s choices, keeping the text', async () => {
    const { user, api, onOutcome } = setup(twoSingles);
    await user.click(radio('B'));
    await user.click(tab('Q1'));
    await user.type(screen.getByLabelText('Notes q1'), 'why B');
    await user.keyboard('{Escape}');
    expect(onOutcome).not.toHaveBeenCalled();
    expect(radio('B')).toHaveFocus();
    expect(api().store.getSnapshot().state.drafts.q1?.notes).toBe('why B');
  });

  it('with typed text asks first: a second Escape declines, anything else cancels the question', async () => {
    const { user, api, onOutcome } = setup(twoSingles);
    await user.type(screen.getByLabelText('Other text q1'), 'Mongo');
    await user.keyboard('{Escape}');
    // Out of the field first; then Escape is the picker's.
    radio('Other q1').focus();
    await user.keyboard('{Escape}');
    expect(api().confirmingDecline).toBe('dismissed');
    expect(onOutcome).not.toHaveBeenCalled();
    await user.keyboard('1');
    expect(api().confirmingDecline).toBeNull();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), twoSingles);
  });

  it('does nothing with escapeDeclines: false', async () => {
    const { user, onOutcome } = setup(twoSingles, { escapeDeclines: false });
    radio('A').focus();
    await user.keyboard('{Escape}');
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe('the Other row', () => {
  // Claude Code's Other row is the text field itself: keys typed on the Other choice used to go
  // nowhere (focus stayed on the radio), so the first word of the answer was lost.
  it('typing on the Other radio types into its field, appending to what is there', async () => {
    const { user, api } = setup(twoSingles);
    radio('Other q1').focus();
    await user.keyboard('Mongo');
    expect(screen.getByLabelText('Other text q1')).toHaveFocus();
    expect(api().store.getSnapshot().state.drafts.q1?.other).toEqual({ active: true, text: 'Mongo' });
    radio('Other q1').focus();
    await user.keyboard('DB');
    expect(api().store.getSnapshot().state.drafts.q1?.other.text).toBe('MongoDB');
    // Space and digits keep their meaning on the radio.
    radio('Other q1').focus();
    await user.keyboard(' ');
    expect(radio('Other q1')).toHaveFocus();
  });

  it('typing on the Other checkbox checks it and types into its field', async () => {
    const { user, api } = setup(threeQuestions);
    await user.click(tab('Q3'));
    screen.getByRole('checkbox', { name: 'Other q3' }).focus();
    await user.keyboard('Lint');
    expect(screen.getByLabelText('Other text q3')).toHaveFocus();
    expect(api().store.getSnapshot().state.drafts.q3?.other).toEqual({ active: true, text: 'Lint' });
  });
});

describe('checkbox group arrows', () => {
  // The UX bar: arrows move in multi-select too (they did nothing on checkboxes).
  it('Up/Down move focus between checkboxes (Other included), wrapping, without toggling', async () => {
    const { user, api } = setup(threeQuestions);
    await user.click(tab('Q3'));
    const box = (name: string) => screen.getByRole('checkbox', { name });
    box('X').focus();
    await user.keyboard('{ArrowDown}');
    expect(box('Y')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box('Other q3')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box('X')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(box('Other q3')).toHaveFocus();
    expect(api().store.getSnapshot().state.drafts.q3?.selected).toEqual([]);
    expect(api().store.getSnapshot().state.drafts.q3?.other.active).toBe(false);
  });
});
