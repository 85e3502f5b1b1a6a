import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { parseAskRequest } from '@askq/core';
import { toAskToolOutput } from '@askq/ai-sdk/call';
import { AskInterrupt } from './react.js';
import { ASK_INTERRUPT_TYPE, type AskInterruptValue } from './envelope.js';
import type { AskStreamLike, InterruptLike } from './stream.js';
// The trip question every adapter's tests ask, and a multi-select one from the picker's stories.
import { tripInput } from '../../ai-sdk/src/test-utils/fixtures.js';
import { multiInput } from '../../ui/src/stories/fixtures.js';

/**
 * `AskInterrupt` over a LangGraph thread: the askq questions a run waits on (its interrupts),
 * answered with the picker; the answer resumes the run. The stories hand it what `useStream()`
 * returns, kept by a small stand-in that drops an interrupt once it is resumed, as a resumed run does.
 */

const QUESTION = tripInput.questions[0]!.question;
const envelope = (input: unknown, extra: Partial<AskInterruptValue> = {}): AskInterruptValue => ({ type: ASK_INTERRUPT_TYPE, version: 1, input, ...extra });

interface ThreadProps {
  interrupts?: InterruptLike[];
  messages?: unknown[];
  isLoading?: boolean;
  /** Show only this tool call's question, beside its call. */
  toolCallId?: string;
  /** `submit(null, { command: { resume } })`, as the page calls it on `useStream()`'s result. */
  submit: (values: null | undefined, options: { command: { resume: unknown } }) => void;
  /** The first resume fails (its `submit` rejects, a fetch that failed): the interrupt stays. */
  failFirst?: boolean;
  /**
   * The first resume's run ends in this error (a server that lost the thread): `submit` resolves,
   * as `useStream`'s does, `error` is set and the interrupt stays.
   */
  runError?: string;
}

/** What `useStream()` gives the page, with a run that resumes: an answered interrupt goes away. */
function Thread({ interrupts: first = [], messages, isLoading, toolCallId, submit, failFirst = false, runError }: ThreadProps) {
  const [interrupts, setInterrupts] = useState(first);
  const [failures, setFailures] = useState(failFirst ? 1 : 0);
  const [error, setError] = useState<Error>();
  const [errors, setErrors] = useState(runError === undefined ? 0 : 1);
  const stream: AskStreamLike = {
    interrupts,
    messages,
    isLoading,
    error,
    submit: (values, options) => {
      submit(values, options);
      setError(undefined);
      if (failures > 0) {
        setFailures((n) => n - 1);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      if (errors > 0) {
        setErrors((n) => n - 1);
        setError(new Error(runError));
        return Promise.resolve();
      }
      const { resume } = options.command;
      // One pending interrupt is resumed by the value itself; several by a map of their ids.
      const resumed = interrupts.length > 1 ? Object.keys(resume as object) : interrupts.map((i) => i.id);
      setInterrupts((list) => list.filter((i) => !resumed.includes(i.id)));
    },
  };
  return <AskInterrupt stream={stream} toolCallId={toolCallId} />;
}

const meta = {
  title: 'LangGraph/AskInterrupt',
  component: Thread,
  args: { submit: fn() },
} satisfies Meta<typeof Thread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One question a run waits on: the picker, and on submit the run resumes with Claude's output plus the outcome. */
export const Waiting: Story = {
  args: { interrupts: [{ id: 'interrupt-trip', value: envelope(tripInput, { askedBy: 'planner' }) }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Asked by planner')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Porto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(args.submit).toHaveBeenCalledWith(null, {
      command: {
        resume: {
          questions: tripInput.questions,
          answers: { [QUESTION]: 'Porto' },
          outcome: { type: 'answered', answers: { q1: { selected: ['Porto'] } } },
        },
      },
    });
    // The run has resumed: the receipt stays in the card's place.
    await waitFor(() => expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto'));
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Two subagents ask at once: each question its own card; an answer resumes only its own interrupt, by id. */
export const TwoAgentsWaiting: Story = {
  args: {
    interrupts: [
      { id: 'interrupt-planner', value: envelope(tripInput, { askedBy: 'planner' }) },
      { id: 'interrupt-reviewer', value: envelope(multiInput, { askedBy: 'reviewer' }) },
    ],
  },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await expect(canvas.getByText('Asked by planner')).toBeVisible();
    const reviewer = within(canvasElement.querySelector<HTMLElement>('[data-interrupt-id="interrupt-reviewer"]')!);
    await expect(reviewer.getByText('Asked by reviewer')).toBeVisible();
    // A multi-select question goes through the review step, as in Claude Code.
    await userEvent.click(reviewer.getByRole('checkbox', { name: 'Type check' }));
    await userEvent.click(reviewer.getByRole('button', { name: 'Next' }));
    await userEvent.click(reviewer.getByRole('button', { name: 'Submit answers' }));
    await expect(args.submit).toHaveBeenCalledTimes(1);
    await expect(args.submit).toHaveBeenCalledWith(null, {
      command: { resume: { 'interrupt-reviewer': expect.objectContaining({ answers: { [multiInput.questions[0]!.question]: 'Type check' } }) } },
    });
    // The planner's question still waits, live.
    await waitFor(() => expect(canvas.queryByText('Asked by reviewer')).toBeNull());
    await expect(canvas.getByRole('radio', { name: /Porto/ })).toBeEnabled();
  },
};

/** Beside its tool call while the model's arguments still stream in (no interrupt yet): the questions so far, inert. */
export const CallStreaming: Story = {
  args: {
    toolCallId: 'call-streaming',
    isLoading: true,
    messages: [
      { type: 'human', content: 'Plan a trip' },
      { type: 'ai', content: '', tool_calls: [{ id: 'call-streaming', name: 'AskUserQuestion', args: { questions: [{ question: QUESTION, header: 'City', options: [tripInput.questions[0]!.options[0]] }] } }] },
    ],
  },
  play: async ({ canvas, args }) => {
    const radio = await canvas.findByRole('radio', { name: /Lisbon/ });
    await expect(radio).toBeDisabled();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** A tool call answered earlier (a reloaded thread): the receipt, read from the tool message's artifact. */
export const AnsweredToolCall: Story = {
  args: {
    toolCallId: 'call-answered',
    messages: [
      { type: 'human', content: 'Plan a trip' },
      { type: 'ai', content: '', tool_calls: [{ id: 'call-answered', name: 'AskUserQuestion', args: tripInput }] },
      {
        type: 'tool',
        tool_call_id: 'call-answered',
        content: `User has answered your questions: "${QUESTION}"="Porto". You can now continue with the user's answers in mind.`,
        artifact: toAskToolOutput(parseAskRequest(tripInput).request!, { type: 'answered', answers: { q1: { selected: ['Porto'] } } }),
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('group', { name: /Answered/ })).toHaveTextContent('Porto');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** The resume fails (the page could not reach the server): no receipt, an alert, and the question is asked again. */
export const ResumeFailed: Story = {
  args: { interrupts: [{ id: 'interrupt-trip', value: envelope(tripInput, { toolCallId: 'call_trip' }) }], toolCallId: 'call_trip', failFirst: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Porto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Your answer could not be sent.'));
    await expect(canvas.queryByRole('group', { name: /Answered/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('radio', { name: /Lisbon/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Lisbon'));
  },
};

/**
 * The resume's run ends in an error while the question still waits (the server lost the thread):
 * no receipt, an alert with the run's error, and the question again with the answer given.
 */
export const RunEndsInError: Story = {
  args: {
    interrupts: [{ id: 'interrupt-trip', value: envelope(tripInput, { toolCallId: 'call_trip' }) }],
    toolCallId: 'call_trip',
    runError: 'The server no longer has this chat.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Porto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Your answer was not accepted: The server no longer has this chat.'));
    await expect(canvas.queryByRole('group', { name: /Answered/ })).toBeNull();
    await expect(await canvas.findByRole('radio', { name: /Porto/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
