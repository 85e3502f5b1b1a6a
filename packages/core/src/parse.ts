/**
 * `parseAskRequest`: any AskUserQuestion-like input (an object, its JSON text, or a half-streamed
 * prefix of either) in, a normalized `AskRequest` plus actionable issues out. It never throws.
 *
 * Input comes from models, streams and host code, so every property read, `Array.isArray` and
 * `length` may meet a throwing getter or a hostile Proxy: the readers below never let such an
 * exception escape. Claude, OpenCode and pi share a `questions` array and differ only in a few
 * keys (DIALECT_KEYS); agentrail asks a single question at the top level.
 */
import type {
  AskDialect,
  AskIssue,
  AskIssueCode,
  AskLimits,
  AskOption,
  AskQuestion,
  AskRequest,
  ParseOptions,
  ParseResult,
} from './types.js';
import { parsePartialJson } from './parse-partial-json.js';

export { parsePartialJson };

type Path = (string | number)[];

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
});

/**
 * Where each dialect keeps a question's fields: [multi-select key, key of the boolean that turns
 * Other off (else Other is always offered), hint key]. Only Claude's SDK has `kind` and
 * `placeholder`; only pi has ids and a recommended index; only agentrail has string options.
 */
const DIALECT_KEYS: Record<AskDialect, [string, string?, string?]> = {
  claude: ['multiSelect', , 'description'],
  pi: ['multi'],
  agentrail: ['multiple', 'custom', 'hint'],
  opencode: ['multiple', 'custom'],
};

/** Arrays longer than this are not walked: a guard against `{ length: 1e9 }`-style input. */
const MAX_ENTRIES = 1000;

/** Stands for a value whose getter (or Proxy trap) threw. */
const UNREADABLE = Symbol();

const SUFFIX = '(recommended)';
// Anchored, so the `[^>]*` scan starts at one position only.
const LEADING_TAG = /^<[a-zA-Z!][^>]*>/;
const UNSAFE_TAG = /<(script|style|html|body)\b|<!doctype/i;

function read(obj: unknown, key: string | number): unknown {
  if (obj === null || typeof obj !== 'object') return undefined;
  try {
    return (obj as Record<string | number, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    // A revoked Proxy makes Array.isArray throw.
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !isArray(value);
}

function lengthOf(array: unknown[]): number {
  const n = read(array, 'length');
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** Absent in the sense of an optional field: missing, or an explicit JSON null. */
function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

function describe(value: unknown): string {
  if (value === UNREADABLE) return 'an unreadable value (its getter threw)';
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** `['questions', 1, 'options']` → `questions[1].options`; the root is called `input`. */
function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out ? `.${segment}` : segment;
  return out || 'input';
}

/** A quoted excerpt for messages; long model output must not blow up an issue list. */
function quote(text: string): string {
  // 40 characters; slicing 80 code units first keeps Array.from cheap on huge text.
  const head = text.slice(0, 80);
  const chars = Array.from(head);
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : head);
}

/** "2-4 entries", "at least 1 entry", "exactly 1 entry", "at most 6 entries". */
function countRule(min: number, max: number): string {
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (min === max) return `exactly ${entries(min)}`;
  if (max === Infinity) return `at least ${entries(min)}`;
  if (min <= 0) return `at most ${entries(max)}`;
  return `${min}-${max} entries`;
}

function isAskDialect(value: unknown): value is AskDialect {
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

/** Guesses the dialect from the keys the model used; null when nothing identifies one. */
export function detectDialect(input: unknown): AskDialect | null {
  if (!isRecord(input)) return null;
  const questions = read(input, 'questions');
  if (isAbsent(questions)) return isAbsent(read(input, 'question')) ? null : 'agentrail';
  if (!isArray(questions)) return 'claude';
  let opencode = false;
  const scan = Math.min(lengthOf(questions), MAX_ENTRIES);
  for (let i = 0; i < scan; i++) {
    const item = read(questions, i);
    if (!isRecord(item)) continue;
    // pi's keys win: its `id` and numeric `recommended` never occur in the other dialects.
    if (read(item, 'id') !== undefined || read(item, 'multi') !== undefined) return 'pi';
    if (typeof read(item, 'recommended') === 'number') return 'pi';
    if (read(item, 'multiple') !== undefined || read(item, 'custom') !== undefined) opencode = true;
  }
  return opencode ? 'opencode' : 'claude';
}

/**
 * One parse run is one closure: the helpers below share its options and its issue list instead of
 * passing a context object around.
 */
export function parseAskRequest(input: unknown, options?: ParseOptions): ParseResult {
  const issues: AskIssue[] = [];
  /** Records an issue; its message starts with the path it is about (`input` for the root). */
  const issue = (code: AskIssueCode, path: Path, text: string, severity: AskIssue['severity'] = 'error') => {
    issues.push({ code, severity, path: [...path], message: `${formatPath(path)} ${text}` });
  };
  const rejectInput = (text: string): ParseResult => {
    issue('invalid_type', [], text);
    return { request: null, issues };
  };
  const typeError = (path: Path, expected: string, value: unknown) =>
    issue('invalid_type', path, `must be ${expected}, got ${describe(value)}`);
  /** An optional string or boolean field; a wrong type is reported and treated as absent. */
  function opt(value: unknown, path: Path, type: 'string'): string | undefined;
  function opt(value: unknown, path: Path, type: 'boolean'): boolean | undefined;
  function opt(value: unknown, path: Path, type: 'string' | 'boolean') {
    if (isAbsent(value)) return undefined;
    if (typeof value === type) return value;
    typeError(path, type === 'string' ? 'a string' : 'a boolean (true or false)', value);
    return undefined;
  }

  try {
    const partial = read(options, 'partial') === true;
    const strict = read(options, 'strict') === true;
    const forced = read(options, 'dialect');
    if (!isAskDialect(forced) && !isAbsent(forced)) {
      const shown = typeof forced === 'string' ? quote(forced) : describe(forced);
      issues.push({
        code: 'unknown_dialect',
        severity: 'error',
        path: [],
        message: `options.dialect ${shown} is not one of ${Object.keys(DIALECT_LIMITS).join(', ')}; the dialect is detected instead`,
      });
    }

    let value = input;
    if (typeof input === 'string') {
      try {
        value = JSON.parse(input);
      } catch {
        // Blank text while streaming is nothing yet; anything else must at least start like JSON.
        const blank = input.trim() === '';
        value = partial && !blank ? parsePartialJson(input) : undefined;
        if (!partial || (!blank && value === undefined)) {
          return rejectInput(
            partial
              ? 'is a string that does not start like a JSON object; send the tool input or its JSON text'
              : 'is a string but not valid JSON; send the tool input object or its complete JSON text',
          );
        }
      }
    }
    // Nothing streamed yet: an empty request lets a UI show its placeholder.
    if (partial && value === undefined) {
      return { request: { dialect: isAskDialect(forced) ? forced : 'claude', questions: [], partial: true }, issues };
    }
    if (!isRecord(value)) return rejectInput(`must be an object like { questions: [...] }, got ${describe(value)}`);
    const root = value;

    const dialect = isAskDialect(forced) ? forced : (detectDialect(root) ?? 'claude');
    const limits = limitsFor(dialect, read(options, 'limits') as Partial<AskLimits> | undefined);
    const [multiKey, otherKey, hintKey] = DIALECT_KEYS[dialect];

    /**
     * One question from the object holding its fields (`[]` for agentrail's top level), or null
     * when there is nothing to show for it (yet). `index` is its position in the input: fallback
     * headers and option ids derive from it, so they never shift. `settled` is false while
     * streaming input may still extend it. `fixedHeader`: undefined reads the `header` field (with
     * the `Q<n>` fallback and its warnings); a string (pi's id) or null (the `Q<n>` fallback) is
     * decided by the dialect and never warned about.
     */
    const buildQuestion = (
      item: object,
      path: Path,
      index: number,
      settled: boolean,
      id: string,
      fixedHeader?: string | null,
    ): AskQuestion | null => {
      const at = (key: string) => [...path, key];
      const field = (key: string) => read(item, key);
      const reportable = !partial || settled;

      // SDK `kind: 'text' | 'number'`: no options is a valid free-text question.
      let freeTextKind = false;
      const kind = dialect === 'claude' ? field('kind') : undefined;
      if (typeof kind === 'string') {
        freeTextKind = kind === 'text' || kind === 'number';
        // A kind still streaming ("tex") is not yet wrong.
        if (!freeTextKind && kind !== 'choice' && reportable) {
          issue('invalid_type', at('kind'), `${quote(kind)} is not "choice", "text" or "number"; it is treated as "choice"`, 'warning');
        }
      } else if (!isAbsent(kind)) typeError(at('kind'), '"choice", "text" or "number"', kind);

      const rawText = field('question');
      const text = opt(rawText, at('question'), 'string') ?? '';
      const hasText = text.trim() !== '';
      // A streamed question whose text has not started is not shown and not judged yet.
      if (!hasText && !reportable) return null;
      // A wrong type was reported above; blank or missing text gets its own, more useful message.
      if (!hasText && (typeof rawText === 'string' || isAbsent(rawText))) {
        issue('empty_question', at('question'), 'is empty; write the full question to ask the user');
      }

      let header = fixedHeader;
      if (header === undefined) {
        const rawHeader = field('header');
        const given = opt(rawHeader, at('header'), 'string');
        const max = limits.maxHeaderLength;
        header = given?.trim() ?? '';
        // A header only grows while streaming, so a long one can be reported at once.
        const length = Array.from(header).length;
        if (length > max) {
          issue('long_header', at('header'), `${quote(header)} has ${length} characters; keep it to ${max} or fewer, renderers may truncate it`, 'warning');
        } else if (!length) {
          header = null;
          if (reportable && (given !== undefined || isAbsent(rawHeader))) {
            issue(
              'empty_header',
              at('header'),
              `is empty; add a short chip label of at most ${max} characters (shown as "Q${index + 1}" meanwhile)`,
              strict ? 'error' : 'warning',
            );
          }
        }
      }

      const multi = opt(field(multiKey), at(multiKey), 'boolean') ?? false;
      const allowOther = !otherKey || (opt(field(otherKey), at(otherKey), 'boolean') ?? true);
      const hint = hintKey && opt(field(hintKey), at(hintKey), 'string');
      const placeholder = dialect === 'claude' ? opt(field('placeholder'), at('placeholder'), 'string') : undefined;
      // pi's recommended index is a UI hint; like pi, an invalid one is ignored.
      const recommendedIndex = dialect === 'pi' && field('recommended');

      // The option list: objects with a `label`, or agentrail's strings.
      const optionsPath = at('options');
      const rawOptions = field('options');
      const options: AskOption[] = [];
      /** Options with a preview and their input index, for the preview checks below. */
      const previews: [AskOption, number][] = [];
      /** How many entries the input has, or null when `options` is not an array at all. */
      let count: number | null = 0;
      if (isArray(rawOptions)) {
        count = lengthOf(rawOptions);
        if (count > MAX_ENTRIES && count <= limits.maxOptions) {
          issue('option_count', optionsPath, `has ${count} entries; at most ${MAX_ENTRIES} can be shown`);
        }
        const seen = new Map<string, number>();
        for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
          const itemPath = [...optionsPath, i];
          // While streaming, only an option followed by another one is known to be complete.
          const optionSettled = reportable || i < count - 1;
          const entry = read(rawOptions, i);
          let rawLabel = entry;
          let labelPath = itemPath;
          let description: string | undefined;
          let preview: string | undefined;
          if (dialect !== 'agentrail') {
            if (!isRecord(entry)) {
              typeError(itemPath, 'an object like { label, description }', entry);
              continue;
            }
            rawLabel = read(entry, 'label');
            labelPath = [...itemPath, 'label'];
            description = opt(read(entry, 'description'), [...itemPath, 'description'], 'string');
            preview = opt(read(entry, 'preview'), [...itemPath, 'preview'], 'string');
          }
          const label = opt(rawLabel, labelPath, 'string');
          if (label === undefined && !isAbsent(rawLabel)) continue;
          const key = label?.trim();
          if (!key) {
            if (optionSettled) issue('empty_label', labelPath, 'is empty; every option needs a short label');
            continue;
          }
          const first = seen.get(key);
          if (first === undefined) seen.set(key, i);
          else if (optionSettled) {
            issue(
              'duplicate_label',
              labelPath,
              `${quote(label!)} repeats ${formatPath([...optionsPath, first])}; labels must be unique within a question because answers carry them`,
            );
          }
          // A trailing "(Recommended)" is split off with string operations rather than a `\s*...$`
          // regex, which backtracks quadratically on long whitespace runs. A label that is nothing
          // but the suffix keeps its text, or the option would have no name.
          const trimmed = label!.trimEnd();
          const recommended = trimmed.slice(-SUFFIX.length).toLowerCase() === SUFFIX;
          const option: AskOption = {
            id: `${id}.${i}`,
            label: label!,
            displayLabel: (recommended && trimmed.slice(0, -SUFFIX.length).trimEnd()) || label!,
            recommended: recommended || recommendedIndex === i,
          };
          if (description?.trim()) option.description = description;
          if (preview?.trim()) {
            option.preview = preview;
            option.previewFormat = LEADING_TAG.test(preview.trimStart()) ? 'html' : 'markdown';
            previews.push([option, i]);
          }
          options.push(option);
        }
      } else if (!isAbsent(rawOptions)) {
        typeError(optionsPath, dialect === 'agentrail' ? 'an array of strings' : 'an array of { label, description } objects', rawOptions);
        count = null;
      }

      if (count !== null) {
        const min = freeTextKind ? 0 : limits.minOptions;
        const max = limits.maxOptions;
        if (count > max || (count < min && reportable)) {
          issue('option_count', optionsPath, `must have ${countRule(min, max)}, got ${count}`);
        } else if (count >= min && !count && !allowOther && reportable) {
          issue(
            'option_count',
            optionsPath,
            `is empty and ${formatPath(at(otherKey!))} is false, so there is nothing to answer; add options or allow a typed answer`,
          );
        }
      }

      // Previews: the SDK rejects some HTML, and only single-select questions show them.
      for (const [option, i] of previews) {
        const tag = option.previewFormat === 'html' && UNSAFE_TAG.exec(option.preview!);
        if (tag) {
          issue(
            'unsafe_preview',
            [...optionsPath, i, 'preview'],
            `contains ${tag[1] ? `<${tag[1].toLowerCase()}` : '<!DOCTYPE'}; the SDK rejects HTML previews with <script>, <style>, <html>, <body> or <!DOCTYPE>, send an HTML fragment without them`,
            'warning',
          );
        }
      }
      if (multi && previews[0]) {
        issue(
          'preview_in_multi_select',
          [...optionsPath, previews[0][1], 'preview'],
          `is not shown because ${formatPath(path)} is multi-select; previews are for single-select questions only`,
          'warning',
        );
      }

      if (!hasText) return null;
      const question: AskQuestion = {
        id,
        question: text,
        header: header ?? `Q${index + 1}`,
        headerIsFallback: header === null,
        options,
        selectionMode: multi ? 'multiple' : 'single',
        allowOther,
        freeTextOnly: options.length === 0 && allowOther,
        hasPreviews: !multi && previews.length > 0,
      };
      if (hint?.trim()) question.hint = hint;
      if (placeholder?.trim()) question.placeholder = placeholder;
      return question;
    };

    const questions: AskQuestion[] = [];
    if (dialect === 'agentrail') {
      // agentrail has no headers, so the fallback chip is expected and never warned about.
      const question = buildQuestion(root, [], 0, !partial, 'q1', null);
      if (question) questions.push(question);
    } else {
      const path = ['questions'];
      const list = read(root, 'questions');
      const { minQuestions: min, maxQuestions: max } = limits;
      let count = 0;
      if (isAbsent(list)) {
        if (!partial) issue('no_questions', path, `is missing; send ${countRule(min, max)} in a questions array`);
      } else if (!isArray(list)) {
        typeError(path, 'an array of question objects', list);
      } else {
        count = lengthOf(list);
        if (count > max) {
          issue('too_many_questions', path, `must have ${countRule(min, max)}, got ${count}; ask the rest in a later call`);
        } else if (count > MAX_ENTRIES) {
          issue('too_many_questions', path, `has ${count} entries; at most ${MAX_ENTRIES} can be shown`);
        } else if (count < min && !partial) {
          issue('no_questions', path, `must have ${countRule(min, max)}, got ${count}`);
        }
      }
      const takenIds = new Set<string>();
      const texts = new Map<string, number>();
      for (let index = 0; index < Math.min(count, MAX_ENTRIES); index++) {
        const itemPath = [...path, index];
        const item = read(list, index);
        // While streaming, a question followed by another one is complete.
        const settled = !partial || index < count - 1;
        if (!isRecord(item)) {
          typeError(itemPath, 'an object like { question, header, options }', item);
          continue;
        }
        let id = `q${index + 1}`;
        let header: string | null | undefined;
        if (dialect === 'pi') {
          // pi's own id is also its chip; a missing or repeated one gets the first free `q<n>[_k]`.
          const idPath = [...itemPath, 'id'];
          const given = opt(read(item, 'id'), idPath, 'string');
          header = given?.trim() && !takenIds.has(given) ? given : null;
          // An id naming an Object.prototype member ("__proto__", "constructor") would alias it in
          // maps keyed by question id, so it keeps its chip but gets a safe id.
          const reserved = header !== null && header in Object.prototype;
          if (header && !reserved) id = header;
          else {
            for (let k = 2; takenIds.has(id); k++) id = `q${index + 1}_${k}`;
            if (reserved && settled) {
              issue('invalid_type', idPath, `${quote(given ?? '')} cannot be used as an id; using ${quote(id)} instead`, 'warning');
            } else if (given?.trim() && settled) {
              issue('duplicate_question', idPath, `${quote(given)} repeats an earlier id; using ${quote(id)} instead, give every question its own id`, 'warning');
            }
          }
          takenIds.add(id);
        }
        const question = buildQuestion(item, itemPath, index, settled, id, header);
        if (question === null) continue;
        const key = question.question.trim();
        const first = texts.get(key);
        if (first === undefined) texts.set(key, index);
        else if (settled) {
          issue(
            'duplicate_question',
            [...itemPath, 'question'],
            `${quote(key)} repeats questions[${first}].question; question texts must be unique because answers are keyed by them`,
          );
        }
        questions.push(question);
      }
    }

    const request: AskRequest = { dialect, questions };
    // The call-level extensions of newer SDKs: `title` and `metadata.source`.
    const title = opt(read(root, 'title'), ['title'], 'string');
    if (title?.trim()) request.title = title;
    const metadata = read(root, 'metadata');
    if (!isAbsent(metadata) && !isRecord(metadata)) typeError(['metadata'], 'an object like { source }', metadata);
    else if (metadata) {
      const source = opt(read(metadata, 'source'), ['metadata', 'source'], 'string');
      request.metadata = source === undefined ? {} : { source };
    }
    // A streaming UI keeps rendering; the issues say what the final input will be rejected for.
    if (partial) request.partial = true;
    return { request: partial || !issues.some((i) => i.severity === 'error') ? request : null, issues };
  } catch {
    // Only reachable through exotic objects (a Proxy lying about its own shape); never rethrow.
    return rejectInput('could not be read; send a plain JSON object like { questions: [...] }');
  }
}
