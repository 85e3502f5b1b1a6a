import type { LaterLabels } from './labels.js';

/** The opt-in countdown's English text (`@askq/ui/idle-timeout`). */
export const countdownLabels: Pick<LaterLabels, 'countdown'> = {
  countdown: (s) => `Continuing on its own in ${s}s. Press any key to stay.`,
};
