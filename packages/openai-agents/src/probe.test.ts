import { it, expect } from 'vitest';
import { Agent, Runner } from '@openai/agents';
import { createMemoryBroker } from '@askq/server';
import { askUserQuestionTool } from './tool.js';
import { ScriptedModel, ScriptedModelProvider } from './test/scripted-model.js';

const input = { questions: [{ question: 'Which city should the trip start in?', header: 'City', multiSelect: false, options: [{ label: 'Lisbon (Recommended)', description: 'Mild' }, { label: 'Porto', description: 'Wine' }] }] };

it('probe', async () => {
  const broker = createMemoryBroker();
  const model = new ScriptedModel([{ callId: 'call_1', arguments: input }, { text: 'Porto it is.' }]);
  const agent = new Agent({ name: 'Planner', instructions: 'plan', tools: [askUserQuestionTool({ broker, sessionId: 'chat-1' })] });
  const runner = new Runner({ modelProvider: new ScriptedModelProvider(model), tracingDisabled: true });
  await broker.subscribe('chat-1', (e) => {
    console.log('EVENT', JSON.stringify(e));
    if (e.type === 'pending') void broker.respond(e.ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
  });
  const result = await runner.run(agent, 'Plan a trip');
  console.log(result.finalOutput);
  console.log(JSON.stringify(model.requests[1]!.input, null, 1));
  console.log(JSON.stringify(model.requests[0]!.tools, null, 1).slice(0, 600));
  expect(1).toBe(1);
});
