'use client';
import type { ChangeEvent, HTMLAttributes, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import type { AskOption } from '@askq/core';
import { mergeProps } from '@askq/react';
import { useAskLabels } from './labels-provider.js';

/** `OptionList` shows a filter above more options than this (Claude allows 4; pi's `ask` any number). */
export const FILTER_AFTER = 8;

export interface OptionFilterProps extends HTMLAttributes<HTMLDivElement> {
  /** The filter text (controlled: the list it filters reads it too). */
  value: string;
  onValueChange: (value: string) => void;
  /** How many options match `value` (null while it is blank), of `total`: the count it announces. */
  matches: number | null;
  total: number;
  disabled?: boolean;
  /** Props for the `<input type="search">`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The filter field above a long option list, and a polite count of what matches ("12 of 200
 * options"). Escape clears a non-empty filter and stops there (its default prevented, so the
 * picker's own Escape does not also leave the field or decline); on an empty one it is the
 * picker's: leave the field for the options. `OptionList` renders it for long lists.
 */
export function OptionFilter({ value, onValueChange, matches, total, disabled, inputProps, inputRef, ...props }: OptionFilterProps) {
  const labels = useAskLabels();
  const field = mergeProps(
    {
      type: 'search',
      value,
      disabled,
      autoComplete: 'off',
      spellCheck: false,
      'aria-label': labels.filterOptions,
      placeholder: labels.filterOptions,
      onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Escape' || !value || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onValueChange('');
      },
    },
    { ...inputProps, 'data-slot': 'askq-filter-input' },
  );
  return (
    <div {...props} data-slot="askq-filter">
      <input {...field} ref={inputRef} />
      {/* Always rendered, so the live region exists before the first count arrives. */}
      <p role="status" data-slot="askq-filter-count">
        {matches === null ? '' : labels.filterCount(matches, total)}
      </p>
    </div>
  );
}

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
