import type { HTMLAttributes, InputHTMLAttributes, Ref } from 'react';

// `OptionFilter`'s props, in a file of their own: the part (option-filter.tsx) and the chunk it
// loads (option-filter-field.tsx) both read them, and neither imports the other for a type.

/** `OptionFilter`'s props: the filter text, its matches, and the field's own props. */
export interface OptionFilterProps extends HTMLAttributes<HTMLDivElement> {
  /** The filter text (controlled: the list it filters reads it too). */
  value: string;
  onValueChange: (value: string) => void;
  /** How many options match `value` (null while it is blank), of `total`: the count it announces. */
  matches: number | null;
  total: number;
  disabled?: boolean | undefined;
  /** Props for the `<input type="search">`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}
