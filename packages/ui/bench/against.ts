/**
 * The askq of another commit, to measure beside this one: `run.mjs --against <rev>` bundles the
 * page with this module replaced by that commit's `bench/askq.tsx` (its packages from git, this
 * checkout's dependencies). Without it there is no base.
 */
export const base: typeof import('./askq.js') | undefined = undefined;
