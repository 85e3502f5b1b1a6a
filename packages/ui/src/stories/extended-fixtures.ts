/**
 * Extended-host requests (text and number questions, a call title, question descriptions) for the
 * stories and tests. Built as the normalized model the parser produces for such input, so they do
 * not depend on parser support for every field.
 */
import type { AskQuestion, AskRequest, NumberField } from '@askq/core';

function field(id: string, question: string, header: string, extra: Partial<AskQuestion>): AskQuestion {
  return {
    id,
    kind: 'text',
    question,
    header,
    headerIsFallback: false,
    options: [],
    selectionMode: 'single',
    allowOther: true,
    freeTextOnly: true,
    hasPreviews: false,
    ...extra,
  };
}

const request = (questions: AskQuestion[], title?: string): AskRequest => ({
  dialect: 'claude',
  previewFormat: 'markdown',
  questions,
  ...(title ? { title } : {}),
});

export const nameQuestion = field('q1', 'What should the release be called?', 'Name', {
  hint: 'It appears in the changelog and the release notes.',
  placeholder: 'e.g. Aurora',
});

export const numberQuestion = (number: NumberField, extra: Partial<AskQuestion> = {}) =>
  field('q1', 'How many retries before a deploy fails?', 'Retries', { kind: 'number', number, ...extra });

export const textRequest = request([nameQuestion]);
export const retriesRequest = request([numberQuestion({ min: 0, max: 10, step: 1 })]);
export const timeoutRequest = request([
  field('q1', 'How long may a health check take?', 'Timeout', {
    kind: 'number',
    number: { min: 5, max: 60, step: 5, defaultValue: 30, unit: 's' },
    hint: 'The deploy is rolled back when a check takes longer.',
  }),
]);

/** A titled call mixing a choice, a text and a number question (a review step follows). */
export const deploymentRequest = request(
  [
    {
      ...field('q1', 'Which environment should this deploy go to?', 'Target', {
        kind: 'choice',
        hint: 'Staging is reset every night.',
        freeTextOnly: false,
      }),
      options: [
        { id: 'q1.0', label: 'Staging (Recommended)', displayLabel: 'Staging', description: 'Safe to break.', recommended: true },
        { id: 'q1.1', label: 'Production', displayLabel: 'Production', description: 'Real users.', recommended: false },
      ],
    },
    { ...nameQuestion, id: 'q2' },
    {
      ...field('q3', 'How much traffic should the canary get first?', 'Canary', {
        kind: 'number',
        number: { min: 1, max: 50, step: 1, defaultValue: 5, unit: '%' },
      }),
    },
  ],
  'Deploy settings',
);
