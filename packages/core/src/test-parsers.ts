/**
 * Test-only: the parser with every capability of the package (all dialects and Claude Code's strict
 * schema), for tests of behaviour that spans them. The entries' own tests check that each
 * capability comes only with its entry.
 */
import { createAskParser } from './parse/parse.js';
import { allDialects } from './dialects/table.js';
import { claudeCodeSchema } from './strict/parse-strict.js';

export const parseFull = createAskParser({ dialects: allDialects, strict: claudeCodeSchema });
