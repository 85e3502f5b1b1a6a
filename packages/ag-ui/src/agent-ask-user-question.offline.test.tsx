/**
 * The kit cannot load (offline): a call only it reads says so (the picker's input error, never a
 * blank or a busy box for ever) and is never answered for the user; a message the user writes
 * still goes out, the waiting call declined as replied in the chat. Plain arguments are unaffected.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@ag-ui/core';
import { AgentAskUserQuestion } from './agent-ask-user-question.js';
import { sendUserMessage } from './agent.js';
import { ScriptedAgent, invalidInput, replyTurn, tripInput } from './test-utils/scripted-agent.js';

vi.mock('./kit.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const waiting = (id: string, args: unknown): Message[] => [
  { id: `a-${id}`, role: 'assistant', toolCalls: [{ id, type: 'function', function: { name: 'AskUserQuestion', arguments: JSON.stringify(args) } }] },
];

it('says why a call cannot be shown, answers nothing for the user, and still sends what the user writes', async () => {
  const extended = new ScriptedAgent([replyTurn('OK.')], waiting('ext', { ...tripInput, metadata: { source: 'planner' } }));
  const invalid = new ScriptedAgent([], waiting('bad', invalidInput));
  const plain = new ScriptedAgent([], waiting('plain', tripInput));
  render(
    <>
      <AgentAskUserQuestion agent={extended} toolCallId="ext" />
      <AgentAskUserQuestion agent={invalid} toolCallId="bad" />
      <AgentAskUserQuestion agent={plain} toolCallId="plain" />
    </>,
  );
  const card = (id: string) => document.querySelector<HTMLElement>(`[data-tool-call-id="${id}"]`)!;
  // The card is the picker's input error (an alert).
  const unreadable = (id: string) => waitFor(() => expect(screen.getAllByRole('alert')).toContain(card(id)));
  await unreadable('ext');
  await unreadable('bad');
  expect(card('ext').textContent).toContain('did not load');
  expect(card('bad').textContent).toContain('did not load');
  expect(within(card('plain')).getByRole('radio', { name: /Lisbon/ })).toBeTruthy();
  // Invalid or not, nothing is known: no error result goes to the model.
  expect(invalid.messages.filter((m) => m.role === 'tool')).toEqual([]);
  expect(invalid.inputs).toEqual([]);

  await sendUserMessage(extended, 'Never mind');
  expect(extended.inputs[0]!.messages.slice(-2)).toMatchObject([
    { role: 'tool', toolCallId: 'ext', content: 'The user replied in the chat instead of answering these questions. Respond to their message and do not assume any answer to the questions; re-ask them later if they are still relevant.\n\nThe user said: Never mind' },
    { role: 'user', content: 'Never mind' },
  ]);
});
