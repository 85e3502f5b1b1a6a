/**
 * The rules only `strict: 'claude-code'` applies: what Claude Code's AskUserQuestion input schema
 * (CLI 2.1.330) accepts and rejects beyond what a renderer needs. Read from the schema the CLI
 * ships:
 *
 * - The top level is a strict object: `questions`, `answers`, `annotations`, `metadata`, plus
 *   `title` on extended hosts; any other key is rejected.
 * - Questions and options are plain objects: an unknown key is accepted and dropped. So on a
 *   default host the extended keys of a question (`kind`, `description`, `placeholder`, the number
 *   fields) are dropped, not rejected, and the question is asked as a choice question. Both are
 *   reported as warnings here.
 * - `answers` maps question texts to a string or an array of strings (joined by `", "`);
 *   `annotations` maps them to `{ preview?, notes? }`; `metadata` is `{ source? }`.
 * - Every typed field rejects `null`; optional means the key may be left out.
 * - On an extended host an option's `description` is optional, whatever `optionalDescriptions` says.
 */
import { type Path, isArray, isRecord, keysOf, lengthOf, read } from '../protocol/parse-read.js';
import { type Report, countRule, typeMessage } from '../protocol/parse-issues.js';
import type { RequiredKey, StrictSchema } from '../protocol/dialect.js';
import type { AskLimits } from '../protocol/types.js';
import type { KitParts } from '../parse/parse-context.js';
import { htmlPreviewProblem } from '../parse/parse-html-preview.js';
import { questionFields } from '../fields/question-fields.js';

/** Which question kind each kind-specific key belongs to (the extended schema's own rule). */
export const KIND_OF_KEY: Readonly<Record<string, 'text' | 'number'>> = {
  placeholder: 'text',
  min: 'number',
  max: 'number',
  step: 'number',
  defaultValue: 'number',
  unit: 'number',
};

export const TOP_LEVEL_KEYS = ['questions', 'answers', 'annotations', 'metadata'];
export const QUESTION_KEYS = ['question', 'header', 'options', 'multiSelect'];
/** A question's keys that only an extended host knows: its kind, its description and the kinds' own keys. */
export const EXTENDED_QUESTION_KEYS = ['kind', 'description', ...Object.keys(KIND_OF_KEY)];
export const OPTION_KEYS = ['label', 'description', 'preview'];

/** Unknown keys of the top level (rejected) and the types of `answers` and `annotations`. */
export function checkTopLevel(root: object, extended: boolean, report: Report): void {
  const allowed = extended ? ['title', ...TOP_LEVEL_KEYS] : TOP_LEVEL_KEYS;
  for (const key of keysOf(root)) {
    if (allowed.includes(key)) continue;
    const why =
      key === 'title'
        ? 'is only accepted by hosts with extended questions; remove it'
        : `is not a key of AskUserQuestion's input; remove it`;
    report('unknown_key', [key], `${why} (allowed: ${allowed.join(', ')})`);
  }
  recordOf(read(root, 'answers'), ['answers'], report, (value, path) => {
    if (typeof value === 'string') return;
    if (isArray(value)) {
      const n = lengthOf(value);
      for (let i = 0; i < n; i++) if (typeof read(value, i) !== 'string') return report('invalid_type', [...path, i], typeMessage('a string', read(value, i)));
      return;
    }
    report('invalid_type', path, typeMessage('a string (the answer) or an array of strings', value));
  });
  recordOf(read(root, 'annotations'), ['annotations'], report, (value, path) => {
    if (!isRecord(value)) return report('invalid_type', path, typeMessage('an object like { preview, notes }', value));
    for (const key of ['preview', 'notes']) {
      const field = read(value, key);
      if (field !== undefined && typeof field !== 'string') report('invalid_type', [...path, key], typeMessage('a string', field));
    }
  });
}

/** An optional record keyed by question text; each entry is checked by `each`. */
function recordOf(value: unknown, path: Path, report: Report, each: (value: unknown, path: Path) => void): void {
  if (value === undefined) return;
  if (!isRecord(value)) return report('invalid_type', path, typeMessage('an object keyed by question text', value));
  // Bounded like every other walk of model input.
  for (const key of keysOf(value).slice(0, 1000)) each(read(value, key), [...path, key]);
}

/** Warns about a question or option key the host drops (the real schema strips unknown keys). */
export function warnDropped(item: object, known: readonly string[], extendedOnly: readonly string[], path: Path, report: Report): void {
  for (const key of keysOf(item).slice(0, 1000)) {
    if (known.includes(key)) continue;
    const text = extendedOnly.includes(key)
      ? 'is only read by hosts with extended questions; this host drops it and asks a choice question'
      : `is not part of AskUserQuestion's schema; Claude Code drops it`;
    report('unknown_key', [...path, key], text, 'warning');
  }
}

/** Strict extended mode: a kind-specific key (`placeholder`, `min`, ...) on another kind's question. */
function checkKindKeys(...[field, kind, at, report]: Parameters<StrictSchema['kindKeys']>): void {
  for (const [key, owner] of Object.entries(KIND_OF_KEY)) {
    if (owner !== kind && field(key) !== undefined) {
      report('unknown_key', at(key), `applies only to "${owner}" questions; remove it or set "kind": "${owner}"`);
    }
  }
}

/** What to add for each required key left out. */
const MISSING: Readonly<Record<RequiredKey, (limits: AskLimits) => string>> = {
  question: () => 'write the full question to ask the user',
  header: (limits) => `add a short chip label of at most ${limits.maxHeaderLength} characters`,
  options: (limits) => `add ${countRule(limits.minOptions, limits.maxOptions)} of { label, description }`,
  label: () => 'every option needs a short label, the text the user picks',
  description: () => 'add one line on what choosing this option means (this host requires a description for every option)',
};

/**
 * Claude Code's own input schema, for `createAskParser({ strict: claudeCodeSchema })`, with the
 * text and number questions of an extended host's schema and the rules for HTML previews.
 */
export const claudeCodeSchema: StrictSchema & KitParts = {
  topLevel: checkTopLevel,
  question: (item, extended, path, report) =>
    warnDropped(item, extended ? [...QUESTION_KEYS, ...EXTENDED_QUESTION_KEYS] : QUESTION_KEYS, EXTENDED_QUESTION_KEYS, path, report),
  option: (item, path, report) => warnDropped(item, OPTION_KEYS, [], path, report),
  kindKeys: checkKindKeys,
  missing: (key, limits) => `is missing; ${MISSING[key](limits)}`,
  blank: (key) =>
    `is empty; Claude Code accepts it but the user sees ${key === 'label' ? 'a blank option, so give it a short label' : 'no question, so write the full question'}`,
  openEnded: '; for an open-ended question leave options out and set "kind": "text"',
  fields: questionFields,
  html: htmlPreviewProblem,
};
