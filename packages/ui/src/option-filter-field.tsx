'use client';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { filterLabels } from './filter-labels.js';
import type { LabelsInEffect } from './labels-provider.js';
import type { OptionFilterProps } from './option-filter-props.js';

// The option filter's own chunk, loaded by `OptionFilter` (option-filter.tsx) the first time a long
// list is shown: the field, and the matcher the list filters its rows with. It imports nothing the
// picker also loads (what it needs comes in as props), so splitting it off moves no shared code
// into a chunk of its own.
export { filterOptions } from './filter-options.js';

/** `mergeProps` semantics for a handler: theirs first, and `preventDefault()` in it skips ours. */
const compose =
  <E extends { defaultPrevented: boolean }>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) =>
  (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };

/** The loaded `OptionFilter` (documented there), given the labels by it. */
export function OptionFilterField({
  value,
  onValueChange,
  matches,
  total,
  disabled,
  inputProps,
  inputRef,
  labels,
  ...props
}: OptionFilterProps & { labels: LabelsInEffect }) {
  const { onChange, onKeyDown, ...input } = inputProps ?? {};
  // Its English count comes with it, under the labels in effect.
  const { filterCount } = { ...filterLabels, ...labels };
  return (
    <div {...props} data-slot="askq-filter">
      <input
        type="search"
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-label={labels.filterOptions}
        placeholder={labels.filterOptions}
        {...defined(input)}
        data-slot="askq-filter-input"
        ref={inputRef}
        onChange={compose(onChange, (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value))}
        onKeyDown={compose(onKeyDown, (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Escape' || !value || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onValueChange('');
        })}
      />
      {/* Always rendered, so the live region exists before the first count arrives. */}
      <p role="status" data-slot="askq-filter-count">
        {matches === null ? '' : filterCount(matches, total)}
      </p>
    </div>
  );
}

/** A prop given as undefined keeps ours, as with `mergeProps`. */
const defined = (props: object) => Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
