/**
 * `@askq/core/picker`: what a picker renders with, and nothing it does not. The answering machine
 * (everything the main entry exports from machine/), what a renderer binds (connect/: views, ids,
 * keyboard, focus, prop getters; only here), Claude's fast path for plain input and a parser that
 * loads the lenient parse on first use (`onDemandParser`), so an app that shows plain Claude input
 * never loads the lenient parse, its issue wording or partial-JSON repair. No encoders either: the
 * host encodes the outcome. `@askq/react` and `@askq/ui` import from here.
 */
export type * from './protocol/types.js';
export * from './machine/index.js';
export * from './connect/index.js';
export { DEFAULT_LIMITS } from './protocol/limits.js';
export { isAskRequest } from './parse/request-memo.js';
export { createRequestMemo, loadRequestShare } from './parse/request-memo-lazy.js';
export { parseCanonical } from './parse/parse-canonical.js';
export { onDemandParser, createOnDemandParser, isOnDemandParser, type OnDemandParser } from './parse/parse-on-demand.js';
export type { AskParser } from './parse/parse.js';
