import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { claudeCodeInputError } from '@askq/core/input-error';
import { Chat } from '../browser/chat.js';
import { QUESTION, invalidInput, tripInput } from '../browser/fixtures.js';
import { askTurn, lastUserText, replyTurn, scriptedServer, toolResultIn, type ModelTurn, type Prompt } from '../browser/scripted-server.js';

/**
 * askq registered once as assistant-ui's AskUserQuestion tool UI (`askUserQuestionToolkit()`), in a
 * thread on assistant-ui's AI SDK runtime. The server half runs in the page: the real `streamText`
 * with askq's `askUserQuestionTool()` over a scripted model, so what the model reads back is
 * produced as a route handler would produce it. Send a message to start.
 */

/** The chat over a fresh scripted server; `onPrompt` sees every prompt the model is sent. */
function ScriptedThread({ turns, onPrompt }: { turns: ModelTurn[]; onPrompt: (prompt: Prompt) => void }) {
  const [server] = useState(() => scriptedServer(turns.map((turn) => (prompt: Prompt) => (onPrompt(prompt), turn(prompt)))));
  return <Chat transport={server.transport} />;
}

const meta = {
  title: 'assistant-ui/AskUserQuestionToolUI',
  component: ScriptedThread,
  args: { turns: [], onPrompt: fn() },
  // The script and the spy are the story's machinery, not props to play with.
  argTypes: { turns: { table: { disable: true } }, onPrompt: { table: { disable: true } } },
} satisfies Meta<typeof ScriptedThread>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function send({ canvas, userEvent }: Context, text: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** The option named `name` once the run waits on the call (while the call streams it is inert). */
const liveOption = ({ canvas }: Context, name: RegExp) =>
  waitFor(() => {
    const radio = canvas.getByRole('radio', { name });
    if (radio.hasAttribute('disabled')) throw new Error('the call is still streaming');
    return radio;
  });

/** The prompt of the model's `n`-th call (0-based). */
const promptOf = ({ args }: Context, n: number) => (args.onPrompt as ReturnType<typeof fn>).mock.calls[n]![0] as Prompt;

/** The model reads its tool result back, as a model would. */
const startsIn = replyTurn((prompt) => {
  const result = toolResultIn(prompt, 'call-trip') as { value?: string } | undefined;
  return `Starting in ${/="([^"]*)"/.exec(result?.value ?? '')?.[1] ?? 'nowhere'}.`;
});

/** A call streams in and waits; the answer reaches the model as the text Claude Code gives, and the card becomes the receipt. */
export const AskAndAnswer: Story = {
  args: { turns: [askTurn('call-trip', tripInput), startsIn] },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await send(context, 'Plan a trip');
    await userEvent.click(await liveOption(context, /Porto/));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByText('Starting in Porto.')).toBeVisible());
    await expect(args.onPrompt).toHaveBeenCalledTimes(2);
    await expect(toolResultIn(promptOf(context, 1), 'call-trip')).toEqual({
      type: 'text',
      value: `Your questions have been answered: "${QUESTION}"="Porto". You can now continue with these answers in mind.`,
    });
    await expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto');
  },
};

/** The user writes in the chat instead of answering: assistant-ui cancels the call in the same request as the message. */
export const WriteInsteadOfAnswering: Story = {
  args: { turns: [askTurn('call-trip', tripInput), replyTurn((prompt) => `You wrote: ${lastUserText(prompt)}`)] },
  play: async (context) => {
    const { canvas, args } = context;
    await send(context, 'Plan a trip');
    await liveOption(context, /Porto/);
    await send(context, 'Just pick one for me');
    await waitFor(() => expect(canvas.getByText('You wrote: Just pick one for me')).toBeVisible());
    await expect(args.onPrompt).toHaveBeenCalledTimes(2);
    await expect(toolResultIn(promptOf(context, 1), 'call-trip')).toEqual({ type: 'error-text', value: 'User cancelled tool call by sending a new message.' });
    await waitFor(() => expect(canvas.getByRole('group', { name: /Replied in the chat instead/ })).toBeVisible());
  },
};

/** Input Claude Code would reject: a notice in the thread, and the model gets Claude Code's text as an error result and asks again. */
export const InvalidInput: Story = {
  args: { turns: [askTurn('call-bad', invalidInput), askTurn('call-trip', tripInput, 'Let me fix that.'), startsIn] },
  play: async (context) => {
    const { canvas } = context;
    await send(context, 'Pick a colour');
    await waitFor(() => expect(canvas.getByText('These questions could not be shown.')).toBeVisible());
    await liveOption(context, /Porto/);
    await expect(toolResultIn(promptOf(context, 1), 'call-bad')).toEqual({ type: 'error-text', value: claudeCodeInputError(invalidInput) });
  },
};
