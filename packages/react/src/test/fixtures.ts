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
    kind: 'choice',
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
  previewFormat: 'markdown',
  questions: [question('q1', ['A', 'B', 'C']), question('q2', ['D', 'E']), question('q3', ['X', 'Y', 'Z'], 'multiple')],
};

export const twoSingles: AskRequest = {
  dialect: 'claude',
  previewFormat: 'markdown',
  questions: [question('q1', ['A', 'B', 'C']), question('q2', ['D', 'E'])],
};

export const oneSingle: AskRequest = { dialect: 'claude', previewFormat: 'markdown', questions: [question('q1', ['A', 'B', 'C'])] };

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

/** A free-text question (extended hosts: `kind: "text"`, no options). */
export function textQuestion(id: string, extra: Partial<AskQuestion> = {}): AskQuestion {
  return question(id, [], 'single', { kind: 'text', freeTextOnly: true, ...extra });
}

/** A number question (extended hosts: `kind: "number"`) with its range. */
export function numberQuestion(id: string, number: NonNullable<AskQuestion['number']>, extra: Partial<AskQuestion> = {}): AskQuestion {
  return question(id, [], 'single', { kind: 'number', freeTextOnly: true, number, ...extra });
}

/** A name (text), a retry count (0-10, whole numbers) and a timeout (5-60 s, default 30). */
export const extendedRequest: AskRequest = {
  dialect: 'claude',
  previewFormat: 'markdown',
  title: 'Deployment settings',
  questions: [
    textQuestion('name', { question: 'What should the release be called?', hint: 'Shown in the changelog.', placeholder: 'e.g. Aurora' }),
    numberQuestion('retries', { min: 0, max: 10, step: 1 }, { question: 'How many retries?' }),
    numberQuestion('timeout', { min: 5, max: 60, step: 5, defaultValue: 30, unit: 's' }, { question: 'Timeout?' }),
  ],
};
