import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers, mergeProps } from './merge-props.js';

const event = () => {
  const e = { defaultPrevented: false, preventDefault: () => (e.defaultPrevented = true) };
  return e;
};

describe('composeEventHandlers', () => {
  it("runs the consumer's handler first, then ours", () => {
    const order: string[] = [];
    composeEventHandlers(
      (_: unknown) => order.push('theirs'),
      (_: unknown) => order.push('ours'),
    )(event());
    expect(order).toEqual(['theirs', 'ours']);
  });

  it('skips ours when the consumer prevents the default', () => {
    const ours = vi.fn();
    composeEventHandlers((e: ReturnType<typeof event>) => e.preventDefault(), ours)(event());
    expect(ours).not.toHaveBeenCalled();
  });

  it('can ignore defaultPrevented, and passes non-event arguments through', () => {
    const ours = vi.fn();
    composeEventHandlers((e: ReturnType<typeof event>) => e.preventDefault(), ours, { checkForDefaultPrevented: false })(
      event(),
    );
    expect(ours).toHaveBeenCalledTimes(1);
    const onValue = vi.fn();
    composeEventHandlers(undefined, onValue)('q1.0');
    expect(onValue).toHaveBeenCalledWith('q1.0');
  });
});

describe('mergeProps', () => {
  it('composes handlers, joins classes, id lists and styles; keeps our id', () => {
    const order: string[] = [];
    const merged = mergeProps(
      {
        id: 'ours',
        className: 'a',
        style: { color: 'red' },
        'aria-describedby': 'x',
        onClick: () => order.push('ours'),
        onValueChange: () => order.push('ours-value'),
        role: 'tab',
      },
      {
        id: 'theirs',
        className: 'b',
        style: { margin: 0 },
        'aria-describedby': 'y x',
        onClick: () => order.push('theirs'),
        onValueChange: () => order.push('theirs-value'),
        role: 'button',
        'data-slot': 'tab',
      },
    );
    (merged.onClick as (e: unknown) => void)(event());
    (merged.onValueChange as (v: string) => void)('v');
    expect(order).toEqual(['theirs', 'ours', 'theirs-value', 'ours-value']);
    expect(merged).toMatchObject({
      id: 'ours',
      className: 'a b',
      style: { color: 'red', margin: 0 },
      'aria-describedby': 'x y',
      role: 'button',
      'data-slot': 'tab',
    });
  });

  it('takes their handler alone when we have none, and ignores undefined values', () => {
    const theirs = vi.fn();
    const merged = mergeProps({ tabIndex: 0 }, { onFocus: theirs, tabIndex: undefined });
    expect(merged.onFocus).toBe(theirs);
    expect(merged.tabIndex).toBe(0);
    expect(mergeProps({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
