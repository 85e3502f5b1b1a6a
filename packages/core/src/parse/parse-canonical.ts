/**
 * The fast path for plain Claude input: what a model sends almost every time (1-4 questions with
 * a question, a header of at most 12 characters, 2-4 labelled options and `multiSelect`) read in
 * one pass, with no issue wording, no partial-JSON repair and no dialect table. It accepts only
 * input that the lenient `parseAskRequest` would take without a single issue, and then returns
 * the very request `parseAskRequest` returns (a test holds the two together); anything else
 * (another key, a null, a streamed prefix, JSON text, a duplicate, a long header, HTML previews)
 * is left to the lenient parse (undefined). So a picker can show plain Claude input without
 * loading the lenient parse at all (`@askq/react` loads it on first use).
 */
import type { AskOption, AskQuestion, AskRequest, ParseOptions, ParseResult } from '../protocol/types.js';
import { DEFAULT_LIMITS } from '../protocol/limits.js';
import { toOption } from './option-label.js';

const QUESTION_KEYS = ['question', 'header', 'options', 'multiSelect'];
const OPTION_KEYS = ['label', 'description', 'preview'];

/** A plain object (no class instance, Proxy tricks aside) whose keys are all in `allowed`. */
function plain(value: unknown, allowed: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  // Every own key, hidden ones and symbols included: the lenient parse reads a key however it was defined.
  return (proto === Object.prototype || proto === null) && Reflect.ownKeys(value).every((k) => allowed.includes(k as string));
}

/** A list of `min`-`max` entries. */
const list = (value: unknown, min: number, max: number): value is unknown[] => Array.isArray(value) && value.length >= min && value.length <= max;

/** A string with something in it besides white space. */
const text = (value: unknown): value is string => typeof value === 'string' && !!value.trim();

/** Absent, or a string (an optional text). */
const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/**
 * The request for plain Claude input, or undefined when the lenient parse has something to say
 * about it (or `options` ask for more than the default lenient parse of complete input).
 */
export function parseCanonical(input: unknown, options?: ParseOptions): ParseResult | undefined {
  try {
    if (!(options === undefined || plain(options, ['previewFormat', 'partial'])) || options?.partial) return undefined;
    const previewFormat = options?.previewFormat === 'html' ? 'html' : 'markdown';
    if (!plain(input, ['questions']) || !list(input.questions, DEFAULT_LIMITS.minQuestions, DEFAULT_LIMITS.maxQuestions)) return undefined;
    const texts = new Set<string>();
    const questions: AskQuestion[] = [];
    for (const [index, item] of input.questions.entries()) {
      const question = readQuestion(item, index, previewFormat);
      if (!question || texts.has(question.question.trim())) return undefined;
      texts.add(question.question.trim());
      questions.push(question);
    }
    const request: AskRequest = { dialect: 'claude', questions, previewFormat, input };
    return { request, issues: [] };
  } catch {
    return undefined;
  }
}

function readQuestion(item: unknown, index: number, previewFormat: 'markdown' | 'html'): AskQuestion | undefined {
  if (!plain(item, QUESTION_KEYS)) return undefined;
  const { question, header, options, multiSelect = false } = item;
  const chip = typeof header === 'string' ? header.trim() : '';
  const length = Array.from(chip).length;
  if (!text(question) || !length || length > DEFAULT_LIMITS.maxHeaderLength || typeof multiSelect !== 'boolean') return undefined;
  if (!list(options, DEFAULT_LIMITS.minOptions, DEFAULT_LIMITS.maxOptions)) return undefined;
  const id = `q${index + 1}`;
  const labels = new Set<string>();
  const read: AskOption[] = [];
  let previews = false;
  for (const [i, entry] of options.entries()) {
    if (!plain(entry, OPTION_KEYS)) return undefined;
    const { label, description, preview } = entry;
    if (!text(label) || labels.has(label.trim()) || !optionalText(description) || !optionalText(preview)) return undefined;
    labels.add(label.trim());
    const option = toOption(id, label, i);
    if (description?.trim()) option.description = description;
    if (preview?.trim()) {
      // HTML previews are judged by Claude Code's rules, and multi-select questions show none: both reported.
      if (multiSelect || previewFormat === 'html') return undefined;
      option.preview = preview;
      option.previewFormat = previewFormat;
      previews = true;
    }
    read.push(option);
  }
  return {
    id,
    kind: 'choice',
    question,
    header: chip,
    headerIsFallback: false,
    options: read,
    selectionMode: multiSelect ? 'multiple' : 'single',
    allowOther: true,
    freeTextOnly: false,
    hasPreviews: previews,
  };
}
