/**
 * The picker's request memo: `memoSharing` with the sharing loaded on first use. Apart from
 * request-memo.ts so that the main entry, which shares at once (`createRequestResolver`), holds no
 * `import()` of request-share.ts (a bundler would then split that module out of its first load).
 */
import type { AskParser } from './parse.js';
import { memoSharing } from './request-memo.js';
import type { shareRequest } from '../protocol/request-share.js';
import type { ParseOptions, ParseResult } from '../protocol/types.js';

let share: typeof shareRequest | undefined;
let sharing: Promise<void> | undefined;

/**
 * Loads what keeps a new input's unchanged questions the same objects (`shareRequest`). A picker
 * needs it only from its second input on (a streamed chunk), so it is a chunk of its own, asked for
 * when the first memo is made: until it is there (a few milliseconds on a cold page) a new input's
 * questions are new objects, which renders them once more and changes nothing else. Resolves once
 * it is there or could not be loaded (tried again by the next memo).
 */
export const loadRequestShare = (): Promise<void> =>
  (sharing ??= import('../protocol/request-share.js').then(
    (m) => {
      share = m.shareRequest;
    },
    () => {
      sharing = undefined;
    },
  ));

/**
 * `resolveWith` that parses only when the input really changed. Hosts often rebuild the tool
 * input object on every render (or every streamed chunk): comparing by content keeps the request,
 * and so every question's identity, stable when nothing changed; a streamed input's questions that
 * did not change keep their objects (`shareRequest`, loaded on first use: `loadRequestShare`). One
 * memo per picker. A pure memo (the same input gives the same result), so calling it while
 * rendering is safe.
 */
export function createRequestMemo(): (input: unknown, options: ParseOptions | undefined, parser: AskParser) => ParseResult {
  void loadRequestShare();
  return memoSharing(() => share);
}

