/**
 * The example's agent: a real OpenAI Agents SDK `Agent` and `Runner`, on a scripted model instead
 * of OpenAI's (no network, no key). Its first turn calls AskUserQuestion; its second reads the tool
 * output, exactly the text Claude Code would give, and plans with it.
 */
import { Agent, RunState, Runner, Usage, type Model, type ModelRequest, type ModelResponse, type RunResult } from '@openai/agents';
import { askUserQuestionTool, waitForAnswers } from '@askq/openai-agents';
import type { Broker } from '@askq/server';

export const QUESTIONS = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      multiSelect: false,
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild, walkable, good food', preview: 'Day 1  Alfama, tram 28\nDay 2  Belém\nDay 3  Sintra' },
        { label: 'Porto', description: 'Smaller, by the river', preview: 'Day 1  Ribeira\nDay 2  Port cellars\nDay 3  Douro valley' },
      ],
    },
    {
      question: 'What should the days include?',
      header: 'Days',
      multiSelect: true,
      options: [
        { label: 'Museums', description: 'Art and history' },
        { label: 'Food tours', description: 'Markets and tascas' },
        { label: 'Beaches', description: 'Half a day by the sea' },
      ],
    },
  ],
};

/** The tool output of a call in a request: what the model reads (the SDK sends `{ type: 'text', text }`). */
function toolOutput(request: ModelRequest, callId: string): string {
  const items = Array.isArray(request.input) ? request.input : [];
  const result = items.find((item) => item.type === 'function_call_result' && item.callId === callId);
  const output = result && 'output' in result ? (result.output as unknown) : undefined;
  if (typeof output === 'string') return output;
  return typeof output === 'object' && output !== null && 'text' in output ? String(output.text) : '(no tool output)';
}

/** Turn 1: ask. Turn 2: say what was read. No network. */
class TripPlannerModel implements Model {
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    const items = Array.isArray(request.input) ? request.input : [];
    const call = items.find((item) => item.type === 'function_call');
    const output: ModelResponse['output'] = call
      ? [
          {
            type: 'message',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: `The tool told me:\n${toolOutput(request, call.callId)}\nI will plan the trip with that.` }],
          },
        ]
      : [{ type: 'function_call', callId: `call_${Date.now().toString(36)}`, name: 'AskUserQuestion', status: 'completed', arguments: JSON.stringify(QUESTIONS) }];
    return { usage: new Usage(), output };
  }

  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('this scripted model does not stream');
  }
}

export type Line = { who: 'user' | 'agent' | 'app'; text: string };

/**
 * Runs the agent for a session. `durable: false`: the tool waits on the broker while the run is
 * held in memory. `durable: true`: the run pauses with an interruption, its state is kept as a
 * string (your database in an app), and `waitForAnswers` approves the call once the page answered.
 */
export async function runTripPlanner(broker: Broker, sessionId: string, durable: boolean, write: (line: Line) => void): Promise<void> {
  const agent = new Agent({
    name: 'Trip planner',
    instructions: 'Plan a trip. Ask the user what only they can decide, with AskUserQuestion.',
    tools: [askUserQuestionTool({ broker, sessionId, durable })],
  });
  const runner = new Runner({ modelProvider: { getModel: () => new TripPlannerModel() }, tracingDisabled: true });
  const prompt = 'Plan a three-day trip to Portugal for me.';
  write({ who: 'user', text: prompt });
  let result: RunResult<any, any> = await runner.run(agent, prompt);
  while (result.interruptions.length > 0) {
    const stored = result.state.toString();
    write({ who: 'app', text: `The run paused at ${result.interruptions.length} question(s); its state (${stored.length} characters) is stored.` });
    const state = await waitForAnswers(await RunState.fromString(agent, stored), { broker, sessionId });
    write({ who: 'app', text: 'Answered: the stored run resumes.' });
    result = await runner.run(agent, state);
  }
  write({ who: 'agent', text: String(result.finalOutput) });
}
