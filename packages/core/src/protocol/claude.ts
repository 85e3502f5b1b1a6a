/**
 * Claude's AskUserQuestion as a dialect: its table entry. Claude is the protocol's own dialect, so
 * what it is answered with (`updatedInput`, the result text, the permission result) is in encode/.
 */
import type { Dialect } from './dialect.js';

// Its limits are DEFAULT_LIMITS, the protocol's own.
export const CLAUDE: Dialect = { multiKey: 'multiSelect', hintKey: 'description', extensions: true, kinds: ['kind', ['choice', 'text', 'number']] };
