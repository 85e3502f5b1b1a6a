import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseAskRequest } from '@askq/core';
import { InputError } from './input-error.js';
import { invalidInput } from './stories/fixtures.js';

/** What shows instead of a blank or a crash when the tool input cannot be parsed. */
const meta = {
  title: 'UI/Parts/InputError',
  component: InputError,
  args: { issues: parseAskRequest(invalidInput).issues },
} satisfies Meta<typeof InputError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issues: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
export const NotJson: Story = { args: { issues: parseAskRequest('nope').issues } };
