// @vitest-environment node
/**
 * What a `useChat` page loads up front (`AskUserQuestionPart` and `withAskCancelOnSend`, as
 * `scripts/size.mjs` measures it): the picker and the Claude output it sends, not what only some
 * calls need. Those load on first use, and a module that an entry re-exports next to something the
 * page uses must not drag them into the first load.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadInputs } from '../../../scripts/first-load.mjs';

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'ai', '@ai-sdk/*'];
const ON_FIRST_USE = [
  // The result-text writer: only for a receipt drawn from a text.
  'packages/core/src/encode/result-text.ts',
  'packages/core/src/encode/result-text-wording.ts',
  // Text and number questions: the part's kit brings them.
  'packages/ui/src/text-field.tsx',
  'packages/ui/src/number-field.tsx',
  // The lenient parse: input the fast path leaves over.
  'packages/core/src/parse/parse-question.ts',
  // Not at all: AskSession's strings (the part reads the picker's labels only).
  'packages/ui/src/session-labels.ts',
];

describe('a useChat page', () => {
  it('loads the picker and the Claude output up front, and what only some calls need on first use', async () => {
    const initial = await firstLoadInputs('packages/ai-sdk/src/size-entry-part.ts', EXTERNAL);
    expect(initial).toEqual(expect.arrayContaining(['packages/ui/src/ask-user-question.tsx', 'packages/core/src/encode/claude-output.ts']));
    expect(initial.filter((path) => ON_FIRST_USE.includes(path))).toEqual([]);
  });
});
