// Writes snippets to files, type-checks them with the TypeScript compiler API as a consumer of the
// packages would (bare imports, resolved through this package's node_modules), and runs the ones
// marked run. Every message names the README and its line, not the generated file.
import { execFile as execFileCb } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import ts from 'typescript';
import type { Snippet } from './extract.js';

const execFile = promisify(execFileCb);

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(packageDir, '../..');
/** Gitignored: rewritten on every run. Inside this package, so bare imports resolve through its node_modules. */
export const snippetDir = join(packageDir, '.snippets');

/** The READMEs whose code is checked, relative to the repository root: the root one and each package's. */
export function readmePaths(): string[] {
  const packages = readdirSync(join(repoRoot, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/README.md`)
    .sort();
  return ['README.md', ...packages];
}

export interface WrittenSnippet {
  snippet: Snippet;
  file: string;
  /** Lines of the file before the README's code starts (the prelude). */
  offset: number;
}

/** One module per snippet: the hidden prelude first, then the code exactly as the README shows it. */
export function writeSnippets(snippets: Snippet[]): WrittenSnippet[] {
  rmSync(snippetDir, { recursive: true, force: true });
  mkdirSync(snippetDir, { recursive: true });
  return snippets.map((snippet) => {
    // One folder per README, so a block can import another of the same README by its file name.
    const slug = snippet.readme === 'README.md' ? 'root' : snippet.readme.split('/')[1]!;
    mkdirSync(join(snippetDir, slug), { recursive: true });
    const file = join(snippetDir, slug, snippet.file ?? `L${snippet.fenceLine}.${snippet.ext}`);
    const prelude = snippet.prelude ? `${snippet.prelude}\n` : '';
    writeFileSync(file, `${prelude}${snippet.code}\n`);
    return { snippet, file, offset: prelude ? prelude.split('\n').length - 1 : 0 };
  });
}

/** What a prelude may hold: `declare` statements only, nothing a reader would have to run or import. */
export function preludeProblems(prelude: string): string[] {
  const source = ts.createSourceFile('prelude.ts', prelude, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const parseErrors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  for (const error of parseErrors) problems.push(ts.flattenDiagnosticMessageText(error.messageText, ' '));
  for (const statement of source.statements) {
    const declared = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword);
    if (!declared || ts.isModuleDeclaration(statement)) {
      problems.push(`only \`declare\` statements (no modules, imports or code) may be hidden from the reader: \`${statement.getText(source)}\``);
    }
  }
  return problems;
}

/**
 * The older AI SDK majors the READMEs promise (ai 5 with @ai-sdk/react 2, ai 6 with 3), installed
 * here under pnpm aliases; `paths` maps the bare names onto them for every file of the program,
 * the askq sources included, as a consumer's single install of that major would.
 */
export const AI_MAJORS = [
  { name: 'ai 5', ai: 'ai-v5', react: '@ai-sdk/react-v2' },
  { name: 'ai 6', ai: 'ai-v6', react: '@ai-sdk/react-v3' },
] as const;

export type AiMajor = (typeof AI_MAJORS)[number];

/** Whether a snippet touches the AI SDK (directly or through @askq/ai-sdk), so the majors apply. */
export const usesAiSdk = (snippet: Snippet) => /from '(ai|@ai-sdk\/react|@askq\/ai-sdk(\/server)?)'/.test(snippet.code);

function compilerOptions(major?: AiMajor, strictest = false): ts.CompilerOptions {
  const base = ts.readConfigFile(join(repoRoot, 'tsconfig.base.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(base.config, ts.sys, repoRoot);
  return {
    ...parsed.options,
    // The base config's customConditions (@askq/source) resolve the askq packages to their source.
    noEmit: true,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
    allowJs: true,
    checkJs: true,
    types: ['node'],
    typeRoots: [join(packageDir, 'node_modules/@types')],
    // A consumer on TypeScript's strictest optional properties: `prop?: T` then refuses an
    // explicit `undefined`, which snippets pass (a saved draft that may be missing, an optional prop).
    ...(strictest && { exactOptionalPropertyTypes: true }),
    ...(major && {
      paths: { ai: [join(packageDir, 'node_modules', major.ai)], '@ai-sdk/react': [join(packageDir, 'node_modules', major.react)] },
    }),
  };
}

/** `README.md:42` for a 0-based line of the snippet's file (the prelude's lines name its comment). */
function readmeLine(w: WrittenSnippet, line: number): string {
  const { readme, preludeLine, fenceLine } = w.snippet;
  return line < w.offset ? `${readme}:${preludeLine} (prelude)` : `${readme}:${fenceLine + 1 + line - w.offset}`;
}

/** Each snippet's diagnostics, worded `README.md:42:7 TS2304: ...`; global ones under the key ''. */
export function typeCheck(written: WrittenSnippet[], major?: AiMajor, strictest = false): Map<string, string[]> {
  const program = ts.createProgram(
    written.map((w) => w.file),
    compilerOptions(major, strictest),
  );
  const result = new Map<string, string[]>();
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  result.set('', global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
  for (const w of written) {
    const source = program.getSourceFile(w.file);
    if (!source) {
      result.set(w.snippet.name, [`${w.snippet.name}: not in the program`]);
      continue;
    }
    const where = (position: number) => {
      const { line, character } = source.getLineAndCharacterOfPosition(position);
      return line < w.offset ? readmeLine(w, line) : `${readmeLine(w, line)}:${character + 1}`;
    };
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    result.set(w.snippet.name, [
      ...diagnostics.map((d) => `${where(d.start ?? 0)} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`),
      ...unresolvedSideEffectImports(w.file, source).map(({ specifier, position }) => `${where(position)}: import '${specifier}' does not resolve`),
    ]);
  }
  return result;
}

/**
 * `import '@askq/ui/styles.css'` and the like: TypeScript does not resolve imports without
 * bindings, so Node's resolver checks them (a stylesheet path that the package does not export fails).
 */
function unresolvedSideEffectImports(file: string, source: ts.SourceFile): { specifier: string; position: number }[] {
  const require = createRequire(file);
  return source.statements
    .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && !s.importClause && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => ({ specifier: (s.moduleSpecifier as ts.StringLiteral).text, position: s.getStart(source) }))
    .filter(({ specifier }) => {
      try {
        require.resolve(specifier);
        return false;
      } catch {
        return true;
      }
    });
}

/**
 * Bundles a run snippet for Node with the source condition (no build of the packages needed) and
 * runs it in a fresh Node process. Resolves with its stdout; rejects naming the README line when
 * it throws or exits non-zero.
 */
export async function runSnippet(w: WrittenSnippet): Promise<string> {
  const outfile = w.file.replace(/\.[a-z]+$/, '.bundle.mjs');
  await build({
    entryPoints: [w.file],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    conditions: ['@askq/source'],
    logLevel: 'silent',
    absWorkingDir: packageDir,
    sourcemap: 'inline',
  });
  try {
    const { stdout } = await execFile(process.execPath, ['--enable-source-maps', outfile], { cwd: packageDir, timeout: 20_000 });
    return stdout;
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: number | string };
    // The source map points the stack at the snippet file; point it at the README instead.
    const escaped = w.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const output = (stderr ?? String(error)).replace(new RegExp(`${escaped}:(\\d+)`, 'g'), (_, line: string) => readmeLine(w, Number(line) - 1));
    throw new Error(`${w.snippet.name}: the snippet failed when run (exit ${code}; bundle ${relative(repoRoot, outfile)}):\n${output}`);
  }
}
