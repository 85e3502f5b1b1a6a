'use client';
import { createContext, useContext } from 'react';
import { useAskQuestion, type AskQuestionApi, type AskQuestionsApi } from '@askq/react';
import type { FocusReach } from './arrival-focus.js';

/** The whole picker's API, for the parts that span questions (tabs, review, actions). */
export const AskContext = createContext<AskQuestionsApi | null>(null);

/**
 * The enclosing `Question`'s id for its parts, in an object that changes only when the question
 * itself changes (a streamed chunk grew it) or the picker turns inert or live: the parts subscribe
 * to just their own slice (`useAskQuestionSelector`) instead of re-rendering with the whole question
 * on every keystroke, yet a changed question renders its parts in the same commit as the change.
 */
export interface QuestionScope {
  readonly id: string;
  readonly question: unknown;
  readonly disabled: boolean;
}
export const QuestionIdContext = createContext<QuestionScope | null>(null);

/**
 * The picker's writing direction when it is right to left, read from the page (undefined: left to
 * right). Radix RadioGroup renders its own `dir` (default 'ltr') and would pin an RTL page's
 * options left to right.
 */
export const DirectionContext = createContext<'ltr' | 'rtl' | undefined>(undefined);

/**
 * Where keyboard focus is, seen from the picker (`AskRoot` follows it while the question is live):
 * 'in' it, or 'back' / 'ahead' of it. The key legend reads it: its keys reach the picker only from
 * inside.
 */
export const FocusReachContext = createContext<FocusReach>('in');

const ROOT = 'AskRoot';
const QUESTION = 'Question';

export function useAskContext(component: string): AskQuestionsApi {
  const api = useContext(AskContext);
  if (!api) throw new Error(`\`${component}\` must be used within \`${ROOT}\` (or \`AskUserQuestion\`).`);
  return api;
}

/**
 * The enclosing `Question`'s whole API, re-rendering with every change of that question (its draft
 * too): for parts that show most of it (the text and number fields). The built-in option rows,
 * Other, notes and preview subscribe to their own slices instead.
 */
export function useQuestionContext(component: string): AskQuestionApi {
  return useAskQuestion(useQuestionId(component));
}

/** The enclosing `Question`'s id; throws outside one. */
export function useQuestionId(component: string): string {
  const scope = useContext(QuestionIdContext);
  if (scope === null) throw new Error(`\`${component}\` must be used within \`${QUESTION}\`.`);
  return scope.id;
}
