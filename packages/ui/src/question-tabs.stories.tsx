import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuestionTabs } from './question-tabs.js';
import { Question } from './question.js';
import { Review } from './review.js';
import { Harness } from './stories/harness.js';
import { fourQuestionsInput, longTextInput } from './stories/fixtures.js';

/** Header chips with answered marks and the review tab (WAI-ARIA tabs, Left/Right/Home/End). */
const meta = {
  title: 'UI/Parts/QuestionTabs',
  component: QuestionTabs,
  render: (args, { parameters }) => (
    <Harness input={parameters.input ?? fourQuestionsInput} options={{ review: 'always' }}>
      {(api) => (
        <>
          <QuestionTabs {...args} />
          {api.request?.questions.map((q) => <Question key={q.id} questionId={q.id} />)}
          <Review />
        </>
      )}
    </Harness>
  ),
} satisfies Meta<typeof QuestionTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'npm' }));
    await expect(canvas.getByRole('tab', { name: 'Packages, answered' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Packages, answered' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A header past 12 characters is cut with an ellipsis; the full text stays in the name and tooltip. */
export const LongHeader: Story = {
  parameters: { input: longTextInput },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Rollout strategy for the migration' });
    await expect(tab).toHaveAttribute('title', 'Rollout strategy for the migration');
  },
};
