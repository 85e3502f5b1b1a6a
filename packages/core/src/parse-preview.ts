/** Label and preview conventions shared by every dialect. */
import type { PreviewFormat } from './types.js';

const SUFFIX = '(recommended)';

/**
 * Splits a trailing "(Recommended)" off a label. Done with string operations rather than a
 * `\s*...$` regex, which backtracks quadratically on long whitespace runs.
 */
export function splitRecommended(label: string): { displayLabel: string; recommended: boolean } {
  const trimmed = label.trimEnd();
  if (trimmed.length < SUFFIX.length || trimmed.slice(-SUFFIX.length).toLowerCase() !== SUFFIX) {
    return { displayLabel: label, recommended: false };
  }
  const rest = trimmed.slice(0, -SUFFIX.length).trimEnd();
  // A label that is nothing but the suffix keeps its text, or the option would have no name.
  return { displayLabel: rest === '' ? label : rest, recommended: true };
}

// Anchored, so the `[^>]*` scan starts at one position only.
const LEADING_TAG = /^<[a-zA-Z!][^>]*>/;

export function previewFormat(preview: string): PreviewFormat {
  return LEADING_TAG.test(preview.trimStart()) ? 'html' : 'markdown';
}

const UNSAFE_TAG = /<(script|style|html|body)\b|<!doctype/i;

/** The tag the SDK would reject in an HTML preview, e.g. `<script`, or null. */
export function unsafeTag(preview: string): string | null {
  const match = UNSAFE_TAG.exec(preview);
  if (!match) return null;
  return match[1] === undefined ? '<!DOCTYPE' : `<${match[1].toLowerCase()}`;
}
