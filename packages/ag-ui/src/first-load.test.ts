// @vitest-environment node
/**
 * What a page with `AgentAskUserQuestion` (or CopilotKit's `useAskUserQuestion`) loads up front, as
 * `scripts/size.mjs` measures it: the picker, the receipt and the answer's text, not the parse.
 * Arguments the fast path leaves over load the lenient parse on first use, and an entry this
 * package imports must not drag it into the first load.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadInputs } from '../../../scripts/first-load.mjs';

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@ag-ui/*', '@copilotkit/*'];
const ON_FIRST_USE = [
  // The lenient parse and Claude Code's schema: streamed arguments, and complete ones the fast path leaves over.
  'packages/core/src/parse/parse-question.ts',
  'packages/core/src/parse/parse-partial-json.ts',
  'packages/core/src/strict/parse-strict.ts',
  // Claude Code's texts for arguments it rejects: only for an invalid call.
  'packages/core/src/strict/input-error.ts',
  // What reads arguments at once (`@askq/ag-ui/read`).
  'packages/ag-ui/src/calls.ts',
];
// Every answer is written with these; every settled call is a text, read in the same render.
const UP_FRONT = ['packages/ui/src/ask-user-question.tsx', 'packages/core/src/encode/result-text.ts', 'packages/core/src/transcript/result-text-read.ts'];

describe('an AG-UI page', () => {
  it('loads the picker, the answer text and the receipt up front, and the parse on first use', async () => {
    const initial = await firstLoadInputs('packages/ag-ui/src/size-entry-page.ts', EXTERNAL);
    expect(initial).toEqual(expect.arrayContaining([...UP_FRONT, 'packages/ag-ui/src/agent-ask-user-question.tsx', 'packages/ag-ui/src/agent.ts']));
    expect(initial.filter((path) => ON_FIRST_USE.includes(path))).toEqual([]);
  });

  it('with CopilotKit: the same', async () => {
    const initial = await firstLoadInputs('packages/ag-ui/src/copilotkit.ts', EXTERNAL);
    expect(initial).toEqual(expect.arrayContaining([...UP_FRONT, 'packages/ag-ui/src/copilotkit-ask.tsx']));
    expect(initial.filter((path) => ON_FIRST_USE.includes(path))).toEqual([]);
  });
});
