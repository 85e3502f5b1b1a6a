/**
 * Arrow-key stepping for a number question's field. The field is a text input (see
 * `getNumberFieldProps`), so the stepping a native number input would give is done here.
 */
import { readNumber } from '../machine/selectors.js';
import type { NumberField } from '../protocol/types.js';

/** Digits after the point in a number's shortest text (`0.05` → 2, `1e-7` → 7). */
function decimals(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(20, Math.max(0, fraction - Number(exponent)));
}

/**
 * The text after one step up (`1`) or down (`-1`) from `text`, on the step grid that starts at
 * `min` (HTML's rule), kept within `min..max`. An off-grid value moves to the nearest grid value in
 * that direction; without a step, by one from the current value. Blank or unreadable text starts from the default, else from `min`. Rounded to
 * the precision of `min` and `step`, so 0.1 + 0.2 shows as 0.3.
 */
export function stepNumber(field: NumberField | undefined, text: string, direction: 1 | -1): string {
  const current = readNumber(text);
  const step = field?.step !== undefined && field.step > 0 && Number.isFinite(field.step) ? field.step : undefined;
  if (!field) return String((current ?? 0) + direction * (step ?? 1));
  const { min, max } = field;
  if (current === undefined) return String(field.defaultValue ?? min);
  // Without a step every value in range is valid: move by one from where the user is.
  if (step === undefined) {
    const next = Math.min(Math.max(current + direction, min), max);
    return String(Number(next.toFixed(Math.max(decimals(current), decimals(min)))));
  }
  const position = (current - min) / step;
  const eps = 1e-9 * Math.max(1, Math.abs(position));
  const target = direction > 0 ? Math.floor(position + eps) + 1 : Math.ceil(position - eps) - 1;
  const last = Math.floor((max - min) / step + 1e-9);
  const k = Math.min(Math.max(target, 0), Math.max(last, 0));
  const precision = Math.max(decimals(min), decimals(step));
  return String(Number((min + k * step).toFixed(precision)));
}

/**
 * What a key does in a number question's field: the text after ArrowUp / ArrowDown (the keys a
 * native number input steps with), or null for any other key (and with a modifier held).
 */
export function numberFieldKey(
  field: NumberField | undefined,
  text: string,
  key: { key: string; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean },
): string | null {
  if (key.altKey || key.ctrlKey || key.metaKey) return null;
  const direction = key.key === 'ArrowUp' ? 1 : key.key === 'ArrowDown' ? -1 : 0;
  return direction ? stepNumber(field, text, direction) : null;
}
