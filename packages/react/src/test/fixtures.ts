/** Test-only AskRequest builders (the normalized model, independent of the parser). */
import type { AskQuestion, AskRequest } from '@askq/core';

export function question(
  id: string,
  labels: string[],
  mode: 'single' | 'multiple' = 'single',
  extra: Partial<AskQuestion> = {},
): AskQuestion {
  return {
    id,
    question: `Question ${id}?`,
    header: id.toUpperCase(),
    headerIsFallback: false,
    options: labels.map((label, i) => ({ id: `${id}.${i}`, label, displayLabel: label, recommended: false })),
    selectionMode: mode,
    allowOther: true,
    freeTextOnly: false,
    hasPreviews: false,
    ...extra,
  };
}

/** Two single-select questions and a multi-select one. */
export const threeQuestions: AskRequest = {
  dialect: 'claude',
  questions: [question('q1', ['A', 'B', 'C']), question('q2', ['D', 'E']), question('q3', ['X', 'Y', 'Z'], 'multiple')],
};

export const twoSingles: AskRequest = {
  dialect: 'claude',
  questions: [question('q1', ['A', 'B', 'C']), question('q2', ['D', 'E'])],
};

export const oneSingle: AskRequest = { dialect: 'claude', questions: [question('q1', ['A', 'B', 'C'])] };

/** Raw Claude tool input. */
export const claudeInput = {
  questions: [
    {
      question: 'Which database?',
      header: 'Database',
      options: [
        { label: 'Postgres (Recommended)', description: 'Relational' },
        { label: 'SQLite', description: 'Embedded' },
      ],
      multiSelect: false,
    },
    {
      question: 'Which features?',
      header: 'Features',
      options: [
        { label: 'Auth', description: 'Login' },
        { label: 'Search', description: 'Full text' },
      ],
      multiSelect: true,
    },
  ],
};

/** Raw agentrail input: one question at the top level, options as strings. */
export const agentrailInput = { question: 'Deploy now?', options: ['Yes', 'No'] };
