/**
 * What one parse run knows, passed to each step of the parse: the settings read from
 * `ParseOptions`, the issue list, and (once the input is read) its dialect and limits. One object
 * instead of a closure, so the question and option parsers can live in files of their own.
 */
import type { AskDialect, AskIssue, AskLimits, ParseOptions, PreviewFormat } from '../protocol/types.js';
import type { Dialect, DialectSet, StrictSchema } from '../protocol/dialect.js';
import { CLAUDE } from '../protocol/claude.js';
import { type Path, isAbsent, read } from '../protocol/parse-read.js';
import { type Report, describe, quote, typeMessage } from '../protocol/parse-issues.js';

/**
 * What a parser reads beyond Claude's dialect and the lenient rules (see protocol/dialect.ts):
 * `createAskParser(kit)` makes one. Without `dialects` only Claude's dialect is read; without
 * `strict`, `strict: 'claude-code'` is refused with an issue naming the entry that has it.
 */
export interface ParseKit {
  dialects?: DialectSet;
  strict?: StrictSchema;
}

/** The dialect table of a parser that reads Claude's dialect only. */
const CLAUDE_ONLY: DialectSet['shapes'] = { claude: CLAUDE };

export interface Settings {
  issues: AskIssue[];
  report: Report;
  /** `strict: 'claude-code'`: Claude Code's own schema, where `null` is a wrong type, not "absent". */
  cc: boolean;
  /** The schema's own checks, set exactly when `cc` is. */
  schema?: StrictSchema;
  /** The dialects this parser reads (Claude's alone, or a `DialectSet`'s). */
  shapes: DialectSet['shapes'];
  /** `strict: true`: an empty header is an error rather than a warning. */
  strict: boolean;
  /** The input may be a streamed prefix: what may still grow is not judged yet. */
  partial: boolean;
  /** Claude's extended-host keys are read: always by the lenient parse, in strict mode on request. */
  extended: boolean;
  /** Every option needs a description (Claude Code's default schema). */
  descriptionRequired: boolean;
  previewFormat: PreviewFormat;
  /** The dialect the caller (or strict mode) fixes; undefined when it is detected. */
  forced?: AskDialect;
}

export interface ParseContext extends Settings {
  dialect: AskDialect;
  /** The dialect's entry of the dialect table. */
  shape: Dialect;
  limits: AskLimits;
}

/**
 * Reads `options` (any value: host code may pass anything); an unknown dialect is reported, and so
 * is a strict mode or dialect this parser was not given the code for.
 */
export function readSettings(kit: ParseKit, options: ParseOptions | undefined, issues: AskIssue[], report: Report): Settings {
  const strictOption = read(options, 'strict');
  const schema = strictOption === 'claude-code' ? kit.strict : undefined;
  const cc = !!schema;
  const shapes = kit.dialects?.shapes ?? CLAUDE_ONLY;
  // Not about the input, so these messages name the option instead of a path.
  const refuse = (code: AskIssue['code'], message: string) => issues.push({ code, severity: 'error', path: [], message });
  if (strictOption === 'claude-code' && !cc) {
    refuse('unsupported_option', `options.strict "claude-code" needs Claude Code's schema: parse with parseStrict from '@askq/core/strict'`);
  }
  const partial = read(options, 'partial') === true;
  // The lenient parse reads every extension a model may send; strict mode only an extended host's.
  const extended = !cc || read(options, 'extended') === true;
  // An extended host's schema makes option descriptions optional too.
  const descriptionRequired = cc && !extended && read(options, 'optionalDescriptions') !== true;
  const previewFormat: PreviewFormat = read(options, 'previewFormat') === 'html' ? 'html' : 'markdown';
  const forced = cc ? 'claude' : read(options, 'dialect');
  const known = typeof forced === 'string' && Object.hasOwn(shapes, forced) ? (forced as AskDialect) : undefined;
  if (!known && !isAbsent(forced)) {
    const shown = typeof forced === 'string' ? quote(forced) : describe(forced);
    const more = kit.dialects ? '' : `; the other dialects are read by parseAnyDialect from '@askq/core/dialects'`;
    refuse('unknown_dialect', `options.dialect ${shown} is not one of ${Object.keys(shapes).join(', ')}${more}; the dialect is detected instead`);
  }
  return { issues, report, cc, schema, shapes, strict: strictOption === true, partial, extended, descriptionRequired, previewFormat, forced: known };
}

/**
 * A string or boolean field; a wrong type is reported and treated as absent. `required`: the
 * real schema requires the key (strict mode's message for `null` then says nothing about leaving it out).
 */
export function readTyped(c: Settings, value: unknown, path: Path, type: 'string', required?: boolean): string | undefined;
export function readTyped(c: Settings, value: unknown, path: Path, type: 'boolean'): boolean | undefined;
export function readTyped(c: Settings, value: unknown, path: Path, type: 'string' | 'boolean', required = false) {
  if (value === undefined || (value === null && !c.cc)) return undefined;
  if (typeof value === type) return value;
  c.report('invalid_type', path, typeMessage(type === 'string' ? 'a string' : 'a boolean (true or false)', value, required));
  return undefined;
}
