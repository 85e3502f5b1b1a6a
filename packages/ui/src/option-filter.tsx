'use client';
import type { OptionFilterProps } from './option-filter-props.js';
import { usePickerLabels } from './labels-provider.js';
import { lazyPart, usePart } from './lazy-part.js';

/** `OptionList` shows a filter above more options than this (Claude allows 4; pi's `ask` any number). */
export const FILTER_AFTER = 8;

export type { OptionFilterProps } from './option-filter-props.js';

/**
 * Most pickers never show a filter (Claude allows 4 options), so the field and the matcher are a
 * chunk of their own (option-filter-field.tsx), asked for when the first long list mounts: in a
 * streamed picker that is when the ninth option streams in, well before the list can be used.
 */
export const filterPart = lazyPart(() => import('./option-filter-field.js'));

/**
 * The filter field above a long option list, and a polite count of what matches ("12 of 200
 * options"). Escape clears a non-empty filter and stops there (its default prevented, so the
 * picker's own Escape does not also leave the field or decline); on an empty one it is the
 * picker's: leave the field for the options. `OptionList` renders it for long lists.
 *
 * Loaded on first use: until its chunk is there (once per page) it is the same box with a disabled
 * field, as while the question streams in, and nothing can be typed into it yet.
 */
export function OptionFilter(props: OptionFilterProps) {
  const part = usePart(filterPart);
  const labels = usePickerLabels();
  if (part) return <part.OptionFilterField {...props} labels={labels} />;
  const { value, inputProps, inputRef: _ref, onValueChange: _change, matches: _matches, total: _total, disabled: _disabled, ...rest } = props;
  return (
    <div {...rest} data-slot="askq-filter" aria-busy="true">
      <input {...inputProps} type="search" value={value} disabled aria-label={labels.filterOptions} placeholder={labels.filterOptions} data-slot="askq-filter-input" />
      <p data-slot="askq-filter-count" />
    </div>
  );
}
