/**
 * What one parse run knows, passed to each step of the parse: the settings read from
 * `ParseOptions`, the issue list, and (once the input is read) its dialect and limits. One object
 * instead of a closure, so the question and option parsers can live in files of their own.
 */
import type { AskDialect, AskIssue, AskIssueCode, AskLimits, NumberField, ParseOptions, PreviewFormat, QuestionKind } from '../protocol/types.js';
import type { Dialect, DialectSet, StrictSchema } from '../protocol/dialect.js';
import { CLAUDE } from '../protocol/claude.js';
import { type Path, isAbsent, read } from '../protocol/parse-read.js';
import { type Report, describe, quote, typeMessage } from '../protocol/parse-issues.js';

/**
 * What a parser reads beyond Claude's dialect, its choice questions and the lenient rules (see
 * protocol/dialect.ts): `createAskParser(kit)` makes one. Without `dialects` only Claude's dialect
 * is read; without `strict`, `strict: 'claude-code'` is refused; without `fields`, a text or
 * number question (and `extended: true`) is refused; without `html`, HTML previews are not
 * checked (said once). Each such issue names the entry that has the code. The other dialects and
 * Claude Code's schema bring along the parts they need.
 */
export interface ParseKit extends KitParts {
  dialects?: DialectSet & KitParts & DialectReaders;
  strict?: StrictSchema & KitParts;
}

/** What some dialects' questions need beyond their table entries, brought by their `DialectSet`. */
export interface DialectReaders {
  /**
   * A dialect's own question ids (`Dialect.ids`, pi's): [question id, header, or null for the
   * `Q<n>` chip]; `taken` holds the ids given so far.
   */
  readonly ownId?: (c: ParseContext, item: object, path: Path, index: number, settled: boolean, taken: Set<string>) => [string, string | null];
}

/** The parts of a kit that other parts may bring along. */
export interface KitParts {
  readonly fields?: QuestionFields;
  /** Claude Code's rules for HTML previews: the problem with `preview`, or undefined when it passes. */
  readonly html?: (preview: string) => string | undefined;
}

/** A question answered by typing. */
export type TypedKind = Exclude<QuestionKind, 'choice'>;

/** One question being read. */
export interface QuestionScope {
  path: Path;
  /** False while streaming input may still extend the question: what may grow is not judged. */
  reportable: boolean;
  /** Claude's extensions (kind, question description, placeholder, number fields) are read. */
  extensions: boolean;
  field: (key: string) => unknown;
  at: (key: string) => Path;
}

/**
 * Text and number questions (`@askq/core/fields`): what a question answered by typing reads and
 * reports beyond a choice question's fields.
 */
export interface QuestionFields {
  /** The dialect's multi-select key on a text or number question, which has nothing to select several of. */
  multiSelect(c: ParseContext, q: QuestionScope, kind: TypedKind, multiSelect: boolean): void;
  /** A `kind: "number"` question's range, step, default and unit; undefined without a usable range (reported). */
  number(c: ParseContext, q: QuestionScope): NumberField | undefined;
  /** Options sent with a text or number question, which takes none (`path` is the options'). */
  options(c: ParseContext, kind: TypedKind, path: Path): void;
}

/** What a parser without `fields` says instead of reading a text or number question. */
export const FIELDS_ENTRY = `parse with parseWithFields from '@askq/core/dialects'`;

/** The dialect table of a parser that reads Claude's dialect only. */
const CLAUDE_ONLY: DialectSet['shapes'] = { claude: CLAUDE };

export interface Settings {
  issues: AskIssue[];
  report: Report;
  /** `strict: 'claude-code'`: Claude Code's own schema, where `null` is a wrong type, not "absent". */
  cc: boolean;
  /** The schema's own checks, set exactly when `cc` is. */
  schema?: StrictSchema;
  /** Text and number questions, when the parser was given them. */
  fields?: QuestionFields;
  /** Claude Code's HTML preview rules, when the parser was given them. */
  html?: KitParts['html'];
  /** A dialect's own question ids, when the parser was given the dialects that have them. */
  ownId?: DialectReaders['ownId'];
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
  /** Set once a parser without `html` has said that HTML previews are not checked. */
  htmlUnchecked?: boolean;
  dialect: AskDialect;
  /** The dialect's entry of the dialect table. */
  shape: Dialect;
  limits: AskLimits;
}

/**
 * Reads `options` (any value: host code may pass anything); an unknown dialect is reported, and so
 * is a strict mode, dialect or `extended: true` this parser was not given the code for.
 */
export function readSettings(kit: ParseKit, options: ParseOptions | undefined, issues: AskIssue[], report: Report): Settings {
  const strictOption = read(options, 'strict');
  const schema = strictOption === 'claude-code' ? kit.strict : undefined;
  const cc = !!schema;
  const shapes = kit.dialects?.shapes ?? CLAUDE_ONLY;
  const part = <K extends keyof KitParts>(key: K): KitParts[K] => kit[key] ?? kit.dialects?.[key] ?? kit.strict?.[key];
  const fields = part('fields');
  // Not about the input, so these messages name the option instead of a path.
  const refuse = (code: AskIssue['code'], message: string) => issues.push({ code, severity: 'error', path: [], message });
  if (strictOption === 'claude-code' && !cc) {
    refuse('unsupported_option', `options.strict "claude-code" needs Claude Code's schema: parse with parseStrict from '@askq/core/strict'`);
  }
  if (read(options, 'extended') === true && !fields) refuse('unsupported_option', `options.extended needs text and number questions: ${FIELDS_ENTRY}`);
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
  return { issues, report, cc, schema, fields, html: part('html'), ownId: kit.dialects?.ownId, shapes, strict: strictOption === true, partial, extended, descriptionRequired, previewFormat, forced: known };
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

/**
 * A required text (a question's, an option's label) that is missing or blank: strict mode reports
 * a missing key, and warns about a blank one, which Claude Code accepts (its schema has the
 * words); the lenient parse has nothing to show either way (`empty` finishes "is empty; ..."). A
 * wrong type was reported when it was read.
 */
export function checkBlank(c: ParseContext, code: AskIssueCode, path: Path, raw: unknown, key: 'question' | 'label', empty: string): void {
  const isBlank = typeof raw === 'string' && !raw.trim();
  if (!c.schema) {
    if (isBlank || isAbsent(raw)) c.report(code, path, `is empty; ${empty}`);
  } else if (raw === undefined) c.report('missing_field', path, c.schema.missing(key, c.limits));
  else if (isBlank) c.report(code, path, c.schema.blank(key), 'warning');
}
