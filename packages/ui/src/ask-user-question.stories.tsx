import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AskUserQuestion } from './ask-user-question.js';
import { parseAnyDialect } from '@askq/core/dialects';
import { idleTimeout } from './idle-timeout.js';
import {
  singleInput, multiInput, markdownPreviewInput, htmlPreviewInput, fourQuestionsInput, longTextInput,
  pi200Input, freeTextInput, invalidInput, streamingInput,
} from './stories/fixtures.js';

const meta = {
  title: 'UI/AskUserQuestion',
  component: AskUserQuestion,
  args: { input: singleInput, onOutcome: fn() },
  parameters: { docs: { description: { component: 'The drop-in picker. Every state below is also a story test (axe included).' } } },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /package manager/i })).toBeVisible();
    // The display label drops " (Recommended)"; the badge says it instead.
    await expect(canvas.getByRole('radio', { name: 'pnpm Recommended' })).toHaveAccessibleDescription(/disk-efficient/);
  },
};

export const MultiSelect: Story = {
  args: { input: multiInput },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /every pull request/i })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const OtherAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Other answer' });
    await expect(field).toHaveAttribute('placeholder', 'Type something');
    await userEvent.type(field, 'Bun');
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
  },
};

export const WithNotes: Story = { args: { notes: 'always' } };

export const MarkdownPreviews: Story = {
  args: { input: markdownPreviewInput },
  play: async ({ canvas, userEvent }) => {
    // The pane's content is a chunk loaded on first use: its box at once, the text once it is there.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Preview: Sidebar' })).toHaveTextContent('Settings'));
    await userEvent.click(canvas.getByRole('radio', { name: /Single long page/ }));
    const more = canvas.getByRole('button', { name: '24 lines hidden' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: /Decide later/ }));
    await expect(canvas.getByText('No preview available')).toBeVisible();
  },
};

/** The Other row has no preview: the first option's used to show beside an Other answer. */
export const OtherHasNoPreview: Story = {
  args: { input: markdownPreviewInput },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Tabs/ }));
    await expect(canvas.getByRole('group', { name: 'Preview: Tabs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    await expect(canvas.getByRole('group', { name: 'Preview' })).toHaveTextContent('No preview available');
    // Typing on the Other row goes into its field, and the preview stays empty.
    await userEvent.keyboard('Wizard');
    await expect(canvas.getByRole('textbox', { name: 'Other answer' })).toHaveValue('Wizard');
    await expect(canvas.getByRole('textbox', { name: 'Other answer' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Preview' })).toHaveTextContent('No preview available');
  },
};

/** HTML previews are a host setting: `previewFormat="html"` (never guessed from the text). */
export const HtmlPreviews: Story = {
  args: { input: htmlPreviewInput, previewFormat: 'html' },
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Option preview: Solid');
    // No scripts, no same-origin, no navigation: the fragment is untrusted model output.
    await expect(frame).toHaveAttribute('sandbox', '');
  },
};

export const FourQuestionsWithReview: Story = { args: { input: fourQuestionsInput } };

export const VeryLongText: Story = { args: { input: longTextInput } };

export const PiDialect200Options: Story = {
  args: { input: pi200Input, parser: parseAnyDialect },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(201);
    await expect(canvas.getByRole('radio', { name: 'region-003 Recommended' })).toBeVisible();
  },
};

/** agentrail's free-text question (a top-level `question`, no options). */
export const FreeTextOnly: Story = { args: { input: freeTextInput, parser: parseAnyDialect } };

export const InvalidInput: Story = {
  args: { input: invalidInput },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('These questions could not be shown.');
    await expect(alert.querySelectorAll('li').length).toBeGreaterThan(0);
  },
};

export const NotAnObject: Story = { args: { input: 'definitely not JSON' } };

export const DisabledWhileStreaming: Story = {
  args: { input: streamingInput, disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'pnpm' });
    await userEvent.click(radio);
    await expect(radio).not.toBeChecked();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

export const StreamingNothingYet: Story = { args: { input: '{"questions": [{"quest', disabled: true } };

export const TimeoutCountdown: Story = {
  args: { timeout: idleTimeout({ ms: 60_000, countdownMs: 60_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/Continuing on its own in \d+s/);
  },
};
