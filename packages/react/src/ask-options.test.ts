import { describe, expect, it } from 'vitest';
import { ASK_QUESTIONS_OPTION_KEYS, splitAskOptions } from './ask-options.js';

describe('splitAskOptions', () => {
  it('takes every hook option out of the props and leaves the rest', () => {
    const props = Object.fromEntries(ASK_QUESTIONS_OPTION_KEYS.map((key) => [key, `value of ${key}`]));
    const [options, rest] = splitAskOptions({ ...props, className: 'c', 'data-x': 1 } as never);
    expect(Object.keys(options).sort()).toEqual([...ASK_QUESTIONS_OPTION_KEYS].sort());
    expect(rest).toEqual({ className: 'c', 'data-x': 1 });
  });

  it('leaves absent options absent (an explicit undefined stays an option)', () => {
    const [options, rest] = splitAskOptions({ review: 'never', disabled: undefined, title: 't' } as never);
    expect(options).toEqual({ review: 'never', disabled: undefined });
    expect('disabled' in options).toBe(true);
    expect(rest).toEqual({ title: 't' });
  });
});
