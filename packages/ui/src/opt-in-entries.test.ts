// @vitest-environment node
/**
 * The idle timeout, draft persistence and text and number questions are opt-ins the app hands
 * over: the drop-in picker's import graph (what `scripts/size.mjs` measures for it) must not reach
 * them, and their own entries must.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The source files `entry` pulls into a bundle (React, Radix and clsx external). */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    conditions: ['@askq/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/*', 'clsx'],
    logLevel: 'silent',
    // Inputs named from the repository root: packages/<name>/src/...
    absWorkingDir: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  return Object.entries(result.metafile.outputs).flatMap(([, output]) =>
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
      'packages/core/src/fields/question-fields.ts',
      'packages/ui/src/number-field.tsx',
      'packages/ui/src/text-field.tsx',
    ]);
  });
});

/** What only text and number questions use: core's fields kit and ui's two fields. */
const FIELDS = /^packages\/(core\/src\/fields\/.*|ui\/src\/(number-field|text-field)\.tsx)$/;
