import { configure } from '@testing-library/react';

// The chat tests stream through the real useChat; on a loaded two-core CI machine (other
// packages' tests and a Chromium run in parallel) a streamed chunk can take longer than
// Testing Library's default 1 s to show up. Waits end when their condition holds; this only bounds
// a failure, below the 20 s test timeout.
configure({ asyncUtilTimeout: 15_000 });
