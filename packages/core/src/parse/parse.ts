/**
 * `parseAskRequest`: any AskUserQuestion-like input (an object, its JSON text, or a half-streamed
 * prefix of either) in, a normalized `AskRequest` plus actionable issues out. It never throws.
 *
 * This file only orchestrates: read the options (parse-context.ts), decode the input, pick the
 * dialect (Claude's, or one of the `DialectSet` the parser was made with), parse the questions
 * (parse-question-list.ts, parse-question.ts, parse-options.ts) and the call-level fields. Safe
 * readers are in protocol/parse-read.ts, the wording in protocol/parse-issues.ts. Claude Code's
 * own schema rules are in strict/, the other dialects in dialects/ and text and number questions in
 * fields/: layers above this one, handed over through `createAskParser`.
 *
 * With a `StrictSchema`, `strict: 'claude-code'` checks the input against Claude Code's own schema while building the
 * same normalized request: the dialect is Claude's, the limits are Claude's, `null` is a wrong
 * type rather than "absent", uniqueness is exact, and empty texts pass.
 */
import type { AskIssue, AskLimits, AskRequest, ParseOptions, ParseResult } from '../protocol/types.js';
import { parsePartialJson } from './parse-partial-json.js';
import { isRecord, read } from '../protocol/parse-read.js';
import { type Report, describe, reporter, typeMessage } from '../protocol/parse-issues.js';
import { DEFAULT_LIMITS, withLimits } from '../protocol/dialect.js';
import { type ParseContext, type ParseKit, type Settings, readSettings, readTyped } from './parse-context.js';
import { parseQuestions } from './parse-question-list.js';

export { parsePartialJson, type ParseKit };

/** A parse function: input in, normalized request and issues out, never throwing. */
export type AskParser = (input: unknown, options?: ParseOptions) => ParseResult;

/**
 * Normalizes AskUserQuestion-like `input` in Claude's dialect and lists what is wrong with it.
 * `request` is null when an issue is an error, except while `partial` (a UI keeps rendering a
 * stream). Other dialects: `parseAnyDialect` from `@askq/core/dialects`; Claude Code's exact
 * schema: `parseStrict` from `@askq/core/strict`.
 */
export function parseAskRequest(input: unknown, options?: ParseOptions): ParseResult {
  return parseWith({}, input, options);
}

/**
 * A parser that also reads what `kit` holds: `createAskParser({ dialects: allDialects, strict:
 * claudeCodeSchema })` reads every dialect and honours `strict: 'claude-code'`; `{ fields:
 * questionFields }` (`@askq/core/fields`) adds text and number questions to Claude's dialect.
 */
export function createAskParser(kit: ParseKit = {}): AskParser {
  return (input, options) => parseWith(kit, input, options);
}

function parseWith(kit: ParseKit, input: unknown, options: ParseOptions | undefined): ParseResult {
  const issues: AskIssue[] = [];
  const report = reporter(issues);
  try {
    const settings = readSettings(kit, options, issues, report);
    const { partial, forced, previewFormat } = settings;
    const decoded = decode(input, partial);
    if (typeof decoded === 'string') return reject(issues, report, decoded);
    const { value } = decoded;
    // Nothing streamed yet: an empty request lets a UI show its placeholder.
    if (partial && value === undefined) {
      return { request: { dialect: forced ?? 'claude', questions: [], previewFormat, partial: true }, issues };
    }
    if (!isRecord(value)) return reject(issues, report, `must be an object like { questions: [...] }, got ${describe(value)}`);
    const c = contextFor(kit, settings, value, options);
    c.schema?.topLevel(value, c.extended, report);
    const request: AskRequest = { dialect: c.dialect, questions: parseQuestions(c, value), previewFormat };
    // The raw object (parsed from its JSON text if need be), for an exact echo by toClaudeOutput,
    // which echoes Claude input only (other dialects keep keys it never reads, of any value).
    if (!partial && c.dialect === 'claude') request.input = value;
    readCallFields(c, value, request);
    // A streaming UI keeps rendering; the issues say what the final input will be rejected for.
    if (partial) request.partial = true;
    return { request: partial || !issues.some((i) => i.severity === 'error') ? request : null, issues };
  } catch {
    // Only reachable through exotic objects (a Proxy lying about its own shape); never rethrow.
    return reject(issues, report, 'could not be read; send a plain JSON object like { questions: [...] }');
  }
}

/** The whole input is unusable: one issue about the root, and no request. */
function reject(issues: AskIssue[], report: Report, text: string): ParseResult {
  report('invalid_type', [], text);
  return { request: null, issues };
}

/**
 * The value `input` stands for: JSON text is parsed (a streamed prefix repaired when `partial`;
 * blank text while streaming is nothing yet). A string result is the rejection message.
 */
function decode(input: unknown, partial: boolean): { value: unknown } | string {
  if (typeof input !== 'string') return { value: input };
  try {
    return { value: JSON.parse(input) };
  } catch {
    // Anything but blank text must at least start like JSON.
    const blank = input.trim() === '';
    const value = partial && !blank ? parsePartialJson(input) : undefined;
    if (partial && (blank || value !== undefined)) return { value };
    return partial
      ? 'is a string that does not start like a JSON object; send the tool input or its JSON text'
      : 'is a string but not valid JSON; send the tool input object or its complete JSON text';
  }
}

/** The settings plus the dialect (forced or detected) and its limits. */
function contextFor(kit: ParseKit, settings: Settings, root: object, options: ParseOptions | undefined): ParseContext {
  const dialect = settings.forced ?? kit.dialects?.detect(root) ?? 'claude';
  // The real schema's limits are hard: overrides would accept what the host rejects.
  const base = kit.dialects?.limits[dialect] ?? DEFAULT_LIMITS;
  const limits = settings.cc ? { ...DEFAULT_LIMITS } : withLimits(base, read(options, 'limits') as Partial<AskLimits> | undefined);
  return { ...settings, dialect, shape: settings.shapes[dialect]!, limits };
}

/** The call-level extensions of extended hosts: `title` and `metadata.source`. */
function readCallFields(c: ParseContext, root: object, request: AskRequest): void {
  const title = c.extended ? readTyped(c, read(root, 'title'), ['title'], 'string') : undefined;
  if (title?.trim()) request.title = title;
  const metadata = read(root, 'metadata');
  if (metadata !== undefined && !(metadata === null && !c.cc) && !isRecord(metadata)) {
    c.report('invalid_type', ['metadata'], typeMessage('an object like { source }', metadata));
  } else if (isRecord(metadata)) {
    const source = readTyped(c, read(metadata, 'source'), ['metadata', 'source'], 'string');
    request.metadata = source === undefined ? {} : { source };
  }
}
