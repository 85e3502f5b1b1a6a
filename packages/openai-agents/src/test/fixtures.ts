// What the tests ask, and the run they ask it in: the real Agents SDK `Agent` and `Runner` on a
// scripted model provider.
import { Agent, Runner, type FunctionTool } from '@openai/agents';
import { ScriptedModel, ScriptedModelProvider, toolOutputIn, type Turn } from './scripted-model.js';

export const TRIP_INPUT = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild, walkable, good food' },
        { label: 'Porto', description: 'Smaller, by the river' },
      ],
      multiSelect: false,
    },
  ],
};

/** Spec section 3: every answer an exact label, no notes. */
export const ANSWERED_PORTO =
  'Your questions have been answered: "Which city should the trip start in?"="Porto". You can now continue with these answers in mind.';

/** askq's text for a dismissal (Claude Code's Esc sends none; a function tool needs a result). */
export const DISMISSED =
  'The user dismissed these questions without answering. Do not assume any answer, including a recommended ' +
  'option; continue without one, or ask in another way if you still need to know.';

/**
 * An agent named `agentName` whose scripted model calls the tool with `args` as `callId`, then
 * ends its turn quoting the tool output it read: what a model that uses the answer does.
 */
export function scriptedRun(askTool: FunctionTool<any, any, any>, args: unknown, options: { callId?: string; agentName?: string } = {}) {
  const callId = options.callId ?? 'call_1';
  const turns: Turn[] = [{ callId, arguments: args, name: askTool.name }];
  const model = new ScriptedModel([...turns, (request) => ({ text: `I read: ${String(textOf(toolOutputIn(request, callId)))}` })]);
  const agent = new Agent({ name: options.agentName ?? 'Trip planner', instructions: 'Plan the trip; ask the user what is theirs to decide.', tools: [askTool] });
  const runner = new Runner({ modelProvider: new ScriptedModelProvider(model), tracingDisabled: true });
  return {
    model,
    agent,
    runner,
    /** The tool output the model read in its second turn, as text. */
    toolText: () => textOf(toolOutputIn(model.requests[1], callId)),
  };
}

/** A function call output's text: the SDK sends a string result as `{ type: 'text', text }`. */
export function textOf(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  if (typeof output === 'object' && output !== null && (output as { type?: unknown }).type === 'text') return (output as { text: string }).text;
  return undefined;
}
