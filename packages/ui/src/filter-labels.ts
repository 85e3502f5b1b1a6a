import type { LaterLabels } from './labels.js';

/** The long-list filter's English count, read by its field (option-filter-field.tsx, loaded on first use). */
export const filterLabels: Pick<LaterLabels, 'filterCount'> = {
  filterCount: (matches, total) => `${matches} of ${total} ${total === 1 ? 'option' : 'options'}`,
};
