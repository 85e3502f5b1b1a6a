// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemorySaver, START, END, StateGraph, MessagesAnnotation, interrupt } from '@langchain/langgraph';
import { ToolMessage } from '@langchain/core/messages';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { Chat } from './test-utils/chat.js';
import { graphFetch } from './test-utils/endpoint.js';
import { nodeGraph, reactGraph, streamingGraph, tripInput } from './test-utils/graphs.js';

const request = parseAskRequest(tripInput).request!;
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const idle = () => waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('false'));

/** What a run was resumed with: LangGraph's map by interrupt id, naming the one interrupt answered. */
function resumeOf(body: { command?: { resume?: unknown } }) {
  const map = body.command?.resume as Record<string, unknown>;
  expect(Object.keys(map)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  return Object.values(map)[0];
}

/** Renders the chat on `graph`, starts a run and waits for the picker. */
async function start(graph: Parameters<typeof graphFetch>[0], props: { onValues?: (values: Record<string, unknown>, threadId: string) => void } = {}) {
  const { fetch, bodies } = graphFetch(graph);
  render(<Chat fetch={fetch} {...props} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  return { user, bodies, fetch };
}

describe('AskInterrupt on the real useStream, over a custom transport to a real graph', () => {
  it('shows the tool call\'s question inline, resumes the run with the answer, and the model reads the exact text', async () => {
    const graph = reactGraph();
    let kept: { values: Record<string, unknown>; threadId: string } | undefined;
    const { user, bodies } = await start(graph, { onValues: (values, threadId) => (kept = { values, threadId }) });

    const radio = await screen.findByRole('radio', { name: /Porto/ });
    expect(radio.closest('[data-tool-call-id]')?.getAttribute('data-tool-call-id')).toBe('call_trip');
    // Only the picker's own attributes reach the DOM (not the stream).
    expect(document.querySelector('[stream]')).toBeNull();
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const text = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(text).toBe('Your questions have been answered: "Which city should the trip start in?"="Porto". You can now continue with these answers in mind.');
    expect(await screen.findByText(`Tool said: ${text}`)).toBeTruthy();
    await idle();
    // One resume, with askq's answer; the graph's tool result is the exact text.
    expect(bodies).toHaveLength(2);
    expect(resumeOf(bodies[1]!)).toMatchObject({ answers: { [request.questions[0]!.question]: 'Porto' }, outcome: { type: 'answered' } });
    const state = await graph.getState({ configurable: { thread_id: kept!.threadId } });
    const result = state.values.messages.find((m: unknown) => ToolMessage.isInstance(m)) as ToolMessage;
    expect(result.content).toBe(text);
    // The receipt, read back from the thread's tool message; the picker is gone.
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();

    // A reload: the same thread shown again from its kept values shows the receipt, not the question.
    cleanup();
    const again = graphFetch(graph);
    render(<Chat fetch={again.fetch} threadId={kept!.threadId} initialValues={kept!.values} />);
    const receipt = await screen.findByRole('group', { name: /Answered/ });
    expect(within(receipt).getByText('Porto')).toBeTruthy();
    expect(receipt.getAttribute('data-tool-call-id')).toBe('call_trip');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(again.bodies).toHaveLength(0);
  });

  it('a question still waiting after a reload stays answerable, from the interrupts the server reads', async () => {
    const graph = reactGraph();
    let kept: { values: Record<string, unknown>; threadId: string } | undefined;
    await start(graph, { onValues: (values, threadId) => (kept = { values, threadId }) });
    await screen.findByRole('radio', { name: /Porto/ });
    await idle();
    cleanup();

    const config = { configurable: { thread_id: kept!.threadId } };
    const interrupts = (await graph.getState(config)).tasks.flatMap((task) => task.interrupts);
    const again = graphFetch(graph);
    render(<Chat fetch={again.fetch} threadId={kept!.threadId} initialValues={kept!.values} interrupts={interrupts} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const text = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(await screen.findByText(`Tool said: ${text}`)).toBeTruthy();
    await idle();
    expect(again.bodies).toHaveLength(1);
    expect(again.bodies[0]!.config?.configurable).toMatchObject({ thread_id: kept!.threadId });
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the call\'s questions inert until the run reaches the tool, then the same picker turns live', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { user } = await start(reactGraph(tripInput, 'call_gated', {}, gate));
    const inert = await screen.findByRole('radio', { name: /Porto/ });
    expect(inert.closest('[data-tool-call-id]')?.getAttribute('data-tool-call-id')).toBe('call_gated');
    expect(screen.getAllByRole('radio').every((r) => r.hasAttribute('data-disabled'))).toBe(true);
    const root = document.querySelector('[data-slot="askq-root"]');
    open();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Porto/ }).hasAttribute('data-disabled')).toBe(false));
    // The same picker (its root and question panel), now answerable: nothing the user saw moved.
    expect(document.querySelector('[data-slot="askq-root"]')).toBe(root);
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const text = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(await screen.findByText(`Tool said: ${text}`)).toBeTruthy();
    await idle();
  });

  it('a model streaming the call\'s arguments in pieces: the questions show as they come, inert and without an error, then turn live', async () => {
    const json = JSON.stringify(tripInput);
    // Cut mid-key, mid-question, mid-label and mid-description; the stream waits before the piece
    // that ends the first option's label, so the page shows a call whose JSON is half written.
    const cuts = ['"quest', 'trip start', 'Lisbon (Rec', 'by the'].map((s) => json.indexOf(s) + Math.ceil(s.length / 2));
    const pieces = [0, ...cuts].map((from, i) => json.slice(from, [...cuts, json.length][i]));
    expect(pieces.join('')).toBe(json);
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    const graph = streamingGraph(pieces, 'call_streamed', { at: 3, until });
    // Every error the page shows at any moment of the stream, not only at the moments looked at.
    const errors: string[] = [];
    const watch = new MutationObserver(() => {
      for (const node of document.querySelectorAll('[data-slot="askq-error"], [role="alert"]')) errors.push(node.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const { user, bodies } = await start(graph);

    const question = await screen.findByText('Which city should the trip start in?');
    expect(question.closest('[data-tool-call-id]')?.getAttribute('data-tool-call-id')).toBe('call_streamed');
    expect(screen.getByTestId('loading').textContent).toBe('true');
    expect(screen.getAllByRole('radio').every((r) => r.hasAttribute('data-disabled'))).toBe(true);
    // Half written: the second option has not come yet.
    expect(screen.queryByRole('radio', { name: /Porto/ })).toBeNull();

    release();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Porto/ }).hasAttribute('data-disabled')).toBe(false));
    watch.disconnect();
    expect(errors).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /Porto/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const text = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(await screen.findByText(`Tool said: ${text}`)).toBeTruthy();
    await idle();
    expect(bodies).toHaveLength(2);
    expect(resumeOf(bodies[1]!)).toMatchObject({ answers: { [request.questions[0]!.question]: 'Porto' }, outcome: { type: 'answered' } });
  });

  it('a decline (Skip) resumes with the decline, and the model reads it as an error result', async () => {
    const graph = reactGraph();
    const { user } = await start(graph);
    await screen.findByRole('radio', { name: /Porto/ });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const text = toClaudeResultText(request, { type: 'declined', reason: 'dismissed', answers: {} });
    expect(await screen.findByText(`Tool said: ${text}`)).toBeTruthy();
    await idle();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a node\'s question shows who asks and its title, and the node gets the answer', async () => {
    const graph = nodeGraph();
    let threadId = '';
    const { user } = await start(graph, { onValues: (_, id) => (threadId = id) });
    expect(await screen.findByText('Asked by planner')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip planning' })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: /Lisbon/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The answered question stays as its receipt while the run goes on and after it ends.
    expect(await screen.findByRole('group', { name: /Answered/ })).toBeTruthy();
    await idle();
    const state = await graph.getState({ configurable: { thread_id: threadId } });
    expect(state.values.result.answers).toEqual({ 'Which city should the trip start in?': 'Lisbon (Recommended)' });
    expect(screen.getByRole('group', { name: /Answered/ })).toBeTruthy();
  });

  it('leaves other interrupts alone', async () => {
    const graph = new StateGraph(MessagesAnnotation)
      .addNode('approve', () => {
        interrupt({ action: 'deploy', question: 'Deploy to production?' });
        return {};
      })
      .addEdge(START, 'approve')
      .addEdge('approve', END)
      .compile({ checkpointer: new MemorySaver() });
    await start(graph);
    await waitFor(() => expect(screen.getByTestId('other-interrupt').textContent).toBe('{"action":"deploy","question":"Deploy to production?"}'));
    await idle();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(document.querySelector('[data-slot^="askq"]')).toBeNull();
  });
});
