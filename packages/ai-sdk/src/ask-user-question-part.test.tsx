import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAskRequest } from '@askq/core';
import { AskUserQuestionPart, toAskToolOutput } from './index.js';
import { ChatHarness } from './test-utils/chat-harness.js';
import { scriptedTransport, textTurn } from './test-utils/scripted-transport.js';
import { answerOf, pendingTranscript, toolParts, tripInput } from './test-utils/fixtures.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
const part = (state: string, extra: object = {}) => ({ type: 'tool-AskUserQuestion', toolCallId: 'call-x', state, input: tripInput, ...extra });
const request = parseAskRequest(tripInput).request!;
const Q = 'Which city should the trip start in?';

describe('AskUserQuestionPart states', () => {
  it('renders nothing for other parts', () => {
    const { container } = render(
      <>
        <AskUserQuestionPart part={{ type: 'text' }} addToolOutput={vi.fn()} />
        <AskUserQuestionPart part={{ ...part('input-available'), type: 'tool-weather' }} addToolOutput={vi.fn()} />
        <AskUserQuestionPart part={{ ...part('input-available'), type: 'dynamic-tool', toolName: 'other' }} addToolOutput={vi.fn()} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('a late second answer for the same call is ignored', async () => {
    const addToolOutput = vi.fn();
    render(
      <>
        <div data-testid="a"><AskUserQuestionPart part={part('input-available')} addToolOutput={addToolOutput} /></div>
        <div data-testid="b"><AskUserQuestionPart part={part('input-available')} addToolOutput={addToolOutput} /></div>
      </>,
    );
    const user = userEvent.setup();
    const [portoA, portoB] = screen.getAllByRole('radio', { name: /Porto/ });
    const [submitA, submitB] = screen.getAllByRole('button', { name: 'Submit' });
    await user.click(portoA!);
    await user.click(submitA!);
    await user.click(portoB!);
    await user.click(submitB!);
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(addToolOutput.mock.calls[0]![0]).toMatchObject({ output: { answers: { [Q]: 'Porto' } } });
  });

  it("an extended host's number question renders and answers (the default parser reads it, the part shows it)", async () => {
    const addToolOutput = vi.fn();
    const input = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5 }] };
    render(<AskUserQuestionPart part={part('input-available', { toolCallId: 'call-number', input })} addToolOutput={addToolOutput} />);
    const user = userEvent.setup();
    // The part's kit reads it (in a chat it has loaded while the call streamed in).
    const field = await screen.findByRole('textbox', { name: 'How many retries?' });
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(addToolOutput.mock.calls[0]![0]).toMatchObject({ output: { answers: { 'How many retries?': '2' } } });
  });

  it('a decline (Skip) is sent as a declined output', async () => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part('input-available', { toolCallId: 'call-skip' })} addToolOutput={addToolOutput} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(addToolOutput.mock.calls[0]![0]).toMatchObject({ output: { answers: {}, outcome: { type: 'declined', reason: 'dismissed' } } });
  });

  it('output-available shows the receipt, never the picker', () => {
    const output = toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    render(<AskUserQuestionPart part={part('output-available', { output })} addToolOutput={vi.fn()} />);
    expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('Porto');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('an output from another host (no outcome) still makes a receipt', () => {
    const output = { questions: tripInput.questions, answers: { [Q]: 'Porto' } };
    render(<AskUserQuestionPart part={part('output-available', { output })} addToolOutput={vi.fn()} />);
    expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('Porto');
  });

  it('output-error shows a short notice', () => {
    render(<AskUserQuestionPart part={part('output-error', { errorText: 'questions[0] is bad' })} addToolOutput={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toContain('These questions could not be shown.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a call that fails while the user answers it hands focus to its notice, not to <body>', async () => {
    const { rerender } = render(<AskUserQuestionPart part={part('input-available', { toolCallId: 'call-fails' })} addToolOutput={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: /Porto/ }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Porto/ }));
    rerender(<AskUserQuestionPart part={part('output-error', { toolCallId: 'call-fails', errorText: 'aborted' })} addToolOutput={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('note'));
  });

  it.each(['approval-requested', 'approval-responded'])('%s shows the questions the call will ask, inert', async (state) => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part(state, { approval: { id: 'x' } })} addToolOutput={addToolOutput} />);
    // The questions, not an empty "Result" receipt.
    expect(screen.getByText(Q)).toBeTruthy();
    expect(screen.getByText(/Porto/)).toBeTruthy();
    await userEvent.setup().click(screen.getByText(/Porto/));
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(addToolOutput).not.toHaveBeenCalled();
  });

  it.each(['output-denied', 'some-future-state'])('%s is read-only', (state) => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part(state, { approval: { id: 'x' } })} addToolOutput={addToolOutput} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('group')).toBeTruthy();
    expect(addToolOutput).not.toHaveBeenCalled();
  });

  it('"Ask me more first" (allowFollowUp) sends a follow-up output, and its receipt says so', async () => {
    const addToolOutput = vi.fn();
    render(<AskUserQuestionPart part={part('input-available', { toolCallId: 'call-more' })} addToolOutput={addToolOutput} allowFollowUp />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Ask me more first' }));
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    const { output } = addToolOutput.mock.calls[0]![0] as { output: Record<string, unknown> };
    expect(output).toMatchObject({ followUp: true, answers: { [Q]: 'Porto' }, outcome: { type: 'follow_up' } });
    cleanup();
    render(<AskUserQuestionPart part={part('output-available', { output })} addToolOutput={vi.fn()} />);
    expect(screen.getByText('Asked for more questions first')).toBeTruthy();
  });

  it('previewFormat is the host setting for every preview, and the prop wins over parseOptions', async () => {
    const html = '<div style="color:teal">River view</div>';
    const input = { questions: [{ ...tripInput.questions[0]!, options: tripInput.questions[0]!.options.map((o) => ({ ...o, preview: html })) }] };
    const formatShown = async (props: { previewFormat?: 'markdown' | 'html'; parseOptions?: { previewFormat: 'markdown' | 'html' } }) => {
      const { container, unmount } = render(
        <AskUserQuestionPart part={part('input-available', { input, toolCallId: 'call-html' })} addToolOutput={vi.fn()} {...props} />,
      );
      // The pane's content is a chunk loaded on first use: wait for the frame or the Markdown box.
      await waitFor(() => expect(container.querySelector('[data-slot="askq-preview"] iframe, [data-slot="askq-preview-text"]')).not.toBeNull());
      const preview = container.querySelector('[data-slot="askq-preview"]');
      const shown = [preview?.getAttribute('data-state'), container.querySelectorAll('iframe').length];
      unmount();
      return shown;
    };
    expect(await formatShown({})).toEqual(['markdown', 0]);
    expect(await formatShown({ previewFormat: 'html' })).toEqual(['html', 1]);
    expect(await formatShown({ parseOptions: { previewFormat: 'html' } })).toEqual(['html', 1]);
    expect(await formatShown({ previewFormat: 'markdown', parseOptions: { previewFormat: 'html' } })).toEqual(['markdown', 0]);
  });

  it('garbage in any state never throws', () => {
    for (const state of ['input-streaming', 'input-available', 'output-available', 'output-error']) {
      for (const input of [undefined, null, 42, 'oops', { questions: [{}] }, { questions: [null, { options: 'x' }] }]) {
        render(<AskUserQuestionPart part={{ type: 'tool-AskUserQuestion', toolCallId: `g-${state}`, state, input, output: 7 }} addToolOutput={vi.fn()} />);
      }
    }
    expect(document.body.innerHTML).not.toBe('');
  });
});

describe('reload', () => {
  it('a pending question stays answerable with its draft restored', async () => {
    const first = scriptedTransport([]);
    render(<ChatHarness transport={first.transport} initialMessages={pendingTranscript('call-r')} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    cleanup(); // the page goes away; sessionStorage stays, as it does across a reload

    const second = scriptedTransport([(messages) => textTurn(`Starting in ${answerOf(messages, Q)}.`)]);
    let spy!: ReturnType<typeof vi.fn>;
    render(<ChatHarness transport={second.transport} initialMessages={pendingTranscript('call-r')} onSpy={(s) => (spy = s)} />);
    expect(screen.getByRole('radio', { name: /Porto/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Starting in Porto.')).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(second.requests).toHaveLength(1);
    expect(toolParts(second.requests[0]!.messages)[0]).toMatchObject({ state: 'output-available' });
  });

  it('persistDraft={false} neither saves nor restores a draft', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestionPart part={part('input-available')} addToolOutput={vi.fn()} persistDraft={false} />);
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    expect(sessionStorage.length).toBe(0);
    cleanup();
    // A draft saved earlier (by a page that persisted) is not restored either.
    render(<AskUserQuestionPart part={part('input-available')} addToolOutput={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    expect(sessionStorage.length).toBe(1);
    cleanup();
    render(<AskUserQuestionPart part={part('input-available')} addToolOutput={vi.fn()} persistDraft={false} />);
    expect(screen.getByRole('radio', { name: /Porto/ }).getAttribute('aria-checked')).toBe('false');
  });

  it('an answered question shows its receipt and sends nothing', async () => {
    const output = toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } });
    const { transport, requests } = scriptedTransport([]);
    render(<ChatHarness transport={transport} initialMessages={pendingTranscript('call-done', 'output-available', { output })} />);
    expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('Lisbon');
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(requests).toHaveLength(0);
  });
});
