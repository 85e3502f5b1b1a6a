// The published packages, checked as a user gets them: builds every public package under
// packages/, packs each with pnpm (which applies publishConfig and turns workspace:* into versions)
// into a temp dir, then for each tarball
//   - its package.json and files: LICENSE (the root's, to the byte), README, the repository /
//     homepage / bugs fields (derived from the root package.json's `repository`: the one place the
//     URL is written), no internal `@askq/source` condition, no workspace: specifier, source maps
//     that carry their sources, every bare import of dist/*.js declared as a (peer) dependency;
//   - publint (errors fail; warnings and suggestions are printed);
//   - Are the Types Wrong (attw), every resolution mode: node10 (subpaths via typesVersions),
//     node16 from CJS and from ESM, bundler. One rule is ignored, see IGNORED_ATTW_RULES;
// then installs the tarballs with npm into a temp project (their dependencies and peers come from
// the npm registry), loads every export with require() and with import() in this Node (20.19+),
// resolves the stylesheet, runs every command (`bin`) and type-checks a CommonJS and an ES module
// TypeScript consumer (`module: node20`) of every entry.
//
// In the repository, package.json `exports` carry a leading `@askq/source` condition (the demo,
// Storybook and the tests resolve source through it, without a build); `publishConfig.exports` is
// the same map without it, and this script fails when the two drift apart.
//
// Usage: node scripts/check-packages.mjs [--keep] (--keep leaves the temp dir and prints its path)
import { execFile as execFileCb, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const execFile = promisify(execFileCb);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootPkg = readJson(join(root, 'package.json'));
const keep = process.argv.includes('--keep');
const started = performance.now();

/**
 * attw rules ignored, with why. `cjs-resolves-to-esm`: the packages are ESM only, and `require()`
 * of them works on the Node versions they support (engines: >= 20.19, where require() of a
 * synchronous ES module is on by default; the smoke test below proves it for every entry). attw
 * models TypeScript's `module: node16`, in which a CommonJS file may not import an ES module; with
 * `module: node20` / `nodenext` (TypeScript 5.8+) it may, and the node20 consumer below type-checks.
 * attw has no node20 mode yet (arethetypeswrong/arethetypeswrong.github.io#252). Shipping a second,
 * CommonJS build only to satisfy node16 would bring the dual-package hazard (two copies of the React
 * contexts, two session stores) for no runtime gain.
 */
const IGNORED_ATTW_RULES = { 'cjs-resolves-to-esm': 'CJSResolvesToESM' };

const failures = [];
const fail = (pkg, message) => failures.push(`${pkg}: ${message}`);
const ms = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** pnpm as the caller ran it (`pnpm test` sets npm_execpath), else the pinned version through npx. */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath) && existsSync(execPath)) return [process.execPath, [execPath]];
  const pinned = rootPkg.packageManager?.split('+')[0] ?? 'pnpm';
  return ['npx', ['-y', pinned]];
}

async function run(cmd, args, options = {}) {
  try {
    return await execFile(cmd, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${error.code})${output ? `:\n${output}` : ''}`);
  }
}

// ---- the packages and what their metadata must say -------------------------------------------

const repoUrl = rootPkg.repository?.url;
const web = repoUrl?.replace(/^git\+/, '').replace(/\.git$/, '');
if (!web) throw new Error('the root package.json needs repository.url (the one place the URL is written)');

const packages = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, rel: relative(root, dir).split('\\').join('/'), pkg: readJson(join(dir, 'package.json')) }))
  .filter(({ pkg }) => !pkg.private);
const workspaceVersions = new Map(packages.map(({ pkg }) => [pkg.name, pkg.version]));

function expectedMetadata(rel) {
  return {
    license: 'MIT',
    repository: { type: 'git', url: repoUrl, directory: rel },
    homepage: `${web}/tree/main/${rel}#readme`,
    bugs: { url: `${web}/issues` },
  };
}

/** `exports` without the internal condition: what publishConfig.exports must be. */
function withoutSource(exportsMap) {
  if (typeof exportsMap !== 'object' || exportsMap === null) return exportsMap;
  return Object.fromEntries(
    Object.entries(exportsMap)
      .filter(([key]) => key !== '@askq/source')
      .map(([key, value]) => [key, withoutSource(value)]),
  );
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function checkSourcePackage({ rel, pkg }) {
  if (!same(pkg.publishConfig?.exports, withoutSource(pkg.exports))) {
    fail(pkg.name, `publishConfig.exports must be exports without "@askq/source":\n${JSON.stringify(withoutSource(pkg.exports), null, 2)}`);
  }
  if (!pkg.files?.includes('LICENSE')) fail(pkg.name, '"files" must include LICENSE');
  const license = join(root, rel, 'LICENSE');
  if (!existsSync(license) || readFileSync(license, 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8')) {
    fail(pkg.name, `${rel}/LICENSE must be a copy of the root LICENSE`);
  }
}

// ---- one tarball -------------------------------------------------------------------------------

/** Subpaths with JavaScript (and their types) vs. other files (the stylesheet). */
function entries(pkg) {
  const out = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (subpath === './package.json') continue;
    const file = typeof target === 'string' ? target : target.default;
    out.push({ subpath, specifier: `${pkg.name}${subpath.slice(1)}`, types: target.types, js: /\.[cm]?js$/.test(file), file });
  }
  return out;
}

function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [relative(base, path).split('\\').join('/')];
  });
}

const BUILTIN = new Set(builtinModules);
const packageNameOf = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

function checkTarballContents(name, unpacked, sourcePkg) {
  const pkg = readJson(join(unpacked, 'package.json'));
  const files = filesUnder(unpacked);
  const raw = readFileSync(join(unpacked, 'package.json'), 'utf8');
  if (raw.includes('@askq/source')) fail(name, 'the packed package.json still has the @askq/source condition');
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    for (const [dep, spec] of Object.entries(pkg[field] ?? {})) {
      if (spec.startsWith('workspace:')) fail(name, `${field}.${dep} is still ${spec}`);
      if (workspaceVersions.has(dep) && spec !== workspaceVersions.get(dep)) {
        fail(name, `${field}.${dep} is ${spec}, the workspace has ${workspaceVersions.get(dep)}`);
      }
    }
  }
  for (const [field, value] of Object.entries(expectedMetadata(sourcePkg.rel))) {
    if (!same(pkg[field], value)) fail(name, `"${field}" must be ${JSON.stringify(value)} (derived from the root package.json), is ${JSON.stringify(pkg[field])}`);
  }
  for (const required of ['LICENSE', 'README.md']) if (!files.includes(required)) fail(name, `the tarball has no ${required}`);
  if (existsSync(join(unpacked, 'LICENSE')) && readFileSync(join(unpacked, 'LICENSE'), 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8')) {
    fail(name, 'the packed LICENSE differs from the root LICENSE');
  }
  for (const map of files.filter((f) => f.endsWith('.map'))) {
    const { sources = [], sourcesContent = [] } = readJson(join(unpacked, map));
    sources.forEach((source, i) => {
      const shipped = existsSync(resolve(dirname(join(unpacked, map)), source));
      if (!shipped && typeof sourcesContent[i] !== 'string') fail(name, `${map} points at ${source}, which is neither shipped nor inlined (sourcesContent)`);
    });
  }
  // Every bare import of the shipped JavaScript must be a dependency or a peer of the package.
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), pkg.name]);
  const importRe = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"./][^'"]*)\1/g;
  for (const js of files.filter((f) => /\.[cm]?js$/.test(f) && !f.startsWith('bin/'))) {
    for (const [, , spec] of readFileSync(join(unpacked, js), 'utf8').matchAll(importRe)) {
      const dep = packageNameOf(spec);
      if (!spec.startsWith('node:') && !BUILTIN.has(dep) && !declared.has(dep)) fail(name, `${js} imports ${spec}, not a dependency or peer`);
    }
  }
  return { pkg, files };
}

async function runPublint(name, tarball) {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, level: 'suggestion' });
  const lines = messages.map((m) => `  publint ${m.type}: ${formatMessage(m, pkg) ?? m.code}`);
  const errors = messages.filter((m) => m.type === 'error').length;
  if (errors) fail(name, `publint: ${errors} error(s)`);
  return { summary: messages.length ? `${errors} error(s), ${messages.length - errors} warning(s)/suggestion(s)` : 'all good', lines };
}

const RESOLUTION_LABEL = { node10: 'node10', 'node16-cjs': 'node16-cjs', 'node16-esm': 'node16-esm', bundler: 'bundler' };

async function runAttw(name, tarball, pkg) {
  const attw = join(root, 'node_modules/.bin/attw');
  const excluded = entries(pkg).filter((e) => !e.types).map((e) => e.subpath); // the stylesheet: no types to check
  const args = [tarball, '--format', 'json', '--no-definitely-typed', '--profile', 'strict'];
  if (excluded.length) args.push('--exclude-entrypoints', ...excluded);
  // attw exits 1 when it finds problems; the JSON is on stdout either way. Its stdout is a file, not
  // a pipe: attw exits right after writing, and Node cuts a large write to a pipe short at exit (a
  // package with many entries printed half its JSON).
  const outFile = `${tarball}.attw.json`;
  const fd = openSync(outFile, 'w');
  try {
    await new Promise((done, failed) => {
      const child = spawn(attw, args, { stdio: ['ignore', fd, 'inherit'] });
      child.on('error', failed);
      child.on('exit', done);
    });
  } finally {
    closeSync(fd);
  }
  const stdout = readFileSync(outFile, 'utf8');
  let result;
  try {
    result = JSON.parse(stdout);
  } catch {
    fail(name, `attw printed no JSON:\n${stdout}`);
    return { lines: [] };
  }
  const ignored = new Set(Object.values(IGNORED_ATTW_RULES));
  const problems = Object.values(result.analysis.problems ?? result.problems ?? {}).flat();
  const lines = [];
  for (const [subpath, entry] of Object.entries(result.analysis.entrypoints)) {
    const cells = Object.entries(entry.resolutions).map(([kind, r]) => {
      const here = problems.filter((p) => p.entrypoint === subpath && p.resolutionKind === kind);
      const status = here.length === 0 ? 'ok' : here.map((p) => (ignored.has(p.kind) ? `${p.kind} (ignored: require(esm))` : p.kind)).join('+');
      const format = r.resolution?.isJson ? 'json' : r.resolution ? '' : ' (unresolved)';
      return `${RESOLUTION_LABEL[kind] ?? kind} ${status}${format === 'json' ? '' : format}`;
    });
    lines.push(`  attw ${subpath}: ${cells.join(', ')}`);
  }
  const real = problems.filter((p) => !ignored.has(p.kind));
  for (const p of real) fail(name, `attw ${p.kind} at ${p.entrypoint ?? ''} (${p.resolutionKind ?? ''})`);
  return { lines, errors: real.length };
}

// ---- the installed project ---------------------------------------------------------------------

/** The version the workspace tests a peer with (from the package that has it as a devDependency). */
function workspacePeerVersion(dep) {
  for (const { dir } of packages) {
    const file = join(dir, 'node_modules', dep, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  throw new Error(`no workspace package has ${dep} installed (a peer of a published package)`);
}

async function smoke(work, packed) {
  const project = join(work, 'project');
  mkdirSync(project);
  const tarballs = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]));
  const peers = new Set(packed.flatMap(({ pkg }) => Object.keys(pkg.peerDependencies ?? {})).filter((p) => !workspaceVersions.has(p)));
  peers.delete('redis'); // optional, loaded lazily by the Redis broker: the entries must load without it
  const dependencies = { ...tarballs };
  for (const peer of [...peers].sort()) dependencies[peer] = workspacePeerVersion(peer);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'askq-pack-smoke', private: true, dependencies, overrides: tarballs }, null, 2),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', '--prefer-offline', '--loglevel=error'], { cwd: project });

  const all = packed.flatMap(({ pkg }) => entries(pkg));
  const js = all.filter((e) => e.js).map((e) => e.specifier);
  const assets = all.filter((e) => !e.js).map((e) => e.specifier);
  // require() and import() of every entry, in the same process: the same module, the same exports.
  writeFileSync(
    join(project, 'smoke.cjs'),
    `const { existsSync, statSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
(async () => {
  const results = [];
  for (const spec of ${JSON.stringify(js)}) {
    const row = { spec };
    try { row.required = Object.keys(require(spec)).sort(); } catch (e) { row.requireError = e.code || e.message; }
    try { row.imported = Object.keys(await import(spec)).sort(); } catch (e) { row.importError = e.code || e.message; }
    results.push(row);
  }
  for (const spec of ${JSON.stringify(assets)}) {
    try {
      const path = require.resolve(spec);
      results.push({ spec, asset: true, bytes: existsSync(path) ? statSync(path).size : 0, url: pathToFileURL(path).href });
    } catch (e) { results.push({ spec, asset: true, bytes: 0, error: e.code || e.message }); }
  }
  process.stdout.write(JSON.stringify(results));
})();
`,
  );
  // import.meta.resolve agrees for the assets (the ESM resolver, which bundlers follow).
  writeFileSync(join(project, 'assets.mjs'), `process.stdout.write(JSON.stringify(${JSON.stringify(assets)}.map((s) => { try { return import.meta.resolve(s); } catch { return null; } })));\n`);
  const { stdout, stderr } = await run(process.execPath, ['smoke.cjs'], { cwd: project });
  const assetUrls = JSON.parse((await run(process.execPath, ['assets.mjs'], { cwd: project })).stdout);
  const results = JSON.parse(stdout);
  const lines = [];
  for (const r of results) {
    if (r.asset) {
      const ok = r.bytes > 0 && assetUrls.includes(r.url);
      const problem = r.error ? `require.resolve threw ${r.error}` : 'does not resolve to the same shipped, non-empty file for require.resolve and import.meta.resolve';
      if (!ok) fail(r.spec, problem);
      lines.push(`  ${r.spec}: ${ok ? `resolves (require.resolve = import.meta.resolve), ${r.bytes} bytes` : problem}`);
      continue;
    }
    const problems = [];
    if (r.requireError) problems.push(`require() threw ${r.requireError}`);
    if (r.importError) problems.push(`import() threw ${r.importError}`);
    if (!problems.length && !same(r.required, r.imported)) problems.push('require() and import() give different exports');
    if (!problems.length && r.required.length === 0) problems.push('no exports');
    for (const p of problems) fail(r.spec, p);
    lines.push(`  ${r.spec}: ${problems.length ? problems.join('; ') : `require ok, import ok (${r.required.length} exports)`}`);
  }
  if (stderr.trim()) lines.push(`  node printed: ${stderr.trim().split('\n')[0]}`);

  // Every command, run from the install without arguments: it must start (its dist is shipped) and
  // print its usage.
  for (const bin of packed.flatMap(({ pkg }) => Object.keys(typeof pkg.bin === 'string' ? { [pkg.name.split('/').pop()]: pkg.bin } : pkg.bin ?? {}))) {
    const out = await execFile(join(project, 'node_modules/.bin', bin), [], { cwd: project }).then(
      (r) => r.stdout + r.stderr,
      (e) => `${e.stdout ?? ''}${e.stderr ?? ''}`,
    );
    const ok = out.includes(`Usage: ${bin}`);
    if (!ok) fail(`the ${bin} command`, `did not print its usage:\n${out}`);
    lines.push(`  ${bin} (command): ${ok ? 'runs from the install (prints its usage without arguments)' : 'FAILED'}`);
  }

  // TypeScript consumers under `module: node20`: a CommonJS file (require of ESM, as Node 20.19+
  // does it) and an ES module, each importing every typed entry.
  const typed = all.filter((e) => e.js);
  const body = typed.map((e, i) => `import * as m${i} from '${e.specifier}';`).join('\n') + `\nexport const all = [${typed.map((_, i) => `m${i}`).join(', ')}];\n`;
  writeFileSync(join(project, 'consumer.cts'), body);
  writeFileSync(join(project, 'consumer.mts'), body);
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'node20', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['consumer.cts', 'consumer.mts'] }),
  );
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  try {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project });
    lines.push(`  TypeScript (module node20): ${typed.length} entries type-check from a .cts (require) and a .mts (import)`);
  } catch (error) {
    fail('TypeScript consumer', error.message);
    lines.push('  TypeScript (module node20): FAILED');
  }
  return lines;
}

// ---- main --------------------------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'askq-pack-'));
try {
  for (const p of packages) checkSourcePackage(p);

  const [pnpm, pnpmArgs] = pnpmCommand();
  const filters = packages.flatMap(({ pkg }) => ['--filter', pkg.name]);
  console.log(`building ${packages.map(({ pkg }) => pkg.name).join(', ')}`);
  // turbo (through pnpm exec, so that it finds pnpm) builds each package after its dependencies and
  // replays an unchanged package's build from its cache.
  await run(pnpm, [...pnpmArgs, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...filters], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  console.log(`built (${ms()}); packing`);
  const tarDir = join(work, 'tarballs');
  const { stdout } = await run(pnpm, [...pnpmArgs, '-r', ...filters, 'pack', '--pack-destination', tarDir, '--json'], { cwd: root });
  const packInfo = [JSON.parse(stdout)].flat();

  const packed = [];
  for (const { name, filename } of packInfo) {
    const unpacked = join(work, 'unpacked', name);
    mkdirSync(unpacked, { recursive: true });
    await run('tar', ['xzf', filename, '-C', unpacked, '--strip-components=1']);
    const source = packages.find(({ pkg }) => pkg.name === name);
    const { pkg, files } = checkTarballContents(name, unpacked, source);
    packed.push({ name, tarball: filename, pkg, files });
  }
  console.log(`packed ${packed.length} (${ms()}); publint and attw`);

  const reports = await Promise.all(
    packed.map(async ({ name, tarball, pkg, files }) => {
      const [lint, types] = await Promise.all([runPublint(name, tarball), runAttw(name, tarball, pkg)]);
      const kb = (statSync(tarball).size / 1024).toFixed(1);
      return [`${name}@${pkg.version} (${files.length} files, ${kb} kB packed): publint ${lint.summary}; attw ${types.errors ? `${types.errors} problem(s)` : 'clean'}`, ...lint.lines, ...types.lines];
    }),
  );
  for (const report of reports) console.log(report.join('\n'));

  console.log(`installing the tarballs with npm and loading every entry (${ms()})`);
  console.log((await smoke(work, packed)).join('\n'));
} catch (error) {
  failures.push(error.message);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\ncheck-packages: ${failures.length} problem(s) (${ms()}):\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-packages: ${packages.length} packages ready to publish (${ms()}); attw rules ignored: ${Object.keys(IGNORED_ATTW_RULES).join(', ')} (see the comment in scripts/check-packages.mjs)`);
