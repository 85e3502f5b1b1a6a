/**
 * What a page with `AskInterrupt` loads up front (as `scripts/size.mjs` measures it): the picker,
 * the receipt and the resume value it sends, not the parse. Input the fast path leaves over loads
 * the parser on first use, and an entry this package imports must not drag it into the first load.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadInputs } from '../../../scripts/first-load.mjs';

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime'];
const ON_FIRST_USE = [
  // The lenient parse and Claude Code's schema: input the fast path leaves over.
  'packages/core/src/parse/parse-question.ts',
  'packages/core/src/parse/parse-partial-json.ts',
  'packages/core/src/strict/parse-strict.ts',
  'packages/ai-sdk/src/parse.ts',
  // The result-text writer: only for a receipt drawn from a text.
  'packages/core/src/encode/result-text.ts',
  'packages/core/src/encode/result-text-wording.ts',
];

describe('a LangGraph page', () => {
  it('loads the picker and the resume value up front, and the parse on first use', async () => {
    const initial = await firstLoadInputs('packages/langgraph/src/size-entry-page.ts', EXTERNAL);
    expect(initial).toEqual(expect.arrayContaining(['packages/ui/src/ask-user-question.tsx', 'packages/core/src/encode/claude-output.ts', 'packages/langgraph/src/ask-interrupt.tsx']));
    expect(initial.filter((path) => ON_FIRST_USE.includes(path))).toEqual([]);
  });
});
