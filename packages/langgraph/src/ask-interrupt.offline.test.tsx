// @vitest-environment jsdom
/**
 * The parser cannot load (offline): a question only it reads says so (the picker's input error,
 * never a blank or a busy box for ever), nothing resumes the run, and an answered call's receipt is
 * read from the questions its output echoes. Plain input is unaffected.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { parseAskRequest } from '@askq/core';
import { toAskToolOutput } from '@askq/ai-sdk/call';
import { AskInterrupt } from './ask-interrupt.js';
import { ASK_INTERRUPT_TYPE } from './envelope.js';
import { tripInput } from './test-utils/graphs.js';

vi.mock('../../ai-sdk/src/part-kit.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

it('shows why a question cannot be shown, resumes nothing, and still shows plain input and receipts', async () => {
  const submit = vi.fn();
  const interrupt = (id: string, extra: object) => ({ id, value: { type: ASK_INTERRUPT_TYPE, version: 1, input: tripInput, ...extra } });
  // Read with Claude Code's schema: only the full parser does that.
  const strict = interrupt('strict', { toolCallId: 'call_strict', settings: { strict: 'claude-code' } });
  const extended = { ...tripInput, metadata: { source: 'planner' } };
  const artifact = toAskToolOutput(parseAskRequest(extended).request!, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
  const messages = [
    { type: 'ai', content: '', tool_calls: [{ id: 'call_x', name: 'AskUserQuestion', args: extended }] },
    { type: 'tool', tool_call_id: 'call_x', content: 'Your questions have been answered.', artifact },
  ];
  render(
    <>
      <AskInterrupt stream={{ submit, interrupts: [strict] }} />
      <AskInterrupt stream={{ submit, messages }} toolCallId="call_x" />
      <AskInterrupt stream={{ submit, interrupts: [interrupt('plain', { toolCallId: 'call_plain' })] }} />
    </>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('did not load');
  expect(alert.closest('[data-tool-call-id]')?.getAttribute('data-tool-call-id')).toBe('call_strict');
  // The answered call: its receipt, from the questions its output echoes.
  const receipt = await screen.findByRole('group', { name: /Answered/ });
  expect(within(receipt).getByText('Porto')).toBeTruthy();
  expect(document.querySelector('[data-slot="askq-langgraph-waiting"]')).toBeNull();
  // The plain question, answerable.
  const plain = document.querySelector('[data-tool-call-id="call_plain"]')!;
  expect(within(plain as HTMLElement).getAllByRole('radio').length).toBeGreaterThan(0);
  expect(submit).not.toHaveBeenCalled();
});
