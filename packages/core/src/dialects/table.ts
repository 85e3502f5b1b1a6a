/**
 * The dialects askq reads, in one table. Claude, OpenCode, pi and Gemini CLI share a `questions`
 * array and differ only in a few keys and limits; agentrail and Mastra ask a single question at the
 * top level (agentrail with string options). The parse reads a question through its dialect's
 * entry instead of testing dialect names; each dialect states its entry in its own file, beside
 * what it is answered with. Which dialect an input is written in is decided here, where all of
 * them are seen at once.
 */
import type { AskDialect, AskLimits } from '../protocol/types.js';
import { MAX_ENTRIES, isAbsent, isArray, isRecord, lengthOf, read } from '../protocol/parse-read.js';
import { type Dialect, type DialectSet, DEFAULT_LIMITS, withLimits } from '../protocol/dialect.js';
import { CLAUDE } from '../protocol/claude.js';
import type { DialectReaders, KitParts } from '../parse/parse-context.js';
import { htmlPreviewProblem } from '../parse/parse-html-preview.js';
import { questionFields } from '../fields/question-fields.js';
import { PI, PI_LIMITS, readPiId } from './pi.js';
import { AGENTRAIL, AGENTRAIL_LIMITS } from './agentrail.js';
import { OPENCODE, OPENCODE_LIMITS } from './opencode.js';
import { GEMINI, GEMINI_LIMITS } from './gemini.js';
import { MASTRA, MASTRA_LIMITS } from './mastra.js';

export { DEFAULT_LIMITS, type Dialect };

/** Each dialect's own limits; only Claude's are hard limits of the protocol. */
export const DIALECT_LIMITS: Readonly<Record<AskDialect, Readonly<AskLimits>>> = Object.freeze({
  claude: DEFAULT_LIMITS,
  pi: PI_LIMITS,
  agentrail: AGENTRAIL_LIMITS,
  opencode: OPENCODE_LIMITS,
  gemini: GEMINI_LIMITS,
  mastra: MASTRA_LIMITS,
});

export const DIALECTS: Readonly<Record<AskDialect, Dialect>> = {
  claude: CLAUDE,
  pi: PI,
  agentrail: AGENTRAIL,
  opencode: OPENCODE,
  gemini: GEMINI,
  mastra: MASTRA,
};

export function isAskDialect(value: unknown): value is AskDialect {
  return typeof value === 'string' && Object.hasOwn(DIALECT_LIMITS, value);
}

/**
 * A dialect's limits with `overrides` applied. Overrides that are not non-negative numbers are
 * ignored (Infinity is fine: it means no maximum).
 */
export function limitsFor(dialect: AskDialect, overrides?: Partial<AskLimits>): AskLimits {
  return withLimits(isAskDialect(dialect) ? DIALECT_LIMITS[dialect] : DEFAULT_LIMITS, overrides);
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
    // pi's keys win: its `multi` and numeric `recommended` never occur in the other dialects. Its
    // `id` does only beside none of `header` and `multiSelect`, which pi never sends: a Claude
    // question with a stray `id` stays Claude's (Claude Code drops the key and asks it as sent).
    if (read(item, 'multi') !== undefined || typeof read(item, 'recommended') === 'number') return 'pi';
    if (read(item, 'id') !== undefined && read(item, 'header') === undefined && read(item, 'multiSelect') === undefined) return 'pi';
    if (read(item, 'multiple') !== undefined || read(item, 'custom') !== undefined) found = 'opencode';
    else if (read(item, 'type') !== undefined && found === 'claude') found = 'gemini';
  }
  return found;
}

/**
 * Every dialect askq reads, for `createAskParser({ dialects: allDialects })`, with pi's own ids, the text
 * questions Gemini CLI and Mastra ask (and so Claude's text and number questions too) and Claude
 * Code's HTML preview rules.
 */
export const allDialects: DialectSet & KitParts & DialectReaders = {
  shapes: DIALECTS,
  limits: DIALECT_LIMITS,
  detect: detectDialect,
  ownId: readPiId,
  fields: questionFields,
  html: htmlPreviewProblem,
};
