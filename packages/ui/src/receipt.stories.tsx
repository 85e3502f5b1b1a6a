import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseAskRequest, toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { Receipt } from './receipt.js';
import { fourQuestionsInput } from './stories/fixtures.js';
import { frLabels } from './stories/labels-fr.js';

const request = parseAskRequest(fourQuestionsInput).request as AskRequest;
const answered: AskOutcome = {
  type: 'answered',
  answers: {
    q1: { selected: ['pnpm (Recommended)'] },
    q2: { selected: ['Type check', 'Story tests'], other: 'Lint', notes: 'Lint only changed files.' },
    q3: { selected: ['Vitest (Recommended)'] },
  },
};

const meta = {
  title: 'UI/Receipt',
  component: Receipt,
  args: { request, outcome: answered },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Answered' })).toBeVisible();
    await expect(canvas.getByText('Type check, Story tests, Lint')).toBeVisible();
    await expect(canvas.getByText('Not answered')).toBeVisible();
  },
};

export const Dismissed: Story = { args: { outcome: { type: 'declined', reason: 'dismissed', answers: {} } } };

export const ChatAboutThis: Story = {
  args: { outcome: { type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['npm'] } } } },
};

export const RepliedInChat: Story = {
  args: { outcome: { type: 'declined', reason: 'replied_in_chat', message: 'Wait, what does pnpm do differently?', answers: {} } },
};

export const TimedOut: Story = {
  args: { outcome: { type: 'timed_out', timeoutMs: 60_000, answers: { q3: { selected: ['Jest'] } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'No response after 60s' })).toBeVisible();
  },
};

/** "Ask me more first": the answers so far went to the model with the request for more questions. */
export const FollowUp: Story = {
  args: { outcome: { type: 'follow_up', answers: { q1: { selected: ['pnpm (Recommended)'] } }, response: 'What about Bun?' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Asked for more questions first' })).toBeVisible();
    await expect(canvas.getByText('What about Bun?')).toBeVisible();
  },
};

export const Replied: Story = {
  args: { outcome: { type: 'replied', response: 'Use whatever the monorepo template already has.' } },
};

/** An old transcript: only the tool result text, read back through the request. */
export const FromResultText: Story = {
  args: { outcome: undefined, resultText: toClaudeResultText(request, answered) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type check, Story tests, Lint')).toBeVisible();
  },
};

/** Without the request: the text's own `"question"="answer"` fragments. */
export const FromResultTextAlone: Story = {
  args: {
    request: undefined,
    outcome: undefined,
    resultText:
      'User has answered your questions: "Which test runner should the packages use?"="Vitest (Recommended)", "Where should the docs live?"="README files". You can now continue with the user\'s answers in mind.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('README files')).toBeVisible();
  },
};

export const FromDeclineText: Story = {
  args: { request: undefined, outcome: undefined, resultText: '[cancelled by user]' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Skipped' })).toBeVisible();
  },
};

export const UnreadableText: Story = {
  args: { request: undefined, outcome: undefined, resultText: 'Something a custom host wrote.' },
};

/** Above `maxReadLength` (16,384 characters by default) a text is shown as it is, unread. */
export const LongTextShownPlainly: Story = {
  args: {
    request: undefined,
    outcome: undefined,
    resultText: `User has answered your questions: "Which layout?"="${'Wide layout. '.repeat(1400)}". You can now continue with the user's answers in mind.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Result' })).toBeVisible();
  },
};

export const French: Story = { args: { labels: frLabels } };

export const Dark: Story = {
  decorators: [
    (Story) => (
      <div className="dark" style={{ background: '#0a0a0a', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
