import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// jsdom has no ResizeObserver; Radix measures its controls with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());

// CI runs several packages' tests and a Chromium at once on two cores: `waitFor` / `findBy*` wait up
// to 15 s for their condition (a bound only a failing test reaches).
configure({ asyncUtilTimeout: 15_000 });
