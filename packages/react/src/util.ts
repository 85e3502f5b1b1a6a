/** Small helpers the prop getters and selectors share. */

/** A boolean data attribute: present (empty) when on, absent otherwise. */
export const flag = (on: boolean) => (on ? '' : undefined);

/** An ARIA boolean that is only ever rendered when true (`aria-disabled`). */
export const ariaFlag = (on: boolean) => (on ? 'true' : undefined);

/** `data-state` of tabs and panels. */
export const activeState = (on: boolean) => (on ? 'active' : 'inactive');

type Obj = Record<string, unknown>;

/**
 * Same keys with identical values (arrays compare per index). Values under a key `deep` accepts
 * are compared one level further the same way, so derived objects rebuilt per snapshot still
 * compare equal when their content did not change.
 */
export function sameShape<T extends object>(a: T, b: T, deep?: (key: string) => boolean): boolean {
  const x = a as Obj;
  const y = b as Obj;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every(
      (k) =>
        x[k] === y[k] ||
        (!!deep?.(k) && typeof x[k] === 'object' && typeof y[k] === 'object' && !!x[k] && !!y[k] &&
          sameShape(x[k] as Obj, y[k] as Obj, deep)),
    )
  );
}
