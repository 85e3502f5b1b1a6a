import { act, fireEvent, render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AskOutcome } from '@askq/core';
import { onDemandParser } from '@askq/core/picker';
import * as plain from './test/compiler-app.js';
import { claudeInput } from './test/fixtures.js';
import type { AskSessionAsk } from './use-ask-session.js';

// Apps built with the React Compiler (Next.js `reactCompiler`, the Babel plugin in Vite) memoize
// their own components: a value read from a hook is reused until its identity changes. A hook
// that handed out an object it later changed in place, or a getter whose result depends on more
// than its inputs, would leave such an app showing stale state or sending a stale answer. The same
// app code (test/compiler-app.tsx) runs as written and compiled, through one scenario, and must
// render the same markup at every step and end with the same outcome.
let compiled: typeof plain;
beforeAll(async () => {
  compiled = (await import('./test/compiler-app.tsx?react-compiler')) as unknown as typeof plain;
  // The lenient parse is loaded on first use: load it ahead so both runs read every chunk alike.
  await onDemandParser.load();
});

const input = JSON.stringify({
  questions: [
    ...claudeInput.questions,
    { question: 'Which region?', header: 'Region', multiSelect: false, options: [{ label: 'EU', description: 'Frankfurt' }, { label: 'US', description: 'Virginia' }] },
  ],
});

/** The markup, without React's generated ids (they count differently in the two runs). */
function markup(container: HTMLElement) {
  return container.innerHTML.replace(/\s(?:id|for|aria-controls|aria-labelledby|aria-describedby)="[^"]*"/g, '');
}

async function run(app: typeof plain, controlled: boolean) {
  sessionStorage.clear();
  const onDone = vi.fn<(outcome: AskOutcome) => void>();
  const steps: [string, string][] = [];
  const element = (streaming: boolean, text: string) => (
    <app.App input={text} streaming={streaming} toolCallId="call-1" onDone={onDone} controlled={controlled} />
  );
  let view = render(element(true, input.slice(0, 30)));
  const step = async (name: string, action?: () => void) => {
    try {
      action?.();
    } catch (error) {
      // A control missing from stale markup: a step that differs, reported as such.
      steps.push([name, `failed: ${String(error)}`]);
      return;
    }
    // Effects (focus, persistence, the store's notifications) settle before the markup is read.
    await act(async () => {});
    steps.push([name, markup(view.container)]);
  };
  const all = (selector: string) => [...view.container.querySelectorAll<HTMLElement>(selector)];
  const button = (name: string) => all('button').find((b) => b.textContent === name)!;

  await step('first chunk');
  for (let end = 60; end < input.length; end += 41) await step(`streamed ${end}`, () => view.rerender(element(true, input.slice(0, end))));
  await step('complete', () => view.rerender(element(false, input)));
  await step('pick SQLite', () => fireEvent.click(all('[role=radio]')[1]!));
  await step('an app render', () => fireEvent.click(button('Render again')));
  await step('check Auth', () => fireEvent.click(all('[role=checkbox]')[0]!));
  await step('type Other', () => fireEvent.change(all('input[aria-label^="Other answer to Features"]')[0]!, { target: { value: 'Billing' } }));
  await step('Enter moves on', () => fireEvent.keyDown(all('[role=checkbox]')[0]!, { key: 'Enter' }));
  await step('Left back', () => fireEvent.keyDown(all('[role=radio]')[2]!, { key: 'ArrowLeft' }));
  await step('first tab', () => fireEvent.click(all('[role=tab]')[0]!));
  await step('Next', () => fireEvent.click(button('Next')));
  await step('Back', () => fireEvent.click(button('Back')));
  if (!controlled) {
    // A remount (a reload, the message list re-keyed) restores the saved draft.
    view.unmount();
    view = render(element(false, input));
    await step('remounted');
  }
  await step('go to the last question', () => fireEvent.click(all('[role=tab]')[2]!));
  await step('pick US', () => fireEvent.click(all('[role=radio]')[3]!));
  await step('Submit', () => fireEvent.click(button('Submit')));
  await step('Submit again', () => fireEvent.click(button('Submit')));
  view.unmount();
  return { steps, outcomes: onDone.mock.calls.map(([outcome]) => outcome) };
}

describe.each([
  ['drafts saved to storage', false],
  ['drafts held by the app', true],
])('an app built with the React Compiler: %s', (_, controlled) => {
  it('is compiled (a component the compiler skipped would make this test compare the code with itself)', () => {
    expect(String(compiled.App)).not.toBe(String(plain.App));
    // The compiled component keeps its memo cache (react-compiler-runtime's `c`).
    expect(String(compiled.App)).toMatch(/\$\[\d+\]/);
  });

  it('renders every step as the code as written does, and sends the same answer once', async () => {
    const written = await run(plain, controlled);
    const built = await run(compiled, controlled);
    // The scenario does what it says when run as written (else equal runs would prove nothing).
    expect(written.outcomes).toEqual([
      { type: 'answered', answers: { q1: { selected: ['SQLite'] }, q2: { selected: ['Auth'], other: 'Billing' }, q3: { selected: ['US'] } } },
    ]);
    expect(built.steps.map(([name]) => name)).toEqual(written.steps.map(([name]) => name));
    for (const [index, [name, html]] of built.steps.entries()) expect(html, name).toBe(written.steps[index]![1]);
    expect(built.outcomes).toEqual(written.outcomes);
  });
});

/** A stand-in EventSource the scenario drives as a browser would (jsdom has none). */
class ScriptedEventSource {
  static last: ScriptedEventSource;
  readyState = 0;
  private readonly listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    ScriptedEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener(data === undefined ? {} : { data: JSON.stringify(data) });
  }
}

describe('an app built with the React Compiler: questions from a server', () => {
  const ask = (id: string, sessionId = 's1'): AskSessionAsk => ({ id, sessionId, input: claudeInput, createdAt: 1_700_000_000_000 });

  async function runSession(app: typeof plain) {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const steps: [string, string][] = [];
    const element = (sessionId: string) => <app.SessionApp sessionId={sessionId} EventSource={ScriptedEventSource} fetch={fetch} />;
    const view = render(element('s1'));
    const step = async (name: string, action: () => void) => {
      await act(async () => action());
      steps.push([name, view.container.innerHTML]);
    };
    const source = () => ScriptedEventSource.last;
    await step('open', () => source().emit('open'));
    await step('snapshot', () => source().emit('snapshot', { pending: [ask('a'), ask('b')] }));
    await step('asked', () => source().emit('pending', { seq: 2, type: 'pending', ask: ask('c') }));
    await step('answered in another tab', () => source().emit('answered', { seq: 3, type: 'answered', id: 'a', sessionId: 's1', outcome: { type: 'answered', answers: {} } }));
    await step('skipped here', () => view.getByRole('button', { name: 'Skip b' }).click());
    await step('dropped', () => source().emit('error'));
    await step('another session', () => view.rerender(element('s2')));
    await step('its snapshot', () => source().emit('snapshot', { pending: [ask('z', 's2')] }));
    view.unmount();
    return { steps, posts: fetch.mock.calls.map((call) => String((call as unknown[])[0])) };
  }

  it('renders every step as the code as written does', async () => {
    expect(String(compiled.SessionApp)).toMatch(/\$\[\d+\]/);
    const written = await runSession(plain);
    const built = await runSession(compiled);
    expect(written.posts).toEqual(['/api/askq/sessions/s1/asks/b/answer']);
    expect(written.steps.at(-1)![1]).toContain('z');
    for (const [index, [name, html]] of built.steps.entries()) expect(html, name).toBe(written.steps[index]![1]);
    expect(built.posts).toEqual(written.posts);
  });
});
