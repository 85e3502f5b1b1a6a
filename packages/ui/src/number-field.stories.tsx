import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Actions } from './actions.js';
import { NumberField } from './number-field.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { numberQuestion, retriesRequest, timeoutRequest } from './stories/extended-fixtures.js';

/**
 * A `kind: "number"` question (extended hosts): a text field with a numeric keypad (not
 * `type="number"`), the unit after it, the range under it, and an error once the user leaves it.
 */
const meta = {
  title: 'UI/Parts/NumberField',
  component: NumberField,
  parameters: { onOutcome: fn() },
  render: (_args, { parameters }) => (
    <Harness input={parameters.input ?? retriesRequest} options={{ onOutcome: parameters.onOutcome }}>
      {() => (
        <>
          <Question questionId="q1" />
          <Actions />
        </>
      )}
    </Harness>
  ),
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

const retries = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'How many retries before a deploy fails?' });

export const Valid: Story = {
  play: async ({ canvas, userEvent, parameters }) => {
    const field = retries(canvas);
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await expect(field).toHaveAccessibleDescription('From 0 to 10, in steps of 1');
    await userEvent.click(field);
    await userEvent.keyboard('7');
    await userEvent.tab();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(parameters.onOutcome).toHaveBeenCalledWith(
      { type: 'answered', answers: { q1: { selected: [], other: '7' } } },
      expect.anything(),
    );
  },
};

/** Out of range: nothing while typing; after Tab the field is invalid and says what fits; Submit says why. */
export const OutOfRange: Story = {
  play: async ({ canvas, userEvent, parameters }) => {
    const field = retries(canvas);
    await userEvent.click(field);
    await userEvent.keyboard('12');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('From 0 to 10, in steps of 1 Enter a number from 0 to 10.');
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(parameters.onOutcome).not.toHaveBeenCalled();
    // Submit says why once it was tried.
    await expect(submit).toHaveAccessibleDescription('Retries: Enter a number from 0 to 10.');
  },
};

export const NotANumber: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = retries(canvas);
    await userEvent.click(field);
    // A comma decimal reads differently per locale: it is refused with a hint, never guessed.
    await userEvent.keyboard('2,5{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a number from 0 to 10, like 0; use a dot for decimals.')).toBeVisible();
  },
};

/** A unit, a step and a default: the default is pre-filled; ArrowUp / ArrowDown step on the grid. */
export const WithUnitAndStep: Story = {
  parameters: { input: timeoutRequest },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'How long may a health check take?' });
    await expect(field).toHaveValue('30');
    await expect(field).toHaveAccessibleDescription(
      's The deploy is rolled back when a check takes longer. From 5 to 60, in steps of 5',
    );
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(field).toHaveValue('35');
    await userEvent.clear(field);
    await userEvent.keyboard('33');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a number from 5 to 60 in steps of 5 (counting from 5).')).toBeVisible();
  },
};

/** A negative range: the keypad must offer a minus sign, so the field asks for a text keyboard. */
export const NegativeRange: Story = {
  parameters: { input: { dialect: 'claude', previewFormat: 'markdown', questions: [numberQuestion({ min: -20, max: 20, unit: '°C' })] } },
  play: async ({ canvas, userEvent }) => {
    const field = retries(canvas);
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.click(field);
    await userEvent.keyboard('-4.5');
    await userEvent.tab();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};
