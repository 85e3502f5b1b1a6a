/**
 * This package's parser for a page: `parseToolInput` (Claude's dialect, Claude Code's schema when
 * the parse options ask for `strict: 'claude-code'`, text and number questions) loaded on first
 * use. Plain Claude input is read at once by core's fast path; anything else asks for the part's
 * kit (the chunk `AskUserQuestionPart` loads too, so a page loads it once) and reads as "nothing to
 * show yet" until it is there. An `OnDemandParser`: a picker handed it parses again once it has
 * loaded; a component that calls it itself subscribes (`subscribe`, `get`).
 */
import { createOnDemandParser, type OnDemandParser } from '@askq/core/picker';
import { loadPartKit, partKit } from './part-kit-load.js';

// Once the part has loaded the kit, the first input that needs it is read at once (no busy render).
export const toolInputParser: OnDemandParser = /* @__PURE__ */ createOnDemandParser(
  () => loadPartKit().then((kit) => kit.parseToolInput),
  () => partKit()?.parseToolInput,
);
