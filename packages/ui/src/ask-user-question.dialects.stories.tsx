import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type AskOutcome, type AskRequest } from '@askq/core';
import { parseAnyDialect, toGeminiResult, toMastraResult } from '@askq/core/dialects';
import { textAndNumberQuestions } from './fields.js';
import { AskUserQuestion } from './ask-user-question.js';

/**
 * Other agents' ask-the-user tools in the same picker: the raw tool input as each tool's model
 * sends it (the dialect is detected), and the exact result that tool returns to its model.
 */
const meta = {
  title: 'UI/AskUserQuestion/Dialects',
  component: AskUserQuestion,
  // Other agents' dialects are read when the picker is handed the parser that reads them, and
  // their text questions (Gemini CLI's `type: 'text'`, Mastra's without options) with the fields.
  args: { onOutcome: fn(), parser: parseAnyDialect, fields: textAndNumberQuestions },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

type OnOutcome = ReturnType<typeof fn<(outcome: AskOutcome, request: AskRequest) => void>>;
const reported = async (onOutcome: unknown) => {
  const spy = onOutcome as OnOutcome;
  await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  return spy.mock.calls[0]!;
};

/** Gemini CLI's `ask_user`: a choice question and a `type: 'text'` question with a placeholder. */
export const GeminiAskUser: Story = {
  args: {
    input: {
      questions: [
        {
          question: 'Which test runner should the project use?',
          header: 'Tests',
          type: 'choice',
          options: [
            { label: 'Vitest', description: 'Vite-native, fast watch mode' },
            { label: 'Jest', description: 'The long-standing default' },
          ],
        },
        { question: 'What should the package be called?', header: 'Name', type: 'text', placeholder: 'my-package' },
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^Vitest/ }));
    const name = await waitFor(() => canvas.getByRole('textbox', { name: 'What should the package be called?' }));
    await expect(name).toHaveAttribute('placeholder', 'my-package');
    await userEvent.type(name, 'left-pad');
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|Review)/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Submit/ }));
    const [outcome, request] = await reported(args.onOutcome);
    await expect(request.dialect).toBe('gemini');
    await expect(toGeminiResult(request, outcome)).toBe('{"answers":{"0":"Vitest","1":"left-pad"}}');
  },
};

/** Mastra's `ask_user`: one question at the top level, multi-select by `selectionMode`. */
export const MastraAskUser: Story = {
  args: {
    input: {
      question: 'Which regions should the app run in?',
      selectionMode: 'multi_select',
      options: [{ label: 'Europe' }, { label: 'North America' }, { label: 'Asia' }],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Europe/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Asia/ }));
    // A multi-select moves on by Next (as in Claude Code), to the Submit step.
    await userEvent.click(canvas.getByRole('button', { name: /^(Next|Review)/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Submit/ }));
    const [outcome, request] = await reported(args.onOutcome);
    await expect(request.dialect).toBe('mastra');
    await expect(toMastraResult(request, outcome).content).toBe('User answered: Europe, Asia');
  },
};
