/**
 * The question parser: one question from the object holding its fields, read through its
 * dialect's entry of the dialect table. Every field is read and judged in input order, so the
 * issues come out in the order a model wrote the fields.
 */
import type { AskQuestion, QuestionKind } from '../protocol/types.js';
import { type Path, isAbsent, isArray, lengthOf, read } from '../protocol/parse-read.js';
import { formatPath, quote, typeMessage } from '../protocol/parse-issues.js';
import { type ParseContext, type QuestionScope as Scope, FIELDS_ENTRY, checkBlank, readTyped } from './parse-context.js';
import { readOptions } from './parse-options.js';

/**
 * One question from the object holding its fields (`[]` for agentrail's top level), or null when
 * there is nothing to show for it (yet). `index` is its position in the input: fallback headers
 * and option ids derive from it, so they never shift. `settled` is false while streaming input may
 * still extend it. `fixedHeader`: undefined reads the `header` field (with the `Q<n>` fallback and
 * its warnings); a string (pi's id) or null (the `Q<n>` fallback) is decided by the dialect and
 * never warned about.
 */
export function parseQuestion(
  c: ParseContext,
  item: object,
  path: Path,
  index: number,
  settled: boolean,
  id: string,
  fixedHeader?: string | null,
): AskQuestion | null {
  const reportable = !c.partial || settled;
  const q: Scope = {
    path,
    reportable,
    extensions: !!c.shape.extensions && c.extended,
    field: (key) => read(item, key),
    at: (key) => [...path, key],
  };
  c.schema?.question(item, c.extended, path, c.report);
  const asked = readKind(c, q);
  // Gemini's `yesno` is a choice between Yes and No (its options, if any, are ignored as Gemini does).
  const kind = asked === 'yesno' ? 'choice' : asked;
  const typed = kind !== 'choice';
  if (typed && !c.fields) {
    // Never shown as a choice question it is not: refused, naming what reads it.
    // A named kind is complete once read; Mastra's "no options" only once the question is.
    const key = c.shape.kinds?.[0];
    if (key || reportable) c.report('unsupported_option', key ? q.at(key) : path, `asks for a "${kind}" question, which this parser does not read: ${FIELDS_ENTRY}`);
    return null;
  }
  const rawText = q.field('question');
  const text = readTyped(c, rawText, q.at('question'), 'string', true) ?? '';
  if (!text.trim()) {
    // A streamed question whose text has not started is not shown and not judged yet.
    if (!reportable) return null;
    checkBlank(c, 'empty_question', q.at('question'), rawText, 'question', 'write the full question to ask the user');
  }
  const header = fixedHeader === undefined ? readHeader(c, q, index) : fixedHeader;
  // Gemini asks a yes / no question with one answer whatever its `multiSelect` says.
  const multi = asked !== 'yesno' && readMultiSelect(c, q, kind);
  const allowOther = c.shape.otherKey ? (readFlag(c, q, c.shape.otherKey) ?? true) : !(multi && c.shape.singleOther);
  // Claude's `description` hint is one of its extensions; the other dialects' hints are not.
  const hint = c.shape.hintKey && (!c.shape.extensions || q.extensions) ? readString(c, q, c.shape.hintKey) : undefined;
  const placeholder = q.extensions || c.shape.placeholder ? readString(c, q, 'placeholder') : undefined;
  // The extended schema's own rule; the lenient parse uses a choice question's placeholder for
  // its Other field and ignores number fields elsewhere.
  if (c.extended) c.schema?.kindKeys(q.field, kind, q.at, c.report);
  const number = kind === 'number' ? c.fields!.number(c, q) : undefined;
  // pi's recommended index is a UI hint; like pi, an invalid one is ignored.
  const recommendedIndex = c.shape.ids && q.field('recommended');
  const rawOptions = asked === 'yesno' ? YES_NO : q.field('options');
  const { options, previews } = readOptions(c, { ...q, id, text, kind, allowOther, recommendedIndex }, rawOptions);
  if (multi && previews[0]) {
    // Only single-select questions show previews; the first one dropped is reported.
    c.report(
      'preview_in_multi_select',
      [...path, 'options', previews[0][1], 'preview'],
      `is not shown because ${formatPath(path)} is multi-select; previews are for single-select questions only`,
      'warning',
    );
  }
  // The real schema accepts an empty question text; the lenient parse has nothing to show.
  if (!text.trim() && !(c.cc && typeof rawText === 'string')) return null;
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
    // So is a choice question without options where the limits allow none (pi, agentrail,
    // Mastra). Where they ask for some (Claude's 2-4), a streamed question without options has
    // not received them yet: it is a choice question, never a text field that turns into options.
    // The same while a streamed question's options are visibly on the way (`"options":[` came).
    freeTextOnly: typed || (!options.length && allowOther && !c.limits.minOptions && !optionsComing(c, q)),
    hasPreviews: !multi && previews.length > 0,
  };
  if (number) question.number = number;
  if (hint?.trim()) question.hint = hint;
  if (placeholder?.trim()) question.placeholder = placeholder;
  return question;
}

const YES_NO = [{ label: 'Yes' }, { label: 'No' }];

/** `"a", "b" or "c"`. */
const oneOf = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ').replace(/, ([^,]*)$/, ' or $1');

/** A boolean field of the question; a wrong type is reported and treated as absent. */
const readFlag = (c: ParseContext, q: Scope, key: string) => readTyped(c, q.field(key), q.at(key), 'boolean');

/** A string field of the question; a wrong type is reported and treated as absent. */
const readString = (c: ParseContext, q: Scope, key: string) => readTyped(c, q.field(key), q.at(key), 'string');

/**
 * Whether a question still streaming has options on the way: its `options` key came (`"options":[`),
 * or Mastra's `selectionMode`, which only a question with options has.
 */
const optionsComing = (c: ParseContext, q: Scope) =>
  !q.reportable && (q.field('options') !== undefined || (!!c.shape.textWithoutOptions && q.field('selectionMode') !== undefined));

/**
 * The question's kind: an extended Claude host's `kind` ("text" and "number" are answered by
 * typing), Gemini's `type` ("text", or "yesno" for a Yes / No choice), or for Mastra whether it has
 * options. Anything else is a choice.
 */
function readKind(c: ParseContext, q: Scope): QuestionKind | 'yesno' {
  if (c.shape.textWithoutOptions) {
    const options = q.field('options');
    // While it streams, a question whose options are on the way shows as a choice.
    return (isArray(options) && lengthOf(options) > 0) || optionsComing(c, q) ? 'choice' : 'text';
  }
  const kinds = c.shape.kinds;
  const named = kinds && (q.extensions || !c.shape.extensions) ? readOneOf(c, q, kinds[0], kinds[1], !c.cc) : undefined;
  return (named as QuestionKind | 'yesno' | undefined) ?? 'choice';
}

/**
 * A key that takes one of `values`; anything else is reported (a string still streaming only once
 * settled) and read as absent. `lenient`: a wrong string is a warning, read as "choice".
 */
function readOneOf(c: ParseContext, q: Scope, key: string, values: readonly string[], lenient?: boolean): string | undefined {
  const raw = q.field(key);
  if (values.includes(raw as string)) return raw as string;
  // The names are only worded for a report: an absent key (most questions) builds no text.
  if (typeof raw === 'string' && q.reportable) {
    c.report('invalid_type', q.at(key), `${quote(raw)} is not ${c.cc ? 'one of ' : ''}${oneOf(values)}${lenient ? '; it is treated as "choice"' : ''}`, lenient ? 'warning' : 'error');
  } else if (typeof raw !== 'string' && raw !== undefined && !(raw === null && !c.cc)) {
    c.report('invalid_type', q.at(key), typeMessage(oneOf(values), raw));
  }
  return undefined;
}

/** The trimmed `header`, or null for the `Q<n>` fallback chip (reported once settled). */
function readHeader(c: ParseContext, q: Scope, index: number): string | null {
  const path = q.at('header');
  const raw = q.field('header');
  const given = readTyped(c, raw, path, 'string', true);
  const max = c.limits.maxHeaderLength;
  const header = given?.trim() ?? '';
  // A header only grows while streaming, so a long one can be reported at once.
  const length = Array.from(header).length;
  if (length > max) {
    c.report('long_header', path, `${quote(header)} has ${length} characters; keep it to ${max} or fewer, renderers may truncate it`, 'warning');
  }
  if (length) return header;
  // Not judged until the question is complete.
  if (!q.reportable) return null;
  if (c.schema && raw === undefined) {
    c.report('missing_field', path, c.schema.missing('header', c.limits));
  } else if (given !== undefined || (isAbsent(raw) && !c.cc)) {
    c.report(
      'empty_header',
      path,
      `is empty; add a short chip label of at most ${max} characters (shown as "Q${index + 1}" meanwhile)`,
      c.strict ? 'error' : 'warning',
    );
  }
  return null;
}

/**
 * The dialect's multi-select flag (or Mastra's mode); a text or number question has nothing to
 * select several of.
 */
function readMultiSelect(c: ParseContext, q: Scope, kind: QuestionKind): boolean {
  const { multiKey: key, modes } = c.shape;
  const multiSelect = modes ? readOneOf(c, q, key, modes) === modes[1] : (readFlag(c, q, key) ?? false);
  if (kind === 'choice') return multiSelect;
  c.fields!.multiSelect(c, q, kind, multiSelect);
  return false;
}
