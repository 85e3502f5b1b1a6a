/**
 * Turns one dialect-neutral question description into an `AskQuestion`, reporting every issue
 * found. Dialect adapters (parse-dialects.ts) only decide where each field lives.
 */
import type { AskOption, AskQuestion } from './types.js';
import { parseOptions } from './parse-options.js';
import { unsafeTag } from './parse-preview.js';
import {
  type ParseContext,
  type Path,
  countRule,
  formatPath,
  isAbsent,
  optBoolean,
  optString,
  quote,
  report,
  typeError,
} from './parse-read.js';

export type HeaderSpec =
  /** Read from a `header` field, with the `Q<n>` fallback and header warnings. */
  | { mode: 'field'; value: unknown }
  /** Decided by the dialect (pi's id, agentrail's `Q1`): never warned about. */
  | { mode: 'fixed'; value: string; fallback: boolean };

export interface QuestionSpec {
  /** Position in the input; fallback headers and option ids derive from it, so they never shift. */
  index: number;
  /** Path of the object holding the question's fields (`[]` for agentrail's top level). */
  path: Path;
  /** False while streaming input may still extend this question. */
  settled: boolean;
  id: string;
  question: unknown;
  header: HeaderSpec;
  options: unknown;
  optionItems: 'objects' | 'strings';
  multi: unknown;
  multiKey: string;
  /** Key of a boolean that turns Other off (`custom`), or null when Other is always offered. */
  otherKey: string | null;
  otherValue: unknown;
  /** SDK `kind: 'text' | 'number'`: no options is a valid free-text question. */
  freeTextKind: boolean;
  recommendedIndex: number | undefined;
  hint: unknown;
  hintKey: string;
  placeholder: unknown;
}

/** Returns the question to show, or null when there is nothing to show for it (yet). */
export function buildQuestion(ctx: ParseContext, spec: QuestionSpec): AskQuestion | null {
  const { path } = spec;
  const reportable = !ctx.partial || spec.settled;
  const textPath = [...path, 'question'];
  let text = '';
  if (typeof spec.question === 'string') text = spec.question;
  else if (!isAbsent(spec.question)) typeError(ctx, textPath, 'a string', spec.question);
  const hasText = text.trim() !== '';
  // A streamed question whose text has not started is not shown and not judged yet.
  if (!hasText && ctx.partial && !spec.settled) return null;
  // A wrong type was reported above; blank or missing text gets its own, more useful message.
  if (!hasText && (typeof spec.question === 'string' || isAbsent(spec.question))) {
    report(ctx, 'empty_question', 'error', textPath, `${formatPath(textPath)} is empty; write the full question to ask the user`);
  }

  const header = readHeader(ctx, spec, reportable);
  const multi = optBoolean(ctx, spec.multi, [...path, spec.multiKey]) ?? false;
  const allowOther =
    spec.otherKey === null ? true : (optBoolean(ctx, spec.otherValue, [...path, spec.otherKey]) ?? true);
  const hint = optString(ctx, spec.hint, [...path, spec.hintKey]);
  const placeholder = optString(ctx, spec.placeholder, [...path, 'placeholder']);

  const { options, count } = parseOptions(ctx, spec);
  checkOptionCount(ctx, spec, count, options.length, allowOther, reportable);
  const hasPreviews = checkPreviews(ctx, spec, options, multi);

  if (!hasText) return null;
  const question: AskQuestion = {
    id: spec.id,
    question: text,
    header: header.text,
    headerIsFallback: header.fallback,
    options,
    selectionMode: multi ? 'multiple' : 'single',
    allowOther,
    freeTextOnly: options.length === 0 && allowOther,
    hasPreviews,
  };
  if (hint !== undefined && hint.trim() !== '') question.hint = hint;
  if (placeholder !== undefined && placeholder.trim() !== '') question.placeholder = placeholder;
  return question;
}

function readHeader(
  ctx: ParseContext,
  spec: QuestionSpec,
  reportable: boolean,
): { text: string; fallback: boolean } {
  if (spec.header.mode === 'fixed') return { text: spec.header.value, fallback: spec.header.fallback };
  const path = [...spec.path, 'header'];
  const raw = optString(ctx, spec.header.value, path);
  const text = raw?.trim() ?? '';
  const max = ctx.limits.maxHeaderLength;
  if (text === '') {
    const fallback = `Q${spec.index + 1}`;
    const wrongType = raw === undefined && !isAbsent(spec.header.value);
    if (reportable && !wrongType) {
      report(
        ctx,
        'empty_header',
        ctx.strict ? 'error' : 'warning',
        path,
        `${formatPath(path)} is empty; add a short chip label of at most ${max} characters (shown as "${fallback}" meanwhile)`,
      );
    }
    return { text: fallback, fallback: true };
  }
  // A header only grows while streaming, so a long one can be reported at once.
  const length = Array.from(text).length;
  if (length > max) {
    report(
      ctx,
      'long_header',
      'warning',
      path,
      `${formatPath(path)} ${quote(text)} has ${length} characters; keep it to ${max} or fewer, renderers may truncate it`,
    );
  }
  return { text, fallback: false };
}

function checkOptionCount(
  ctx: ParseContext,
  spec: QuestionSpec,
  count: number | null,
  shown: number,
  allowOther: boolean,
  reportable: boolean,
): void {
  const path = [...spec.path, 'options'];
  const min = spec.freeTextKind ? 0 : ctx.limits.minOptions;
  const max = ctx.limits.maxOptions;
  const where = formatPath(path);
  if (count === null) return;
  if (count > max) {
    report(ctx, 'option_count', 'error', path, `${where} must have ${countRule(min, max)}, got ${count}`);
  } else if (count < min) {
    if (reportable) report(ctx, 'option_count', 'error', path, `${where} must have ${countRule(min, max)}, got ${count}`);
  } else if (shown === 0 && count === 0 && !allowOther && reportable) {
    report(
      ctx,
      'option_count',
      'error',
      path,
      `${where} is empty and ${formatPath([...spec.path, spec.otherKey ?? 'custom'])} is false, so there is nothing to answer; add options or allow a typed answer`,
    );
  }
}

function checkPreviews(ctx: ParseContext, spec: QuestionSpec, options: AskOption[], multi: boolean): boolean {
  let firstPreview = -1;
  options.forEach((option, position) => {
    if (option.preview === undefined) return;
    if (firstPreview < 0) firstPreview = position;
    if (option.previewFormat !== 'html') return;
    const tag = unsafeTag(option.preview);
    if (tag === null) return;
    const path = [...spec.path, 'options', optionIndex(option), 'preview'];
    report(
      ctx,
      'unsafe_preview',
      'warning',
      path,
      `${formatPath(path)} contains ${tag}; the SDK rejects HTML previews with <script>, <style>, <html>, <body> or <!DOCTYPE>, send an HTML fragment without them`,
    );
  });
  const first = options[firstPreview];
  if (first === undefined) return false;
  if (multi) {
    const path = [...spec.path, 'options', optionIndex(first), 'preview'];
    report(
      ctx,
      'preview_in_multi_select',
      'warning',
      path,
      `${formatPath(path)} is not shown because ${formatPath(spec.path)} is multi-select; previews are for single-select questions only`,
    );
    return false;
  }
  return true;
}

// The option id ends in its input index (`<questionId>.<index>`), which is what paths need.
function optionIndex(option: AskOption): number {
  return Number(option.id.slice(option.id.lastIndexOf('.') + 1));
}
