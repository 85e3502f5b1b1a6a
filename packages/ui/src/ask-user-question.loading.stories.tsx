import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { parseAskRequest, type AskParser } from '@askq/core';
import { parseWithFields } from '@askq/core/dialects';
import { createOnDemandParser } from '@askq/core/picker';
import { AskUserQuestion, type AskUserQuestionProps } from './ask-user-question.js';
import { textAndNumberQuestions } from './fields.js';
import { singleInput } from './stories/fixtures.js';

/**
 * What a picker shows while the parse it needs is still on its way, a chunk loaded on first use
 * (`createOnDemandParser` from `@askq/core/picker`): plain Claude input shows at once; anything
 * else (JSON text, a text or number question, another dialect) shows the busy card until the chunk
 * is there, then the question; a chunk that cannot load shows an error, never a blank. Here the
 * chunk waits for the button, so each state stays on screen.
 */
const meta = {
  title: 'UI/AskUserQuestion/Loading on first use',
  component: AskUserQuestion,
  args: { input: JSON.stringify(singleInput), onOutcome: fn() },
} satisfies Meta<typeof AskUserQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker with a parser whose chunk arrives when the button is pressed (or never, or fails). */
function HeldParse({ rest, chunk, ...props }: AskUserQuestionProps & { rest: AskParser; chunk: 'held' | 'never' | 'fails' }) {
  const [gate] = useState(() => {
    let open = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (open = resolve));
    return { arrived, open };
  });
  const [parser] = useState(() =>
    createOnDemandParser(() =>
      chunk === 'fails' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : chunk === 'never' ? new Promise<never>(() => undefined) : gate.arrived.then(() => rest),
    ),
  );
  return (
    <>
      {chunk === 'held' && (
        <button type="button" onClick={gate.open}>
          Deliver the chunk
        </button>
      )}
      <AskUserQuestion {...props} parser={props.fields ? undefined : parser} fields={props.fields && { ...props.fields, parser }} />
    </>
  );
}

const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="askq-root"]');

/** Input only the lenient parse reads (JSON text): the busy card until its chunk is there, then the question. */
export const ParseArrives: Story = {
  render: (args) => <HeldParse {...args} rest={parseAskRequest} chunk="held" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Preparing questions…')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the chunk' }));
    await expect(await canvas.findByRole('radio', { name: 'Yarn' })).toBeVisible();
    await expect(root(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** A number question, with the fields handed over: their parse is a chunk of its own too. */
export const FieldsParseArrives: Story = {
  args: {
    input: { questions: [{ question: 'How many retries before a deploy fails?', header: 'Retries', kind: 'number', min: 0, max: 5 }] },
    fields: textAndNumberQuestions,
  },
  render: (args) => <HeldParse {...args} rest={parseWithFields} chunk="held" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Preparing questions…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the chunk' }));
    await expect(await canvas.findByRole('textbox', { name: 'How many retries before a deploy fails?' })).toBeVisible();
  },
};

/** The chunk is still on its way (a slow network): the busy card, never an error. */
export const ParseOnTheWay: Story = {
  render: (args) => <HeldParse {...args} rest={parseAskRequest} chunk="never" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Preparing questions…')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The chunk cannot load (offline, a deploy removed it): the input error says so; the next input tries again. */
export const ParseUnavailable: Story = {
  render: (args) => <HeldParse {...args} rest={parseAskRequest} chunk="fails" />,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('did not load');
  },
};
