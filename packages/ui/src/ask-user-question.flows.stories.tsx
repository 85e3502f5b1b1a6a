import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { AskOutcome, AskRequest } from '@askq/core';
import { AskUserQuestion, type AskUserQuestionProps } from './ask-user-question.js';
import { Receipt } from './receipt.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';
import { idleTimeout } from './idle-timeout.js';

/** The main flows as interaction tests: what a person does, and the exact outcome it yields. */
const meta = {
  title: 'UI/AskUserQuestion/Flows',
  component: AskUserQuestion,
  args: { input: singleInput, onOutcome: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    // Choosing never submits (WCAG 3.2.2): selection follows focus in a radio group.
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onOutcome).toHaveBeenCalledTimes(1);
    await expect(args.onOutcome).toHaveBeenCalledWith(
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
    // Nobody is told off before trying: the words come with the first attempt.
    await expect(canvas.queryByText('Answer at least one question to submit.')).toBeNull();
    await userEvent.click(submit);
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(canvas.getByText('Answer at least one question to submit.')).toBeVisible();
    await expect(submit).toHaveAccessibleDescription('Answer at least one question to submit.');
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
    await expect(args.onOutcome).toHaveBeenCalledWith(
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
    // The question took focus when it arrived: the keys work at once.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).toHaveFocus());
    // Held down: Radix selects on the focus that follows an arrow key, which it moves in a timeout.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'npm' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await expect(canvas.getByRole('radio', { name: 'Yarn' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOutcome).toHaveBeenCalledWith({ type: 'answered', answers: { q1: { selected: ['Yarn'] } } }, expect.anything());
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
    await expect(args.onOutcome).toHaveBeenCalledWith({ type: 'declined', reason: 'dismissed', answers: {} }, expect.anything());
    await expect(canvas.getByRole('group', { name: 'Skipped' })).toBeVisible();
  },
};

export const ChatAboutThis: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yarn' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chat about this' }));
    await expect(args.onOutcome).toHaveBeenCalledWith(
      { type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['Yarn'] } } },
      expect.anything(),
    );
  },
};

export const EscapeDeclines: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), expect.anything());
  },
};

/** Escape in a text field leaves the field (the text stays); with typed text, Skip asks first. */
export const EscapeAndSkipKeepTypedText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const other = canvas.getByRole('textbox', { name: 'Other answer' });
    await userEvent.type(other, 'Bun');
    await userEvent.keyboard('{Escape}');
    await expect(other).not.toHaveFocus();
    await expect(other).toHaveValue('Bun');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Skip and lose what you typed?');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip anyway' }));
    await expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), expect.anything());
  },
};

/** Enter picks the highlighted option; Left / Right switch questions from an option. */
export const EnterAndArrowsLikeClaudeCode: Story = {
  args: { input: fourQuestionsInput },
  play: async ({ canvas, userEvent }) => {
    // The question took focus when it arrived.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /CI checks/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Type check' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).not.toBeChecked();
    // Enter picks the highlighted option, and the pick moves on as a click does.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /CI checks/ })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: 'Packages, answered' })).toBeInTheDocument();
  },
};

export const TimesOut: Story = {
  args: { timeout: idleTimeout({ ms: 1500, countdownMs: 1500 }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalled());
    await expect(args.onOutcome).toHaveBeenCalledWith({ type: 'timed_out', timeoutMs: 1500, answers: {} }, expect.anything());
    await expect(canvas.getByRole('group', { name: 'No response after 2s' })).toBeVisible();
  },
};

/**
 * How a chat renders a settled call: the picker is replaced by a separate `Receipt` (the AI SDK
 * part re-keys on the call's state), so focus must survive a change of component, not just a
 * re-render.
 */
function ChatLike(props: AskUserQuestionProps) {
  const [done, setDone] = useState<{ outcome: AskOutcome; request: AskRequest } | null>(null);
  if (done) return <Receipt request={done.request} outcome={done.outcome} />;
  return (
    <AskUserQuestion
      {...props}
      showReceipt={false}
      onOutcome={(outcome, request) => {
        props.onOutcome?.(outcome, request);
        setDone({ outcome, request });
      }}
    />
  );
}

/**
 * Submitting or declining from the keyboard removes the focused control: focus used to fall to
 * <body> (back to the top of the page, nothing announced). The receipt takes it instead.
 */
export const FocusMovesToReceipt: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('radio', { name: 'npm' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Answered' })).toHaveFocus());
  },
};

export const FocusMovesToChatReceipt: Story = {
  render: (args) => <ChatLike {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('radio', { name: 'npm' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOutcome).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Skipped' })).toHaveFocus());
  },
};

/** Focus elsewhere (the chat composer) is never taken by a receipt. */
export const ReceiptLeavesOtherFocusAlone: Story = {
  render: (args) => (
    <>
      <ChatLike {...args} />
      <input aria-label="Message" />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    const composer = canvas.getByRole('textbox', { name: 'Message' });
    composer.focus();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    composer.focus();
    await canvas.findByRole('group', { name: 'Skipped' });
    await expect(composer).toHaveFocus();
  },
};
