/**
 * What a dialect is to the parse: where it keeps a question's fields, which optional shapes it
 * uses, and its limits. Claude's entry is in claude.ts; every other dialect's file (dialects/pi.ts,
 * ...) states its own, and dialects/table.ts puts them in one `DialectSet` that a parser made with
 * `createAskParser({ dialects })` reads instead of testing dialect names.
 *
 * The parse itself knows only Claude's dialect, its choice questions and the lenient rules. What
 * else it can read is handed to it: a `DialectSet` (the other dialects) and a `StrictSchema`
 * (Claude Code's own input schema), and through the parse's own kit (parse/parse-context.ts) text
 * and number questions and the HTML preview rules, so an app that needs none of them never loads
 * them.
 */
import type { AskDialect, AskLimits, QuestionKind } from './types.js';
import { type Path, read } from './parse-read.js';
import type { Report } from './parse-issues.js';

// The limits live in limits.ts, which reads nothing: the fast path for plain Claude input
// (parse-canonical.ts) takes them without the untrusted-input readers `withLimits` needs.
export { DEFAULT_LIMITS, UNLIMITED } from './limits.js';

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
  /** Own question ids, also shown as the chip (read by its `DialectSet`'s `ownId`), and a numeric `recommended` option index (pi). */
  ids?: boolean;
  /** One question at the top level (agentrail, Mastra). */
  single?: boolean;
  /** Options are plain strings, their labels (agentrail). */
  plainOptions?: boolean;
}

/** Every dialect a parser reads beyond Claude's: their entries, limits and how to tell them apart. */
export interface DialectSet {
  readonly shapes: Readonly<Partial<Record<AskDialect, Dialect>>>;
  readonly limits: Readonly<Partial<Record<AskDialect, Readonly<AskLimits>>>>;
  /** The dialect an input is written in, from its keys; null when nothing identifies one. */
  detect(input: object): AskDialect | null;
}

/** Claude Code's own input schema: what `strict: 'claude-code'` checks beyond the lenient rules. */
export interface StrictSchema {
  /** Unknown top-level keys (rejected) and the types of `answers`, `annotations`. */
  topLevel(root: object, extended: boolean, report: Report): void;
  /** A question's keys the host drops (warned about). */
  question(item: object, extended: boolean, path: Path, report: Report): void;
  /** An option's keys the host drops (warned about). */
  option(item: object, path: Path, report: Report): void;
  /** Extended hosts: a kind-specific key (`placeholder`, `min`, ...) on another kind's question. */
  kindKeys(field: (key: string) => unknown, kind: QuestionKind, at: (key: string) => Path, report: Report): void;
  /** The message (after the path) for a key the schema requires and the input left out. */
  missing(key: RequiredKey, limits: AskLimits): string;
  /** The warning (after the path) for a blank question text or label, which the schema accepts. */
  blank(key: 'question' | 'label'): string;
  /** Added to the error for too few options on an extended host: how to ask an open-ended question. */
  openEnded: string;
}

/** The keys Claude Code's schema requires that the lenient parse does not. */
export type RequiredKey = 'question' | 'header' | 'options' | 'label' | 'description';

/**
 * `base` with `overrides` applied. Overrides that are not non-negative numbers are ignored
 * (Infinity is fine: it means no maximum).
 */
export function withLimits(base: Readonly<AskLimits>, overrides?: Partial<AskLimits>): AskLimits {
  const limits: AskLimits = { ...base };
  for (const key of Object.keys(limits) as (keyof AskLimits)[]) {
    const value = read(overrides, key);
    if (typeof value === 'number' && value >= 0) limits[key] = value;
  }
  return limits;
}
