/** Small helpers the prop getters and selectors share. */

/** A boolean data attribute: present (empty) when on, absent otherwise. */
export const flag = (on: boolean) => (on ? '' : undefined);

/** An ARIA boolean that is only ever rendered when true (`aria-disabled`). */
export const ariaFlag = (on: boolean) => (on ? 'true' : undefined);

/** `data-state` of tabs and panels. */
export const activeState = (on: boolean) => (on ? 'active' : 'inactive');
