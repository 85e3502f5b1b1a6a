import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { AskSessionAsk } from '@askq/react';
import { AskSession, type AskSessionProps } from './ask-session.js';
import { ElicitationAsk } from './elicitation-ask.js';
import { FakeEventSource, fakeSessionServer } from './stories/fake-session.js';
import { multiInput, singleInput } from './stories/fixtures.js';

const ask = (id: string, input: unknown, agentId?: string): AskSessionAsk => ({
  id,
  sessionId: 'demo',
  input,
  createdAt: 1_700_000_000_000,
  ...(agentId !== undefined && { agentId }),
});

type DemoProps = Omit<AskSessionProps, 'url' | 'sessionId' | 'fetch' | 'EventSource'> & { asks: AskSessionAsk[]; failSends?: number };

/** An AskSession on an in-memory server (a fake EventSource and fetch): no network. */
function Demo({ asks, failSends, ...props }: DemoProps) {
  const [server] = useState(() => fakeSessionServer(asks, { failSends }));
  return <AskSession {...props} url="/api/askq" sessionId="demo" EventSource={server.EventSource} fetch={server.fetch} />;
}

/**
 * The drop-in session view for an @askq/server handler: the oldest waiting question in the
 * picker, the queue count and who asks, a visible reconnecting state. Stories use an in-memory
 * server in place of the SSE stream and the answer endpoint.
 */
const meta = {
  title: 'UI/AskSession',
  component: Demo,
  args: { asks: [ask('a1', singleInput, 'planner'), ask('a2', multiInput, 'reviewer')] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two subagents ask at once: one question shows, with "1 of 2"; answering it shows the next. */
export const Queue: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('1 of 2 waiting')).toBeVisible();
    await expect(canvas.getByText('Asked by planner')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Yarn/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('group', { name: /every pull request/i })).toBeVisible();
    await expect(canvas.getByText('Asked by reviewer')).toBeVisible();
    await expect(canvas.queryByText(/waiting$/)).toBeNull();
  },
};

/**
 * The connection dropped: the question stays, the status says the stream is retried (by the
 * browser, or by the session client once the browser gave up), and Reconnect retries now.
 */
export const Reconnecting: Story = {
  args: { asks: [ask('r1', singleInput)] },
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', { name: /package manager/i });
    FakeEventSource.last().drop();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…'));
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  },
};

/**
 * The agent stopped waiting for the question shown (its run was cancelled): the card goes, and a
 * line under the header says so, also said in the session's live region (nothing was sent).
 */
export const Withdrawn: Story = {
  args: { asks: [ask('w1', singleInput, 'planner')] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Yarn/ }));
    FakeEventSource.last().emit('withdrawn', { seq: 2, type: 'withdrawn', id: 'w1', sessionId: 'demo', reason: 'aborted' });
    const said = /^“Which package manager[^”]*”: the agent stopped waiting; nothing was sent$/;
    // Shown under the header, and said once in the live region (the shown line is not live).
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="askq-session-notice"]')).toHaveTextContent(said));
    await expect(canvasElement.querySelector('[data-slot="askq-session-notice"]')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"][data-slot="askq-visually-hidden"]')).toHaveTextContent(said);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Nothing waits: a quiet line with `showEmpty` (without it, nothing at all). */
export const Empty: Story = {
  args: { asks: [], showEmpty: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No questions waiting')).toBeVisible();
  },
};

/** The answer could not be sent (the network dropped): it is kept, the alert says so, Try again sends it. */
export const SendFailed: Story = {
  args: { asks: [ask('f1', singleInput), ask('f2', multiInput)], failSends: 1 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Yarn/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your answer could not be sent.');
    // Focus went to the message (the picker's Submit went), not to <body>.
    await waitFor(() => expect(alert).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('group', { name: /every pull request/i })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The last one answered: the empty line holds focus (shown for that without showEmpty).
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(canvas.getByText('No questions waiting')).toHaveFocus());
  },
};

const releaseForm = {
  message: 'Schedule the 2.4 release',
  requestedSchema: {
    type: 'object',
    properties: {
      environment: { type: 'string', title: 'Environment', oneOf: [{ const: 'staging', title: 'Staging' }, { const: 'production', title: 'Production' }] },
      notify: { type: 'boolean', title: 'Tell the on-call team', default: true },
    },
    required: ['environment'],
  },
};
const elicitation = (id: string, input: unknown): AskSessionAsk => ({ ...ask(id, input), kind: 'elicitation', serverName: 'Deployments' });

/**
 * An MCP server's form and link wait with an AskUserQuestion: `elicitation={ElicitationAsk}` shows
 * each in its own component; Send (after the review) and Decline answer them in turn.
 */
export const McpElicitation: Story = {
  args: {
    elicitation: ElicitationAsk,
    asks: [
      elicitation('e1', releaseForm),
      elicitation('e2', { mode: 'url', message: 'Sign in to the CI provider', elicitationId: 'ci', url: 'https://ci.example/authorize' }),
      ask('e3', singleInput),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('1 of 3 waiting')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deployments asks' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Production' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send' }));
    const link = await canvas.findByRole('heading', { name: 'Deployments asks you to open a link' });
    await expect(link).toBeVisible();
    // Each card that follows takes focus from the one that went (never <body>).
    await waitFor(() => expect(link.closest('[data-slot="askq-elicitation-url"]')?.contains(document.activeElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const picker = await canvas.findByRole('radiogroup', { name: /package manager/i });
    await expect(picker).toBeVisible();
    await waitFor(() => expect(picker.closest('[data-slot="askq-root"]')?.contains(document.activeElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(canvas.getByText('No questions waiting')).toHaveFocus());
  },
};

/** Without an `elicitation` component, an MCP request says what waits, with Cancel (never a blank card). */
export const McpElicitationWithoutComponent: Story = {
  args: { asks: [elicitation('n1', releaseForm), ask('n2', singleInput)] },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Deployments asks for input this page cannot show.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('radiogroup', { name: /package manager/i })).toBeVisible();
  },
};
