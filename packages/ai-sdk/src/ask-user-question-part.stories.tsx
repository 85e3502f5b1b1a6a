import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { parseAskRequest, type AskOutcome } from '@askq/core';
import { AskUserQuestionPart, toAskToolOutput, type AskAddToolOutputArgs } from './index.js';
import type { ChatPartLike } from './parts.js';
import { invalidInput, tripInput } from './test-utils/fixtures.js';

/**
 * One `useChat` message part of the AskUserQuestion tool, in each state `useChat` gives it. The
 * stories that answer run the part the way `useChat` does: `addToolOutput` rewrites the part to
 * `output-available` (or `output-error`), and the part re-renders from that.
 */

const QUESTION = tripInput.questions[0]!.question;
const tripRequest = parseAskRequest(tripInput).request!;
const [lisbon, porto] = tripInput.questions[0]!.options;

/** What `useChat` holds while the call streams: a partial object, the last string cut short. */
const streamedChunks: unknown[] = [
  { questions: [{ question: 'Which city should the trip st' }] },
  { questions: [{ question: QUESTION, header: 'City', options: [{ label: lisbon!.label, description: 'Mild, walk' }] }] },
  { questions: [{ question: QUESTION, header: 'City', options: [lisbon, { label: 'Por' }] }] },
];

const toolPart = (toolCallId: string, state: string, extra: Partial<ChatPartLike> = {}): ChatPartLike => ({
  type: 'tool-AskUserQuestion',
  toolCallId,
  state,
  input: tripInput,
  ...extra,
});

const outputOf = (outcome: AskOutcome) => toAskToolOutput(tripRequest, outcome);

/** How `useChat` applies `addToolOutput` to the part it belongs to. */
function applied(part: ChatPartLike, args: AskAddToolOutputArgs): ChatPartLike {
  return 'output' in args ? { ...part, state: 'output-available', output: args.output } : { ...part, state: 'output-error', errorText: args.errorText };
}

interface ChatProps {
  part: ChatPartLike;
  addToolOutput: (args: AskAddToolOutputArgs) => void;
  /** Further inputs the call streams (`input-streaming`), one per press of "Stream the next chunk"; the last completes it. */
  chunks?: unknown[];
}

/** The part as a chat renders it, with the state `useChat` would keep. */
function Chat({ part: first, addToolOutput, chunks = [] }: ChatProps) {
  const [part, setPart] = useState(first);
  const [next, setNext] = useState(0);
  const answer = (args: AskAddToolOutputArgs) => {
    addToolOutput(args);
    setPart((current) => applied(current, args));
  };
  const stream = () => {
    const done = next === chunks.length - 1;
    setPart((current) => ({ ...current, state: done ? 'input-available' : 'input-streaming', input: chunks[next] }));
    setNext(next + 1);
  };
  return (
    <div>
      {next < chunks.length && (
        <button type="button" onClick={stream}>
          Stream the next chunk
        </button>
      )}
      <AskUserQuestionPart part={part} addToolOutput={answer} persistDraft={false} />
    </div>
  );
}

const meta = {
  title: 'AI SDK/AskUserQuestionPart',
  component: Chat,
  args: { part: toolPart('call-waiting', 'input-available'), addToolOutput: fn() },
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `input-streaming`: the questions appear as they stream in, inert until the input is complete. */
export const Streaming: Story = {
  args: { part: toolPart('call-streaming', 'input-streaming', { input: streamedChunks[2] }) },
  play: async ({ canvas, args }) => {
    // A busy card first, until the lenient parse (a chunk loaded on first use) reads the half-streamed input.
    await expect(await canvas.findByRole('heading', { name: QUESTION })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    // Lisbon, the start of Porto and Other so far; none can be chosen before the call is complete.
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};

/**
 * A call streaming in, chunk by chunk (press "Stream the next chunk"): one picker from the first
 * chunk to the complete input, which keeps its elements and takes focus when it becomes live.
 */
export const StreamsIn: Story = {
  args: { part: toolPart('call-streams-in', 'input-streaming', { input: streamedChunks[0] }), chunks: [...streamedChunks.slice(1), tripInput] },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Stream the next chunk' });
    // The question's text has started and its options have not: a choice question waiting for
    // them (only the Other row so far), never a text field that then turns into options.
    await expect(await canvas.findByRole('radio', { name: 'Other' })).toBeDisabled();
    await expect(canvas.getAllByRole('textbox')).toEqual([canvas.getByRole('textbox', { name: 'Other answer' })]);
    // The first option has streamed in: from here on the picker is one element.
    await userEvent.click(next);
    const root = await waitFor(() => {
      const found = canvasElement.querySelector('[data-tool-call-id="call-streams-in"]');
      if (!found?.querySelector('[role="radio"]')) throw new Error('no option rendered yet');
      return found;
    });
    await expect(root).toHaveAttribute('data-tool-state', 'input-streaming');
    await userEvent.click(next);
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(next);
    // Complete: the same element, now live; focus is on its first option, so digits work at once.
    await waitFor(() => expect(canvasElement.querySelector('[data-tool-call-id="call-streams-in"]')).toBe(root));
    await expect(root).toHaveAttribute('data-tool-state', 'input-available');
    const first = canvas.getByRole('radio', { name: /Lisbon/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: new RegExp(porto!.label) })).toBeEnabled();
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};

/** `input-available`: the live picker. Answering sends Claude's output once, and the part becomes its receipt. */
export const AnswerAndReceipt: Story = {
  args: { part: toolPart('call-answer', 'input-available') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Porto/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.addToolOutput).toHaveBeenCalledTimes(1);
    await expect(args.addToolOutput).toHaveBeenCalledWith({
      tool: 'AskUserQuestion',
      toolCallId: 'call-answer',
      output: {
        questions: tripInput.questions,
        answers: { [QUESTION]: 'Porto' },
        outcome: { type: 'answered', answers: { q1: { selected: ['Porto'] } } },
      },
    });
    await waitFor(() => expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto'));
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The model's input breaks the limits: it gets an `output-error` saying what to fix, and the chat a short notice. */
export const InvalidInput: Story = {
  args: { part: toolPart('call-invalid', 'input-available', { input: invalidInput }) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.addToolOutput).toHaveBeenCalledTimes(1));
    await expect(args.addToolOutput).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'output-error', tool: 'AskUserQuestion', toolCallId: 'call-invalid', errorText: expect.stringContaining('InputValidationError') }),
    );
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('These questions could not be shown.');
    await expect(note).toHaveTextContent('The assistant was told what to fix and can ask again.');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/**
 * `approval-requested` (a tool with `needsApproval`): the questions the call will ask, inert, while
 * the app's own approval asks the user; answerable once approved (`approval-responded`).
 */
export const WaitingForApproval: Story = {
  args: { part: toolPart('call-approval', 'approval-requested') },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: QUESTION })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};

/**
 * `approval-responded`, approved: the live picker (nothing runs a call without `execute`, so the
 * approval and the answer go out together). Denied, it stays inert as while waiting.
 */
export const Approved: Story = {
  args: { part: toolPart('call-approved', 'approval-responded', { approval: { id: 'approve-call-approved', approved: true } } as Partial<ChatPartLike>) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: QUESTION })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('radio')[0]).toBeEnabled());
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.addToolOutput).toHaveBeenCalledTimes(1));
  },
};

export const Denied: Story = {
  args: { part: toolPart('call-denied', 'approval-responded', { approval: { id: 'approve-call-denied', approved: false } } as Partial<ChatPartLike>) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: QUESTION })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};

/** `output-available` in a reloaded transcript: the receipt, drawn from the output alone. */
export const Answered: Story = {
  args: { part: toolPart('call-answered', 'output-available', { output: outputOf({ type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } }) }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Lisbon');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};

/** Skipped (a decline): the receipt says nothing was chosen. */
export const Skipped: Story = {
  args: { part: toolPart('call-skipped', 'output-available', { output: outputOf({ type: 'declined', reason: 'dismissed', answers: {} }) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Skipped')).toBeVisible();
  },
};

/** The user wrote in the chat instead (`withAskCancelOnSend`): the call was declined with their message. */
export const RepliedInChat: Story = {
  args: {
    part: toolPart('call-replied', 'output-available', {
      output: outputOf({ type: 'declined', reason: 'replied_in_chat', answers: {}, message: 'Let us pick the city later.' }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Replied in the chat instead')).toBeVisible();
  },
};

/** `output-error` from elsewhere (an interrupted or rejected call): a short notice, nothing to answer. */
export const OutputError: Story = {
  args: { part: toolPart('call-error', 'output-error', { errorText: 'The AskUserQuestion call was interrupted before its input was complete.' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('These questions could not be shown.');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(args.addToolOutput).not.toHaveBeenCalled();
  },
};
