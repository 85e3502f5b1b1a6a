import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { markdownPreviewInput, multiInput, singleInput } from './stories/fixtures.js';

/** `Question` on its own inside `AskRoot`: text, options, Other, and previews beside the list. */
const meta = {
  title: 'UI/Parts/Question',
  component: Question,
  args: { questionId: 'q1' },
  render: (args, { parameters }) => (
    <Harness input={parameters.input ?? singleInput}>{() => <Question {...args} />}</Harness>
  ),
} satisfies Meta<typeof Question>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelect: Story = {};
export const MultiSelect: Story = { parameters: { input: multiInput } };
export const WithPreviews: Story = { parameters: { input: markdownPreviewInput } };
export const NotesAlways: Story = {
  args: { notes: 'always' },
  play: async ({ canvas, userEvent }) => {
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'Keep the lockfile.');
    await expect(notes).toHaveValue('Keep the lockfile.');
  },
};
/** Narrow container: the preview stacks under the options (a container query, not the viewport). */
export const PreviewsNarrow: Story = {
  parameters: { input: markdownPreviewInput },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
};
