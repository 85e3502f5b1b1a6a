import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { OptionList } from './option-list.js';
import { Question } from './question.js';
import { Harness } from './stories/harness.js';
import { pi200Input } from './stories/fixtures.js';

const pi200 = parseAnyDialect(pi200Input).request as AskRequest;

/**
 * The options of a question. More than 8 (pi's `ask` has no limit) get a filter field: it hides
 * the rows that do not match, counts the matches politely and keeps the chosen row; the digits
 * stay those of the whole list, and the rows scroll under the field with Other after them.
 */
const meta = {
  title: 'UI/Parts/OptionList',
  component: OptionList,
  render: (args) => (
    <Harness input={pi200}>
      {() => (
        <Question questionId="region">
          <OptionList {...args} />
        </Question>
      )}
    </Harness>
  ),
} satisfies Meta<typeof OptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterALongList: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The field's code loads on first use (a disabled stand-in until then): wait for it.
    const filter = await waitFor(() => {
      const field = canvas.getByRole('searchbox', { name: 'Filter options' });
      expect(field).toBeEnabled();
      return field;
    });
    const scroll = canvasElement.querySelector<HTMLElement>('[data-slot="askq-option-scroll"]')!;
    // 200 rows scroll under the field; Other stays in view after them.
    await expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight);
    await userEvent.type(filter, '19');
    // The rows follow the field in a transition: wait for them.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('12 of 200 options'));
    await expect(canvas.getAllByRole('radio')).toHaveLength(13);
    // Down enters the list at the first match, then Radix's arrows skip the hidden rows.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'region-019' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'region-119' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('radio', { name: 'region-191' }));
    await expect(canvas.getByRole('radio', { name: 'region-191' })).toBeChecked();
    // Nothing matches: the chosen row stays, and so does Other.
    await userEvent.type(filter, 'x');
    await waitFor(() => expect(canvas.getByText('No options match')).toBeVisible());
    await expect(canvas.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['region-191', 'Other']);
    // Escape clears the filter; the answer is what it was.
    await userEvent.keyboard('{Escape}');
    await expect(filter).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(201));
    await expect(canvas.getByRole('radio', { name: 'region-191' })).toBeChecked();
    // Down straight after typing: the rows catch up first, so focus lands on a row that stays.
    await userEvent.type(filter, 'region-19{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'region-190' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 of 200 options');
  },
};
