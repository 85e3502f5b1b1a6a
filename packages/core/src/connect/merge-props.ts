/**
 * Composing a consumer's props with ours, the way Radix does: a consumer's handler is never
 * swallowed, it runs first, and calling `event.preventDefault()` in it opts out of ours.
 */
type AnyHandler = (...args: never[]) => unknown;

function isPrevented(arg: unknown): boolean {
  return typeof arg === 'object' && arg !== null && (arg as { defaultPrevented?: unknown }).defaultPrevented === true;
}

/**
 * Runs `theirs`, then `ours` unless the first argument is an event whose default was prevented.
 * Non-event callbacks (Radix's `onValueChange(value)`) always run both.
 */
export function composeEventHandlers<Args extends unknown[]>(
  theirs: ((...args: Args) => unknown) | undefined,
  ours: ((...args: Args) => unknown) | undefined,
  { checkForDefaultPrevented = true }: { checkForDefaultPrevented?: boolean } = {},
): (...args: Args) => void {
  return (...args: Args) => {
    theirs?.(...args);
    if (checkForDefaultPrevented && isPrevented(args[0])) return;
    ours?.(...args);
  };
}

const HANDLER = /^on[A-Z]/;
// Id lists that point at several elements: both sides' references must survive.
const ID_LISTS = new Set(['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns']);

function joinTokens(a: unknown, b: unknown): string | undefined {
  const tokens = [a, b].flatMap((v) => (typeof v === 'string' ? v.split(/\s+/) : [])).filter(Boolean);
  return tokens.length ? [...new Set(tokens)].join(' ') : undefined;
}

type Props = Record<string, unknown>;

/**
 * Merges `theirs` into `ours`: handlers are composed (theirs first), `className`s joined,
 * `style`s merged, id lists (`aria-describedby`, ...) joined. Our `id` is kept because other
 * elements reference it (`aria-controls`, `htmlFor`); choose ids through the hook's `id` option.
 * Any other prop of theirs wins, unless it is undefined. `ours` itself comes back when `theirs`
 * has nothing to add, so a getter's cached props keep their identity. Typed as our props
 * plus any others of theirs (`mergeProps<DivProps>(ours, yours)` for one element type).
 */
export function mergeProps<T extends object, U extends object = Partial<T>>(ours: T, theirs?: U | undefined): T & Omit<U, keyof T>;
export function mergeProps(ours: Props, theirs?: Props): Props {
  if (!theirs) return ours;
  let out: Props | undefined;
  for (const [key, value] of Object.entries(theirs)) {
    out ??= { ...ours };
    const mine = ours[key];
    if (HANDLER.test(key) && typeof value === 'function' && typeof mine === 'function') {
      out[key] = composeEventHandlers(value as AnyHandler, mine as AnyHandler);
    } else if (key === 'className') {
      out[key] = [mine, value].filter((v) => typeof v === 'string' && v).join(' ') || undefined;
    } else if (key === 'style' && typeof mine === 'object' && typeof value === 'object') {
      out[key] = { ...(mine as object), ...(value as object) };
    } else if (ID_LISTS.has(key)) {
      out[key] = joinTokens(mine, value);
    } else if (key === 'id' && mine !== undefined) {
      continue;
    } else if (value !== undefined) {
      out[key] = value;
    }
  }
  return out ?? ours;
}
