import { mergeProps } from '@askq/react';

// The keys `mergeProps` treats specially: handlers, class names, styles, our id, id lists.
const SPECIAL = /^(on[A-Z].*|className|style|id|aria-(describedby|labelledby|controls|owns))$/;

/**
 * `mergeProps(ours, theirs)`, with a fast path when `theirs` only sets plain attributes (a
 * `data-slot`, `rows`): then merging is just copying its defined values over ours, as
 * `mergeProps` does for them. The common case on every mount, so it is kept cheap.
 */
export function withProps<T extends object>(ours: T, theirs: Partial<T>): T {
  const out = { ...ours };
  let key: keyof T;
  for (key in theirs) {
    if (SPECIAL.test(String(key))) return mergeProps(ours, theirs);
    const value = theirs[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
