import { describe, expect, test } from 'vitest';
import { preludeProblems } from './check.js';
import { countCodeFences, extractSnippets } from './extract.js';

const md = (...lines: string[]) => lines.join('\n');

describe('extractSnippets', () => {
  test('takes ts, tsx and js blocks with their README line, and leaves other languages alone', () => {
    const text = md('# x', '```ts', 'const a = 1;', '```', '```sh', 'npm i', '```', '', '```tsx', '<div />', '```', '```js', 'let b;', '```');
    const snippets = extractSnippets('README.md', text);
    expect(snippets.map((s) => [s.name, s.ext, s.code])).toEqual([
      ['README.md:2', 'ts', 'const a = 1;'],
      ['README.md:9', 'tsx', '<div />'],
      ['README.md:12', 'js', 'let b;'],
    ]);
    expect(countCodeFences(text)).toBe(3);
  });

  test('reads the comments right above a block: run, skip (why), a prelude, an output block', () => {
    const text = md(
      '<!-- snippet: declare const toolCall: { id: string; input: unknown }; -->',
      '```ts',
      'toolCall.id;',
      '```',
      '<!-- snippet: skip (a fragment of the block above) -->',
      '```ts',
      'x',
      '```',
      '<!-- snippet: run -->',
      '```ts',
      "console.log('hi');",
      '```',
      '',
      '<!-- snippet: output -->',
      '```text',
      'hi',
      '```',
    );
    const [declared, skipped, run] = extractSnippets('p/README.md', text);
    expect(declared).toMatchObject({ prelude: 'declare const toolCall: { id: string; input: unknown };', preludeLine: 1, run: false, skip: null });
    expect(skipped).toMatchObject({ skip: 'a fragment of the block above' });
    expect(run).toMatchObject({ run: true, expectedOutput: 'hi', fenceLine: 10 });
  });

  test('refuses a directive it cannot honour instead of dropping it', () => {
    expect(() => extractSnippets('R.md', md('<!-- snippet: skip -->', '```ts', 'x', '```'))).toThrow('R.md:1: write why');
    expect(() => extractSnippets('R.md', md('<!-- snippet: run -->', '', '```ts', 'x', '```'))).toThrow('R.md:1: a snippet comment must sit right above');
    expect(() => extractSnippets('R.md', md('<!-- snippet: output -->', '```text', 'x', '```'))).toThrow('R.md:1: an output block');
    expect(() => extractSnippets('R.md', md('<!-- snippet: run -->', '```css', 'a {}', '```'))).toThrow('R.md:1: snippet comments only annotate');
    expect(() => extractSnippets('R.md', md('<!-- snippet: run -->', '<!-- snippet: declare const a: 1; -->', '```ts', 'a', '```'))).toThrow(
      'self-contained',
    );
  });
});

describe('preludeProblems', () => {
  test('accepts declare statements only', () => {
    expect(preludeProblems('declare const toolCall: { id: string }; declare function respond(x: unknown): void;')).toEqual([]);
    expect(preludeProblems("import { x } from 'y';")).toHaveLength(1);
    expect(preludeProblems('const secret = 1;')).toHaveLength(1);
    expect(preludeProblems("declare module 'ai' {}")).toHaveLength(1);
    expect(preludeProblems('declare const a: ;')).not.toEqual([]);
  });
});
