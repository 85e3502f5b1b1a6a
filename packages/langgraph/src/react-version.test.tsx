// @vitest-environment jsdom
import { version } from 'react';
import { expect, it } from 'vitest';

it('runs on the React major of its project', () => {
  expect(version.split('.')[0]).toBe(process.env.REACT_MAJOR);
});
