import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Review } from './review.js';
import { Actions } from './actions.js';
import { Harness } from './stories/harness.js';
import { fourQuestionsInput } from './stories/fixtures.js';

const q = (selected: string[]) => ({ selected, other: { active: false, text: '' }, notes: '' });

/** Question → answer list, unanswered ones flagged, with the phase-aware Back / Submit answers. */
const meta = {
  title: 'UI/Parts/Review',
  component: Review,
  render: (args, { parameters }) => (
    <Harness
      input={fourQuestionsInput}
      options={{ defaultValue: { phase: 'review', activeIndex: 0, drafts: parameters.drafts ?? {} } }}
    >
      {() => (
        <>
          <Review {...args} />
          <Actions />
        </>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Review>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllAnswered: Story = {
  parameters: {
    drafts: { q1: q(['q1.0']), q2: q(['q2.0', 'q2.2']), q3: q(['q3.0']), q4: q(['q4.1']) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Not answered')).toBeNull();
    // A heading, as the questions' texts are: heading navigation finds the step.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Review your answers' })).toBeVisible();
  },
};

export const SomeUnanswered: Story = {
  parameters: { drafts: { q1: q(['q1.1']) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 questions are not answered. You can still submit.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit answers' })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

export const NothingAnswered: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Submit answers' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(canvas.getByRole('button', { name: 'Submit answers' })).toHaveAccessibleDescription(
      'Answer at least one question to submit.',
    );
    // Regression: the review said "You can still submit" while Submit could not act.
    await expect(canvas.queryByText(/You can still submit/)).toBeNull();
  },
};
