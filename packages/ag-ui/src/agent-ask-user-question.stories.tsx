import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { AgentHarness } from './test-utils/agent-harness.js';
import { ScriptedAgent, askTurn, recordingTurns, invalidInput, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';

/**
 * `AgentAskUserQuestion` in a small AG-UI chat wired as the README says, on a real
 * `@ag-ui/client` agent whose runs play scripted events (no model, no network): send "Plan a
 * trip", and the agent's AskUserQuestion call streams in, waits for an answer, and the answer goes
 * back as the next run's tool message (or resume entry).
 */

const QUESTION = tripInput.questions[0]!.question;
const tripRequest = parseAskRequest(tripInput).request!;

/** The chat with a fresh scripted agent; `onRun` sees every run's input, as the agent's server would. */
function ScriptedChat({ turns, onRun }: { turns: Turn[]; onRun: (input: RunAgentInput) => void }) {
  const [agent] = useState(() => new ScriptedAgent(recordingTurns(turns, onRun)));
  return <AgentHarness agent={agent} />;
}

const meta = {
  title: 'AG-UI/AgentAskUserQuestion',
  component: ScriptedChat,
  args: { turns: [], onRun: fn() },
  // The script and the spy are the story's machinery, not props to play with.
  argTypes: { turns: { table: { disable: true } }, onRun: { table: { disable: true } } },
} satisfies Meta<typeof ScriptedChat>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type Context = Parameters<Play>[0];

/** Sends the first message: the agent's run starts and its call streams in. */
async function askForATrip({ canvas, userEvent }: Context) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** The radio named `name` once the call waits for the user (while it streams the same radios are inert). */
const liveRadio = (canvas: Context['canvas'], name: RegExp) =>
  waitFor(() => {
    const radio = canvas.getByRole('radio', { name });
    if (radio.closest('[data-tool-state]')?.getAttribute('data-tool-state') !== 'waiting') throw new Error('the call is not waiting yet');
    return radio;
  });

/** The second run's input: what the agent's server receives after the answer. */
const secondRun = (onRun: Context['args']['onRun']) => (onRun as ReturnType<typeof fn>).mock.calls[1]![0] as RunAgentInput;

/** Asks, picks the option named `name` once the call waits, submits; returns the run the answer started. */
async function answerWith(context: Context, name: RegExp, label: string) {
  const { canvas, userEvent, args } = context;
  await askForATrip(context);
  await userEvent.click(await liveRadio(canvas, name));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(2));
  return { run: secondRun(args.onRun), outcome: { type: 'answered' as const, answers: { q1: { selected: [label] } } } };
}

/** A call streams in and waits; the answer is the next run's tool message, in Claude Code's exact words. */
export const AskAndAnswer: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-answer', args: tripInput, intro: 'Let me ask first.' }), replyTurn('Porto it is.')] },
  play: async (context) => {
    const { canvas } = context;
    const { run, outcome } = await answerWith(context, /Porto/, 'Porto');
    await expect(run.messages.filter((m) => m.role === 'tool')).toEqual([
      expect.objectContaining({ role: 'tool', toolCallId: 'call-story-answer', content: toClaudeResultText(tripRequest, outcome) }),
    ]);
    await waitFor(() => expect(canvas.getByText('Porto it is.')).toBeVisible());
    await expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto');
  },
};

/** A subagent's question (AG-UI 1.0 `subagentRunId`) is headed with the name its run was given. */
export const SubagentAsks: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-sub', args: tripInput, subagent: 'travel-researcher' }), replyTurn('Thanks.')] },
  play: async (context) => {
    await askForATrip(context);
    await waitFor(() => expect(context.canvas.getByText('Asked by travel-researcher')).toBeVisible());
    await liveRadio(context.canvas, /Lisbon/);
  },
};

/** Arguments Claude Code would reject: the chat shows the input error, the model gets Claude Code's text as an error result. */
export const InvalidArguments: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-invalid', args: invalidInput }), replyTurn('Let me fix that.')] },
  play: async (context) => {
    const { canvas, args } = context;
    await askForATrip(context);
    await waitFor(() => expect(canvas.getByText('These questions could not be shown.')).toBeVisible());
    await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(2));
    const text = claudeCodeInputError(invalidInput);
    await expect(secondRun(args.onRun).messages.filter((m) => m.role === 'tool')).toEqual([
      expect.objectContaining({ toolCallId: 'call-story-invalid', content: text, error: text }),
    ]);
    await waitFor(() => expect(canvas.getByText('Let me fix that.')).toBeVisible());
  },
};

/** A chat message while the question waits: the call is resolved as replied in the chat, in the same run as the message. */
export const ReplyInTheChat: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-reply', args: tripInput }), replyTurn('Madrid is lovely too.')] },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await askForATrip(context);
    await liveRadio(canvas, /Lisbon/);
    // The arrived question took focus from the empty message box; typing there again answers in the chat.
    await waitFor(() => expect(document.activeElement?.closest('[data-tool-call-id]')).not.toBeNull());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'What about Madrid?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(2));
    const replied = { type: 'declined' as const, reason: 'replied_in_chat' as const, answers: {}, message: 'What about Madrid?' };
    await expect(secondRun(args.onRun).messages.slice(-2)).toEqual([
      expect.objectContaining({ role: 'tool', toolCallId: 'call-story-reply', content: toClaudeResultText(tripRequest, replied) }),
      expect.objectContaining({ role: 'user', content: 'What about Madrid?' }),
    ]);
    await waitFor(() => expect(canvas.getByText('Madrid is lovely too.')).toBeVisible());
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** A run that ends with an interrupt for the call (AG-UI 1.0): the answer resumes it, and the client adds no tool message. */
export const InterruptResumed: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-interrupt', args: tripInput, interruptId: 'interrupt-trip' }), replyTurn('Resumed.')] },
  play: async (context) => {
    const { canvas } = context;
    const { run, outcome } = await answerWith(context, /Lisbon/, 'Lisbon (Recommended)');
    await expect(run.resume).toEqual([
      expect.objectContaining({
        interruptId: 'interrupt-trip',
        status: 'resolved',
        payload: expect.objectContaining({ text: toClaudeResultText(tripRequest, outcome), output: expect.objectContaining({ answers: { [QUESTION]: 'Lisbon (Recommended)' } }) }),
      }),
    ]);
    await expect(run.messages.filter((m) => m.role === 'tool')).toEqual([]);
    await waitFor(() => expect(canvas.getByText('Resumed.')).toBeVisible());
  },
};

/** A turn whose run fails (RUN_ERROR) after the given events. */
const failingTurn =
  (...before: BaseEvent[]): Turn =>
  () => [...before, { type: EventType.RUN_ERROR, message: 'upstream failed' } as BaseEvent];

/**
 * The run fails while the call's arguments stream: the call is cut off. It stays inert
 * (`data-tool-state="interrupted"`), is not reported to the model as invalid input, and no run
 * starts by itself; the next message settles it.
 */
export const RunFailedMidCall: Story = {
  args: {
    turns: [
      failingTurn(
        { type: EventType.TOOL_CALL_START, toolCallId: 'call-story-cut', toolCallName: 'AskUserQuestion', parentMessageId: 'assistant-cut' } as BaseEvent,
        { type: EventType.TOOL_CALL_ARGS, toolCallId: 'call-story-cut', delta: JSON.stringify(tripInput).slice(0, 60) } as BaseEvent,
      ),
    ],
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    await askForATrip(context);
    await waitFor(() => expect(canvasElement.querySelector('[data-tool-call-id="call-story-cut"]')?.getAttribute('data-tool-state')).toBe('interrupted'));
    await expect(args.onRun).toHaveBeenCalledTimes(1);
  },
};

/** The run that carries an interrupt's answer fails: no receipt, an alert, and the question is asked again. */
export const InterruptResumeFailed: Story = {
  args: { turns: [askTurn({ toolCallId: 'call-story-refail', args: tripInput, interruptId: 'interrupt-refail' }), failingTurn(), replyTurn('Resumed.')] },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await askForATrip(context);
    await userEvent.click(await liveRadio(canvas, /Lisbon/));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Your answer could not be sent.'));
    await userEvent.click(await liveRadio(canvas, /Porto/));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(canvas.getByText('Resumed.')).toBeVisible());
  },
};
