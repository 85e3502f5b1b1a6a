import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Other } from './other.js';
import { Question } from './question.js';
import { OptionList } from './option-list.js';
import { Harness } from './stories/harness.js';
import { freeTextInput, multiInput, singleInput } from './stories/fixtures.js';

/** The implicit free-text answer: typing chooses it; its text is the answer, never "Other". */
const meta = {
  title: 'UI/Parts/Other',
  component: Other,
  render: (_args, { parameters }) => (
    <Harness input={parameters.input ?? singleInput}>{() => <Question questionId="q1" />}</Harness>
  ),
} satisfies Meta<typeof Other>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Other answer' }), 'Bun 2');
    // In single-select the typed answer replaces the chosen option; digits typed are text.
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'npm' })).not.toBeChecked();
  },
};

/** Typed text, then another option: the text is kept for Other, shown inactive, and not sent. */
export const KeptNotSent: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Other answer' });
    await userEvent.type(field, 'Bun 2');
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await expect(canvas.getByRole('radio', { name: 'Other' })).not.toBeChecked();
    await expect(field).toHaveValue('Bun 2');
    await expect(field).toHaveAttribute('data-state', 'inactive');
    await expect(field).toHaveAccessibleDescription('Not sent: choose Other or type here to send it');
    // Typing in it chooses Other again.
    await userEvent.type(field, '!');
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(field).not.toHaveAttribute('data-state');
  },
};

export const MultiSelect: Story = {
  parameters: { input: multiInput },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unit tests' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Other answer' }), 'Lint');
    await expect(canvas.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unit tests' })).toBeChecked();
  },
};

export const FreeTextOnly: Story = {
  parameters: { input: freeTextInput },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'What should the release be called?' })).toBeVisible();
  },
};

export const WithoutOther: Story = {
  render: () => (
    <Harness input={singleInput}>
      {() => (
        <Question questionId="q1">
          <OptionList other={false} />
        </Question>
      )}
    </Harness>
  ),
};
