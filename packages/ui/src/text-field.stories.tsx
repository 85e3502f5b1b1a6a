import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Actions } from './actions.js';
import { Question } from './question.js';
import { TextField } from './text-field.js';
import { Harness } from './stories/harness.js';
import { textRequest } from './stories/extended-fixtures.js';

/** A `kind: "text"` question (extended hosts): one field, named by the question, the text is the answer. */
const meta = {
  title: 'UI/Parts/TextField',
  component: TextField,
  args: {},
  parameters: { onOutcome: fn() },
  render: (_args, { parameters }) => (
    <Harness input={textRequest} options={{ onOutcome: parameters.onOutcome }}>
      {() => (
        <>
          <Question questionId="q1" />
          <Actions />
        </>
      )}
    </Harness>
  ),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'What should the release be called?' });
    await expect(field).toHaveAttribute('placeholder', 'e.g. Aurora');
    // The question's description describes the field.
    await expect(field).toHaveAccessibleDescription('It appears in the changelog and the release notes.');
  },
};

/** Keyboard only: Tab into the field, type, Enter submits (the last step), as in the Other field. */
export const TypeAndEnter: Story = {
  play: async ({ canvas, userEvent, parameters }) => {
    const field = canvas.getByRole('textbox', { name: 'What should the release be called?' });
    // The question took focus when it arrived: typing answers it at once.
    await waitFor(() => expect(field).toHaveFocus());
    // Digits are text here, never option shortcuts.
    await userEvent.keyboard('  Aurora 2  ');
    await expect(field).toHaveValue('  Aurora 2  ');
    await userEvent.keyboard('{Enter}');
    await expect(parameters.onOutcome).toHaveBeenCalledWith(
      { type: 'answered', answers: { q1: { selected: [], other: 'Aurora 2' } } },
      expect.objectContaining({ dialect: 'claude' }),
    );
  },
};
