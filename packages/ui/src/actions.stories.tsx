import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Actions } from './actions.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { fourQuestionsInput, singleInput } from './stories/fixtures.js';

/** Skip, Chat about this, and Next or Submit (aria-disabled with a visible reason until possible). */
const meta = {
  title: 'UI/Parts/Actions',
  component: Actions,
  render: (args, { parameters }) => (
    <Harness input={parameters.input ?? singleInput} options={{ onOutcome: parameters.onOutcome, submitPolicy: parameters.policy }}>
      {(api) => (
        <>
          {api.request?.questions.map((q) => <Question key={q.id} questionId={q.id} />)}
          <Actions {...args} />
        </>
      )}
    </Harness>
  ),
} satisfies Meta<typeof Actions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SubmitOnly: Story = { args: { skip: false, chatAboutThis: false } };
export const NextInAFlow: Story = { parameters: { input: fourQuestionsInput } };

/** Submit policy 'all': the reason names the questions still missing. */
export const MustAnswerAll: Story = {
  parameters: { input: fourQuestionsInput, policy: 'all', onOutcome: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const submit = canvas.getByRole('button', { name: 'Submit answers' });
    await userEvent.click(submit);
    // Submit says why once it was tried.
    await expect(submit).toHaveAccessibleDescription('Answer Packages, CI checks, Tests, Docs to submit.');
  },
};
