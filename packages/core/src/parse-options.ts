/** One question's option list, in any dialect: objects with a `label`, or agentrail's strings. */
import type { AskOption } from './types.js';
import { previewFormat, splitRecommended } from './parse-preview.js';
import type { QuestionSpec } from './parse-question.js';
import {
  MAX_ENTRIES,
  type ParseContext,
  type Path,
  formatPath,
  isAbsent,
  isArray,
  isRecord,
  lengthOf,
  optString,
  quote,
  read,
  report,
  typeError,
} from './parse-read.js';

export interface ParsedOptions {
  /** The options to show (entries without a usable label are left out). */
  options: AskOption[];
  /** How many entries the input has, or null when `options` is not an array at all. */
  count: number | null;
}

export function parseOptions(ctx: ParseContext, spec: QuestionSpec): ParsedOptions {
  const path = [...spec.path, 'options'];
  const raw = spec.options;
  if (isAbsent(raw)) return { options: [], count: 0 };
  if (!isArray(raw)) {
    const expected = spec.optionItems === 'strings' ? 'an array of strings' : 'an array of { label, description } objects';
    typeError(ctx, path, expected, raw);
    return { options: [], count: null };
  }
  const count = lengthOf(raw);
  if (count > MAX_ENTRIES && count <= ctx.limits.maxOptions) {
    report(ctx, 'option_count', 'error', path, `${formatPath(path)} has ${count} entries; at most ${MAX_ENTRIES} can be shown`);
  }
  const seen = new Map<string, number>();
  const options: AskOption[] = [];
  const readable = Math.min(count, MAX_ENTRIES);
  for (let index = 0; index < readable; index++) {
    const itemPath = [...path, index];
    // While streaming, only an option followed by another one is known to be complete.
    const settled = !ctx.partial || spec.settled || index < count - 1;
    const item = read(raw, index);
    let labelValue: unknown = item;
    let labelPath: Path = itemPath;
    let description: string | undefined;
    let preview: string | undefined;
    if (spec.optionItems === 'objects') {
      if (!isRecord(item)) {
        typeError(ctx, itemPath, 'an object like { label, description }', item);
        continue;
      }
      labelValue = read(item, 'label');
      labelPath = [...itemPath, 'label'];
      description = optString(ctx, read(item, 'description'), [...itemPath, 'description']);
      preview = optString(ctx, read(item, 'preview'), [...itemPath, 'preview']);
    }
    if (!isAbsent(labelValue) && typeof labelValue !== 'string') {
      typeError(ctx, labelPath, 'a string', labelValue);
      continue;
    }
    const label = labelValue ?? '';
    if (label.trim() === '') {
      if (settled) {
        report(ctx, 'empty_label', 'error', labelPath, `${formatPath(labelPath)} is empty; every option needs a short label`);
      }
      continue;
    }
    const key = label.trim();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else if (settled) {
      report(
        ctx,
        'duplicate_label',
        'error',
        labelPath,
        `${formatPath(labelPath)} ${quote(label)} repeats ${formatPath([...path, first])}; labels must be unique within a question because answers carry them`,
      );
    }
    options.push(makeOption(spec, index, label, description, preview));
  }
  return { options, count };
}

function makeOption(
  spec: QuestionSpec,
  index: number,
  label: string,
  description: string | undefined,
  preview: string | undefined,
): AskOption {
  const { displayLabel, recommended } = splitRecommended(label);
  const option: AskOption = {
    id: `${spec.id}.${index}`,
    label,
    displayLabel,
    recommended: recommended || spec.recommendedIndex === index,
  };
  if (description !== undefined && description.trim() !== '') option.description = description;
  if (preview !== undefined && preview.trim() !== '') {
    option.preview = preview;
    option.previewFormat = previewFormat(preview);
  }
  return option;
}
