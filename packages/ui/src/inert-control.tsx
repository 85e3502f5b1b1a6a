'use client';
import type { ButtonHTMLAttributes } from 'react';

export interface InertControlProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  role: 'radio' | 'checkbox';
  checked: boolean;
}

/**
 * An option row while the tool input still streams in: the DOM a disabled Radix radio or checkbox
 * renders (a disabled `<button role="radio">` with `aria-checked` and `data-state`), without Radix.
 * Nothing can be answered yet, and every Radix item that mounts commits twice more (its ref sets
 * state, roving focus counts its items): rows streaming in would cost up to three commits a frame.
 * The rows become Radix items in the commit that completes the input.
 */
export function InertControl({ role, checked, ...props }: InertControlProps) {
  return (
    <button
      type="button"
      {...props}
      role={role}
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled=""
      disabled
    />
  );
}
