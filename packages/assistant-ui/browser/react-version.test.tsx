import { expect, it } from 'vitest';
import { version } from 'react';
import { version as domVersion } from 'react-dom';

// The chat tests run once per React major: this project really loads the one it is named for.
it('loads the React major the project is named for, with a matching react-dom', () => {
  const major: unknown = import.meta.env.REACT_MAJOR;
  expect(version.split('.')[0]).toBe(major);
  expect(domVersion).toBe(version);
});
