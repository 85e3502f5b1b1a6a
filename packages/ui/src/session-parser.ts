/**
 * How `AskSession`'s page reads what the server asks, a chunk of its own: every dialect and Claude
 * Code's strict schema, so the page shows exactly the request the server accepted whatever parse
 * options the server checked the input with. Plain Claude input never needs it (the fast path).
 */
// Not from the main entry: a chunk that imports it shares the machine it re-exports with the
// picker's first load, and esbuild then splits that into chunks of its own (a larger first load).
import { allDialects, createAskParser } from '@askq/core/dialects';
import { claudeCodeSchema } from '@askq/core/strict';

export const hostParser = createAskParser({ dialects: allDialects, strict: claudeCodeSchema });
