import { describe, expect, it } from 'vitest';
import { numberFieldKey, stepNumber } from './index.js';

describe('stepNumber', () => {
  it('snaps off-grid values in the step direction and clamps to the last grid value', () => {
    const range = { min: 0.1, max: 1, step: 0.2 };
    expect(stepNumber(range, '0.1', 1)).toBe('0.3');
    expect(stepNumber(range, '0.4', 1)).toBe('0.5');
    expect(stepNumber(range, '0.4', -1)).toBe('0.3');
    expect(stepNumber(range, '0.9', 1)).toBe('0.9');
    expect(stepNumber(range, '5', -1)).toBe('0.9');
    expect(stepNumber(range, '-3', -1)).toBe('0.1');
  });

  it('starts blank or unreadable text from the default, else min; steps by 1 without a step', () => {
    expect(stepNumber({ min: 2, max: 9, defaultValue: 4 }, '', 1)).toBe('4');
    expect(stepNumber({ min: 2, max: 9 }, 'x', -1)).toBe('2');
    expect(stepNumber({ min: 2, max: 9 }, '2.5', 1)).toBe('3.5');
    expect(stepNumber(undefined, '7', -1)).toBe('6');
  });
});

describe('numberFieldKey', () => {
  it('steps on ArrowUp / ArrowDown only, and not with a modifier held', () => {
    const field = { min: 0, max: 10, step: 5 };
    expect(numberFieldKey(field, '5', { key: 'ArrowUp' })).toBe('10');
    expect(numberFieldKey(field, '5', { key: 'ArrowDown' })).toBe('0');
    expect(numberFieldKey(field, '5', { key: 'ArrowUp', metaKey: true })).toBeNull();
    expect(numberFieldKey(field, '5', { key: 'a' })).toBeNull();
  });
});
