import type { LaterLabels } from './labels.js';

/** The preview's English fold and frame labels, read by its pane (preview-pane.tsx, loaded on first use). */
export const previewLabels: Pick<LaterLabels, 'previewFrame' | 'linesHidden' | 'showLess'> = {
  previewFrame: 'Option preview',
  linesHidden: (n) => `${n} ${n === 1 ? 'line' : 'lines'} hidden`,
  showLess: 'Show less',
};
