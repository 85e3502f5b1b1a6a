/**
 * How `AskSession`'s page reads what the server asks, a chunk of its own: every dialect and Claude
 * Code's strict schema, so the page shows exactly the request the server accepted whatever parse
 * options the server checked the input with. Plain Claude input never needs it (the fast path).
 */
import { createAskParser } from '@askq/core';
import { allDialects } from '@askq/core/dialects';
import { claudeCodeSchema } from '@askq/core/strict';

export const hostParser = createAskParser({ dialects: allDialects, strict: claudeCodeSchema });
