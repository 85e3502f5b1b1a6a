/**
 * `@askq/ui/filter-options`: `filterOptions`, the long-list filter's match (every word, ignoring case
 * and accents), for a custom list. An entry of its own: the drop-in loads it with its filter field,
 * on first use, so a picker without a long list does not load it up front.
 */
import type { AskOption } from '@askq/core';

// Folded once per option object: a keystroke compares strings, it does not normalize 200 labels.
const folded = new WeakMap<AskOption, string>();

// Letters with a stroke or ligatures that Unicode does not decompose into a base letter and a mark.
const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe' };

/** Lower case without accents, so "ecole" finds "École", "CAFE" "café" and "lodz" "Łódź". */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđħıßæœ]/g, (letter) => LETTERS[letter]!);
}

/**
 * The ids of the options whose label or description contains every word of `query`, ignoring
 * case and accents; null when the query is blank (nothing is filtered).
 */
export function filterOptions(options: readonly AskOption[], query: string): Set<string> | null {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const ids = new Set<string>();
  for (const option of options) {
    let text = folded.get(option);
    if (text === undefined) folded.set(option, (text = fold(`${option.displayLabel}\n${option.description ?? ''}`)));
    if (words.every((word) => text.includes(word))) ids.add(option.id);
  }
  return ids;
}
