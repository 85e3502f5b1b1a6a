/**
 * Commit tracking through the React DevTools global hook. Must be imported before React DOM
 * loads: react-dom looks for `__REACT_DEVTOOLS_GLOBAL_HOOK__` once, when its module evaluates,
 * and from then on calls `onCommitFiberRoot(rendererId, fiberRoot)` after every commit (production
 * builds too; this is the hook React DevTools itself uses).
 *
 * Counting re-rendered components: a fiber that React rendered in this commit is a work-in-progress
 * copy, i.e. a different object from the one in the previous committed tree (React double-buffers
 * fibers), and its `flags` carry `PerformedWork` (1) when its component function (or class
 * `render`) actually ran instead of bailing out. A subtree React skipped is the very same fiber
 * objects as in the previous commit, whose flags are stale, so we remember every fiber object of
 * the previous committed tree and count a component fiber only if it is new and has PerformedWork.
 * This is what React DevTools' "highlight updates" does (`didFiberRender` on changed fibers).
 */

/** The fiber fields we read (React internals, stable since React 16). */
interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  stateNode: unknown;
}

interface FiberRoot {
  current: Fiber;
}

/** Function, class, forwardRef, memo and simple-memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const HOST_COMPONENT = 5;
const PERFORMED_WORK = 1;

/** One component that rendered in a commit. */
export interface RenderedComponent {
  name: string;
  /** Its first DOM element (null when it rendered none). */
  element: Element | null;
}

/** The commit log shared by the whole page. */
export const commits = {
  /** Commits so far (all roots). */
  count: 0,
  /** performance.now() of the latest commit. */
  lastAt: 0,
  /** Commit timestamps since `record` was last set to an array. */
  record: null as number[] | null,
  /** When set, every commit's rendered components are appended here (slow: walks the tree). */
  rendered: null as RenderedComponent[] | null,
};

/**
 * A list to set as `commits.rendered` that files what each commit rendered under its commit
 * number instead of keeping it: the names of the components, per commit.
 */
export function renderedByCommit(): { rendered: RenderedComponent[]; byCommit: Map<number, string[]> } {
  const byCommit = new Map<number, string[]>();
  const rendered: RenderedComponent[] = [];
  rendered.push = (...items: RenderedComponent[]) => {
    const names = byCommit.get(commits.count) ?? [];
    names.push(...items.map((item) => item.name));
    byCommit.set(commits.count, names);
    return rendered.length;
  };
  return { rendered, byCommit };
}

const previousTrees = new WeakMap<FiberRoot, WeakSet<Fiber>>();

function nameOf(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name ?? 'Anonymous';
  if (typeof type === 'object' && type !== null) {
    const inner = type as { displayName?: string; render?: unknown; type?: unknown };
    return inner.displayName ?? nameOf(inner.render ?? inner.type);
  }
  return 'Anonymous';
}

function firstElement(fiber: Fiber): Element | null {
  const stack: Fiber[] = fiber.child ? [fiber.child] : [];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.tag === HOST_COMPONENT) return next.stateNode as Element;
    if (next.sibling) stack.push(next.sibling);
    if (next.child) stack.push(next.child);
  }
  return null;
}

function walk(root: FiberRoot, out: RenderedComponent[]): void {
  const previous = previousTrees.get(root);
  const seen = new WeakSet<Fiber>();
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    seen.add(fiber);
    const fresh = !previous?.has(fiber);
    if (fresh && COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
      out.push({ name: nameOf(fiber.type), element: firstElement(fiber) });
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  previousTrees.set(root, seen);
}

function onCommitFiberRoot(_rendererId: number, root: FiberRoot): void {
  const at = performance.now();
  commits.count++;
  commits.lastAt = at;
  commits.record?.push(at);
  if (commits.rendered) walk(root, commits.rendered);
}

let renderers = 0;

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
  }
}

window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject: () => ++renderers,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  checkDCE: () => undefined,
};

/** Whether React DOM found the hook (the page fails loudly if not). */
export const hookInjected = () => renderers > 0;
