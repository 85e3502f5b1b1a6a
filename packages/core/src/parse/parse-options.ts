/**
 * A question's option list: objects with a `label` (and `description`, `preview`), or
 * agentrail's plain strings. Each option gets an id from its input position (`<question id>.<i>`),
 * so ids never shift when an earlier entry is skipped or a stream extends the list.
 */
import type { AskOption, QuestionKind } from '../protocol/types.js';
import { type Path, MAX_ENTRIES, isAbsent, isArray, isRecord, lengthOf, read } from '../protocol/parse-read.js';
import { beyondShown, countRule, formatPath, quote, typeMessage } from '../protocol/parse-issues.js';
import { type ParseContext, checkBlank, readTyped } from './parse-context.js';
import { toOption } from './option-label.js';

/** What the option list needs to know about its question. */
export interface OptionOwner {
  path: Path;
  /** False while streaming input may still extend the question. */
  reportable: boolean;
  id: string;
  text: string;
  kind: QuestionKind;
  allowOther: boolean;
  /** pi's recommended index, or anything else (ignored, like pi does). */
  recommendedIndex: unknown;
}

export interface OptionList {
  options: AskOption[];
  /** Options with a preview shown (or kept) and their input index. */
  previews: [AskOption, number][];
}

/** Reads and checks `raw`, the question's `options` value. */
export function readOptions(c: ParseContext, q: OptionOwner, raw: unknown): OptionList {
  const list: OptionList = { options: [], previews: [] };
  const path = [...q.path, 'options'];
  /** How many entries the input has, or null when `options` is not an array at all. */
  let count: number | null = 0;
  if (isArray(raw)) {
    count = lengthOf(raw);
    // A text or number question takes none (the parser reads such questions only with `fields`).
    if (q.kind !== 'choice') {
      if (count) c.fields!.options(c, q.kind, path);
      return list;
    }
    if (count > MAX_ENTRIES && count <= c.limits.maxOptions) {
      c.report('option_count', path, beyondShown(count));
    }
    const seen = new Map<string, number>();
    for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
      // While streaming, only an option followed by another one is known to be complete.
      const option = readOption(c, q, read(raw, i), i, q.reportable || i < count - 1, seen, list);
      if (option) list.options.push(option);
    }
  } else if (raw === undefined || (raw === null && !c.cc)) {
    // Claude Code's default schema requires the key; the extended one defaults it to [].
    if (c.schema && !c.extended && q.reportable) {
      c.report('missing_field', path, c.schema.missing('options', c.limits));
      count = null;
    }
  } else {
    c.report('invalid_type', path, typeMessage(c.shape.plainOptions ? 'an array of strings' : 'an array of { label, description } objects', raw, !c.extended));
    count = null;
  }
  if (count !== null && q.kind === 'choice') checkCount(c, q, path, count);
  return list;
}

/** Too many or too few options, or none and no typed answer either. */
function checkCount(c: ParseContext, q: OptionOwner, path: Path, count: number): void {
  const { minOptions: min, maxOptions: max } = c.limits;
  if (count > max || (count < min && q.reportable)) {
    // An extended host's schema has text questions for what too few options try to ask.
    const open = (c.extended && count < min && c.schema?.openEnded) || '';
    c.report('option_count', path, `must have ${countRule(min, max)}, got ${count}${open}`);
  } else if (!count && !q.allowOther && q.reportable) {
    c.report(
      'option_count',
      path,
      `is empty and ${formatPath([...q.path, c.shape.otherKey!])} is false, so there is nothing to answer; add options or allow a typed answer`,
    );
  }
}

/** The raw fields of one option: an object's, or agentrail's string standing for its label. */
interface OptionFields {
  rawLabel: unknown;
  labelPath: Path;
  description?: string;
  preview?: string;
}

/** One option, or undefined when it has no usable label (reported once `settled`). */
function readOption(
  c: ParseContext,
  q: OptionOwner,
  entry: unknown,
  index: number,
  settled: boolean,
  seen: Map<string, number>,
  list: OptionList,
): AskOption | undefined {
  const path = [...q.path, 'options', index];
  const fields = c.shape.plainOptions ? { rawLabel: entry, labelPath: path } : objectFields(c, entry, path, settled);
  if (!fields) return undefined;
  const label = readLabel(c, fields, settled);
  if (label === undefined) return undefined;
  // Claude Code compares labels exactly (spec section 1): "A" and "A " are two options.
  const first = seen.get(label);
  if (first === undefined) seen.set(label, index);
  else if (settled) {
    c.report(
      'duplicate_label',
      fields.labelPath,
      `${quote(label)} repeats ${formatPath([...q.path, 'options', first])}; labels must be unique within a question because answers carry them`,
    );
  }
  const { description, preview } = fields;
  if (preview !== undefined && settled) checkHtmlPreview(c, q, label, preview, path);
  const option = toOption(q.id, label, index, q.recommendedIndex === index);
  if (description?.trim()) option.description = description;
  if (preview?.trim()) {
    option.preview = preview;
    // A host setting, never guessed from the text (spec section 1).
    option.previewFormat = c.previewFormat;
    list.previews.push([option, index]);
  }
  return option;
}

/** An option object's fields; undefined (reported) when the entry is not an object. */
function objectFields(c: ParseContext, entry: unknown, path: Path, settled: boolean): OptionFields | undefined {
  if (!isRecord(entry)) {
    c.report('invalid_type', path, typeMessage('an object like { label, description }', entry, true));
    return undefined;
  }
  c.schema?.option(entry, path, c.report);
  const rawDescription = read(entry, 'description');
  const description = readTyped(c, rawDescription, [...path, 'description'], 'string');
  // Set in strict mode only, where the schema has the words.
  if (c.descriptionRequired && rawDescription === undefined && settled) c.report('missing_field', [...path, 'description'], c.schema!.missing('description', c.limits));
  const preview = readTyped(c, read(entry, 'preview'), [...path, 'preview'], 'string');
  return { rawLabel: read(entry, 'label'), labelPath: [...path, 'label'], description, preview };
}

/** The label, or undefined when the option is dropped for a missing, mistyped or blank one. */
function readLabel(c: ParseContext, { rawLabel, labelPath }: OptionFields, settled: boolean): string | undefined {
  const label = readTyped(c, rawLabel, labelPath, 'string', true);
  if (settled) {
    checkBlank(c, 'empty_label', labelPath, rawLabel, 'label', 'every option needs a short label');
  }
  // The real schema accepts a blank label, so strict mode keeps the option.
  return label !== undefined && (c.cc || label.trim()) ? label : undefined;
}

/**
 * Claude Code's HTML preview rules, when the parser has them (without them, the first preview
 * they would judge says so). The real CLI checks every string preview in HTML mode, blank ones
 * included; the lenient parse only those it keeps. A preview still streaming is not judged.
 */
function checkHtmlPreview(c: ParseContext, q: OptionOwner, label: string, preview: string, path: Path): void {
  if (c.previewFormat !== 'html' || !(c.cc || preview.trim())) return;
  const severity = c.cc ? 'error' : 'warning';
  if (!c.html) {
    if (!c.htmlUnchecked) c.report('unsupported_option', [...path, 'preview'], HTML_UNCHECKED, severity);
    c.htmlUnchecked = true;
    return;
  }
  const problem = c.html(preview);
  // The CLI's own wording and prefix instead of a path (which is in `path`).
  if (problem) c.issues.push({ code: 'unsafe_preview', severity, path: [...path, 'preview'], message: `Option "${label}" in question "${q.text}": ${problem}` });
}

const HTML_UNCHECKED = `is not checked against Claude Code's HTML preview rules, nor are later ones: hand htmlPreviewProblem from '@askq/core/strict' to createAskParser`;
