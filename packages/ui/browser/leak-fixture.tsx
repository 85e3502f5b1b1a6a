// The page leaks.test.ts drives, as a long-running chat does: `window.__askqLeak.cycle(scene, i)`
// mounts one scene into a container of its own, does what its user does (pick, type, answer) and
// unmounts it again (a virtualized message list, a route change); `alive()` counts the unmounted
// scenes the page still holds any element of (after a garbage collection). Bundled by
// leaks.test.ts from source, React in production mode.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAskRequest, toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskSession, AskUserQuestion, Receipt } from '../src/index.js';
import { draftPersistence } from '../src/drafts.js';
import { textAndNumberQuestions } from '../src/fields.js';
import { idleTimeout } from '../src/idle-timeout.js';
import { FakeEventSource } from '../src/stories/fake-session.js';
import { deploymentRequest } from '../src/stories/extended-fixtures.js';
import { fourQuestionsInput, htmlPreviewInput, pi200Input, singleInput } from '../src/stories/fixtures.js';

/** A fresh copy: each call in a chat has its own input. */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const fourRequest = parseAskRequest(fourQuestionsInput).request as AskRequest;
const fourOutcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['npm'] }, q2: { selected: ['Type check'] } } };
const fourText = toClaudeResultText(fourRequest, fourOutcome);

/** What an app keeps of its calls after their pickers unmount: their parsed requests (its message list). */
const kept: AskRequest[] = [];

let container: HTMLElement | null = null;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The element of the scene on the page matching `selector` (and holding `text`), once it is there. */
async function find(selector: string, text = ''): Promise<HTMLElement> {
  for (let i = 0; i < 300; i++) {
    const el = [...(container?.querySelectorAll<HTMLElement>(selector) ?? [])].find((e) => e.textContent?.includes(text));
    if (el) return el;
    await frame();
  }
  throw new Error(`no ${selector} holding "${text}"`);
}

/** Types into a React-controlled field as the browser does. */
function type(el: HTMLElement, text: string) {
  const field = el as HTMLInputElement | HTMLTextAreaElement;
  field.focus();
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const press = (el: HTMLElement, key: string) => {
  for (const kind of ['keydown', 'keyup']) el.dispatchEvent(new KeyboardEvent(kind, { key, bubbles: true, cancelable: true }));
};
const hover = (el: HTMLElement) => void el.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', bubbles: true }));
const click = async (selector: string, text = '') => (await find(selector, text)).click();
/** Waits for what the scene shows next (a preview's frame, the receipt). */
const shown = async (selector: string) => void (await find(selector));
const ACTIVE = '[role="tabpanel"]:not([hidden])';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Scene {
  render(i: number): ReactNode;
  /** What the user does, one step at a time (a frame after each). */
  steps: (() => Promise<void> | void)[];
}

const scenes = {
  /** A parsed request per call, which the app keeps after the picker unmounts: pick, arrow, tick, type. */
  kept: {
    render() {
      const request = parseAskRequest(copy(fourQuestionsInput)).request as AskRequest;
      kept.push(request);
      return <AskUserQuestion input={request} />;
    },
    steps: [
      () => click('[role="radio"]', 'npm'),
      async () => press(await find('[role="radio"][aria-checked="true"]'), 'ArrowDown'),
      () => click(`${ACTIVE} [role="checkbox"]`, 'Unit tests'),
      async () => type(await find(`${ACTIVE} [data-slot="askq-other-input"]`), 'Biome'),
    ],
  },
  /** Four questions answered to the end: the receipt replaces the picker. */
  four: {
    render: () => <AskUserQuestion input={copy(fourQuestionsInput)} />,
    steps: [
      () => click('[role="radio"]', 'npm'),
      () => click('[role="checkbox"]', 'Type check'),
      () => click('button', 'Next'),
      () => click('[role="radio"]', 'Vitest'),
      () => click('[role="radio"]', 'README'),
      () => click('button', 'Submit'),
      () => shown('[data-slot="askq-receipt"]'),
    ],
  },
  /** HTML previews: each option's in a sandboxed frame of its own, watched for theme and width. */
  html: {
    render: () => <AskUserQuestion input={copy(htmlPreviewInput)} previewFormat="html" />,
    steps: [
      () => shown('iframe[srcdoc]'),
      async () => hover(await find('[role="radio"]', 'Outline')),
      async () => (await find('[role="radio"]', 'Hostile')).focus(),
      async () => type(await find('textarea'), 'a note'),
      () => click('[role="radio"]', 'Solid'),
    ],
  },
  /** 200 options: the filter field. */
  long: {
    render: () => <AskUserQuestion input={copy(pi200Input)} parser={parseAnyDialect} />,
    steps: [
      async () => type(await find('input[type="search"]'), 'region-01'),
      async () => type(await find('input[type="search"]'), 'region-019'),
      () => click('[role="radio"]', 'region-019'),
    ],
  },
  /** Text and number fields, with the idle timeout running. */
  fields: {
    render: () => <AskUserQuestion input={deploymentRequest} fields={textAndNumberQuestions} timeout={idleTimeout({ ms: 60_000 })} />,
    steps: [
      () => click('[role="radio"]', 'Production'),
      async () => type(await find(`${ACTIVE} [data-slot="askq-other-input"], ${ACTIVE} input`), 'Aurora'),
      () => click('button', 'Next'),
      async () => press(await find(`${ACTIVE} input`), 'ArrowUp'),
    ],
  },
  /** Drafts saved under the call's id. */
  drafts: {
    render: (i) => <AskUserQuestion input={copy(singleInput)} drafts={draftPersistence({ key: `leak-${i}` })} />,
    steps: [() => click('[role="radio"]', 'Yarn')],
  },
  /** A receipt read from a result text (its reader loads on first use). */
  receipt: {
    render: () => <Receipt resultText={fourText} />,
    steps: [() => shown('[data-slot="askq-receipt"]')],
  },
  /** A session: a question arrives, is answered, then the stream fails for good (the client waits to retry). */
  session: {
    render: (i) => (
      <AskSession url="/api/askq" sessionId={`chat-${i}`} EventSource={FakeEventSource} fetch={async () => json(200, { ok: true, outcome: fourOutcome })} />
    ),
    steps: [
      () => {
        const source = FakeEventSource.last();
        source.open();
        source.emit('snapshot', { pending: [{ id: 'a', sessionId: 's', input: singleInput, createdAt: 1 }] });
      },
      () => click('[role="radio"]', 'npm'),
      () => FakeEventSource.last().drop(true),
    ],
  },
} satisfies Record<string, Scene>;
export type LeakScene = keyof typeof scenes;

/** Per cycle, the scene's top elements: a node the page still holds keeps its ancestors, so they tell for all. */
const gone: WeakRef<Element>[][] = [];

declare global {
  interface Window {
    __askqLeak: {
      /** Mounts the scene, does its steps, unmounts it; returns what `probe` read after each step. */
      cycle(scene: LeakScene, i: number): Promise<unknown[]>;
      /** Unmounted scenes the page still holds any element of: read it after a garbage collection. */
      alive(): number;
      /** Called after every step when set (the test's counters). */
      probe?: () => unknown;
    };
  }
}

window.__askqLeak = {
  async cycle(name, i) {
    const scene: Scene = scenes[name];
    container = document.createElement('div');
    document.getElementById('root')!.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(scene.render(i)));
    await frame();
    const probes: unknown[] = [];
    for (const step of scene.steps) {
      await step();
      await frame();
      probes.push(window.__askqLeak.probe?.());
    }
    // React takes them out of the container as it unmounts.
    gone.push([...container.children].map((el) => new WeakRef(el)));
    root.unmount();
    container.remove();
    container = null;
    FakeEventSource.instances = [];
    return probes;
  },
  alive: () => gone.filter((refs) => refs.some((ref) => ref.deref() !== undefined)).length,
};
document.body.dataset.ready = '';
