// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { claudeCodeInputError } from '@askq/core/input-error';
import { AskInterrupt } from './ask-interrupt.js';
import { invalidInput } from './test-utils/graphs.js';

afterEach(() => cleanup());

// A call the tool refused as invalid input, read back from the thread (after a reload): its result
// is the text the model got to fix its call, with no answer in it.
it('a call refused as invalid input shows why it could not be shown, not the model\'s error text as a receipt', async () => {
  const messages = [
    { type: 'ai', content: '', tool_calls: [{ id: 'call_bad', name: 'AskUserQuestion', args: invalidInput }] },
    { type: 'tool', tool_call_id: 'call_bad', content: claudeCodeInputError(invalidInput), status: 'error' },
  ];
  render(<AskInterrupt stream={{ submit: () => undefined, messages }} toolCallId="call_bad" />);
  const alert = await screen.findByRole('alert');
  expect(alert.getAttribute('data-tool-call-id')).toBe('call_bad');
  expect(alert.textContent).toMatch(/^These questions could not be shown\./);
  expect(alert.textContent).toContain('options must have 2-4 entries, got 5');
  // Before: a receipt whose text was `<tool_use_error>InputValidationError: [ ... ]`.
  expect(document.body.textContent).not.toContain('tool_use_error');
});
