import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';

/** The main flows as interaction tests: what a person does, and the exact outcome it yields. */
const meta = {
  title: 'UI/AskUserQuestion/Flows',
  component: AskUserQuestion,
  args: { input: singleInput, onSubmit: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    // Choosing never submits (WCAG 3.2.2): selection follows focus in a radio group.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { type: 'answered', answers: { q1: { selected: ['npm'] } } },
      expect.objectContaining({ dialect: 'claude' }),
    );
    await expect(canvas.getByRole('group', { name: 'Answered' })).toHaveTextContent('npm');
  },
};

export const SubmitExplainsWhy: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Answer at least one question to submit.');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MultiOtherReviewSubmit: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'pnpm Recommended' }));
    // A single-select pick moves on to the next question.
    await waitFor(() => expect(canvas.getByRole('tab', { name: /CI checks/ })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Type check' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Story tests' }));
    const panel = canvas.getByRole('tabpanel', { name: /CI checks/ });
    await userEvent.type(panel.querySelector('input[type="text"]')!, 'Lint');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Vitest Recommended' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Docs/ })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Review your answers')).toBeVisible();
    await expect(canvas.getByText('1 question is not answered. You can still submit.')).toBeVisible();
    await expect(canvas.getByText('Type check, Story tests, Lint')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        type: 'answered',
        answers: {
          q1: { selected: ['pnpm (Recommended)'] },
          q2: { selected: ['Type check', 'Story tests'], other: 'Lint' },
          q3: { selected: ['Vitest (Recommended)'] },
        },
      },
      expect.anything(),
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).toHaveFocus();
    // Held down: Radix selects on the focus that follows an arrow key, which it moves in a timeout.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'npm' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await expect(canvas.getByRole('radio', { name: 'Yarn' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'answered', answers: { q1: { selected: ['Yarn'] } } }, expect.anything());
  },
};

export const UnansweredWarning: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await userEvent.click(canvas.getByRole('tab', { name: /Review/ }));
    await expect(canvas.getByText('3 questions are not answered. You can still submit.')).toBeVisible();
    await expect(canvas.getAllByText('Not answered')).toHaveLength(3);
  },
};

export const Decline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    // A skip is a decline, never the recommended option.
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'declined', reason: 'dismissed', answers: {} }, expect.anything());
    await expect(canvas.getByRole('group', { name: 'Skipped' })).toBeVisible();
  },
};

export const ChatAboutThis: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yarn' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chat about this' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['Yarn'] } } },
      expect.anything(),
    );
  },
};

export const EscapeDeclines: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), expect.anything());
  },
};

export const TimesOut: Story = {
  args: { timeout: { ms: 1500, countdownMs: 1500 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled(), { timeout: 5000 });
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'timed_out', timeoutMs: 1500, answers: {} }, expect.anything());
    await expect(canvas.getByRole('group', { name: 'No response after 2s' })).toBeVisible();
  },
};
