/**
 * The one list of `useAskQuestions` options. Components that take the hook's options among their
 * own props split them off with `splitAskOptions`, so an option added to the hook can never fall
 * into the rest and land on a DOM element as an unknown attribute: the list must name every key
 * of `UseAskQuestionsOptions` or this file does not compile.
 */
import type { UseAskQuestionsOptions } from './types.js';

export const ASK_QUESTIONS_OPTION_KEYS = [
  'parseOptions',
  'parser',
  'fields',
  'value',
  'defaultValue',
  'onValueChange',
  'onOutcome',
  'submitPolicy',
  'review',
  'advanceOnSelect',
  'escapeDeclines',
  'timeout',
  'disabled',
  'id',
  'allowFollowUp',
] as const satisfies readonly (keyof UseAskQuestionsOptions)[];

type Listed = (typeof ASK_QUESTIONS_OPTION_KEYS)[number];
// Compile-time completeness: a key of the options that the list misses is an error here.
const complete: Exclude<keyof UseAskQuestionsOptions, Listed> extends never ? true : never = true;
void complete;

/** Splits props into the hook's options and everything else (options absent from props stay absent). */
export function splitAskOptions<P extends UseAskQuestionsOptions>(props: P): [UseAskQuestionsOptions, Omit<P, Listed>] {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  // One pass, each prop copied to its side: no `delete`, which turns an object into a slow
  // dictionary that every later spread of the rest (onto the root's <div>) would walk.
  for (const key of Object.keys(props)) ((ASK_QUESTIONS_OPTION_KEYS as readonly string[]).includes(key) ? options : rest)[key] = (props as Record<string, unknown>)[key];
  return [options as UseAskQuestionsOptions, rest as Omit<P, Listed>];
}
