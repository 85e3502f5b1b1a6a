/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: a page of the
 * server mode, `AskSession` imported from `@askq/ui` as an app does: the session client, the picker
 * and the fields; the parser of every dialect and Claude Code's schema load on first use.
 */
export { AskSession } from './index.js';
