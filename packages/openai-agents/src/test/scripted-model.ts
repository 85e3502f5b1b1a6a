// A model provider for the real Agents SDK runner, scripted turn by turn: no network, no key. It
// implements the SDK's own `Model` / `ModelProvider` interfaces and records every request, so a
// test reads exactly what the runner sends the model (the tool output included).
import { Usage, type Model, type ModelProvider, type ModelRequest, type ModelResponse } from '@openai/agents';

/** A tool call as the model sends it (arguments that are not a string are sent as JSON). */
export type Call = { callId: string; name?: string; arguments: unknown };

/** One scripted turn: one tool call, several at once, or a final text. */
export type Turn = Call | { calls: Call[] } | { text: string };

/** A turn worked out from the requests so far (the second turn quotes the tool result it read). */
export type TurnFn = (request: ModelRequest) => Turn;

export class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  #turns: (Turn | TurnFn)[];

  constructor(turns: (Turn | TurnFn)[]) {
    this.#turns = [...turns];
  }

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const next = this.#turns.shift();
    if (!next) throw new Error(`the script has no turn ${this.requests.length}`);
    const turn = typeof next === 'function' ? next(request) : next;
    const output: ModelResponse['output'] =
      'text' in turn
        ? [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: turn.text }] }]
        : ('calls' in turn ? turn.calls : [turn]).map((call) => ({
            type: 'function_call' as const,
            callId: call.callId,
            name: call.name ?? 'AskUserQuestion',
            status: 'completed' as const,
            arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
          }));
    return { usage: new Usage(), output, responseId: `resp_${this.requests.length}` };
  }

  // eslint-disable-next-line require-yield
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('the scripted model does not stream');
  }
}

export class ScriptedModelProvider implements ModelProvider {
  constructor(readonly model: ScriptedModel) {}
  getModel(): Model {
    return this.model;
  }
}

/** The output of the function call `callId` in a request's input, as the model reads it. */
export function toolOutputIn(request: ModelRequest | undefined, callId: string): unknown {
  const input = request?.input;
  if (!Array.isArray(input)) return undefined;
  const item = input.find((i) => i.type === 'function_call_result' && i.callId === callId);
  return item && 'output' in item ? item.output : undefined;
}
