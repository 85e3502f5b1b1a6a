/**
 * The dialects askq reads, in one table. Claude, OpenCode, pi and Gemini CLI share a `questions`
 * array and differ only in a few keys and limits; agentrail and Mastra ask a single question at the
 * top level (agentrail with string options). The parse reads a question through its dialect's
 * entry instead of testing dialect names, so a dialect's differences are all stated here.
 */
import type { AskDialect, AskLimits } from './types.js';
import { MAX_ENTRIES, isAbsent, isArray, isRecord, lengthOf, read } from './parse-read.js';

/** Claude's AskUserQuestion limits: 1-4 questions, 2-4 options, headers of up to 12 characters. */
export const DEFAULT_LIMITS: Readonly<AskLimits> = Object.freeze({
  minQuestions: 1,
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
  maxHeaderLength: 12,
});

const UNLIMITED = { maxQuestions: Infinity, minOptions: 0, maxOptions: Infinity };

/** Each dialect's own limits; only Claude's are hard limits of the protocol. */
export const DIALECT_LIMITS: Readonly<Record<AskDialect, Readonly<AskLimits>>> = Object.freeze({
  claude: DEFAULT_LIMITS,
  // pi's schema only requires one question; its options array may be any length.
  pi: Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED }),
  agentrail: Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxQuestions: 1 }),
  // OpenCode's `question` tool describes its header as "max 30 chars".
  opencode: Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxHeaderLength: 30 }),
  // Gemini CLI's `ask_user`: 1-4 questions, 2-4 options for a choice question, "max 16 chars" headers.
  gemini: Object.freeze({ ...DEFAULT_LIMITS, maxHeaderLength: 16 }),
  // Mastra's `ask_user`: one question; its schema puts no bound on the options.
  mastra: Object.freeze({ ...DEFAULT_LIMITS, ...UNLIMITED, maxQuestions: 1 }),
});

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

export const DIALECTS: Readonly<Record<AskDialect, Dialect>> = {
  claude: { multiKey: 'multiSelect', hintKey: 'description', extensions: true, kinds: ['kind', ['choice', 'text', 'number']] },
  pi: { multiKey: 'multi', ids: true },
  agentrail: { multiKey: 'multiple', otherKey: 'custom', hintKey: 'hint', single: true, plainOptions: true },
  // OpenCode's tool input has no `custom` (its UI then offers a typed answer); its host-side
  // question objects do, so it is still read.
  opencode: { multiKey: 'multiple', otherKey: 'custom' },
  // `yesno` asks Yes / No (with Other); `placeholder` is the text field's, or the Other field's.
  gemini: { multiKey: 'multiSelect', kinds: ['type', ['choice', 'text', 'yesno']], placeholder: true },
  mastra: { multiKey: 'selectionMode', modes: ['single_select', 'multi_select'], singleOther: true, textWithoutOptions: true, single: true },
};

export function isAskDialect(value: unknown): value is AskDialect {
  return typeof value === 'string' && Object.hasOwn(DIALECT_LIMITS, value);
}

/**
 * A dialect's limits with `overrides` applied. Overrides that are not non-negative numbers are
 * ignored (Infinity is fine: it means no maximum).
 */
export function limitsFor(dialect: AskDialect, overrides?: Partial<AskLimits>): AskLimits {
  const limits: AskLimits = { ...(isAskDialect(dialect) ? DIALECT_LIMITS[dialect] : DEFAULT_LIMITS) };
  for (const key of Object.keys(limits) as (keyof AskLimits)[]) {
    const value = read(overrides, key);
    if (typeof value === 'number' && value >= 0) limits[key] = value;
  }
  return limits;
}

/**
 * Guesses the dialect from the keys the model used; null when nothing identifies one. A single
 * question is Mastra's when it has a `selectionMode` or option objects, else agentrail's (a bare
 * `{ question }` shows the same free-text field in both); a question with a `type` is Gemini's.
 */
export function detectDialect(input: unknown): AskDialect | null {
  if (!isRecord(input)) return null;
  const questions = read(input, 'questions');
  if (isAbsent(questions)) {
    if (isAbsent(read(input, 'question'))) return null;
    return read(input, 'selectionMode') !== undefined || isRecord(read(read(input, 'options'), 0)) ? 'mastra' : 'agentrail';
  }
  if (!isArray(questions)) return 'claude';
  let found: AskDialect = 'claude';
  const scan = Math.min(lengthOf(questions), MAX_ENTRIES);
  for (let i = 0; i < scan; i++) {
    const item = read(questions, i);
    if (!isRecord(item)) continue;
    // pi's keys win: its `id` and numeric `recommended` never occur in the other dialects.
    if (read(item, 'id') !== undefined || read(item, 'multi') !== undefined) return 'pi';
    if (typeof read(item, 'recommended') === 'number') return 'pi';
    if (read(item, 'multiple') !== undefined || read(item, 'custom') !== undefined) found = 'opencode';
    else if (read(item, 'type') !== undefined && found === 'claude') found = 'gemini';
  }
  return found;
}
