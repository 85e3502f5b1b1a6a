/**
 * Where a mount's and a selection's work comes from (`node bench/run.mjs --anatomy`, and
 * `--anatomy --breakdown`):
 * - `anatomy()`: for askq and bare Radix, what a one-question mount builds (fibers by kind, the
 *   hooks they hold: state, external-store subscriptions, effects, layout effects, memos, refs; by
 *   component), the commits it takes, and what one selection renders and writes to the DOM.
 * - `breakdown()`: the drop-in built up from its parts, one variant per step (the hook alone, the
 *   root, the question panel, the option list, Other, the footer), each mounted and clicked
 *   interleaved with bare Radix: what each part adds, in milliseconds. One more row puts bare
 *   Radix inside the elements the drop-in adds, without askq's code: what its extra DOM costs.
 * Reads React internals (fiber tags, hook lists) that are stable since React 17; a bench tool only.
 */
import { commits, renderedByCommit } from './commits.js';
import { nextTask, timed } from './timing.js';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { useAskQuestions } from '@askq/react';
import { Actions, AskRoot, KeyLegend, OptionList, Question } from '@askq/ui';
import { AskqPicker, ASKQ_DOM } from './askq.js';
import { PlainPicker, RadixPicker } from './baselines.js';
import { toolInput, type ToolInput } from './fixtures.js';

interface Fiber {
  tag: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: unknown;
}

// React's work tags.
const TAGS: Record<number, string> = { 0: 'function', 1: 'class', 3: 'root', 5: 'element', 6: 'text', 7: 'fragment', 9: 'consumer', 10: 'provider', 11: 'forwardRef', 14: 'memo', 15: 'memo', 26: 'element', 27: 'element' };
const HOOKED = new Set([0, 11, 14, 15]);

function nameOf(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? (type.name || 'Anonymous');
  if (typeof type === 'object' && type !== null) {
    const inner = type as { displayName?: string; render?: unknown; type?: unknown };
    return inner.displayName ?? (inner.render || inner.type ? nameOf(inner.render ?? inner.type) : 'Context');
  }
  return 'Anonymous';
}

type HookKind = 'state' | 'store' | 'effect' | 'layoutEffect' | 'insertionEffect' | 'memo' | 'ref' | 'id' | 'other';

/** A function component's hooks by kind (effect objects carry `tag` and `create`; a store's queue its `getSnapshot`). */
function hooksOf(fiber: Fiber): HookKind[] {
  const out: HookKind[] = [];
  if (!HOOKED.has(fiber.tag)) return out;
  for (let hook = fiber.memoizedState as { memoizedState: unknown; queue: unknown; next: unknown } | null; hook && typeof hook === 'object' && 'next' in hook; hook = hook.next as typeof hook) {
    const state = hook.memoizedState as Record<string, unknown> | null;
    const queue = hook.queue as Record<string, unknown> | null;
    if (queue && 'getSnapshot' in queue) out.push('store');
    else if (queue && 'dispatch' in queue) out.push('state');
    else if (state && typeof state === 'object' && 'create' in state && 'tag' in state) {
      const tag = state.tag as number;
      out.push(tag & 4 ? 'layoutEffect' : tag & 8 ? 'effect' : tag & 2 ? 'insertionEffect' : 'other');
    } else if (Array.isArray(state) && state.length === 2) out.push('memo');
    else if (state && typeof state === 'object' && 'current' in state && Object.keys(state).length === 1) out.push('ref');
    else if (typeof state === 'string' && /^:|^_r_|^«/.test(state)) out.push('id');
    else out.push('other');
  }
  return out;
}

const host = document.createElement('div');
document.querySelector('main')!.append(host);

/** Runs `action` and the tasks right after it with the commit walker on: the components each commit rendered. */
async function commitsOf(action: () => void): Promise<string[][]> {
  const { rendered, byCommit: perCommit } = renderedByCommit();
  commits.rendered = rendered;
  const before = commits.count;
  flushSync(action);
  await nextTask();
  commits.rendered = null;
  return Array.from({ length: commits.count - before }, (_, n) => perCommit.get(before + n + 1) ?? []);
}

const describeCommits = (list: string[][]) => list.map((names) => (names.length > 45 ? `${names.length} components` : `${names.length}: ${names.join(', ')}`));

function tally(names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of names) out[name] = (out[name] ?? 0) + 1;
  return out;
}

async function census(element: ReactElement) {
  const root = createRoot(host);
  const mountCommits = await commitsOf(() => root.render(element));
  const byTag: Record<string, number> = {};
  const hooks: Record<string, number> = {};
  const components: Record<string, { count: number; hooks: Record<string, number> }> = {};
  const key = Object.keys(host).find((k) => k.startsWith('__reactContainer$'))!;
  const stack: Fiber[] = [(host as unknown as Record<string, Fiber>)[key]!];
  while (stack.length) {
    const fiber = stack.pop()!;
    const tag = TAGS[fiber.tag] ?? `tag${fiber.tag}`;
    byTag[tag] = (byTag[tag] ?? 0) + 1;
    if (tag !== 'element' && tag !== 'text' && tag !== 'root') {
      const name = tag === 'provider' ? `Provider(${nameOf((fiber.type as { _context?: unknown })._context ?? fiber.type)})` : nameOf(fiber.type);
      const entry = (components[name] ??= { count: 0, hooks: {} });
      entry.count++;
      for (const hook of hooksOf(fiber)) {
        hooks[hook] = (hooks[hook] ?? 0) + 1;
        entry.hooks[hook] = (entry.hooks[hook] ?? 0) + 1;
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  const elements = host.querySelectorAll('*').length;
  flushSync(() => root.unmount());
  return { elements, commits: describeCommits(mountCommits), byTag, hooks, components };
}

/** One selection once the picker has settled (its first pick, which marks the question answered, done): renders and DOM writes. */
async function selection(element: ReactElement, radios: () => HTMLElement[]) {
  const root = createRoot(host);
  flushSync(() => root.render(element));
  // Past the arrival (askq focuses its first option in the frame after the mount).
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  for (const n of [1, 0]) flushSync(() => radios()[n]!.click());
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(host, { attributes: true, childList: true, subtree: true, characterData: true });
  const rendered = await commitsOf(() => radios()[1]!.click());
  records.push(...observer.takeRecords());
  observer.disconnect();
  flushSync(() => root.unmount());
  const target = (r: MutationRecord) => (r.target as Element).getAttribute('data-slot') ?? (r.target as Element).tagName.toLowerCase();
  return {
    commits: describeCommits(rendered),
    renders: tally(rendered.flat()),
    domWrites: tally(records.map((r) => (r.type === 'attributes' ? `${target(r)}@${r.attributeName}` : r.type))),
  };
}

export async function anatomy() {
  const input = toolInput(1);
  return {
    askq: await census(<AskqPicker input={input} />),
    radix: await census(<RadixPicker input={input} />),
    askqSelect: await selection(<AskqPicker input={input} />, () => [...host.querySelectorAll<HTMLElement>(ASKQ_DOM.radio)]),
    radixSelect: await selection(<RadixPicker input={input} />, () => [...host.querySelectorAll<HTMLElement>('[role="radio"]')]),
  };
}

// ---------------------------------------------------------------------------------------------
// The drop-in built up from its parts

const noop = () => undefined;

/** The hook alone, rendering the bare Radix group: what the headless state costs. */
function HookOnly({ input }: { input: ToolInput }) {
  useAskQuestions(input, { onOutcome: noop });
  return <RadixPicker input={input} />;
}

/** `AskRoot` with one `Question` per question; `body` replaces the question's default body. */
function Parts({ input, body, footer = false }: { input: ToolInput; body?: (input: ToolInput) => ReactElement; footer?: boolean }) {
  const api = useAskQuestions(input, { onOutcome: noop });
  const questions = api.request?.questions ?? [];
  return (
    <AskRoot api={api}>
      {questions.map((q) => (
        <Question key={q.id} questionId={q.id}>
          {body?.(input)}
        </Question>
      ))}
      {footer && <KeyLegend />}
      {footer && <Actions />}
    </AskRoot>
  );
}

/** The root around the bare Radix group. */
function RootOnly({ input }: { input: ToolInput }) {
  const api = useAskQuestions(input, { onOutcome: noop });
  return (
    <AskRoot api={api}>
      <RadixPicker input={input} />
    </AskRoot>
  );
}

/**
 * Bare Radix inside the other elements a one-question drop-in renders (the root, the panel and its
 * heading, the key legend, the footer's three buttons and reason, the status region), with their
 * attributes, and no askq code: what the drop-in's extra DOM costs by itself, apart from the
 * components and hooks that build it.
 */
function StaticShell({ input }: { input: ToolInput }) {
  const q = input.questions[0]!;
  return (
    <div id="s-root" data-phase="answering" data-state="open" className="askq" data-slot="askq-root">
      <div id="s-panel" role="group" aria-labelledby="s-q" data-state="active" data-selection-mode="single" data-slot="askq-question">
        <h3 id="s-q" data-slot="askq-question-text">
          {q.question}
        </h3>
        <RadixPicker input={input} />
      </div>
      <p data-slot="askq-legend" data-reach="in" aria-hidden="true">
        1-5 pick · Enter confirm · Esc skip
      </p>
      <div data-slot="askq-actions">
        <button type="button" data-reason="dismissed" data-slot="askq-button" data-variant="ghost">
          Skip
        </button>
        <button type="button" data-reason="chat_about_this" data-slot="askq-button" data-variant="ghost">
          Chat about this
        </button>
        <p id="s-reason" aria-live="polite" data-reason="nothing_answered" data-slot="askq-reason" />
        <button type="button" aria-disabled="true" id="s-submit" aria-describedby="s-reason" data-reason="nothing_answered" data-slot="askq-button" data-variant="primary">
          Submit
        </button>
      </div>
      <p aria-live="polite" data-slot="askq-visually-hidden" />
    </div>
  );
}

const BREAKDOWN: [string, (input: ToolInput) => ReactElement][] = [
  ['bare Radix', (input) => <RadixPicker input={input} />],
  ["bare Radix in the drop-in's DOM, no askq", (input) => <StaticShell input={input} />],
  ['hook + bare Radix', (input) => <HookOnly input={input} />],
  ['root + bare Radix', (input) => <RootOnly input={input} />],
  ['root + panel + bare Radix', (input) => <Parts input={input} body={(i) => <RadixPicker input={i} />} />],
  ['root + panel + option list (no Other)', (input) => <Parts input={input} body={() => <OptionList other={false} />} />],
  ['root + question (list with Other)', (input) => <Parts input={input} />],
  ['  + key legend + actions', (input) => <Parts input={input} footer />],
  ['drop-in (AskUserQuestion)', (input) => <AskqPicker input={input} />],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/**
 * Per variant, interleaved round by round as the main benchmark does: a mount of one question, then
 * eight clicks between its first two radios; medians. Each timed mount comes right after an untimed
 * mount of the same variant, so every step mounts warm alike. Without it the order decided: a step
 * mounted right after a step that ran nearly the same code (the drop-in after the key legend and
 * actions step: warm), bare Radix after the drop-in (colder), and the drop-in's row read about
 * 0.1 ms (0.2x of the ratio) under the main benchmark's, where both sides mount cold. Warm or cold
 * alike, the ratio is the same (`warmth()`).
 */
export async function breakdown(rounds: number) {
  const root = createRoot(host);
  const mounts = BREAKDOWN.map(() => [] as number[]);
  const clicks = BREAKDOWN.map(() => [] as number[]);
  for (let r = -5; r < rounds; r++) {
    for (const [v, [, render]] of BREAKDOWN.entries()) {
      flushSync(() => root.render(render(toolInput(1))));
      flushSync(() => root.render(null));
      await nextTask();
      const input = toolInput(1);
      const { ms: mount } = await timed(() => root.render(render(input)));
      if (r >= 0) mounts[v]!.push(mount);
      for (let i = 0; i < 8; i++) {
        const target = host.querySelectorAll<HTMLElement>('[role="radio"]')[(i + 1) % 2]!;
        const { ms: click } = await timed(() => target.click());
        if (r >= 0) clicks[v]!.push(click);
      }
      flushSync(() => root.render(null));
      await nextTask();
    }
  }
  root.unmount();
  return BREAKDOWN.map(([name], v) => ({ name, mount: median(mounts[v]!), select: median(clicks[v]!) }));
}

/** Clicks between the first two radios of breakdown variant `index`, `n` times (`--profile b<index>`): ms per click. */
export function breakdownSelections(index: number, n: number): number {
  const root = createRoot(host);
  flushSync(() => root.render(BREAKDOWN[index]![1](toolInput(1))));
  const radios = [...host.querySelectorAll<HTMLElement>('[role="radio"]')];
  const start = performance.now();
  for (let i = 0; i < n; i++) flushSync(() => radios[(i + 1) % 2]!.click());
  const ms = (performance.now() - start) / n;
  root.unmount();
  return ms;
}

/** Mounts and unmounts breakdown variant `index` `n` times (`--profile b<index> mount`): the samples. */
export async function breakdownMounts(index: number, n: number): Promise<number[]> {
  const root = createRoot(host);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const input = toolInput(1);
    const start = performance.now();
    flushSync(() => root.render(BREAKDOWN[index]![1](input)));
    samples.push(performance.now() - start);
    flushSync(() => root.render(null));
    if (i % 50 === 49) await nextTask();
  }
  root.unmount();
  return samples;
}

/**
 * `--anatomy --warmth`: a one-question mount of askq and of bare Radix, cold and warm, in one run.
 * Cold: as the main benchmark mounts it, after the other pickers' turns (a mount, eight clicks, a
 * four-question mount each). Warm: the same loop with an untimed identical mount right before each
 * timed one. Ten rounds of one, then ten of the other, so a busy machine weighs on both alike.
 * What a mount costs depends on what ran before it (the processor's caches and predictors, V8's
 * inline caches): the drop-in runs much more code of its own than bare Radix (parsing, the store,
 * its parts) that the other pickers' turns do not run, yet the ratio comes out the same. The
 * breakdown above mounts every step warm (see there). A picker in a chat mounts cold (the chat
 * streamed and rendered other things since the last one): the main benchmark's figure is the one
 * an app sees.
 */
export async function warmth(rounds: number) {
  const root = createRoot(host);
  const pickers = [
    ['askq', (input: ToolInput) => <AskqPicker input={input} />, '[role="radio"]'],
    ['radix', (input: ToolInput) => <RadixPicker input={input} />, '[role="radio"]'],
    ['plain', (input: ToolInput) => <PlainPicker input={input} />, 'input[type="radio"]'],
  ] as const;
  const samples = { cold: { askq: [] as number[], radix: [] as number[] }, warm: { askq: [] as number[], radix: [] as number[] } };
  const unmount = async () => {
    flushSync(() => root.render(null));
    await nextTask();
  };
  for (let r = -10; r < 2 * rounds; r++) {
    const mode = Math.floor(r / 10) % 2 === 0 ? 'cold' : 'warm';
    for (const [name, render, radio] of pickers) {
      if (mode === 'warm') {
        flushSync(() => root.render(render(toolInput(1))));
        await unmount();
      }
      const input = toolInput(1);
      const { ms } = await timed(() => root.render(render(input)));
      if (r >= 0 && name !== 'plain') samples[mode][name].push(ms);
      for (let i = 0; i < 8; i++) {
        const target = host.querySelectorAll<HTMLElement>(radio)[(i + 1) % 2]!;
        await timed(() => target.click());
      }
      await unmount();
      const four = toolInput(4);
      flushSync(() => root.render(render(four)));
      await unmount();
    }
  }
  root.unmount();
  const medians = (m: { askq: number[]; radix: number[] }) => ({ askq: median(m.askq), radix: median(m.radix) });
  return { cold: medians(samples.cold), warm: medians(samples.warm) };
}
