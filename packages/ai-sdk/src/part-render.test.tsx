import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { parseAskRequest } from '@askq/core';
import * as output from './tool-output.js';
import { loadPartKit } from './part-kit-load.js';
import { AskUserQuestionPart, type AskUserQuestionPartProps, toAskToolOutput } from './index.js';
import { PartErrorBoundary } from './part-error-boundary.js';
import { tripInput } from './test-utils/fixtures.js';
import { receiptRenders } from './test-utils/receipt-counter.js';

vi.mock('@askq/ui', async (original) => (await import('./test-utils/receipt-counter.js')).countReceipts(await original()));
vi.mock('./tool-output.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./tool-output.js')>();
  return { ...actual, requestOfCall: vi.fn(actual.requestOfCall) };
});

// As in a chat, where it is asked for when a call starts streaming and is there by its first chunks.
beforeAll(() => loadPartKit());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  receiptRenders.count = 0;
  vi.mocked(output.requestOfCall).mockClear();
});

const request = parseAskRequest(tripInput).request!;
const part = (state: string, extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-p', state, input: tripInput, ...extra });
/** The input as it looks halfway through streaming: the second option has not arrived yet. */
const halfInput = { questions: [{ ...tripInput.questions[0]!, options: tripInput.questions[0]!.options.slice(0, 1) }] };
const one = (selector: string) => {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
};

/** Stands for the chat: every update hands the part new (equal or changed) objects, as useChat does. */
let update: (props: Omit<AskUserQuestionPartProps, 'addToolOutput'> & { addToolOutput?: AskUserQuestionPartProps['addToolOutput'] }) => void;
let rerenderParent: () => void;
function Chat(initial: Omit<AskUserQuestionPartProps, 'addToolOutput'>) {
  const [props, setProps] = useState(initial);
  const [, setTick] = useState(0);
  update = (next) => setProps(next);
  rerenderParent = () => setTick((t) => t + 1);
  // A new addToolOutput and onOutput on every render, as an app writing them inline has.
  return <AskUserQuestionPart addToolOutput={() => undefined} onOutput={() => undefined} {...props} />;
}

describe('streaming -> available keeps the picker', () => {
  it('the picker keeps its DOM nodes when the input completes, and becomes answerable', async () => {
    render(<Chat part={part('input-streaming', { input: halfInput })} />);
    const root = one('[data-slot="askq-root"]');
    const question = one('[data-slot="askq-question"]');
    expect(root.dataset.toolState).toBe('input-streaming');
    expect(screen.getAllByRole('radio').map((r) => r.hasAttribute('data-disabled'))).toEqual([true, true]);

    await act(() => update({ part: part('input-available') }));
    expect(one('[data-slot="askq-root"]')).toBe(root);
    expect(one('[data-slot="askq-question"]')).toBe(question);
    // The rows were inert while streaming (nothing could be typed or chosen): they become Radix
    // items now, inside the same question panel.
    expect(root.dataset.toolState).toBe('input-available');
    expect(screen.getAllByRole('radio').map((r) => r.hasAttribute('data-disabled'))).toEqual([false, false, false]);
  });

  it('Other text typed once the input completes survives later chat updates of the same call', async () => {
    render(<Chat part={part('input-streaming', { input: halfInput })} />);
    await act(() => update({ part: part('input-available') }));
    const other = one('[data-slot="askq-other-input"]') as HTMLInputElement;
    await userEvent.setup().type(other, 'Faro');
    // The next useChat updates: a new part object with equal content, then the parent alone.
    await act(() => update({ part: part('input-available') }));
    await act(() => rerenderParent());
    expect(one('[data-slot="askq-other-input"]')).toBe(other);
    expect(other.value).toBe('Faro');
  });
});

describe('a settled part is cheap to render again', () => {
  const settled = (notes: string) =>
    part('output-available', { output: toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Porto'], notes } } }) });

  it('does not re-render when its parent does, nor for an equal part with new callbacks', async () => {
    render(<Chat part={settled('by train')} labels={{ submit: 'Send' }} />);
    expect(receiptRenders.count).toBe(1);
    await act(() => rerenderParent());
    // New part and labels objects with equal content, a new callback the receipt does not use.
    await act(() => update({ part: settled('by train'), labels: { submit: 'Send' } }));
    await act(() => update({ part: settled('by train'), labels: { submit: 'Send' }, onValueChange: () => undefined }));
    expect(receiptRenders.count).toBe(1);
    expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('Porto');
  });

  it('re-renders when what it shows changes: the output, the labels, the class name', async () => {
    render(<Chat part={settled('by bus')} />);
    await act(() => update({ part: settled('by car') }));
    expect(receiptRenders.count).toBe(2);
    expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('by car');
    await act(() => update({ part: settled('by car'), labels: { receiptAnswered: 'Done' } }));
    expect(screen.getByRole('group', { name: 'Done' })).toBeTruthy();
    await act(() => update({ part: settled('by car'), labels: { receiptAnswered: 'Done' }, className: 'mine' }));
    expect(receiptRenders.count).toBe(4);
    expect(one('[data-slot="askq-receipt"]').className).toContain('mine');
  });

  it('reads the request of equal content once, across parts and remounts', () => {
    const view = render(
      <>
        <AskUserQuestionPart part={settled('by boat')} addToolOutput={() => undefined} />
        <AskUserQuestionPart part={{ ...settled('by boat'), toolCallId: 'call-q' }} addToolOutput={() => undefined} />
      </>,
    );
    view.unmount();
    render(<AskUserQuestionPart part={settled('by boat')} addToolOutput={() => undefined} />);
    expect(vi.mocked(output.requestOfCall)).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-slot="askq-receipt"]')).toHaveLength(1);
  });
});

describe('PartErrorBoundary', () => {
  function Boom({ fail }: { fail: boolean }) {
    if (fail) throw new Error('boom');
    return <p>fine</p>;
  }

  it('a failure lasts until the reset key changes; a child that rendered fine keeps its node', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <PartErrorBoundary resetKey="input-streaming" fallback={<p>fallback</p>}>
        <Boom fail />
      </PartErrorBoundary>,
    );
    expect(view.container.textContent).toBe('fallback');
    view.rerender(
      <PartErrorBoundary resetKey="input-streaming" fallback={<p>fallback</p>}>
        <Boom fail={false} />
      </PartErrorBoundary>,
    );
    expect(view.container.textContent).toBe('fallback');
    view.rerender(
      <PartErrorBoundary resetKey="input-available" fallback={<p>fallback</p>}>
        <Boom fail={false} />
      </PartErrorBoundary>,
    );
    const fine = screen.getByText('fine');
    view.rerender(
      <PartErrorBoundary resetKey="output-available" fallback={<p>fallback</p>}>
        <Boom fail={false} />
      </PartErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBe(fine);
    vi.mocked(console.error).mockRestore();
  });
});
