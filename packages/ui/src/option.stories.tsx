import type { Meta, StoryObj } from '@storybook/react-vite';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { expect } from 'storybook/test';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { Option } from './option.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { multiInput, singleInput } from './stories/fixtures.js';

const single = parseAskRequest(singleInput).request as AskRequest;

/** One option row: digit hint, radio / checkbox mark, display label, Recommended badge, description. */
const meta = {
  title: 'UI/Parts/Option',
  component: Option,
  args: { option: single.questions[0]!.options[0]!, index: 0 },
  render: (args) => (
    <Harness input={single}>
      {() => (
        <Question questionId="q1">
          <RadioGroup.Root aria-label="Package manager" data-slot="askq-options">
            <Option {...args} />
          </RadioGroup.Root>
        </Question>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Option>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {
  play: async ({ canvas }) => {
    const radio = canvas.getByRole('radio', { name: 'pnpm Recommended' });
    await expect(radio).toHaveAttribute('aria-keyshortcuts', '1');
    await expect(radio).toHaveAccessibleDescription('Strict, fast, disk-efficient workspaces.');
  },
};
export const Plain: Story = { args: { option: single.questions[0]!.options[1]!, index: 1 } };
export const NoDigitPastNine: Story = { args: { index: 12 } };
export const Checkbox: Story = {
  render: () => (
    <Harness input={multiInput}>{() => <Question questionId="q1" />}</Harness>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Unit tests' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
