/**
 * One property of an MCP elicitation form (`requestedSchema.properties[key]`) as a question.
 *
 * Where each rule comes from (MCP revision 2025-11-25):
 * - schema/2025-11-25/schema.ts, `PrimitiveSchemaDefinition`: StringSchema (minLength, maxLength,
 *   format email | uri | date | date-time, default), NumberSchema (`type` "number" or "integer",
 *   minimum, maximum, default), BooleanSchema (default), the enum schemas (single-select `enum`,
 *   titled single-select `oneOf: [{ const, title }]`, the deprecated LegacyTitledEnumSchema with
 *   `enumNames`, multi-select `type: "array"` with `items: { type: "string", enum }` or
 *   `items: { anyOf: [{ const, title }] }`, minItems, maxItems, a string[] default); every shape
 *   may carry title and description.
 * - docs/specification/2025-11-25/client/elicitation.mdx: flat objects of primitives only ("complex
 *   nested structures, arrays of objects (beyond enums) ... are intentionally not supported"), and
 *   clients that support defaults SHOULD pre-populate fields with them.
 * - The TypeScript SDK's zod schemas (core-internal wire rev2025-11-25): which keys have which
 *   JSON types; `title` is required on each titled entry.
 *
 * What makes a field impossible to render or answer correctly (an empty enum, min > max, two
 * options showing the same title, a nested object) leaves the field out: an error when the field
 * is required (no answer could be accepted), a warning when it is optional (the form works without
 * it). What only loses a nicety (a bad default, an unknown format, a keyword askq does not check)
 * is a warning and the field is kept without it.
 */
import type { AskOption, AskQuestion, AskIssueCode, FormField, NumberField } from '../protocol/types.js';
import { type Path, MAX_ENTRIES, isArray, isRecord, keysOf, lengthOf, read } from '../protocol/parse-read.js';
import { type Report, describe, quote } from '../protocol/parse-issues.js';
import { FORMAT_EXAMPLES, TEXT_FORMATS, codePoints, formatValue, isTextFormat } from './elicitation-formats.js';

export interface FieldInput {
  key: string;
  /** The question id (`q1`, `q2`, ...: property keys are arbitrary text, ids must stay DOM-safe). */
  id: string;
  path: Path;
  schema: Record<string, unknown>;
  required: boolean;
  report: Report;
}

type Shape = 'text' | 'enum' | 'oneOf' | 'number' | 'integer' | 'boolean' | 'array';

/** What each shape may hold besides `type`, `title`, `description` and `default`. */
const SHAPE_KEYS: Readonly<Record<Shape, readonly string[]>> = {
  text: ['minLength', 'maxLength', 'format'],
  enum: ['enum', 'enumNames'],
  oneOf: ['oneOf'],
  number: ['minimum', 'maximum'],
  integer: ['minimum', 'maximum'],
  boolean: [],
  array: ['items', 'minItems', 'maxItems'],
};
const COMMON_KEYS = ['type', 'title', 'description', 'default'];
/** Annotations that change nothing about the answer: never worth a warning. */
const ANNOTATIONS = ['$schema', '$id', '$comment', 'examples', 'deprecated', 'readOnly', 'writeOnly'];

/**
 * The label of blank text (an enum value "", a property named " "), naming each character so that
 * "" and " " do not look alike: "(empty)", "(space)", "(space tab)", "(U+00A0)".
 */
const blankLabel = (text: string) =>
  `(${[...text].map((c) => ({ ' ': 'space', '\t': 'tab', '\n': 'newline' })[c] ?? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ') || 'empty'})`;
const TYPES_HINT = '"string", "number", "integer", "boolean" or "array" (of enum values)';
const ITEMS_HINT = '{ "type": "string", "enum": [...] } or { "anyOf": [{ "const": ..., "title": ... }] }';

/** One choice of an enum, with where it was written. */
interface Choice {
  value: string;
  label: string;
  path: Path;
}

class Field {
  constructor(readonly input: FieldInput) {}
  at = (...keys: (string | number)[]): Path => [...this.input.path, ...keys];
  get = (key: string) => read(this.input.schema, key);
  warn = (code: AskIssueCode, path: Path, text: string) => this.input.report(code, path, text, 'warning');
  /** The field cannot be shown right: left out, and an error when the form needs it. */
  broken = (code: AskIssueCode, path: Path, text: string): null => {
    const { required, report } = this.input;
    report(code, path, required ? text : `${text}; the optional field is left out of the form`, required ? 'error' : 'warning');
    return null;
  };

  /** An optional string keyword; another type is reported and ignored. */
  text(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined || typeof value === 'string') return value;
    this.warn('invalid_type', this.at(key), `must be a string, got ${describe(value)}; it is ignored`);
    return undefined;
  }

  /** An optional bound: a whole number >= 0 (`count`) or any finite number; anything else is ignored. */
  bound(key: string, count: boolean): number | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    const ok = typeof value === 'number' && Number.isFinite(value) && (!count || (Number.isInteger(value) && value >= 0));
    if (ok) return value;
    const shown = typeof value === 'number' ? String(value) : describe(value);
    this.warn('invalid_range', this.at(key), `must be ${count ? 'a whole number >= 0' : 'a finite number'}, got ${shown}; it is ignored`);
    return undefined;
  }

  /** `lower <= upper`, else the field is broken (no answer fits). */
  ordered(lowKey: string, low: number | undefined, highKey: string, high: number | undefined, what: string): boolean {
    if (low === undefined || high === undefined || low <= high) return true;
    this.broken('invalid_range', this.at(lowKey), `(${low}) is greater than ${highKey} (${high}); no ${what} can fit`);
    return false;
  }

  /** `text` as a label: blank text would show and name nothing, so it shows as `blankLabel` says (what is sent stays). */
  label(text: string, path: Path): string {
    if (text.trim()) return text;
    const label = blankLabel(text);
    this.warn('empty_label', path, `(${quote(text)}) shows no text; it is shown as "${label}"; give it a title`);
    return label;
  }

  badDefault(text: string): void {
    this.warn('invalid_default', this.at('default'), `${text}; the field starts empty instead`);
  }
}

/** The property as a question, or null when it is left out (reported). */
export function parseField(input: FieldInput): AskQuestion | null {
  const f = new Field(input);
  const shape = shapeOf(f);
  if (!shape) return null;
  warnUnchecked(f, shape);
  const title = f.text('title');
  const description = f.text('description');
  const label = title?.trim() ? title : f.label(input.key, input.path);
  const field: FormField = { key: input.key, type: 'string', required: input.required };
  const question: AskQuestion = {
    id: input.id,
    kind: 'choice',
    question: label,
    header: label,
    headerIsFallback: false,
    options: [],
    selectionMode: 'single',
    allowOther: false,
    freeTextOnly: false,
    hasPreviews: false,
    field,
  };
  if (description?.trim()) question.hint = description;
  const done = BUILDERS[shape](f, question, field);
  return done ? withoutUndefinedKeys(question) : null;
}

/** Which of the schema's shapes the property is; null when none (reported). */
function shapeOf(f: Field): Shape | null {
  const type = f.get('type');
  const hasEnum = f.get('enum') !== undefined;
  const hasOneOf = f.get('oneOf') !== undefined;
  if (type === undefined && (hasEnum || hasOneOf)) {
    f.warn('missing_field', f.at('type'), 'is missing; add "type": "string" (read as a string enum meanwhile)');
  } else if (type === undefined) {
    return f.broken('missing_field', f.at('type'), `is missing; give every property a "type": ${TYPES_HINT}`);
  } else if (type === 'object') {
    return f.broken('unsupported_schema', f.at('type'), 'is "object", but form fields cannot nest; move its properties up into requestedSchema.properties');
  } else if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'array') {
    return type;
  } else if (type !== 'string') {
    const shown = typeof type === 'string' ? quote(type) : describe(type);
    return f.broken('unsupported_schema', f.at('type'), `${shown} is not a form field type; use ${TYPES_HINT}`);
  }
  if (hasEnum && hasOneOf) return f.broken('unsupported_schema', f.input.path, 'has both enum and oneOf; keep one (oneOf when the options need titles)');
  return hasEnum ? 'enum' : hasOneOf ? 'oneOf' : 'text';
}

/** Keywords of JSON Schema that the form schema does not have: askq cannot check answers against them. */
function warnUnchecked(f: Field, shape: Shape): void {
  const known = new Set([...COMMON_KEYS, ...SHAPE_KEYS[shape], ...ANNOTATIONS]);
  for (const key of keysOf(f.input.schema).slice(0, MAX_ENTRIES)) {
    if (known.has(key) || key.startsWith('x-')) continue;
    const what = shape === 'enum' || shape === 'oneOf' ? 'single-select' : shape === 'array' ? 'multi-select' : shape === 'text' ? 'string' : shape;
    f.warn('unsupported_schema', f.at(key), `is not part of the elicitation schema for a ${what} field; askq ignores it, so answers are not checked against it`);
  }
}

type Builder = (f: Field, q: AskQuestion, field: FormField) => boolean;

const BUILDERS: Readonly<Record<Shape, Builder>> = {
  text: buildText,
  number: buildNumber,
  integer: buildNumber,
  boolean: buildBoolean,
  enum: (f, q, field) => buildSingle(f, q, field, readEnum(f, f.at('enum'), f.get('enum'), f.get('enumNames'))),
  oneOf: (f, q, field) => buildSingle(f, q, field, readTitled(f, f.at('oneOf'), f.get('oneOf'))),
  array: buildMulti,
};

function buildText(f: Field, q: AskQuestion, field: FormField): boolean {
  const minLength = f.bound('minLength', true);
  const maxLength = f.bound('maxLength', true);
  if (!f.ordered('minLength', minLength, 'maxLength', maxLength, 'text')) return false;
  const rawFormat = f.get('format');
  const format = isTextFormat(rawFormat) ? rawFormat : undefined;
  if (rawFormat !== undefined && !format) {
    const shown = typeof rawFormat === 'string' ? quote(rawFormat) : describe(rawFormat);
    f.warn('unknown_format', f.at('format'), `${shown} is not one of ${TEXT_FORMATS.join(', ')}; the field takes any text`);
  }
  Object.assign(q, { kind: 'text', allowOther: true, freeTextOnly: true });
  // A typed date must be exact: the placeholder shows the shape the answer is checked against.
  if (format === 'date' || format === 'date-time') q.placeholder = FORMAT_EXAMPLES[format];
  Object.assign(field, { format, minLength, maxLength });
  const value = f.get('default');
  if (value === undefined) return true;
  // Checked as it would be sent (a URI normalised), which is what the lengths count.
  const sent = typeof value !== 'string' || !format ? value : formatValue(format, value);
  if (typeof value !== 'string') f.badDefault(`must be a string, got ${describe(value)}`);
  else if (typeof sent !== 'string') f.badDefault(`${quote(value)} is not a valid ${format}`);
  else if (minLength !== undefined && codePoints(sent) < minLength) f.badDefault(`is shorter than minLength (${minLength})`);
  else if (maxLength !== undefined && codePoints(sent) > maxLength) f.badDefault(`is longer than maxLength (${maxLength})`);
  else field.defaultValue = value;
  return true;
}

function buildNumber(f: Field, q: AskQuestion, field: FormField): boolean {
  const integer = f.get('type') === 'integer';
  const minimum = f.bound('minimum', false);
  const maximum = f.bound('maximum', false);
  if (!f.ordered('minimum', minimum, 'maximum', maximum, 'number')) return false;
  // The whole numbers in range: the picker's number field steps by 1 from the lowest of them.
  const low = minimum === undefined || !integer ? minimum : Math.ceil(minimum);
  const high = maximum === undefined || !integer ? maximum : Math.floor(maximum);
  if (low !== undefined && high !== undefined && low > high) {
    return f.broken('invalid_range', f.input.path, `has no whole number between minimum (${minimum}) and maximum (${maximum})`) ?? false;
  }
  Object.assign(q, { kind: 'number', allowOther: true, freeTextOnly: true });
  Object.assign(field, { type: integer ? 'integer' : 'number', minimum, maximum });
  const value = f.get('default');
  if (value === undefined) {
    // nothing to check
  } else if (typeof value !== 'number' || !Number.isFinite(value)) f.badDefault(`must be a finite number, got ${describe(value)}`);
  else if (integer && !Number.isInteger(value)) f.badDefault(`(${value}) must be a whole number: the type is "integer"`);
  else if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
    f.badDefault(`(${value}) is outside ${minimum ?? '-∞'}..${maximum ?? '∞'}`);
  } else field.defaultValue = value;
  // The picker's number field needs both ends of its range; with one missing, `field` holds the rules.
  if (low !== undefined && high !== undefined) {
    const number: NumberField = { min: low, max: high };
    if (integer) number.step = 1;
    if (typeof field.defaultValue === 'number') number.defaultValue = field.defaultValue;
    q.number = number;
  }
  return true;
}

function buildBoolean(f: Field, q: AskQuestion, field: FormField): boolean {
  // A two-option choice, so any picker renders it; `field.type` lets one render a checkbox instead.
  q.options = [option(q.id, 0, 'Yes', true), option(q.id, 1, 'No', false)];
  field.type = 'boolean';
  const value = f.get('default');
  if (typeof value === 'boolean') field.defaultValue = value;
  else if (value !== undefined) f.badDefault(`must be true or false, got ${describe(value)}`);
  return true;
}

function buildSingle(f: Field, q: AskQuestion, field: FormField, choices: Choice[] | null): boolean {
  if (!choices || !checkChoices(f, choices)) return false;
  q.options = choices.map((c, i) => option(q.id, i, c.label, c.value));
  const value = f.get('default');
  if (typeof value === 'string' && choices.some((c) => c.value === value)) field.defaultValue = value;
  else if (value !== undefined) f.badDefault(`${typeof value === 'string' ? quote(value) : describe(value)} is not one of the enum values`);
  return true;
}

function buildMulti(f: Field, q: AskQuestion, field: FormField): boolean {
  const items = f.get('items');
  const at = f.at('items');
  if (!isRecord(items)) return f.broken('unsupported_schema', at, `must be ${ITEMS_HINT}; arrays of anything else are not form fields`) ?? false;
  const itemType = read(items, 'type');
  const hasEnum = read(items, 'enum') !== undefined;
  const hasAnyOf = read(items, 'anyOf') !== undefined;
  if (hasEnum === hasAnyOf || (hasEnum && itemType !== undefined && itemType !== 'string')) {
    return f.broken('unsupported_schema', at, `must be ${ITEMS_HINT}`) ?? false;
  }
  const choices = hasEnum ? readEnum(f, [...at, 'enum'], read(items, 'enum'), undefined) : readTitled(f, [...at, 'anyOf'], read(items, 'anyOf'));
  if (!choices || !checkChoices(f, choices)) return false;
  const minItems = f.bound('minItems', true);
  const maxItems = f.bound('maxItems', true);
  if (!f.ordered('minItems', minItems, 'maxItems', maxItems, 'selection')) return false;
  if (minItems !== undefined && minItems > choices.length) {
    return f.broken('invalid_range', f.at('minItems'), `(${minItems}) is more than the ${choices.length} options offered; no selection can fit`) ?? false;
  }
  if (maxItems === 0) return f.broken('invalid_range', f.at('maxItems'), '(0) lets no option be chosen; raise it or remove the field') ?? false;
  q.options = choices.map((c, i) => option(q.id, i, c.label, c.value));
  q.selectionMode = 'multiple';
  // minItems 0 is no rule at all (a picker would say "choose at least 0").
  Object.assign(field, { type: 'array', minItems: minItems || undefined, maxItems });
  const value = f.get('default');
  if (value === undefined) return true;
  const values = isArray(value) ? Array.from({ length: Math.min(lengthOf(value), MAX_ENTRIES) }, (_, i) => read(value, i)) : null;
  if (!values || !values.every((v): v is string => typeof v === 'string')) f.badDefault(`must be an array of enum values, got ${describe(value)}`);
  else if (values.some((v) => !choices.some((c) => c.value === v))) f.badDefault(`holds ${quote(values.find((v) => !choices.some((c) => c.value === v))!)}, which is not one of the enum values`);
  else if (new Set(values).size !== values.length) f.badDefault('holds a value twice');
  else if ((minItems !== undefined && values.length < minItems) || (maxItems !== undefined && values.length > maxItems)) {
    f.badDefault(`has ${values.length} entries, outside minItems..maxItems (${minItems ?? 0}..${maxItems ?? '∞'})`);
  } else field.defaultValue = choices.filter((c) => values.includes(c.value)).map((c) => c.value);
  return true;
}

/** An untitled (or legacy `enumNames`-titled) enum: its values, shown as themselves or their names. */
function readEnum(f: Field, path: Path, list: unknown, names: unknown): Choice[] | null {
  const values = readList(f, path, list, 'an array of strings such as ["red", "green"]');
  if (!values) return null;
  let titles: unknown[] | undefined;
  if (names !== undefined) {
    const ok = isArray(names) && lengthOf(names) === values.length && values.every((_, i) => typeof read(names, i) === 'string');
    if (ok) titles = values.map((_, i) => read(names, i));
    else f.warn('invalid_type', f.at('enumNames'), `must be ${values.length} strings, one per enum value; the values are shown instead`);
  }
  const choices: Choice[] = [];
  for (const [i, value] of values.entries()) {
    if (typeof value !== 'string') return f.broken('invalid_type', [...path, i], `must be a string, got ${describe(value)}`);
    const title = titles?.[i] as string | undefined;
    choices.push({ value, label: title?.trim() ? title : f.label(value, [...path, i]), path: [...path, i] });
  }
  return choices;
}

/** A titled enum, `[{ const, title }]` (single-select `oneOf`, multi-select `items.anyOf`). */
function readTitled(f: Field, path: Path, list: unknown): Choice[] | null {
  const entries = readList(f, path, list, 'an array of { "const": ..., "title": ... }');
  if (!entries) return null;
  const choices: Choice[] = [];
  for (const [i, entry] of entries.entries()) {
    const value = read(entry, 'const');
    const title = read(entry, 'title');
    if (!isRecord(entry)) return f.broken('invalid_type', [...path, i], `must be an object like { "const": "red", "title": "Red" }, got ${describe(entry)}`);
    if (typeof value !== 'string') return f.broken('invalid_type', [...path, i, 'const'], `must be a string (the value the answer holds), got ${describe(value)}`);
    if (typeof title !== 'string') f.warn('missing_field', [...path, i, 'title'], `is ${title === undefined ? 'missing' : `not a string (${describe(title)})`}; the value ${quote(value)} is shown instead`);
    choices.push({ value, label: typeof title === 'string' && title.trim() ? title : f.label(value, [...path, i]), path: [...path, i] });
  }
  return choices;
}

/** A non-empty array's entries (at most MAX_ENTRIES), or null when it is none (reported). */
function readList(f: Field, path: Path, list: unknown, expected: string): unknown[] | null {
  if (!isArray(list)) return f.broken('invalid_type', path, `must be ${expected}, got ${describe(list)}`);
  const length = lengthOf(list);
  if (length === 0) return f.broken('option_count', path, 'is empty: there is nothing to choose; list at least one value');
  if (length > MAX_ENTRIES) return f.broken('option_count', path, `has ${length} entries; at most ${MAX_ENTRIES} can be shown`);
  return Array.from({ length }, (_, i) => read(list, i));
}

/** No value twice (the answer would be ambiguous) and no label twice (the user could not tell them apart). */
function checkChoices(f: Field, choices: Choice[]): boolean {
  const values = new Set<string>();
  const labels = new Map<string, Choice>();
  for (const c of choices) {
    if (values.has(c.value)) return f.broken('duplicate_value', c.path, `repeats the value ${quote(c.value)}; list each value once`) ?? false;
    const twin = labels.get(c.label);
    if (twin) return f.broken('duplicate_label', c.path, `shows the same title ${quote(c.label)} as another option; give each option its own title`) ?? false;
    values.add(c.value);
    labels.set(c.label, c);
  }
  return true;
}

function option(questionId: string, index: number, label: string, value: string | boolean): AskOption {
  return { id: `${questionId}.${index}`, label, displayLabel: label, recommended: false, value };
}

/** The model is plain data: no keys holding undefined (a field's unused bounds). */
function withoutUndefinedKeys(question: AskQuestion): AskQuestion {
  const field = question.field!;
  for (const key of Object.keys(field) as (keyof FormField)[]) if (field[key] === undefined) delete field[key];
  return question;
}
