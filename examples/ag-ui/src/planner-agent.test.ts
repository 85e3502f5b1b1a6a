import { describe, expect, it } from 'vitest';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { answerAskCall, askUserQuestionTool, pendingAskToolCalls } from '@askq/ag-ui';
import { PLAN_QUESTIONS, PlannerAgent } from './planner-agent.js';

describe('the example agent', () => {
  it('asks AskUserQuestion, then replies quoting the exact result text', async () => {
    const agent = new PlannerAgent();
    agent.addMessage({ id: 'u1', role: 'user', content: 'Plan a trip' });
    await agent.runAgent({ tools: [askUserQuestionTool()] });
    const [call] = pendingAskToolCalls(agent);
    expect(JSON.parse(call!.arguments)).toEqual(PLAN_QUESTIONS);
    const request = parseAskRequest(PLAN_QUESTIONS).request!;
    const outcome = { type: 'answered' as const, answers: { q1: { selected: ['Porto'] }, q2: { selected: ['Museums', 'Hiking'] } } };
    await answerAskCall(agent, call!, request, outcome);
    const text = toClaudeResultText(request, outcome);
    expect(text).toBe(
      'Your questions have been answered: "Which city should the trip start in?"="Porto" selected preview:\nDay 1  Ribeira\nDay 2  Port cellars\nDay 3  Douro valley, "What should the days include?"="Museums, Hiking". You can now continue with these answers in mind.',
    );
    expect(agent.messages.at(-1)?.content).toBe(`The model would now read this tool result, exactly as Claude Code writes it: ${text}`);
  });
});
