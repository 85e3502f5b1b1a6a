import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ElicitationAsk } from './elicitation-ask.js';

/**
 * One MCP elicitation as it comes off the wire (an `AskSessionAsk` of `kind: 'elicitation'`): the
 * params as the server sent them and the server's name. It reads them and shows the form or the
 * link card; params it cannot read show the parser's reasons and Cancel.
 */
const meta = {
  title: 'UI/Elicitation/Ask',
  component: ElicitationAsk,
  args: { serverName: 'deployments', onOutcome: fn() },
  decorators: [(Story) => <div onClickCapture={(e) => (e.target as Element).closest('a') && e.preventDefault()}>{Story()}</div>],
} satisfies Meta<typeof ElicitationAsk>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Form mode params: the form. */
export const Form: Story = {
  args: {
    input: {
      message: 'Which environment?',
      requestedSchema: { type: 'object', properties: { env: { type: 'string', title: 'Environment', enum: ['staging', 'production'] } }, required: ['env'] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'deployments asks' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'production' })).toBeVisible();
  },
};

/** URL mode params: the consent card. */
export const Link: Story = {
  args: { input: { mode: 'url', message: 'Sign in to the CI provider', elicitationId: 'e1', url: 'https://ci.example/authorize' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'deployments asks you to open a link' })).toBeVisible();
  },
};

/** A server's bad request (an object field, which MCP forms cannot hold): the reasons, and Cancel sends MCP cancel. */
export const Unreadable: Story = {
  args: { input: { message: 'Broken', requestedSchema: { type: 'object', properties: { a: { type: 'object' } }, required: ['a'] } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('deployments sent a request this page cannot show. Cancel it to let the server go on.');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOutcome).toHaveBeenCalledWith({ type: 'declined', reason: 'dismissed', answers: {} }, null);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cancelled.');
  },
};
