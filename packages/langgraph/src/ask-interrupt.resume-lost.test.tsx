// @vitest-environment jsdom
/**
 * Answers that do not reach the interrupt they answer, on the real useStream over a custom
 * transport to a real graph: a run that ends in an error while the question still waits (a
 * server that lost the thread), and an answer sent again for a question another tab answered.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolMessage } from '@langchain/core/messages';
import { Chat } from './test-utils/chat.js';
import { graphFetch } from './test-utils/endpoint.js';
import { reactGraph, twoCallGraph } from './test-utils/graphs.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type Kept = { values: Record<string, unknown>; threadId: string };

/** A thread asked its first question, then the page left (its values and thread id kept, as the example keeps them). */
async function askedThenLeft() {
  const graph = reactGraph();
  const served = graphFetch(graph);
  let kept: Kept | undefined;
  render(<Chat fetch={served.fetch} onValues={(values, threadId) => (kept = { values, threadId })} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await screen.findByRole('radio', { name: /Porto/ });
  await waitFor(() => expect(kept).toBeDefined());
  cleanup();
  return { graph, served, kept: kept!, user };
}

it('a resume whose run ends in an error while the question still waits: no receipt, the run\'s error, and the question again with the answer given; the next answer goes through', async () => {
  const { graph, served, kept, user } = await askedThenLeft();

  // The page again (a reload), on a server that answers the resume with LangGraph's error event,
  // as the example's endpoint does for a thread it no longer has: `submit` resolves, `error` is set.
  let down = true;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the SDK logs the run's error
  const bodies: unknown[] = [];
  const fetch = (url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    if (!down) return served.fetch(url, init);
    const event = `event: error\ndata: ${JSON.stringify({ error: 'ThreadNotFound', message: 'The server no longer has this chat.' })}\n\n`;
    return Promise.resolve(new Response(event, { headers: { 'Content-Type': 'text/event-stream' } }));
  };
  const interrupts = (await graph.getState({ configurable: { thread_id: kept.threadId } })).tasks.flatMap((t) => t.interrupts);
  render(<Chat fetch={fetch} threadId={kept.threadId} initialValues={kept.values} interrupts={interrupts} />);
  await user.click(await screen.findByRole('radio', { name: /Porto/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(bodies).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('false'));
  // Before: an "Answered" receipt, for an answer the run never got.
  expect(screen.queryByRole('group', { name: /Answered/ })).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Your answer was not accepted: The server no longer has this chat.');
  // The question again, answerable, with the answer the user gave still chosen.
  const porto = screen.getByRole('radio', { name: /Porto/ });
  expect(porto.getAttribute('aria-checked')).toBe('true');
  expect(porto.hasAttribute('data-disabled')).toBe(false);

  logged.mockRestore();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/^Tool said: Your questions have been answered: "Which city should the trip start in\?"="Porto"/)).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('loading').textContent).toBe('false'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('group', { name: /Answered/ }).textContent).toContain('Porto');
});

it('an answer sent again for a question another tab answered resumes nothing: the thread\'s next question still waits', async () => {
  const graph = twoCallGraph();
  const served = graphFetch(graph);
  let kept: Kept | undefined;
  const first = render(<Chat fetch={served.fetch} onValues={(values, threadId) => (kept = { values, threadId })} />);
  const user = userEvent.setup();
  await user.click(within(first.container).getByRole('button', { name: 'Start' }));
  await within(first.container).findByRole('radio', { name: /Porto/ });
  await waitFor(() => expect(kept).toBeDefined());
  const config = { configurable: { thread_id: kept!.threadId } };

  // A second tab on the same thread, showing the first question while it waits.
  const interrupts = (await graph.getState(config)).tasks.flatMap((t) => t.interrupts);
  const other = graphFetch(graph);
  const second = render(<Chat fetch={other.fetch} threadId={kept!.threadId} initialValues={kept!.values} interrupts={interrupts} />);
  await within(second.container).findByRole('radio', { name: /Porto/ });

  // The first tab answers: the run goes on to the next question.
  await user.click(within(first.container).getByRole('radio', { name: /Porto/ }));
  await user.click(within(first.container).getByRole('button', { name: 'Submit' }));
  await within(first.container).findByRole('radio', { name: /Five/ });
  await waitFor(() => expect(within(first.container).getByTestId('loading').textContent).toBe('false'));

  // The second tab, not knowing, answers the first question too.
  await user.click(within(second.container).getByRole('radio', { name: /Lisbon/ }));
  await user.click(within(second.container).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(other.bodies).toHaveLength(1));
  await waitFor(() => expect(within(second.container).getByTestId('loading').textContent).toBe('false'));

  // Before: the resume was taken by the next question's interrupt, whose echo check made it an
  // error result, and the model went on without that question's answer.
  const state = await graph.getState(config);
  const results = (state.values.messages as unknown[]).filter((m) => ToolMessage.isInstance(m)) as ToolMessage[];
  expect(results.map((m) => m.tool_call_id)).toEqual(['call_city']);
  expect(String(results[0]!.content)).toContain('"Porto"');
  expect(state.tasks.flatMap((t) => t.interrupts).map((i) => (i.value as { toolCallId?: string }).toolCallId)).toEqual(['call_days']);
});

it('a resume whose fetch fails (useStream keeps the TypeError as the run\'s error): the answer could not be sent, and the question is asked again with it', async () => {
  const { graph, kept, user } = await askedThenLeft();

  // The thread shown again from its values (what a run starts from), and the network down.
  const fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  const interrupts = (await graph.getState({ configurable: { thread_id: kept.threadId } })).tasks.flatMap((t) => t.interrupts);
  render(<Chat fetch={fetch} threadId={kept.threadId} initialValues={kept.values} interrupts={interrupts} />);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(await screen.findByRole('radio', { name: /Porto/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Your answer could not be sent. Check your connection and try again.');
  logged.mockRestore();
  expect(screen.queryByRole('group', { name: /Answered/ })).toBeNull();
  expect(screen.getByRole('radio', { name: /Porto/ }).getAttribute('aria-checked')).toBe('true');
});
