/**
 * `parseAskRequest`: any AskUserQuestion-like input (an object, its JSON text, or a half-streamed
 * prefix of either) in, a normalized `AskRequest` plus actionable issues out. It never throws.
 */
import type { AskDialect, AskIssue, AskLimits, AskRequest, ParseOptions, ParseResult } from './types.js';
import { detectDialect, parseAgentrail, parseQuestionList, readExtras } from './parse-dialects.js';
import { parsePartialJson } from './parse-partial-json.js';
import { type ParseContext, describe, isAbsent, isRecord, quote, read } from './parse-read.js';

export { detectDialect } from './parse-dialects.js';
export { parsePartialJson } from './parse-partial-json.js';

export const ASK_DIALECTS: readonly AskDialect[] = Object.freeze(['claude', 'pi', 'agentrail', 'opencode'] as const);

/** Claude's AskUserQuestion limits: 1-4 questions, 2-4 options, headers of up to 12 characters. */
export const DEFAULT_LIMITS: Readonly<AskLimits> = Object.freeze({
  minQuestions: 1,
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
  maxHeaderLength: 12,
});

/** Each dialect's own limits; only Claude's are hard limits of the protocol. */
export const DIALECT_LIMITS: Readonly<Record<AskDialect, Readonly<AskLimits>>> = Object.freeze({
  claude: DEFAULT_LIMITS,
  // pi's schema only requires one question; its options array may be any length.
  pi: Object.freeze({ ...DEFAULT_LIMITS, maxQuestions: Infinity, minOptions: 0, maxOptions: Infinity }),
  agentrail: Object.freeze({ ...DEFAULT_LIMITS, maxQuestions: 1, minOptions: 0, maxOptions: Infinity }),
  // OpenCode's `question` tool describes its header as "max 30 chars".
  opencode: Object.freeze({ minQuestions: 1, maxQuestions: Infinity, minOptions: 0, maxOptions: Infinity, maxHeaderLength: 30 }),
});

export function isAskDialect(value: unknown): value is AskDialect {
  return typeof value === 'string' && (ASK_DIALECTS as readonly string[]).includes(value);
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

export function parseAskRequest(input: unknown, options?: ParseOptions): ParseResult {
  const issues: AskIssue[] = [];
  try {
    return parse(input, options, issues);
  } catch {
    // Only reachable through exotic objects (a Proxy lying about its own shape); never rethrow.
    issues.push({
      code: 'invalid_type',
      severity: 'error',
      path: [],
      message: 'input could not be read; send a plain JSON object like { questions: [...] }',
    });
    return { request: null, issues };
  }
}

function parse(input: unknown, options: ParseOptions | undefined, issues: AskIssue[]): ParseResult {
  const partial = read(options, 'partial') === true;
  const strict = read(options, 'strict') === true;
  const forced = read(options, 'dialect');
  let dialect: AskDialect | null = null;
  if (isAskDialect(forced)) dialect = forced;
  else if (!isAbsent(forced)) {
    const shown = typeof forced === 'string' ? quote(forced) : describe(forced);
    issues.push({
      code: 'unknown_dialect',
      severity: 'error',
      path: [],
      message: `options.dialect ${shown} is not one of ${ASK_DIALECTS.join(', ')}; the dialect is detected instead`,
    });
  }

  let value = input;
  if (typeof input === 'string') {
    const decoded = decodeJson(input, partial);
    if (decoded === null) {
      issues.push({
        code: 'invalid_type',
        severity: 'error',
        path: [],
        message: partial
          ? 'input is a string that does not start like a JSON object; send the tool input or its JSON text'
          : 'input is a string but not valid JSON; send the tool input object or its complete JSON text',
      });
      return { request: null, issues };
    }
    value = decoded.value;
  }
  // Nothing streamed yet: an empty request lets a UI show its placeholder.
  if (partial && value === undefined) {
    return { request: { dialect: dialect ?? 'claude', questions: [], partial: true }, issues };
  }
  if (!isRecord(value)) {
    issues.push({
      code: 'invalid_type',
      severity: 'error',
      path: [],
      message: `input must be an object like { questions: [...] }, got ${describe(value)}`,
    });
    return { request: null, issues };
  }

  const chosen = dialect ?? detectDialect(value) ?? 'claude';
  const limits = limitsFor(chosen, read(options, 'limits') as Partial<AskLimits> | undefined);
  const ctx: ParseContext = { dialect: chosen, limits, strict, partial, issues };
  const questions = chosen === 'agentrail' ? parseAgentrail(ctx, value) : parseQuestionList(ctx, value);
  const request: AskRequest = { dialect: chosen, questions };
  readExtras(ctx, value, request);
  if (partial) {
    // A streaming UI keeps rendering; the issues say what the final input will be rejected for.
    request.partial = true;
    return { request, issues };
  }
  return { request: issues.some((issue) => issue.severity === 'error') ? null : request, issues };
}

function decodeJson(text: string, partial: boolean): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    if (!partial) return null;
  }
  if (text.trim() === '') return { value: undefined };
  const value = parsePartialJson(text);
  return value === undefined ? null : { value };
}
