import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Preview } from './preview.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { htmlPreviewInput, markdownPreviewInput } from './stories/fixtures.js';

/** The focused option's preview: monospace Markdown by default, HTML in a sandboxed frame. */
const meta = {
  title: 'UI/Parts/Preview',
  component: Preview,
  render: (args, { parameters }) => (
    <Harness input={parameters.input ?? markdownPreviewInput} options={{ parseOptions: { previewFormat: parameters.previewFormat ?? 'markdown' } }}>
      {() => (
        <Question questionId="q1" notes="never">
          <Preview {...args} />
        </Question>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Markdown: Story = {};
export const ClippedLongMarkdown: Story = {
  args: { maxLines: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '5 lines hidden' })).toHaveAttribute('aria-expanded', 'false');
  },
};
/** HTML previews are a host setting (`previewFormat: 'html'`), never guessed from the text. */
export const Html: Story = {
  parameters: { input: htmlPreviewInput, previewFormat: 'html' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Option preview: Solid') as HTMLIFrameElement;
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.srcdoc).toContain("default-src 'none'");
  },
};
