/**
 * Test-only builders for AskRequest objects. They build the normalized model directly so the
 * encoder tests do not depend on the parser.
 */
import type { AnswerMap, AskDialect, AskOption, AskOutcome, AskQuestion, AskRequest, QuestionAnswer } from './protocol/types.js';
import type { ConnectOptions } from './connect/connect-store.js';
import { createIds } from './connect/dom-ids.js';

/** A connected store's options with their defaults and the ids `t-...`. */
export const CONNECT_OPTIONS: ConnectOptions = {
  submitPolicy: 'any',
  review: 'auto',
  advanceOnSelect: true,
  escapeDeclines: true,
  disabled: false,
  allowFollowUp: false,
  ids: createIds('t'),
};

export type OptionSpec = string | { label: string; description?: string; preview?: string };

export interface QuestionSpec {
  question: string;
  options: OptionSpec[];
  multi?: boolean;
  /** Omitted: the fallback header `Q<n>`. */
  header?: string;
  id?: string;
}

const RECOMMENDED = ' (Recommended)';

export function makeQuestion(spec: QuestionSpec, index: number): AskQuestion {
  const id = spec.id ?? `q${index + 1}`;
  const options: AskOption[] = spec.options.map((o, i) => {
    const { label, description, preview } = typeof o === 'string' ? { label: o } : o;
    const recommended = label.endsWith(RECOMMENDED);
    return {
      id: `${id}.${i}`,
      label,
      displayLabel: recommended ? label.slice(0, -RECOMMENDED.length) : label,
      ...(description !== undefined ? { description } : {}),
      ...(preview !== undefined ? { preview, previewFormat: 'markdown' as const } : {}),
      recommended,
    };
  });
  return {
    id,
    kind: 'choice',
    question: spec.question,
    header: spec.header ?? `Q${index + 1}`,
    headerIsFallback: spec.header === undefined,
    options,
    selectionMode: spec.multi ? 'multiple' : 'single',
    allowOther: true,
    freeTextOnly: options.length === 0,
    hasPreviews: options.some((o) => o.preview !== undefined),
  };
}

export function makeRequest(specs: QuestionSpec[], dialect: AskDialect = 'claude'): AskRequest {
  return { dialect, questions: specs.map(makeQuestion), previewFormat: 'markdown' };
}

// ---------------------------------------------------------------------------------------------
// Random requests and outcomes for property tests. fast-check is passed in (type-only import) so
// this file, which the package build also compiles, has no runtime dependency on it.

type Fc = typeof import('fast-check').default;
type AnswerEntry = [string, QuestionAnswer];

/** Pieces that stress the answer encoding: separators, quotes, escapes, unicode, the sentinels. */
const PIECES = ['a', 'b', 'Go', ',', ', ', '"', '\\', ' ', 'é', '😀', '\u2014', ' (Recommended)', '\n', '(notes only)', '"=', 'x, y'];

/**
 * The answer as Claude Code reads it back (spec section 2): an answer of `(notes only)` is no
 * answer; single-select Other text equal to a label is that label; multi-select Other text equal
 * to a label is that label too; blank Other text and notes are none (as the encoders read them).
 * Written out here, independently of the decoder it checks.
 */
export function canonicalAnswer(q: AskQuestion, answer: QuestionAnswer): QuestionAnswer | null {
  const labels = q.options.map((o) => o.label);
  const other = answer.other?.trim() ? answer.other : undefined;
  const notes = answer.notes?.trim() ? answer.notes : undefined;
  let selected = answer.selected;
  let kept = other;
  if (q.selectionMode === 'single') {
    const value = other ?? selected[0];
    if (value === '(notes only)') [selected, kept] = [[], undefined];
    else if (other !== undefined && labels.includes(other)) [selected, kept] = [[other], undefined];
  } else {
    if (other !== undefined && labels.includes(other)) [selected, kept] = [labels.filter((l) => l === other || selected.includes(l)), undefined];
    // A list written as exactly the sentinel reads as no answer (the format cannot tell them apart).
    const items = kept === undefined ? selected : [...selected, kept];
    if (items.length === 1 && items[0] === '(notes only)') [selected, kept] = [[], undefined];
  }
  const result: QuestionAnswer = { selected };
  if (kept !== undefined) result.other = kept;
  if (notes !== undefined) result.notes = notes;
  return selected.length || kept !== undefined || notes !== undefined ? result : null;
}

export function arbitraryCase(fc: Fc, opts: { previews?: boolean } = {}) {
  const text = fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join(''));
  const questionSpec = fc.record({
    options: fc.uniqueArray(text, { minLength: 2, maxLength: 4 }),
    multi: fc.boolean(),
    previews: fc.array(fc.option(text, { nil: undefined }), { minLength: 4, maxLength: 4 }),
  });
  const request = fc
    .tuple(fc.uniqueArray(text, { minLength: 1, maxLength: 4 }), fc.array(questionSpec, { minLength: 4, maxLength: 4 }))
    .map(([questions, specs]) =>
      makeRequest(
        questions.map((question, i) => {
          const spec = specs[i]!;
          const withPreviews = opts.previews !== false && !spec.multi;
          return {
            question,
            multi: spec.multi,
            options: spec.options.map((label, k) => {
              const preview = withPreviews ? spec.previews[k] : undefined;
              return preview === undefined ? label : { label, preview };
            }),
          };
        }),
      ),
    );
  const answerFor = (q: AskQuestion) => {
    const labels = q.options.map((o) => o.label);
    const other = fc.oneof(
      text,
      fc.constantFrom(...labels),
      fc.tuple(fc.constantFrom(...labels), text).map(([l, t]) => `${l}, ${t}`),
      text.map((t) => `"${t}`),
      fc.constant('(notes only)'),
    );
    const selected = q.selectionMode === 'multiple' ? fc.subarray(labels) : fc.subarray(labels, { maxLength: 1 });
    return fc
      .record({ selected, other: fc.option(other, { nil: undefined }), notes: fc.option(text, { nil: undefined }) })
      .map(({ selected, other, notes }): AnswerEntry | null => {
        const answer: QuestionAnswer = { selected: q.selectionMode === 'single' && other ? [] : selected };
        if (other) answer.other = other;
        if (notes) answer.notes = notes;
        const canonical = canonicalAnswer(q, answer);
        return canonical ? [q.id, canonical] : null;
      });
  };
  return request.chain((req) =>
    fc
      .tuple(
        fc.tuple(...req.questions.map(answerFor)),
        fc.constantFrom('answered' as const, 'timed_out' as const),
        fc.integer({ min: 0, max: 900 }),
      )
      .map(([entries, type, seconds]) => {
        const answers: AnswerMap = Object.fromEntries(entries.filter((e): e is AnswerEntry => e !== null));
        const outcome: AskOutcome =
          type === 'answered' ? { type, answers } : { type, timeoutMs: seconds * 1000, answers };
        return { request: req, outcome };
      }),
  );
}
