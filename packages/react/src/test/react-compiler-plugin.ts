import { transformAsync } from '@babel/core';
import reactCompiler from 'babel-plugin-react-compiler';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The query that asks for a module as an app built with the React Compiler would ship it. */
export const REACT_COMPILER_QUERY = '?react-compiler';

/**
 * Compiles modules imported with `?react-compiler` through the React Compiler (the Babel plugin
 * every bundler integration runs), before TypeScript and JSX are stripped, as in an app. The
 * same file imported plainly stays as written, so a test can run both side by side.
 * `panicThreshold: 'all_errors'` makes a component the compiler would skip an error instead of a
 * silent bail-out (else a test would compare the plain code with itself). Target 18: the
 * memo cache comes from `react-compiler-runtime`, which uses React 19's own where it exists. Its
 * TypeScript source is served instead of its CommonJS build, so that its `react` import goes
 * through the React 18 project's aliases too (one React copy).
 */
export function reactCompilerFixtures(): Plugin {
  return {
    name: 'askq:react-compiler-fixtures',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-compiler-runtime' ? createRequire(import.meta.url).resolve('react-compiler-runtime/src/index.ts') : null;
    },
    async transform(code, id) {
      if (!id.endsWith(REACT_COMPILER_QUERY)) return null;
      const filename = id.slice(0, -REACT_COMPILER_QUERY.length);
      const result = await transformAsync(code, {
        filename,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[reactCompiler, { target: '18', panicThreshold: 'all_errors' }]],
      });
      if (!result?.code) throw new Error(`The React Compiler returned nothing for ${filename}`);
      return { code: result.code, map: result.map };
    },
  };
}
