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
  NumberField,
  ParseOptions,
  ParseResult,
  PreviewFormat,
  QuestionKind,
} from './types.js';
import { parsePartialJson } from './parse-partial-json.js';
import { type Path, describe, formatPath, isAbsent, isArray, isRecord, lengthOf, quote, read } from './parse-read.js';
import { htmlPreviewProblem } from './parse-html-preview.js';
import { readNumberField } from './parse-number.js';
import { EXTENDED_QUESTION_KEYS, KIND_OF_KEY, OPTION_KEYS, QUESTION_KEYS, checkTopLevel, typeMessage, warnDropped } from './parse-strict.js';

export { parsePartialJson };

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

const SUFFIX = '(recommended)';

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
 *
 * `strict: 'claude-code'` checks the input against Claude Code's own schema (see parse-strict.ts)
 * while building the same normalized request: the dialect is Claude's, the limits are Claude's,
 * `null` is a wrong type rather than "absent", uniqueness is exact, and empty texts pass.
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
  const strictOption = read(options, 'strict');
  /** Claude Code's schema: `null` is not "absent" there but a wrong type. */
  const cc = strictOption === 'claude-code';
  /**
   * A string or boolean field; a wrong type is reported and treated as absent. `required`: the
   * real schema requires the key (strict mode's message for `null` then says nothing about leaving it out).
   */
  function opt(value: unknown, path: Path, type: 'string', required?: boolean): string | undefined;
  function opt(value: unknown, path: Path, type: 'boolean'): boolean | undefined;
  function opt(value: unknown, path: Path, type: 'string' | 'boolean', required = false) {
    if (value === undefined || (value === null && !cc)) return undefined;
    if (typeof value === type) return value;
    issue('invalid_type', path, typeMessage(type === 'string' ? 'a string' : 'a boolean (true or false)', value, required));
    return undefined;
  }

  try {
    const partial = read(options, 'partial') === true;
    const strict = strictOption === true;
    // The lenient parse reads every extension a model may send; strict mode only an extended host's.
    const extended = !cc || read(options, 'extended') === true;
    // An extended host's schema makes option descriptions optional too.
    const descriptionRequired = cc && !extended && read(options, 'optionalDescriptions') !== true;
    const previewFormat: PreviewFormat = read(options, 'previewFormat') === 'html' ? 'html' : 'markdown';
    const forced = cc ? 'claude' : read(options, 'dialect');
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
      return { request: { dialect: isAskDialect(forced) ? forced : 'claude', questions: [], previewFormat, partial: true }, issues };
    }
    if (!isRecord(value)) return rejectInput(`must be an object like { questions: [...] }, got ${describe(value)}`);
    const root = value;

    const dialect = isAskDialect(forced) ? forced : (detectDialect(root) ?? 'claude');
    // The real schema's limits are hard: overrides would accept what the host rejects.
    const limits = cc ? { ...DEFAULT_LIMITS } : limitsFor(dialect, read(options, 'limits') as Partial<AskLimits> | undefined);
    const [multiKey, otherKey, hintKey] = DIALECT_KEYS[dialect];
    if (cc) checkTopLevel(root, extended, issue);

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
      /** Claude's extensions (kind, question description, placeholder, number fields) are read. */
      const claudeExt = dialect === 'claude' && extended;
      if (cc) warnDropped(item, extended ? [...QUESTION_KEYS, ...EXTENDED_QUESTION_KEYS] : QUESTION_KEYS, EXTENDED_QUESTION_KEYS, path, issue);

      // Extended hosts: `kind: 'text' | 'number'` questions are answered by typing, without options.
      let kind: QuestionKind = 'choice';
      const rawKind = claudeExt ? field('kind') : undefined;
      if (rawKind === 'text' || rawKind === 'number') kind = rawKind;
      // A kind still streaming ("tex") is not yet wrong.
      else if (typeof rawKind === 'string' && rawKind !== 'choice' && reportable) {
        if (cc) issue('invalid_type', at('kind'), `${quote(rawKind)} is not one of "choice", "text" or "number"`);
        else issue('invalid_type', at('kind'), `${quote(rawKind)} is not "choice", "text" or "number"; it is treated as "choice"`, 'warning');
      } else if (typeof rawKind !== 'string' && rawKind !== undefined && !(rawKind === null && !cc)) {
        issue('invalid_type', at('kind'), typeMessage('"choice", "text" or "number"', rawKind));
      }
      const typed = kind !== 'choice';

      const rawText = field('question');
      const text = opt(rawText, at('question'), 'string', true) ?? '';
      const hasText = text.trim() !== '';
      // The real schema accepts an empty question text; the lenient parse has nothing to show.
      const shown = hasText || (cc && typeof rawText === 'string');
      // A streamed question whose text has not started is not shown and not judged yet.
      if (!hasText && !reportable) return null;
      if (cc && rawText === undefined) {
        issue('missing_field', at('question'), 'is missing; write the full question to ask the user');
      } else if (cc && typeof rawText === 'string' && !hasText) {
        issue('empty_question', at('question'), 'is empty; Claude Code accepts it but the user sees no question, so write the full question', 'warning');
      } else if (!cc && !hasText && (typeof rawText === 'string' || isAbsent(rawText))) {
        // A wrong type was reported above; blank or missing text gets its own, more useful message.
        issue('empty_question', at('question'), 'is empty; write the full question to ask the user');
      }

      let header = fixedHeader;
      if (header === undefined) {
        const rawHeader = field('header');
        const given = opt(rawHeader, at('header'), 'string', true);
        const max = limits.maxHeaderLength;
        header = given?.trim() ?? '';
        // A header only grows while streaming, so a long one can be reported at once.
        const length = Array.from(header).length;
        if (length > max) {
          issue('long_header', at('header'), `${quote(header)} has ${length} characters; keep it to ${max} or fewer, renderers may truncate it`, 'warning');
        } else if (!length) {
          header = null;
          if (!reportable) {
            // Not judged until the question is complete.
          } else if (cc && rawHeader === undefined) {
            issue('missing_field', at('header'), `is missing; add a short chip label of at most ${max} characters`);
          } else if (given !== undefined || (isAbsent(rawHeader) && !cc)) {
            issue(
              'empty_header',
              at('header'),
              `is empty; add a short chip label of at most ${max} characters (shown as "Q${index + 1}" meanwhile)`,
              strict ? 'error' : 'warning',
            );
          }
        }
      }

      const multiSelect = opt(field(multiKey), at(multiKey), 'boolean') ?? false;
      if (typed && multiSelect) {
        issue(
          'invalid_type',
          at(multiKey),
          cc
            ? `applies only to choice questions, not "${kind}"; remove it`
            : `is ignored: a "${kind}" question has no options to select several of`,
          cc ? 'error' : 'warning',
        );
      }
      const multi = !typed && multiSelect;
      const allowOther = !otherKey || (opt(field(otherKey), at(otherKey), 'boolean') ?? true);
      const hint = hintKey && (dialect !== 'claude' || claudeExt) ? opt(field(hintKey), at(hintKey), 'string') : undefined;
      const placeholder = claudeExt ? opt(field('placeholder'), at('placeholder'), 'string') : undefined;
      // The extended schema's own rule; the lenient parse uses a choice question's placeholder for
      // its Other field and ignores number fields elsewhere.
      if (cc && extended) {
        for (const [key, owner] of Object.entries(KIND_OF_KEY)) {
          if (owner !== kind && field(key) !== undefined) {
            issue('unknown_key', at(key), `applies only to "${owner}" questions; remove it or set "kind": "${owner}"`);
          }
        }
      }
      let number: NumberField | undefined;
      if (kind === 'number') number = readNumberField(field, path, issue, { strict: cc, reportable });
      // pi's recommended index is a UI hint; like pi, an invalid one is ignored.
      const recommendedIndex = dialect === 'pi' && field('recommended');

      // The option list: objects with a `label`, or agentrail's strings.
      const optionsPath = at('options');
      const rawOptions = field('options');
      const options: AskOption[] = [];
      /** Options with a preview shown (or kept) and their input index. */
      const previews: [AskOption, number][] = [];
      /** How many entries the input has, or null when `options` is not an array at all. */
      let count: number | null = 0;
      if (isArray(rawOptions) && typed) {
        count = lengthOf(rawOptions);
        if (count) {
          issue(
            'option_count',
            optionsPath,
            cc
              ? `must be empty: a "${kind}" question takes no options; remove them, or leave "kind" out to ask a choice question`
              : `are ignored: a "${kind}" question takes no options (the user types the answer); remove them, or leave "kind" out to ask a choice question`,
            cc ? 'error' : 'warning',
          );
        }
      } else if (isArray(rawOptions)) {
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
            if (cc) warnDropped(entry, OPTION_KEYS, [], itemPath, issue);
            rawLabel = read(entry, 'label');
            labelPath = [...itemPath, 'label'];
            const rawDescription = read(entry, 'description');
            description = opt(rawDescription, [...itemPath, 'description'], 'string');
            if (descriptionRequired && rawDescription === undefined && optionSettled) {
              issue('missing_field', [...itemPath, 'description'], 'is missing; add one line on what choosing this option means (this host requires a description for every option)');
            }
            preview = opt(read(entry, 'preview'), [...itemPath, 'preview'], 'string');
          }
          const label = opt(rawLabel, labelPath, 'string', true);
          if (label === undefined) {
            // A wrong type was reported; a missing label is reported here.
            if (optionSettled && rawLabel === undefined && cc) issue('missing_field', labelPath, 'is missing; every option needs a short label, the text the user picks');
            else if (optionSettled && isAbsent(rawLabel) && !cc) issue('empty_label', labelPath, 'is empty; every option needs a short label');
            continue;
          }
          if (!label.trim()) {
            if (optionSettled) {
              if (cc) issue('empty_label', labelPath, 'is empty; Claude Code accepts it but the user sees a blank option, so give it a short label', 'warning');
              else issue('empty_label', labelPath, 'is empty; every option needs a short label');
            }
            // The real schema accepts a blank label, so strict mode keeps the option.
            if (!cc) continue;
          }
          // Claude Code compares labels exactly; the lenient parse also catches near-duplicates.
          const key = cc ? label : label.trim();
          const first = seen.get(key);
          if (first === undefined) seen.set(key, i);
          else if (optionSettled) {
            issue(
              'duplicate_label',
              labelPath,
              `${quote(label)} repeats ${formatPath([...optionsPath, first])}; labels must be unique within a question because answers carry them`,
            );
          }
          // The real CLI checks every string preview in HTML mode, blank ones included; the
          // lenient parse only those it keeps. A preview still streaming is not judged yet.
          const problem =
            previewFormat === 'html' && preview !== undefined && optionSettled && (cc || preview.trim()) && htmlPreviewProblem(preview);
          if (problem) {
            // The CLI's own wording and prefix instead of a path (which is in `path`).
            issues.push({
              code: 'unsafe_preview',
              severity: cc ? 'error' : 'warning',
              path: [...itemPath, 'preview'],
              message: `Option "${label}" in question "${text}": ${problem}`,
            });
          }
          // A trailing "(Recommended)" is split off with string operations rather than a `\s*...$`
          // regex, which backtracks quadratically on long whitespace runs. A label that is nothing
          // but the suffix keeps its text, or the option would have no name.
          const trimmed = label.trimEnd();
          const recommended = trimmed.slice(-SUFFIX.length).toLowerCase() === SUFFIX;
          const option: AskOption = {
            id: `${id}.${i}`,
            label,
            displayLabel: (recommended && trimmed.slice(0, -SUFFIX.length).trimEnd()) || label,
            recommended: recommended || recommendedIndex === i,
          };
          if (description?.trim()) option.description = description;
          if (preview?.trim()) {
            option.preview = preview;
            // A host setting, never guessed from the text (spec section 1).
            option.previewFormat = previewFormat;
            previews.push([option, i]);
          }
          options.push(option);
        }
      } else if (rawOptions === undefined || (rawOptions === null && !cc)) {
        // Claude Code's default schema requires the key; the extended one defaults it to [].
        if (cc && !extended && reportable) {
          issue('missing_field', optionsPath, `is missing; add ${countRule(limits.minOptions, limits.maxOptions)} of { label, description }`);
          count = null;
        }
      } else {
        issue('invalid_type', optionsPath, typeMessage(dialect === 'agentrail' ? 'an array of strings' : 'an array of { label, description } objects', rawOptions, !extended));
        count = null;
      }

      if (count !== null && !typed) {
        const min = limits.minOptions;
        const max = limits.maxOptions;
        if (count > max || (count < min && reportable)) {
          const open = cc && extended && count < min ? '; for an open-ended question leave options out and set "kind": "text"' : '';
          issue('option_count', optionsPath, `must have ${countRule(min, max)}, got ${count}${open}`);
        } else if (!count && !allowOther && reportable) {
          issue(
            'option_count',
            optionsPath,
            `is empty and ${formatPath(at(otherKey!))} is false, so there is nothing to answer; add options or allow a typed answer`,
          );
        }
      }

      // Only single-select questions show previews.
      if (multi && previews[0]) {
        issue(
          'preview_in_multi_select',
          [...optionsPath, previews[0][1], 'preview'],
          `is not shown because ${formatPath(path)} is multi-select; previews are for single-select questions only`,
          'warning',
        );
      }

      if (!shown) return null;
      const question: AskQuestion = {
        id,
        kind,
        question: text,
        header: header ?? `Q${index + 1}`,
        headerIsFallback: header === null,
        options,
        selectionMode: multi ? 'multiple' : 'single',
        allowOther: typed || allowOther,
        // A text or number question is answered by typing alone; `kind` tells a number field apart.
        freeTextOnly: typed || (options.length === 0 && allowOther),
        hasPreviews: !multi && previews.length > 0,
      };
      if (number) question.number = number;
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
      if (list === undefined || (list === null && !cc)) {
        if (!partial) issue('no_questions', path, `is missing; send ${countRule(min, max)} in a questions array`);
      } else if (!isArray(list)) {
        issue('invalid_type', path, typeMessage('an array of question objects', list, true));
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
        // Claude Code compares question texts exactly; the lenient parse also catches near-duplicates.
        const key = cc ? question.question : question.question.trim();
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

    const request: AskRequest = { dialect, questions, previewFormat };
    // The raw object (parsed from its JSON text if need be), for an exact echo by toClaudeOutput,
    // which echoes Claude input only (other dialects keep keys it never reads, of any value).
    if (!partial && dialect === 'claude') request.input = root;
    // The call-level extensions of extended hosts: `title` and `metadata.source`.
    const title = extended ? opt(read(root, 'title'), ['title'], 'string') : undefined;
    if (title?.trim()) request.title = title;
    const metadata = read(root, 'metadata');
    if (metadata !== undefined && !(metadata === null && !cc) && !isRecord(metadata)) {
      issue('invalid_type', ['metadata'], typeMessage('an object like { source }', metadata));
    } else if (isRecord(metadata)) {
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
