// @vitest-environment node
/**
 * The idle timeout, draft persistence and text and number questions are opt-ins the app hands
 * over: the drop-in picker's import graph (what `scripts/size.mjs` measures for it) must not reach
 * them, and their own entries must. Parts only its lazy chunks use stay out of its first load.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstLoadInputs } from '../../../scripts/first-load.mjs';

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/*', 'clsx'];

/** `entry` bundled (React, Radix and clsx external), its inputs named from the repository root. */
function bundle(entry: string) {
  return build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    conditions: ['@askq/source'],
    external: EXTERNAL,
    logLevel: 'silent',
    // Inputs named from the repository root: packages/<name>/src/...
    absWorkingDir: fileURLToPath(new URL('../../..', import.meta.url)),
  });
}

/** The source files `entry` pulls into a bundle. */
async function inputsOf(entry: string): Promise<string[]> {
  return Object.values((await bundle(entry)).metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

const OPT_IN = /^packages\/(core\/src\/machine\/(idle-timeout|draft-storage)\.ts|react\/src\/(idle-timeout|use-draft-persistence)\.ts|ui\/src\/countdown\.tsx)$/;

describe('opt-in entries', () => {
  it('the drop-in picker bundles neither the idle timeout, nor its countdown, nor draft persistence', async () => {
    const inputs = await inputsOf('./size-entry-picker.ts');
    expect(inputs.some((path) => path === 'packages/ui/src/ask-user-question.tsx')).toBe(true);
    expect(inputs.filter((path) => OPT_IN.test(path))).toEqual([]);
  });

  it('@askq/ui/idle-timeout brings the timeout and its countdown; @askq/ui/drafts the draft storage', async () => {
    const timeout = await inputsOf('./idle-timeout.ts');
    expect(timeout.filter((path) => OPT_IN.test(path)).map((path) => path.split('/').pop()).sort()).toEqual([
      'countdown.tsx',
      'idle-timeout.ts',
      'idle-timeout.ts',
    ]);
    const drafts = await inputsOf('./drafts.ts');
    expect(drafts.filter((path) => OPT_IN.test(path)).map((path) => path.split('/').pop()).sort()).toEqual([
      'draft-storage.ts',
      'use-draft-persistence.ts',
    ]);
  });

  it('the drop-in picker bundles no text or number question code; @askq/ui/fields brings it all', async () => {
    const dropIn = await inputsOf('./size-entry-picker.ts');
    expect(dropIn.filter((path) => FIELDS.test(path))).toEqual([]);
    const fields = await inputsOf('./fields.ts');
    expect(fields.filter((path) => FIELDS.test(path)).sort()).toEqual([
      'packages/core/src/fields/connect-field.ts',
      'packages/core/src/fields/field-values.ts',
      'packages/core/src/fields/index.ts',
      'packages/core/src/fields/number-step.ts',
      'packages/core/src/fields/parse-number.ts',
      'packages/core/src/fields/parse-with-fields.ts',
      'packages/core/src/fields/question-fields.ts',
      'packages/ui/src/number-field.tsx',
      'packages/ui/src/text-field.tsx',
    ]);
  });
});

/** What only text and number questions use: core's fields kit and ui's two fields. */
const FIELDS = /^packages\/(core\/src\/fields\/.*|ui\/src\/(number-field|text-field)\.tsx)$/;

describe('parts only the lazy chunks use', () => {
  it('stay out of the drop-in\'s first load: HtmlPreview and filterOptions come from entries of their own', async () => {
    const initial = await firstLoadInputs('packages/ui/src/size-entry-picker.ts', EXTERNAL);
    expect(initial).toContain('packages/ui/src/ask-user-question.tsx');
    expect(initial.filter((path) => /\/(html-preview|filter-options)\.tsx?$/.test(path))).toEqual([]);
    // Still in the bundle: loaded on first use, with the preview pane and the filter field.
    const all = await inputsOf('./size-entry-picker.ts');
    expect(all).toEqual(expect.arrayContaining(['packages/ui/src/html-preview.tsx', 'packages/ui/src/filter-options.ts']));
  });

  it('the fields kit loads the parse of text and number questions on first use, not up front', async () => {
    const initial = await firstLoadInputs('packages/ui/src/size-entry-picker-fields.ts', EXTERNAL);
    // The kit's runtime (answers, checks, stepping, the fields) loads with the picker ...
    expect(initial).toEqual(expect.arrayContaining(['packages/core/src/fields/field-values.ts', 'packages/core/src/fields/connect-field.ts', 'packages/ui/src/number-field.tsx']));
    // ... the parse (the lenient parse, the number field's reading) when an input first needs it.
    const parse = /^packages\/core\/src\/(parse\/parse(-question|-options|-partial-json)?\.ts|fields\/(parse-number|parse-with-fields|question-fields)\.ts)$/;
    expect(initial.filter((path) => parse.test(path))).toEqual([]);
    const all = await inputsOf('./size-entry-picker-fields.ts');
    expect(all).toEqual(expect.arrayContaining(['packages/core/src/fields/parse-with-fields.ts', 'packages/core/src/parse/parse.ts']));
  });

  it('AskSession loads the parse of other dialects and of Claude Code\'s schema on first use, not up front', async () => {
    const initial = await firstLoadInputs('packages/ui/src/size-entry-session.ts', EXTERNAL);
    expect(initial).toEqual(expect.arrayContaining(['packages/ui/src/ask-session.tsx', 'packages/core/src/session/session-client.ts']));
    const parse = /^packages\/(core\/src\/(parse\/parse\.ts|dialects\/.*|strict\/.*|encode\/result-text\.ts)|ui\/src\/session-parser\.ts)$/;
    expect(initial.filter((path) => parse.test(path))).toEqual([]);
    const all = await inputsOf('./size-entry-session.ts');
    expect(all).toEqual(expect.arrayContaining(['packages/ui/src/session-parser.ts', 'packages/core/src/dialects/table.ts', 'packages/core/src/strict/parse-strict.ts']));
  });

  it('@askq/ui/html-preview and @askq/ui/filter-options export them', async () => {
    // Through the package's exports map (a package cannot import itself by name here).
    const exports = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports as Record<string, Record<string, string>>;
    const entry = (name: string) => import(new URL(`../${exports[name]!['@askq/source']!.slice(2)}`, import.meta.url).href);
    const { HtmlPreview } = (await entry('./html-preview')) as typeof import('./html-preview.js');
    const { filterOptions } = (await entry('./filter-options')) as typeof import('./filter-options.js');
    expect(typeof HtmlPreview).toBe('function');
    const options = [{ id: 'a', label: 'École', displayLabel: 'École', recommended: false }];
    expect(filterOptions(options, 'ecole')).toEqual(new Set(['a']));
  });
});
