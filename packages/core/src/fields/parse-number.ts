/**
 * A `kind: "number"` question's field (extended hosts, spec section 1): `min` and `max` both
 * required with `min < max`, `step > 0`, `defaultValue` within the range, `unit` a string.
 *
 * The real schema rejects a broken range, a step that is not positive and a default outside the
 * range. A renderer needs the range to judge an answer, so a missing or inverted range is an
 * error in every mode; a bad step or default is an error in strict mode and otherwise a warning
 * (the field is shown without it). A default off the step grid is only ever a warning: the real
 * schema does not check it.
 */
import type { NumberField } from '../protocol/types.js';
import { isAbsent } from '../protocol/parse-read.js';
import { describe, formatPath } from '../protocol/parse-issues.js';
import type { ParseContext, QuestionScope } from '../parse/parse-context.js';

/** Reads the number fields of one question; undefined when there is no usable range (reported). */
export function readNumberField(c: ParseContext, { field, path, at, reportable }: QuestionScope): NumberField | undefined {
  const { report, cc: strict } = c;
  const severity = strict ? 'error' : 'warning';
  /** A finite number, or undefined (a wrong type is reported; absent is not). */
  const num = (key: string): number | undefined => {
    const value = field(key);
    if (value === undefined || (isAbsent(value) && !strict)) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    // min and max are required: leaving them out is no way out of the error.
    const nullHint = value === null && key !== 'min' && key !== 'max' ? '; leave the key out instead of sending null' : '';
    report('invalid_type', at(key), `must be a finite number, got ${describe(value)}${nullHint}`);
    return undefined;
  };
  const min = num('min');
  const max = num('max');
  const step = num('step');
  const defaultValue = num('defaultValue');
  const rawUnit = field('unit');
  let unit: string | undefined;
  if (typeof rawUnit === 'string') unit = rawUnit;
  else if (rawUnit !== undefined && !(rawUnit === null && !strict)) {
    report('invalid_type', at('unit'), `must be a string such as "px" or "%", got ${describe(rawUnit)}`);
  }

  if (min === undefined || max === undefined) {
    // While streaming, min and max may simply not have arrived yet; a wrong type was reported.
    const missing = (['min', 'max'] as const).filter((key) => {
      const value = field(key);
      return value === undefined || (value === null && !strict);
    });
    if (!reportable || !missing.length) return undefined;
    if (missing.length === 2) {
      report('invalid_number_range', path, 'is a number question without min and max; add both as numbers with min < max, e.g. "min": 1, "max": 10');
    } else {
      report('invalid_number_range', at(missing[0]!), 'is missing; a number question needs both min and max as numbers with min < max');
    }
    return undefined;
  }
  if (!(min < max)) {
    report('invalid_number_range', at('min'), `(${min}) must be less than ${formatPath(at('max'))} (${max}); send a range with min < max`);
    return undefined;
  }

  const number: NumberField = { min, max };
  if (step !== undefined) {
    if (step > 0) number.step = step;
    else report('invalid_number_range', at('step'), `(${step}) must be greater than 0; leave it out for any value in ${min}..${max}`, severity);
  }
  if (defaultValue !== undefined) {
    if (defaultValue < min || defaultValue > max) {
      report('invalid_number_range', at('defaultValue'), `(${defaultValue}) must lie within min..max (${min}..${max})`, severity);
    } else {
      number.defaultValue = defaultValue;
      if (number.step !== undefined && !onGrid(defaultValue, min, number.step)) {
        report(
          'invalid_number_range',
          at('defaultValue'),
          `(${defaultValue}) is not on the step grid ${min}, ${min + number.step}, …; the field starts off a step the user cannot return to`,
          'warning',
        );
      }
    }
  }
  if (unit !== undefined && unit.trim()) number.unit = unit;
  return number;
}

/** On the grid `min + k * step`, with a tolerance for binary floating point (0.3 on a 0.1 grid). */
function onGrid(value: number, min: number, step: number): boolean {
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) <= 1e-9 * Math.max(1, Math.abs(k));
}
