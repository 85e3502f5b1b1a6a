/**
 * Claude's AskUserQuestion as a dialect: its table entry. Claude is the protocol's own dialect, so
 * what it is answered with (`updatedInput`, the result text, the permission result) is in encode/.
 */
import type { AskLimits } from '../protocol/types.js';
import { type Dialect, DEFAULT_LIMITS } from './dialect.js';

export const CLAUDE_LIMITS: Readonly<AskLimits> = DEFAULT_LIMITS;

export const CLAUDE: Dialect = { multiKey: 'multiSelect', hintKey: 'description', extensions: true, kinds: ['kind', ['choice', 'text', 'number']] };
