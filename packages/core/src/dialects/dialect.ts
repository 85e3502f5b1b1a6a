/**
 * What a dialect is to the parse: where it keeps a question's fields, which optional shapes it
 * uses, and its limits. Every dialect's file (claude.ts, pi.ts, ...) states its entry; table.ts
 * puts them in one table, which the parse reads instead of testing dialect names.
 */
import type { AskLimits } from '../protocol/types.js';

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

/** Where a dialect keeps a question's fields, and which of the optional shapes it uses. */
export interface Dialect {
  /** The boolean that makes a question multi-select (or the mode key, with `modes`). */
  multiKey: string;
  /** `multiKey` is a mode, not a boolean: its [single, multi] values (Mastra's `selectionMode`). */
  modes?: readonly [string, string];
  /** The boolean that turns the typed Other answer off; without one, Other is always offered. */
  otherKey?: string;
  /** Other is offered in single-select questions only (Mastra Code's "Custom response" row). */
  singleOther?: boolean;
  /** The string shown under the question. */
  hintKey?: string;
  /**
   * Claude's SDK extensions (`kind`, `placeholder`, number fields, and `description` as the hint):
   * read only for extended hosts.
   */
  extensions?: boolean;
  /** The key naming a question's kind and the kinds it may name (Claude's `kind`, Gemini's `type`). */
  kinds?: readonly [key: string, kinds: readonly string[]];
  /** A question without options is a `text` question (Mastra). */
  textWithoutOptions?: boolean;
  /** `placeholder` is read (Gemini; Claude reads it as one of its extensions). */
  placeholder?: boolean;
  /** Own question ids, also shown as the chip, and a numeric `recommended` option index (pi). */
  ids?: boolean;
  /** One question at the top level (agentrail, Mastra). */
  single?: boolean;
  /** Options are plain strings, their labels (agentrail). */
  plainOptions?: boolean;
}
