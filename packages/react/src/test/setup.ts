import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// CI runs several packages' tests and a Chromium at once on two cores: allow slow renders. Waits
// end when their condition holds; this only bounds a failure, below the 30 s test timeout.
configure({ asyncUtilTimeout: 20_000 });
