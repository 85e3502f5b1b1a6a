import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AskUserQuestion } from './ask-user-question.js';
import { deploymentRequest, textRequest } from './stories/extended-fixtures.js';
import { textAndNumberQuestions } from './fields.js';

/**
 * Extended hosts: a call `title` (a heading), question descriptions, text and number questions
 * (handed over: `fields={textAndNumberQuestions}` from `@askq/ui/fields`), and the opt-in "Ask me
 * more first".
 */
const meta = {
  title: 'UI/AskUserQuestion/Extended',
  component: AskUserQuestion,
  args: { input: deploymentRequest, fields: textAndNumberQuestions, onOutcome: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescriptions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deploy settings' })).toBeVisible();
    await expect(canvas.getByText('Staging is reset every night.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Which environment should this deploy go to?' })).toHaveAccessibleDescription(
      'Staging is reset every night.',
    );
  },
};

/** Keyboard only: a digit picks, typing answers the text question, Enter moves on, the review lists everything. */
export const KeyboardToReview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Target/ }));
    await userEvent.keyboard('2');
    const name = await waitFor(() => {
      const field = canvas.getByRole('textbox', { name: 'What should the release be called?' });
      expect(field).toHaveFocus();
      return field;
    });
    await userEvent.keyboard('{Enter}');
    // Enter does not move on from an unanswered question.
    await expect(name).toBeVisible();
    await userEvent.keyboard('Aurora{Enter}');
    const canary = await waitFor(() => {
      const field = canvas.getByRole('textbox', { name: 'How much traffic should the canary get first?' });
      expect(field).toHaveFocus();
      return field;
    });
    await expect(canary).toHaveValue('5');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(canvas.getByText('Review your answers')).toBeVisible());
    const review = canvas.getByRole('tabpanel', { name: 'Review' });
    await expect(review).toHaveTextContent('Production');
    await expect(review).toHaveTextContent('Aurora');
    await expect(review).toHaveTextContent('6 %');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOutcome).toHaveBeenCalledWith(
      {
        type: 'answered',
        answers: { q1: { selected: ['Production'] }, q2: { selected: [], other: 'Aurora' }, q3: { selected: [], other: '6' } },
      },
      expect.anything(),
    );
  },
};

/** An invalid number is flagged on its tab, and Submit in the review names it with its range. */
export const InvalidNumberInReview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Canary/ }));
    const canary = canvas.getByRole('textbox', { name: 'How much traffic should the canary get first?' });
    await userEvent.clear(canary);
    await userEvent.type(canary, '80');
    await userEvent.click(canvas.getByRole('tab', { name: /Review/ }));
    await expect(canvas.getByRole('tab', { name: /Canary/ })).toHaveAccessibleName('Canary, needs a fix');
    const submit = canvas.getByRole('button', { name: 'Submit answers' });
    await userEvent.click(submit);
    await expect(args.onOutcome).not.toHaveBeenCalled();
    // Submit says why once it was tried.
    await expect(submit).toHaveAccessibleDescription('Canary: Enter a number from 1 to 50.');
  },
};

/** "Ask me more first" (opt-in with `allowFollowUp`): finishes with the follow-up outcome and the answers so far. */
export const AskMeMoreFirst: Story = {
  args: { input: textRequest, allowFollowUp: true, showReceipt: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'What should the release be called?' }), 'Aurora');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const askMore = canvas.getByRole('button', { name: 'Ask me more first' });
    await expect(askMore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOutcome).toHaveBeenCalledWith(
      { type: 'follow_up', answers: { q1: { selected: [], other: 'Aurora' } } },
      expect.anything(),
    );
  },
};

/** Without `allowFollowUp` (the default) there is no such button: only extended hosts accept it. */
export const NoFollowUpByDefault: Story = {
  args: { input: textRequest },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Ask me more first' })).toBeNull();
  },
};
