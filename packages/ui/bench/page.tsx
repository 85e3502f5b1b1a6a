/**
 * The benchmark page: `window.__bench.<section>()` runs one group of measurements in the page and
 * returns raw samples (milliseconds from performance.now(), counts); bench/run.mjs summarises them.
 * Timed actions run inside flushSync and end at the last commit they cause (a commit in a
 * microtask or scheduler task right after counts), so each sample is "event through to commit".
 */
// First: installs the DevTools hook before React DOM evaluates.
import { commits, hookInjected, renderedByCommit, type RenderedComponent } from './commits.js';
import { nextTask, timed, type Timed } from './timing.js';
import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AskRequest } from '@askq/core';
import { ASKQ_DOM, ASKQ_TOOL_PART_TYPE, AskqChatPart, AskqPicker, loadStreamingChunks, previewLines, useAskqRequest } from './askq.js';
import { PlainPicker, RadixPicker } from './baselines.js';
import { base } from './against.js';
import { streamingChunks, toolInput, type ToolInput } from './fixtures.js';
import { anatomy, breakdown, breakdownMounts, breakdownSelections, warmth } from './anatomy.js';

// ---------------------------------------------------------------------------------------------
// Plumbing

const host = document.getElementById('root')!;
let root: Root = createRoot(host);

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** The components rendered by `action` and everything it caused within one task. */
async function rendersOf(action: () => void): Promise<RenderedComponent[]> {
  const rendered: RenderedComponent[] = [];
  commits.rendered = rendered;
  flushSync(action);
  await nextTask();
  commits.rendered = null;
  return rendered;
}

function mount(element: ReactElement): void {
  flushSync(() => root.render(element));
}

/** Mounts on a fresh root with the walker on, so the next counted action compares with this tree. */
async function mountCounted(element: ReactElement): Promise<void> {
  resetRoot();
  await rendersOf(() => root.render(element));
}

function unmount(): void {
  flushSync(() => root.render(null));
}

/** A fresh root (the commit walker remembers trees per root, so counting starts clean). */
function resetRoot(): void {
  root.unmount();
  root = createRoot(host);
}

function one<T extends Element>(selector: string, from: ParentNode = host): T {
  const element = from.querySelector<T>(selector);
  if (!element) throw new Error(`bench: nothing matches ${selector}`);
  return element;
}

function all<T extends Element>(selector: string, min: number): T[] {
  const elements = [...host.querySelectorAll<T>(selector)];
  if (elements.length < min) throw new Error(`bench: expected at least ${min} of ${selector}, found ${elements.length}`);
  return elements;
}

/** Types one character the way a keyboard does for React: native value setter, then `input`. */
function typeChar(field: HTMLInputElement | HTMLTextAreaElement, char: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, field.value + char);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// ---------------------------------------------------------------------------------------------
// Selection, keystroke, mount: askq vs bare Radix vs plain HTML, interleaved

interface Variant {
  /** `base`: the askq of another commit (`run.mjs --against <rev>`), measured beside this one. */
  name: 'askq' | 'radix' | 'plain' | 'base';
  render(input: ToolInput): ReactElement;
  radios(): HTMLElement[];
  otherInput(): HTMLInputElement;
}

const VARIANTS: Variant[] = [
  {
    name: 'askq',
    render: (input) => <AskqPicker input={input} />,
    radios: () => all<HTMLElement>(ASKQ_DOM.radio, 2),
    otherInput: () => one<HTMLInputElement>(ASKQ_DOM.otherInput),
  },
  {
    name: 'radix',
    render: (input) => <RadixPicker input={input} />,
    radios: () => all<HTMLElement>('[role="radio"]', 2),
    otherInput: () => one<HTMLInputElement>('input[type="text"]'),
  },
  {
    name: 'plain',
    render: (input) => <PlainPicker input={input} />,
    radios: () => all<HTMLElement>('input[type="radio"]', 2),
    otherInput: () => one<HTMLInputElement>('input[type="text"]'),
  },
];

/** The askq of another commit, when `run.mjs --against <rev>` built it in: a variant like askq. */
const BASE: Variant | undefined = base && againstVariant(base);

function againstVariant(adapter: NonNullable<typeof base>): Variant {
  return {
    name: 'base',
    render: (input) => <adapter.AskqPicker input={input} />,
    radios: () => all<HTMLElement>(adapter.ASKQ_DOM.radio, 2),
    otherInput: () => one<HTMLInputElement>(adapter.ASKQ_DOM.otherInput),
  };
}

/**
 * The variants in the order round `round` runs them. With a base, the two askq builds go first by
 * turns, each right after the other or after plain.
 */
function order(round: number): Variant[] {
  const [askq, ...baselines] = VARIANTS;
  return !BASE ? VARIANTS : round % 2 ? [BASE, askq!, ...baselines] : [askq!, BASE, ...baselines];
}

type Metric = 'select' | 'keystroke' | 'mount1' | 'mount4';
export type InteractionSamples = Record<Variant['name'], Record<Metric, number[]>>;

export interface InteractionOptions {
  maxRounds: number;
  budgetMs: number;
  /** Selections and keystrokes per mount. */
  perMount: number;
  /** Rounds run first and not recorded (1: only the first calls of each variant's code). */
  warmupRounds: number;
}

async function roundFor(variant: Variant, samples: Record<Metric, number[]>, perMount: number): Promise<void> {
  const one1 = toolInput(1);
  samples.mount1.push((await timed(() => root.render(variant.render(one1)))).ms);
  for (let i = 0; i < perMount; i++) {
    const target = variant.radios()[(i + 1) % 2]!;
    samples.select.push((await timed(() => target.click())).ms);
  }
  if (!anyChecked(variant)) throw new Error(`bench: ${variant.name} did not select an option`);
  const field = variant.otherInput();
  for (let i = 0; i < perMount; i++) samples.keystroke.push((await timed(() => typeChar(field, 'abcdefghij'[i % 10]!))).ms);
  if (field.value.length !== perMount) throw new Error(`bench: ${variant.name} Other field holds "${field.value}"`);
  unmount();
  await nextTask();
  const four = toolInput(4);
  samples.mount4.push((await timed(() => root.render(variant.render(four)))).ms);
  unmount();
  await nextTask();
}

/** Whether the clicks selected something (the picker is still live, not finished). */
function anyChecked(variant: Variant): boolean {
  return variant.radios().some((r) => (r instanceof HTMLInputElement ? r.checked : r.getAttribute('aria-checked') === 'true'));
}

/** Elements each variant mounts for one question: what a mount ratio compares. */
function elementsPerMount(): Record<Variant['name'], number> {
  const out = { askq: 0, radix: 0, plain: 0, base: 0 };
  for (const variant of [...VARIANTS, ...(BASE ? [BASE] : [])]) {
    resetRoot();
    mount(variant.render(toolInput(1)));
    out[variant.name] = host.querySelectorAll('*').length;
    unmount();
  }
  return out;
}

async function interaction(
  options: InteractionOptions,
): Promise<{ rounds: number; samples: InteractionSamples; elements: Record<Variant['name'], number> }> {
  const empty = (): Record<Metric, number[]> => ({ select: [], keystroke: [], mount1: [], mount4: [] });
  const samples: InteractionSamples = { askq: empty(), radix: empty(), plain: empty(), base: empty() };
  // Warm-up rounds (JIT, caches), not recorded. One by default: the timed rounds then start from
  // code each variant has run once, as a picker's code is in an app that has shown a picker.
  for (let r = 0; r < options.warmupRounds; r++) for (const variant of order(r)) await roundFor(variant, empty(), options.perMount);
  const deadline = performance.now() + options.budgetMs;
  let rounds = 0;
  while (rounds < options.maxRounds && performance.now() < deadline) {
    for (const variant of order(rounds)) await roundFor(variant, samples[variant.name], options.perMount);
    rounds++;
  }
  return { rounds, samples, elements: elementsPerMount() };
}

// ---------------------------------------------------------------------------------------------
// Components re-rendered per action

export interface RenderCounts {
  /** Components rendered per action, one entry per action. */
  perAction: number[];
  /** Names of what rendered in one typical (the last) action, most frequent first. */
  names: string[];
}

function summarize(runs: RenderedComponent[][]): RenderCounts {
  const last = runs.at(-1) ?? [];
  const tally = new Map<string, number>();
  for (const { name } of last) tally.set(name, (tally.get(name) ?? 0) + 1);
  const names = [...tally].sort((a, b) => b[1] - a[1]).map(([name, n]) => (n > 1 ? `${name}x${n}` : name));
  return { perAction: runs.map((r) => r.length), names };
}

async function typingRenders(element: ReactElement, field: () => HTMLInputElement | HTMLTextAreaElement, times: number) {
  await mountCounted(element);
  const runs: RenderedComponent[][] = [];
  for (let i = 0; i < times; i++) runs.push(await rendersOf(() => typeChar(field(), 'x')));
  unmount();
  return summarize(runs);
}

/** Components rendered per click on an option, alternating between the first two (as the timing does). */
async function selectionRenders(variant: Variant, times: number) {
  await mountCounted(variant.render(toolInput(1)));
  const runs: RenderedComponent[][] = [];
  for (let i = 0; i < times; i++) runs.push(await rendersOf(() => variant.radios()[(i + 1) % 2]!.click()));
  unmount();
  return summarize(runs);
}

async function renders(times: number) {
  const askqOther = await typingRenders(<AskqPicker input={toolInput(1)} notes />, () => one(ASKQ_DOM.otherInput), times);
  const askqNotes = await typingRenders(<AskqPicker input={toolInput(1)} notes />, () => one(ASKQ_DOM.notesInput), times);
  const radixOther = await typingRenders(<RadixPicker input={toolInput(1)} />, () => one('input[type="text"]'), times);
  await mountCounted(<AskqPicker input={toolInput(4)} />);
  const tabs = all<HTMLElement>(ASKQ_DOM.tab, 4);
  const runs: RenderedComponent[][] = [];
  for (let i = 0; i < times; i++) runs.push(await rendersOf(() => tabs[(i + 1) % 4]!.click()));
  const selected = tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true');
  if (selected !== times % 4) throw new Error(`bench: tab ${selected} is selected after ${times} switches`);
  unmount();
  const [askqSelect, radixSelect] = [await selectionRenders(VARIANTS[0]!, times), await selectionRenders(VARIANTS[1]!, times)];
  return { askqOther, askqNotes, radixOther, tabSwitch: summarize(runs), askqSelect, radixSelect };
}

// ---------------------------------------------------------------------------------------------
// Streaming tool input

interface StreamState {
  input: unknown;
  done: boolean;
}

let setStream: (state: StreamState) => void = () => {
  throw new Error('bench: no stream host mounted');
};

/** Stands for the chat: holds the part's input and state, as `useChat` does. */
function StreamHost({ initial, view }: { initial: StreamState; view: (state: StreamState) => ReactElement }) {
  const [state, setState] = useState(initial);
  setStream = setState;
  return view(state);
}

const dropIn = (s: StreamState) => <AskqPicker input={s.input} streaming={!s.done} />;
const chatPart = (s: StreamState) => (
  <AskqChatPart part={{ type: ASKQ_TOOL_PART_TYPE, toolCallId: 'call-stream', state: s.done ? 'input-available' : 'input-streaming', input: s.input }} />
);

const CHUNKS = 40;

/**
 * What caused a commit while the input streams: the host's own state update (`StreamHost`
 * rendered: the chunk arriving, which the picker renders in the same commit), Radix's own follow-up
 * commits when new rows mount (a radio's ref-set state, roving focus counting its items: a bare
 * Radix group does the same), or askq alone (a commit of the picker's own, which should not exist).
 */
type CommitCause = 'host' | 'radix' | 'askq';

const RADIX_NAME = /^(Radio|RovingFocus|Primitive|Checkbox|Collection|Presence|Slot|Provider|Anonymous$)/;

function causeOf(names: string[]): CommitCause {
  if (names.includes('StreamHost')) return 'host';
  // A commit in which nothing rendered is an update that bailed out late (e.g. a state set to the
  // value it had): the picker's own.
  if (names.length === 0) return 'askq';
  return names.every((name) => RADIX_NAME.test(name) || name === '') ? 'radix' : 'askq';
}

/** The commits of each animation frame, by cause, while `chunksPerFrame` chunks arrive per frame. */
async function commitsPerFrame(chunks: unknown[], chunksPerFrame: number): Promise<CommitCause[][]> {
  resetRoot();
  mount(<StreamHost initial={{ input: chunks[0], done: false }} view={dropIn} />);
  await nextFrame();
  await nextFrame();
  // Which components rendered in each commit (the walker appends per commit, in order).
  const { rendered, byCommit } = renderedByCommit();
  const record: number[] = [];
  const first = commits.count + 1;
  commits.record = record;
  commits.rendered = rendered;
  const frames: number[] = [await nextFrame()];
  for (let i = 1; i < CHUNKS; i += chunksPerFrame) {
    for (let k = i; k < Math.min(i + chunksPerFrame, CHUNKS); k++) {
      const input = chunks[k];
      // Each network chunk is its own task, as stream reads are.
      if (chunksPerFrame === 1) setStream({ input, done: false });
      else void nextTask().then(() => setStream({ input, done: false }));
    }
    frames.push(await nextFrame());
  }
  frames.push(await nextFrame());
  commits.record = null;
  commits.rendered = null;
  unmount();
  const causes = record.map((_, n) => causeOf(byCommit.get(first + n) ?? []));
  return frames.slice(0, -1).map((start, n) => causes.filter((_, c) => record[c]! >= start && record[c]! < frames[n + 1]!));
}

/** Question identity (through the hook) and renders inside question 1 once its JSON is complete. */
async function streamingIdentity(chunks: unknown[]) {
  const questionCount = (chunk: unknown) => ((chunk as { questions?: unknown[] } | undefined)?.questions ?? []).length;
  const firstQuestions = new Set<unknown>();
  function Probe({ state }: { state: StreamState }) {
    const request: AskRequest | null = useAskqRequest(state.input, !state.done);
    if (questionCount(state.input) >= 2) firstQuestions.add(request?.questions[0]);
    return null;
  }
  const view = (s: StreamState) => (
    <>
      {dropIn(s)}
      <Probe state={s} />
    </>
  );
  await mountCounted(<StreamHost initial={{ input: chunks[0], done: false }} view={view} />);
  const finishedRenders: string[] = [];
  let chunksAfterFirstDone = 0;
  for (let i = 1; i < CHUNKS; i++) {
    const done = questionCount(chunks[i - 1]) >= 2;
    const panel = one(ASKQ_DOM.question);
    const rendered = await rendersOf(() => setStream({ input: chunks[i], done: false }));
    if (!done) continue;
    // Question 1 was complete before this chunk: nothing inside its panel should render.
    chunksAfterFirstDone++;
    finishedRenders.push(...rendered.filter((r) => r.element && panel.contains(r.element)).map((r) => r.name));
  }
  unmount();
  return { firstQuestionIdentities: firstQuestions.size, chunksAfterFirstDone, finishedQuestionRenders: finishedRenders };
}

/** Cost per chunk: each chunk in flushSync, through to its last commit. */
async function streamingCost(chunks: unknown[]) {
  resetRoot();
  mount(<StreamHost initial={{ input: chunks[0], done: false }} view={dropIn} />);
  const cost: Timed[] = [];
  for (let i = 1; i < CHUNKS; i++) cost.push(await timed(() => setStream({ input: chunks[i], done: false })));
  unmount();
  return { msPerChunk: cost.map((c) => c.ms), commitsPerChunk: cost.map((c) => c.commits) };
}

/** Whether the picker's root and first question keep their DOM nodes from streaming to complete. */
async function remount(view: (s: StreamState) => ReactElement) {
  const chunks = streamingChunks(toolInput(4), CHUNKS);
  resetRoot();
  mount(<StreamHost initial={{ input: chunks[0], done: false }} view={view} />);
  for (let i = 1; i < CHUNKS; i++) flushSync(() => setStream({ input: chunks[i], done: false }));
  const before = { root: one(ASKQ_DOM.root), question: one(ASKQ_DOM.question) };
  flushSync(() => setStream({ input: chunks[CHUNKS - 1], done: true }));
  await nextTask();
  const after = { root: one(ASKQ_DOM.root), question: one(ASKQ_DOM.question) };
  unmount();
  return { rootKept: before.root === after.root, questionKept: before.question === after.question };
}

async function streaming() {
  await loadStreamingChunks();
  const chunks = streamingChunks(toolInput(4), CHUNKS);
  return {
    chunks: CHUNKS,
    oneChunkPerFrame: await commitsPerFrame(chunks, 1),
    fourChunksPerFrame: await commitsPerFrame(chunks, 4),
    ...(await streamingCost(chunks)),
    ...(await streamingIdentity(chunks)),
    dropInRemount: await remount(dropIn),
    chatPartRemount: await remount(chatPart),
  };
}

// ---------------------------------------------------------------------------------------------
// 50 finished pickers in a chat history

function finishedPart(n: number) {
  const input = toolInput(1 + (n % 4));
  const answers = Object.fromEntries(
    input.questions.map((q, k) => [`q${k + 1}`, { selected: [q.options[(n + k) % 4]!.label], ...(k === 1 ? { notes: `note ${n}` } : {}) }]),
  );
  return { type: ASKQ_TOOL_PART_TYPE, toolCallId: `call-${n}`, state: 'output-available', input, output: { outcome: { type: 'answered', answers } } };
}

let bumpHistory: () => void = () => undefined;

/** The message list: part objects keep their identity across updates, as useChat's earlier messages do. */
function History({ parts }: { parts: ReturnType<typeof finishedPart>[] }) {
  const [tick, setTick] = useState(0);
  bumpHistory = () => setTick((t) => t + 1);
  return (
    <div>
      <p>update {tick}</p>
      {parts.map((part) => (
        <div key={part.toolCallId}>
          <AskqChatPart part={part} />
        </div>
      ))}
    </div>
  );
}

async function history(updates: number) {
  const parts = Array.from({ length: 50 }, (_, n) => finishedPart(n));
  resetRoot();
  mount(<History parts={parts} />);
  await nextTask();
  const receipts = host.querySelectorAll(ASKQ_DOM.receipt).length;
  if (receipts !== 50) throw new Error(`bench: history shows ${receipts} receipts, not 50`);
  for (let i = 0; i < 5; i++) await timed(bumpHistory); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < updates; i++) ms.push((await timed(bumpHistory)).ms);
  // The walker compares with the tree it saw last: let it see one update, then count the next.
  await rendersOf(bumpHistory);
  const rendered = await rendersOf(bumpHistory);
  unmount();
  return { ms, renderedPerUpdate: rendered.length };
}

// ---------------------------------------------------------------------------------------------
// A Markdown preview's lines, trailing newlines dropped, over a text with one long inner run of
// newlines (`/\n+$/` retried from each of them: quadratic). Best of five samples per size.

function trailingNewlines(sizes: number[]) {
  return sizes.map((newlines) => {
    const text = 'a' + '\n'.repeat(newlines) + 'b';
    previewLines(text); // warm-up
    let best = Infinity;
    for (let sample = 0; sample < 5; sample++) {
      let calls = 0;
      const start = performance.now();
      let elapsed = 0;
      do {
        previewLines(text);
        calls++;
        elapsed = performance.now() - start;
      } while (elapsed < 20);
      best = Math.min(best, elapsed / calls);
    }
    return { newlines, ms: best };
  });
}

// ---------------------------------------------------------------------------------------------

/** Clicks between the first two options of one variant's picker `n` times (for `run.mjs --profile`). */
async function selections(name: Variant['name'], n: number): Promise<number> {
  const variant = VARIANTS.find((v) => v.name === name)!;
  mount(variant.render(toolInput(1)));
  await nextFrame();
  const start = performance.now();
  for (let i = 0; i < n; i++) flushSync(() => variant.radios()[(i + 1) % 2]!.click());
  const ms = performance.now() - start;
  unmount();
  return ms / n;
}

// Each variant's clicks run inside its own named function, so a profile of the interleaved loop
// tells their samples apart by the stack (everything a click causes runs inside its flushSync).
function clickAskq(target: HTMLElement): void {
  flushSync(() => target.click());
}
function clickRadix(target: HTMLElement): void {
  flushSync(() => target.click());
}
function clickPlain(target: HTMLElement): void {
  flushSync(() => target.click());
}
function clickBase(target: HTMLElement): void {
  flushSync(() => target.click());
}
const CLICKERS = { askq: clickAskq, radix: clickRadix, plain: clickPlain, base: clickBase };
// The same for the one-question mounts of the loop (`--profile interleaved mount`).
function mountAskq(element: ReactElement): void {
  mount(element);
}
function mountRadix(element: ReactElement): void {
  mount(element);
}
function mountPlain(element: ReactElement): void {
  mount(element);
}
function mountBase(element: ReactElement): void {
  mount(element);
}
const MOUNTERS = { askq: mountAskq, radix: mountRadix, plain: mountPlain, base: mountBase };

/**
 * The main benchmark's selection loop (`run.mjs --profile interleaved`): per round and variant a
 * one-question mount, a first pick, eight clicks between its first two radios (a task after each)
 * and a keystroke in Other, the variants taking turns, so the code runs as cold as in the timed
 * figures. Returns the clicks and mounts per variant.
 */
async function interleavedSelections(rounds: number): Promise<{ clicks: Record<string, number>; mounts: Record<string, number> }> {
  const clicks: Record<string, number> = { askq: 0, radix: 0, plain: 0, base: 0 };
  const mounts: Record<string, number> = { askq: 0, radix: 0, plain: 0, base: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const variant of order(r)) {
      MOUNTERS[variant.name](variant.render(toolInput(1)));
      mounts[variant.name]!++;
      await nextTask();
      // The first pick answers the question (the frame changes with it): not in the profile, as it
      // is not in the timed median either (one click in eight, above it).
      flushSync(() => variant.radios()[0]!.click());
      await nextTask();
      for (let i = 0; i < 8; i++) {
        CLICKERS[variant.name](variant.radios()[(i + 1) % 2]!);
        clicks[variant.name]!++;
        await nextTask();
      }
      typeChar(variant.otherInput(), 'x');
      unmount();
      await nextTask();
    }
  }
  return { clicks, mounts };
}

/**
 * Mounts and unmounts one question of one variant's picker `n` times (for `run.mjs --profile
 * <variant> mount`); the samples, each through to the last commit the mount caused. Between
 * mounts only microtasks run (a task every 50 mounts), so the browser's own frames (style, layout,
 * paint, the arrival animation) stay out of the profile: it shows what the mount itself costs.
 */
async function mounts(name: Variant['name'], n: number): Promise<number[]> {
  const variant = VARIANTS.find((v) => v.name === name)!;
  const input = toolInput(1);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const count = commits.count;
    const start = performance.now();
    mount(variant.render(input));
    const end = performance.now();
    await Promise.resolve();
    samples.push((commits.count > count ? Math.max(end, commits.lastAt) : end) - start);
    unmount();
    if (i % 50 === 49) await nextTask();
  }
  return samples;
}

/**
 * The first picker of a page (`run.mjs --first-use`): in a page that has rendered with React but
 * never run the variant's own code (nor Radix's, for askq and bare Radix alike), one mount of one
 * question, then its first two clicks. Call it once per page load.
 */
async function firstUse(name: Variant['name']): Promise<{ mount: number; click: number; secondClick: number }> {
  const variant = VARIANTS.find((v) => v.name === name)!;
  // React's own code warm, as in a chat that has rendered its messages: plain HTML radio groups.
  for (let i = 0; i < 20; i++) {
    mount(VARIANTS[2]!.render(toolInput(1)));
    unmount();
  }
  // The page's own first frames (style, layout, what the load left to do) out of the way.
  await nextFrame();
  await nextFrame();
  await nextTask();
  const { ms: first } = await timed(() => root.render(variant.render(toolInput(1))));
  const [a, b] = variant.radios();
  const { ms: click } = await timed(() => b!.click());
  const { ms: secondClick } = await timed(() => a!.click());
  if (!anyChecked(variant)) throw new Error(`bench: ${name} did not select an option`);
  unmount();
  return { mount: first, click, secondClick };
}

const bench = { interaction, renders, streaming, history, trailingNewlines, selections, mounts, interleavedSelections, anatomy, breakdown, breakdownMounts, breakdownSelections, warmth, firstUse };
export type Bench = typeof bench;

declare global {
  interface Window {
    __bench?: Bench;
  }
}

if (!hookInjected()) throw new Error('bench: React DOM did not find the DevTools hook (import order)');
window.__bench = bench;
document.body.dataset.ready = '';
