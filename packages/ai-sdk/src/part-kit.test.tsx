/**
 * The part's kit on demand: plain Claude input (what a model sends almost every time) is read by
 * core's fast path and never loads the kit; anything else waits for it, shown as busy, never as
 * invalid, and the picker stays the same element when it arrives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { parseAskRequest } from '@askq/core';
import { AskUserQuestionPart } from './ask-user-question-part.js';
import { toAskToolOutput } from './tool-output.js';
import { partKitState } from './part-kit-load.js';
import { tripInput } from './test-utils/fixtures.js';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./part-kit.js', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const part = (state: string, input: unknown, extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: `call-${state}`, state, input, ...extra });
const request = parseAskRequest(tripInput).request!;
const answered = toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
const busyRoot = () => document.querySelector<HTMLElement>('[data-slot="askq-root"][aria-busy="true"]');

// In this order: the first test needs the kit not loaded yet.
describe('AskUserQuestionPart: the kit on demand', () => {
  it('reads plain Claude input at once, live and settled, without loading the kit', async () => {
    const addToolOutput = vi.fn();
    render(
      <>
        <AskUserQuestionPart part={part('input-available', tripInput)} addToolOutput={addToolOutput} />
        <AskUserQuestionPart part={part('output-available', tripInput, { output: answered })} addToolOutput={addToolOutput} />
        <AskUserQuestionPart part={part('output-denied', tripInput)} addToolOutput={addToolOutput} />
      </>,
    );
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Answered' }).textContent).toContain('Porto');
    expect(screen.getByRole('group', { name: 'Skipped' })).toBeTruthy();
    // Give a load the chance to start (it would be asked for during render or in an effect).
    await act(() => Promise.resolve());
    expect(loads.count).toBe(0);
    expect(partKitState().kit).toBeUndefined();
    expect(addToolOutput).not.toHaveBeenCalled();
  });

  it('a streaming call asks for the kit: busy until it is here, then the streamed rows, which become answerable', async () => {
    const text = JSON.stringify(tripInput);
    const view = render(<AskUserQuestionPart part={part('input-streaming', text.slice(0, 40))} addToolOutput={vi.fn()} />);
    expect(busyRoot()?.textContent).toBe('Preparing questions…');
    await vi.waitFor(() => expect(partKitState().kit).toBeDefined());
    expect(loads.count).toBe(1);
    // The next chunks are read leniently as they arrive (inert rows), then the complete input.
    view.rerender(<AskUserQuestionPart part={part('input-streaming', text.slice(0, 200))} addToolOutput={vi.fn()} />);
    const rows = await screen.findAllByRole('radio');
    expect(rows.every((r) => r.hasAttribute('data-disabled'))).toBe(true);
    const root = document.querySelector('[data-slot="askq-root"]');
    view.rerender(<AskUserQuestionPart part={part('input-streaming', tripInput)} addToolOutput={vi.fn()} />);
    view.rerender(<AskUserQuestionPart part={part('input-streaming', tripInput, { state: 'input-available' })} addToolOutput={vi.fn()} />);
    expect(screen.getAllByRole('radio').some((r) => !r.hasAttribute('data-disabled'))).toBe(true);
    expect(document.querySelector('[data-slot="askq-root"]')).toBe(root);
  });
});

describe('AskUserQuestionPart: input only the kit reads, before it has loaded', () => {
  it('a settled call shows a busy box, then its receipt; a live one the busy card, then the picker; nothing is sent', async () => {
    vi.resetModules();
    const fresh = await import('./ask-user-question-part.js');
    const kit = await import('./part-kit-load.js');
    expect(kit.partKitState().kit).toBeUndefined();
    const addToolOutput = vi.fn();
    const text = JSON.stringify(tripInput); // JSON text: only the kit's parser reads it
    render(
      <>
        <fresh.AskUserQuestionPart part={part('output-available', text, { output: answered })} addToolOutput={addToolOutput} />
        <fresh.AskUserQuestionPart part={part('input-available', text)} addToolOutput={addToolOutput} />
      </>,
    );
    expect(document.querySelector('[data-slot="askq-part-waiting"][aria-busy="true"]')).toBeTruthy();
    expect(busyRoot()?.textContent).toBe('Preparing questions…');
    expect(screen.queryByRole('note')).toBeNull();
    expect((await screen.findByRole('group', { name: 'Answered' })).textContent).toContain('Porto');
    expect((await screen.findAllByRole('radio')).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-slot="askq-part-waiting"]')).toBeNull();
    expect(addToolOutput).not.toHaveBeenCalled();
  });
});
