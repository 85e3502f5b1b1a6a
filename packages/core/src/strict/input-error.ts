/**
 * `@askq/core/input-error`: the exact text Claude Code (CLI 2.1.330) sends the model when its
 * AskUserQuestion input cannot be shown, so a host that refuses a call can answer it as the real
 * CLI would. Observed by running the CLI (tests/claude-code), rule by rule:
 *
 * - The input is checked against the tool's schema (a strict top level, plain objects for
 *   questions and options, `null` rejected, 1-4 questions, 2-4 options, then the uniqueness rule,
 *   which is skipped when a value had the wrong type or was missing).
 * - When every problem is a count or the uniqueness rule, the model reads the schema library's own
 *   issue list as JSON (two-space indented), unless that is longer than 4000 characters.
 * - Otherwise it reads `AskUserQuestion failed due to the following issue(s):` and one line per
 *   problem: missing keys first, then unknown top-level keys, then wrong types (20 of these at most,
 *   21 when there are exactly 21), then the other problems (20 at most), each list followed by a
 *   count of what it left out.
 * - A question with fewer than 2 options puts a fixed paragraph before that text.
 * - All of it is `<tool_use_error>InputValidationError: …</tool_use_error>`. An input that passes
 *   the schema on a host with HTML previews is then checked for its first bad preview, reported
 *   as `<tool_use_error>Option "<label>" in question "<question>": <problem></tool_use_error>`.
 * - The input is spread into an object first: a string or an array becomes an object keyed by
 *   index, any other non-object an empty object.
 */
import { htmlPreviewProblem } from '../parse/parse-html-preview.js';
import type { PreviewFormat } from '../protocol/types.js';

export interface ClaudeCodeInputErrorOptions {
  /** The host's preview format: `'html'` also applies Claude Code's HTML preview rules. @default 'markdown' */
  previewFormat?: PreviewFormat | undefined;
  /** The host opted in to optional option descriptions. @default false */
  optionalDescriptions?: boolean | undefined;
  /** The tool's name in the text. @default 'AskUserQuestion' */
  toolName?: string | undefined;
}

type Path = (string | number)[];
type Issue =
  | { code: 'invalid_type'; path: Path; expected: string; received: string }
  | { code: 'unrecognized_keys'; path: Path; keys: string[] }
  | { code: 'too_small' | 'too_big'; path: Path; limit: number }
  | { code: 'custom'; path: Path; message: string };

const UNIQUE = 'Question texts must be unique, option labels must be unique within each question';
const FEWER_THAN_TWO =
  'This call included a question with fewer than 2 options, so it was rejected and the person never saw it. ' +
  'A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. ' +
  'Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. ' +
  'If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. ' +
  'Ask a question only when the person has at least two genuinely distinct choices.';
const TOP_LEVEL = ['questions', 'answers', 'annotations', 'metadata'];
/** Past this many characters the JSON issue list gives way to the readable lines. */
const MAX_JSON = 4000;
const MAX_LINES = 20;
/** Characters a path shows in full; a longer one keeps its first 40 and last 24. */
const PATH_MAX = 64;
const PATH_TAIL = 24;
// Characters a path shows as \u{…}: controls, format and invisible characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2065\u3164\uFE00-\uFE0F\uFFA0\uFFF0-\uFFF8\u{E0000}-\u{E0FFF}]/u;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Walks the input as the CLI's schema does, collecting its issues in the schema library's order. */
function schemaIssues(root: Record<string, unknown>, optionalDescriptions: boolean): Issue[] {
  const issues: Issue[] = [];
  const type = (value: unknown, path: Path, expected: string) => issues.push({ code: 'invalid_type', path, expected, received: value === undefined ? 'undefined' : typeOf(value) });
  const string = (value: unknown, path: Path, optional = false) => {
    if (typeof value !== 'string' && !(optional && value === undefined)) type(value, path, 'string');
  };
  /** A plain object of optional strings. */
  const strings = (value: unknown, path: Path, expected: string, keys: string[]) => {
    if (!isObject(value)) return type(value, path, expected);
    for (const key of keys) string(value[key], [...path, key], true);
  };
  const array = (value: unknown, path: Path, min: number, max: number, each: (item: unknown, path: Path) => void) => {
    if (!Array.isArray(value)) return type(value, path, 'array');
    value.forEach((item, i) => each(item, [...path, i]));
    if (value.length < min) issues.push({ code: 'too_small', path, limit: min });
    if (value.length > max) issues.push({ code: 'too_big', path, limit: max });
  };

  array(root.questions, ['questions'], 1, 4, (question, at) => {
    if (!isObject(question)) return type(question, at, 'object');
    string(question.question, [...at, 'question']);
    string(question.header, [...at, 'header']);
    array(question.options, [...at, 'options'], 2, 4, (option, where) => {
      if (!isObject(option)) return type(option, where, 'object');
      string(option.label, [...where, 'label']);
      string(option.description, [...where, 'description'], optionalDescriptions);
      string(option.preview, [...where, 'preview'], true);
    });
    if (question.multiSelect !== undefined && typeof question.multiSelect !== 'boolean') type(question.multiSelect, [...at, 'multiSelect'], 'boolean');
  });
  const record = (value: unknown, path: Path, each: (value: unknown, path: Path) => void) => {
    if (value === undefined) return;
    if (!isObject(value)) return type(value, path, 'record');
    for (const key of Object.keys(value)) each(value[key], [...path, key]);
  };
  // An answer may be a list of strings: the CLI joins it before checking.
  record(root.answers, ['answers'], (value, path) => {
    if (!(Array.isArray(value) && value.every((v) => typeof v === 'string'))) string(value, path);
  });
  record(root.annotations, ['annotations'], (value, path) => strings(value, path, 'object', ['preview', 'notes']));
  if (root.metadata !== undefined) strings(root.metadata, ['metadata'], 'object', ['source']);
  const unknown = Object.keys(root).filter((key) => !TOP_LEVEL.includes(key));
  if (unknown.length > 0) issues.push({ code: 'unrecognized_keys', path: [], keys: unknown });
  // The uniqueness rule runs unless a value was missing or had the wrong type.
  if (!issues.some((i) => i.code === 'invalid_type') && !unique(root.questions as Record<string, unknown>[])) issues.push({ code: 'custom', path: [], message: UNIQUE });
  return issues;
}

const distinct = (values: unknown[]) => new Set(values).size === values.length;
function unique(questions: Record<string, unknown>[]): boolean {
  return distinct(questions.map((q) => q.question)) && questions.every((q) => distinct((q.options as Record<string, unknown>[]).map((o) => o.label)));
}

/** The schema library's own JSON for a count or uniqueness issue, keys in its order. */
function issueJson(issue: Issue) {
  if (issue.code === 'too_small') return { origin: 'array', code: issue.code, minimum: issue.limit, inclusive: true, path: issue.path, message: `Too small: expected array to have >=${issue.limit} items` };
  if (issue.code === 'too_big') return { origin: 'array', code: issue.code, maximum: issue.limit, inclusive: true, path: issue.path, message: `Too big: expected array to have <=${issue.limit} items` };
  return issue;
}

const noun = (n: number, word: string) => (n === 1 ? word : `${word}s`);
const notListed = (n: number, word: string) => `(${n} more ${noun(n, word)} not listed)`;

/** One character of a path as the CLI shows it; `edge`: leading or trailing whitespace, always escaped. */
function pathChar(char: string, edge: boolean): string {
  if (edge || INVISIBLE.test(char)) return `\\u{${char.codePointAt(0)!.toString(16).toUpperCase()}}`;
  return char === '`' ? "'" : char === '<' ? '\u2039' : char === '>' ? '\u203A' : char;
}

/** `questions[0].options` with its characters made safe, and cut in the middle past 64 characters. */
function pathText(path: Path): string {
  const text = path.reduce<string>((out, key, i) => (typeof key === 'number' ? `${out}[${key}]` : i === 0 ? key : `${out}.${key}`), '');
  const lead = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  let shown = '';
  let head = '';
  let headEnd = 0;
  let at = 0;
  for (const char of text) {
    shown += pathChar(char, at < lead || at >= end);
    at += char.length;
    if (shown.length <= PATH_MAX - PATH_TAIL) [head, headEnd] = [shown, at];
    if (shown.length > PATH_MAX) break;
  }
  if (shown.length <= PATH_MAX) return shown;
  let tail = '';
  let tailStart = text.length;
  for (const char of Array.from(text).reverse()) {
    const start = tailStart - char.length;
    const next = pathChar(char, start < lead || start >= end) + tail;
    if (next.length > PATH_TAIL) break;
    [tail, tailStart] = [next, start];
  }
  const cut = tailStart - headEnd;
  return `${head}\u2026 [+${cut} ${noun(cut, 'char')}] \u2026${tail}`;
}

/** The readable lines: missing, unknown, wrong-typed, then the other problems. */
function readable(issues: Issue[], toolName: string): string {
  const missing: Path[] = [];
  const wrong: Extract<Issue, { code: 'invalid_type' }>[] = [];
  const other: Issue[] = [];
  for (const issue of issues) {
    if (issue.code !== 'invalid_type') {
      if (issue.code !== 'unrecognized_keys') other.push(issue);
    } else if (issue.received === 'undefined') missing.push(issue.path);
    else wrong.push(issue);
  }
  const unknown = issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys.map((key) => [...i.path, key]) : []));
  const total = missing.length + wrong.length + unknown.length;
  const room = total === MAX_LINES + 1 ? total : MAX_LINES;
  const shownMissing = missing.slice(0, room);
  const shownWrong = wrong.slice(0, room - shownMissing.length);
  const shownUnknown = unknown.slice(0, room - shownMissing.length - shownWrong.length);
  const lines = [
    ...shownMissing.map((p) => `The required parameter \`${pathText(p)}\` is missing`),
    ...shownUnknown.map((p) => `An unexpected parameter \`${pathText(p)}\` was provided`),
    ...shownWrong.map((i) => `The parameter \`${pathText(i.path)}\` type is expected as \`${i.expected}\` but provided as \`${i.received}\``),
  ];
  const left = total - lines.length;
  if (left > 0) lines.push(notListed(left, 'parameter'));
  for (const issue of other.slice(0, MAX_LINES)) {
    const path = pathText(issue.path);
    const json = issueJson(issue) as { message: string };
    lines.push(`${path === '' ? 'The input' : `The parameter \`${path}\``} is invalid: ${json.message}`);
  }
  if (other.length > MAX_LINES) lines.push(notListed(other.length - MAX_LINES, 'issue'));
  return `${toolName} failed due to the following ${lines.length > 1 ? 'issues' : 'issue'}:\n${lines.join('\n')}`;
}

/** The paragraph the CLI puts first when a question has fewer than 2 options. */
function fewerThanTwo(input: unknown): boolean {
  if (!isObject(input) || !Array.isArray(input.questions)) return false;
  return input.questions.slice(0, 256).some((q) => isObject(q) && Array.isArray(q.options) && q.options.length < 2);
}

/**
 * The exact tool result Claude Code sends the model for AskUserQuestion input it rejects
 * (`<tool_use_error>…</tool_use_error>`, an error result), or `undefined` when Claude Code would
 * accept the input and ask it. For a default host: an extended host's schema (`kind`, `title`) has
 * other rules and texts.
 */
export function claudeCodeInputError(input: unknown, options: ClaudeCodeInputErrorOptions = {}): string | undefined {
  const { toolName = 'AskUserQuestion' } = options;
  const root: Record<string, unknown> = isObject(input) ? input : { ...(input as object) };
  const issues = schemaIssues(root, options.optionalDescriptions === true);
  if (issues.length > 0) {
    // Each issue takes over 130 characters of JSON: past 30 the list cannot fit, so it is not built.
    const countsOnly = issues.length <= 30 && issues.every((i) => i.code !== 'invalid_type' && i.code !== 'unrecognized_keys');
    const json = countsOnly ? JSON.stringify(issues.map(issueJson), null, 2) : '';
    const body = json && json.length <= MAX_JSON ? json : readable(issues, toolName);
    return `<tool_use_error>InputValidationError: ${fewerThanTwo(input) ? `${FEWER_THAN_TWO}\n\n` : ''}${body}</tool_use_error>`;
  }
  if (options.previewFormat !== 'html') return undefined;
  type Option = { label: string; preview?: string };
  for (const question of root.questions as { question: string; options: Option[] }[]) {
    for (const option of question.options) {
      const problem = option.preview === undefined ? undefined : htmlPreviewProblem(option.preview);
      if (problem) return `<tool_use_error>Option "${option.label}" in question "${question.question}": ${problem}</tool_use_error>`;
    }
  }
  return undefined;
}
