import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { AI_MAJORS, preludeProblems, readmePaths, repoRoot, runSnippet, typeCheck, usesAiSdk, type WrittenSnippet, writeSnippets } from './check.js';
import { countCodeFences, extractSnippets, type Snippet } from './extract.js';

const readmes = readmePaths().map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }));
const perReadme = readmes.map((readme) => ({ ...readme, snippets: extractSnippets(readme.path, readme.text) }));
const snippets: Snippet[] = perReadme.flatMap((r) => r.snippets);
const compiled = snippets.filter((s) => s.skip === null);

let written: WrittenSnippet[] = [];
let diagnostics = new Map<string, string[]>();
const majorDiagnostics = new Map<string, Map<string, string[]>>();
let strictestDiagnostics = new Map<string, string[]>();

beforeAll(() => {
  written = writeSnippets(compiled);
  diagnostics = typeCheck(written);
  // The AI SDK snippets again against each older major; the other snippets stay in the program as
  // files a snippet may import (a README's tools.ts), but only the AI SDK ones are asserted.
  for (const major of AI_MAJORS) majorDiagnostics.set(major.name, typeCheck(written.filter((w) => usesAiSdk(w.snippet) || w.snippet.file), major));
  // Every snippet again in a consumer's strictest setting (exactOptionalPropertyTypes).
  strictestDiagnostics = typeCheck(written, undefined, true);
}, 240_000);

describe('extraction', () => {
  test('finds the root README and every package README', () => {
    expect(readmes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['README.md', 'packages/core/README.md', 'packages/ai-sdk/README.md', 'packages/ui/README.md']),
    );
  });

  test.each(perReadme.map((r) => [r.path, r] as const))('%s: every ts/tsx/js block is extracted', (_, readme) => {
    const fences = countCodeFences(readme.text);
    expect(readme.snippets.length).toBe(fences);
    // The package READMEs all show code; an extraction bug must not make the suite vacuous.
    expect(readme.snippets.length).toBeGreaterThan(0);
  });

  test("the root README's list of what a useChat app adds is code its compiled snippets hold", () => {
    // The list names each added line in inline code; the quick start marks the same lines `// askq`.
    const root = perReadme.find((r) => r.path === 'README.md')!;
    const list = /An existing `useChat` app adds six lines and the stylesheet[^\n]*\n\n((?:(?:\d+\.| {3}).*\n)+)/.exec(root.text);
    expect(list, 'the list under "An existing `useChat` app adds six lines and the stylesheet"').not.toBeNull();
    const spans = [...list![1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/;$/, ''));
    const code = root.snippets.filter((s) => s.skip === null).map((s) => s.code);
    const missing = spans.filter((span) => !code.some((c) => c.includes(span)) && !['ai', 'useChat', 'streamText', 'null'].includes(span));
    expect(missing).toEqual([]);
    const marked = code.flatMap((c) => c.split('\n')).filter((line) => /\/\/ askq\b/.test(line));
    expect(marked, 'six lines and the stylesheet, each marked // askq').toHaveLength(7);
  });

  test('the compiler sees no configuration problem', () => {
    expect(diagnostics.get('')).toEqual([]);
  });
});

describe.each(perReadme.map((r) => [r.path, r] as const))('%s', (_, readme) => {
  for (const snippet of readme.snippets) {
    if (snippet.skip !== null) {
      test.skip(`${snippet.name} (skipped: ${snippet.skip})`, () => {});
      continue;
    }
    test(`${snippet.name} type-checks${snippet.prelude ? ' (with a declare prelude)' : ''}`, () => {
      const problems = snippet.prelude ? preludeProblems(snippet.prelude).map((p) => `${snippet.readme}:${snippet.preludeLine} ${p}`) : [];
      const errors = [...problems, ...(diagnostics.get(snippet.name) ?? [`${snippet.name}: not checked`])];
      expect(errors, `${snippet.name}\n${errors.join('\n')}`).toEqual([]);
    });
    test(`${snippet.name} type-checks with exactOptionalPropertyTypes`, () => {
      const errors = strictestDiagnostics.get(snippet.name) ?? [`${snippet.name}: not checked with exactOptionalPropertyTypes`];
      expect(errors, `${snippet.name} with exactOptionalPropertyTypes\n${errors.join('\n')}`).toEqual([]);
    });
    if (usesAiSdk(snippet)) {
      for (const major of AI_MAJORS) {
        test(`${snippet.name} type-checks with ${major.name}`, () => {
          const errors = majorDiagnostics.get(major.name)?.get(snippet.name) ?? [`${snippet.name}: not checked with ${major.name}`];
          expect(errors, `${snippet.name} with ${major.name}\n${errors.join('\n')}`).toEqual([]);
        });
      }
    }
    if (snippet.run) {
      test(`${snippet.name} runs${snippet.expectedOutput !== null ? ' and prints what the README shows' : ''}`, async () => {
        const w = written.find((x) => x.snippet === snippet)!;
        const stdout = await runSnippet(w);
        if (snippet.expectedOutput !== null) expect(stdout.trimEnd(), `${snippet.name}: the output block below it`).toBe(snippet.expectedOutput.trimEnd());
      });
    }
  }
});
