import type { FieldLabels } from './labels.js';

/**
 * The English labels of text and number questions, brought by `@askq/ui/fields` (its fields, and
 * `textAndNumberQuestions.labels` for the picker's parts that speak of a field): a picker that
 * shows no such question does not carry them.
 */
export const fieldLabels: FieldLabels = {
  textPlaceholder: 'Type your answer',
  numberRange: ({ min, max, step }) => `From ${min} to ${max}${step ? `, in steps of ${step}` : ''}`,
  numberError: (problem, range) => {
    if (!range) return 'Enter a number, like 4 or 2.5.';
    const span = `from ${range.min} to ${range.max}`;
    if (problem === 'off_step') return `Enter a number ${span} in steps of ${range.step} (counting from ${range.min}).`;
    if (problem === 'not_a_number') return `Enter a number ${span}, like ${range.min}; use a dot for decimals.`;
    return `Enter a number ${span}.`;
  },
  fixAnswers: (items) => items.map(({ header, error }) => `${header}: ${error}`).join(' '),
  invalid: 'needs a fix',
};
