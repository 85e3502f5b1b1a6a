import type { AskLimits } from './types.js';

/** Claude's AskUserQuestion limits: 1-4 questions, 2-4 options, headers of up to 12 characters. */
export const DEFAULT_LIMITS: Readonly<AskLimits> = Object.freeze({
  minQuestions: 1,
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
  maxHeaderLength: 12,
});

/** The limits a dialect without bounds on its questions and options starts from. */
export const UNLIMITED = { maxQuestions: Infinity, minOptions: 0, maxOptions: Infinity };
