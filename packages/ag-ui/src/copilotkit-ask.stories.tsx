import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { RunAgentInput } from '@ag-ui/core';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { CopilotHarness } from './test-utils/copilot-harness.js';
import { ScriptedAgent, askTurn, recordingTurns, replyTurn, tripInput, type Turn } from './test-utils/scripted-agent.js';

/**
 * `useAskUserQuestion()` under CopilotKit's real provider, with a local AG-UI agent passed to it
 * directly (no runtime, no network) whose runs play scripted events: CopilotKit offers the tool,
 * renders askq's picker for the call, and the picker `respond()`s with Claude Code's exact text.
 * Send a message to start.
 */

const tripRequest = parseAskRequest(tripInput).request!;

/** The chat with a fresh scripted agent; `onRun` sees every run's input, as the agent's server would. */
function CopilotChat({ turns, onRun }: { turns: Turn[]; onRun: (input: RunAgentInput) => void }) {
  const [agent] = useState(() => new ScriptedAgent(recordingTurns(turns, onRun)));
  return <CopilotHarness agent={agent} />;
}

const meta = {
  title: 'CopilotKit/useAskUserQuestion',
  component: CopilotChat,
  args: { turns: [], onRun: fn() },
  // The script and the spy are the story's machinery, not props to play with.
  argTypes: { turns: { table: { disable: true } }, onRun: { table: { disable: true } } },
} satisfies Meta<typeof CopilotChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call executes with askq's picker; Skip or Submit `respond()`s once, and the next run carries the text. */
export const AskAndAnswer: Story = {
  args: { turns: [askTurn({ toolCallId: 'ck-story', args: tripInput }), replyTurn('Porto, lovely.')] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const porto = await waitFor(() => {
      const radio = canvas.getByRole('radio', { name: /Porto/ });
      if (radio.closest('[data-tool-state]')?.getAttribute('data-tool-state') !== 'executing') throw new Error('the call is not executing yet');
      return radio;
    });
    // CopilotKit offered the tool to the agent with the run.
    await expect((args.onRun as ReturnType<typeof fn>).mock.calls[0]![0].tools.map((t: { name: string }) => t.name)).toContain('AskUserQuestion');
    await userEvent.click(porto);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(2));
    const next = (args.onRun as ReturnType<typeof fn>).mock.calls[1]![0] as RunAgentInput;
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] } } };
    await expect(next.messages.filter((m) => m.role === 'tool')).toEqual([expect.objectContaining({ toolCallId: 'ck-story', content: toClaudeResultText(tripRequest, outcome) })]);
    await waitFor(() => expect(canvas.getByText('Porto, lovely.')).toBeVisible());
    await expect(canvas.getByRole('group', { name: /Answered/ })).toHaveTextContent('Porto');
  },
};
