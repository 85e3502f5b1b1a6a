import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// jsdom has no ResizeObserver; Radix measures its controls with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());

// CI runs several packages' tests and a Chromium at once on two cores: allow slow renders.
configure({ asyncUtilTimeout: 5000 });
