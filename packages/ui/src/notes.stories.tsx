import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notes } from './notes.js';
import { Question } from './question.js';
import { OptionList } from './option-list.js';
import { Harness } from './stories/harness.js';
import { singleInput } from './stories/fixtures.js';

/** Free text sent beside the answer; notes alone are sent as "(notes only)". */
const meta = {
  title: 'UI/Parts/Notes',
  component: Notes,
  render: (args) => (
    <Harness input={singleInput}>
      {() => (
        <Question questionId="q1" notes="never">
          <OptionList />
          <Notes {...args} />
        </Question>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Notes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(field, 'Pin the version in packageManager.');
    await expect(field).toHaveValue('Pin the version in packageManager.');
  },
};
