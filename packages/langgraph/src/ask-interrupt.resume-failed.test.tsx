// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskInterrupt } from './ask-interrupt.js';
import { ASK_INTERRUPT_TYPE } from './envelope.js';
import type { AskStreamLike } from './stream.js';
import { tripInput } from './test-utils/graphs.js';

afterEach(() => cleanup());

// A stream whose resume fails once (its `submit` rejects: a custom transport's fetch that failed),
// then goes through. The interrupt stays pending meanwhile, as the server still waits on it.
it('a resume that fails leaves no receipt: an alert says so and the question can be answered again; the next answer goes through', async () => {
  const resumes: unknown[] = [];
  const stream: AskStreamLike = {
    interrupts: [{ id: 'i1', value: { type: ASK_INTERRUPT_TYPE, version: 1, input: tripInput, toolCallId: 'call_trip' } }],
    messages: [],
    isLoading: false,
    submit: (_, { command }) => {
      resumes.push(command.resume);
      return resumes.length === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
    },
  };
  const onResume = vi.fn();
  const { rerender } = render(<AskInterrupt stream={stream} toolCallId="call_trip" onResume={onResume} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /^Porto/ }));
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  // Before: an "Answered" receipt, and no way to answer again.
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your answer could not be sent. Check your connection and try again.');
  expect(screen.queryByRole('group', { name: 'Answered' })).toBeNull();
  // Asked again with the answer the user gave, not from scratch.
  expect(screen.getByRole('radio', { name: /^Porto/ }).getAttribute('aria-checked')).toBe('true');
  await user.click(screen.getByRole('radio', { name: /^Lisbon/ }));
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await waitFor(() => expect(resumes).toHaveLength(2));
  expect(resumes[1]).toMatchObject({ outcome: { type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(onResume).toHaveBeenCalledTimes(2);
  // The run resumed: the interrupt is gone, and the answer stands as the call's receipt.
  rerender(<AskInterrupt stream={{ ...stream, interrupts: [] }} toolCallId="call_trip" onResume={onResume} />);
  expect((await screen.findByRole('group', { name: 'Answered' })).textContent).toContain('Lisbon');
  expect(screen.queryByRole('radio')).toBeNull();
});
