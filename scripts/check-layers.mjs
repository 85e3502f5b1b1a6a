// `pnpm check:layers`: the core's layers (.dependency-cruiser.cjs) hold in packages/core/src, no
// source of the repo is in an import cycle, and the rules still have teeth. After checking the real
// tree, it checks scratch copies of it, each with one import that goes the wrong way (or closes a
// cycle), and fails unless dependency-cruiser rejects every one of them under the rule named here: a
// config edit that quietly allows everything cannot pass. Then the same for the packages: each
// depends on and imports only packages of a lower layer.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(root, '.dependency-cruiser.cjs');
const bin = join(root, 'node_modules/.bin/depcruise');

/** Runs dependency-cruiser over `dirs` of `cwd` (the core's sources unless told). */
const cruise = (cwd, dirs = ['packages/core/src']) => spawnSync(bin, ['--config', config, ...dirs], { cwd, encoding: 'utf8' });

/** Every folder of the repo with sources: the layer rules read the core, the cycle rule all of them. */
const SOURCE_DIRS = ['packages', 'apps', 'examples', 'tests', 'scripts', '.storybook'].filter((dir) => existsSync(join(root, dir)));

/** Imports that break the layering, each with the rule that must reject it. */
const WRONG_WAY = [
  { file: 'parse/parse.ts', line: "import '../dialects/table.js';", rule: 'layer-parse' },
  { file: 'parse/parse-question.ts', line: "import '../fields/question-fields.js';", rule: 'layer-parse' },
  { file: 'fields/question-fields.ts', line: "import '../strict/parse-strict.js';", rule: 'layer-fields' },
  { file: 'protocol/types.ts', line: "import '../machine/store.js';", rule: 'layer-protocol' },
  { file: 'machine/store.ts', line: "import '../parse/parse.js';", rule: 'layer-machine' },
  { file: 'machine/store.ts', line: "import '../connect/dom-ids.js';", rule: 'layer-machine' },
  { file: 'connect/keyboard.ts', line: "import '../fields/connect-field.js';", rule: 'layer-connect' },
  { file: 'session/session-client.ts', line: "import '../parse/parse.js';", rule: 'layer-session' },
  { file: 'encode/claude-output.ts', line: "import '../index.js';", rule: 'layer-encode' },
  // A cycle within a layer, and one outside the core: a lazy chunk's props file importing the part
  // that loads the chunk.
  { file: 'parse/option-label.ts', line: "import './parse-canonical.js';", rule: 'no-circular' },
  { dir: 'packages/ui/src', file: 'option-filter-props.ts', line: "import './option-filter.js';", rule: 'no-circular' },
];

const real = cruise(root, SOURCE_DIRS);
process.stdout.write(real.stdout);
if (real.status !== 0) {
  process.stderr.write(real.stderr);
  process.exit(real.status ?? 1);
}

let missed = 0;
for (const { dir = 'packages/core/src', file, line, rule } of WRONG_WAY) {
  const scratch = mkdtempSync(join(tmpdir(), 'askq-layers-'));
  try {
    cpSync(join(root, dir), join(scratch, dir), { recursive: true });
    const path = join(scratch, dir, file);
    writeFileSync(path, `${line}\n${readFileSync(path, 'utf8')}`);
    const run = cruise(scratch, [dir]);
    const caught = run.status !== 0 && run.stdout.includes(`${rule}: ${dir}/${file}`);
    console.log(`${caught ? 'rejected' : 'NOT REJECTED'}: ${dir === 'packages/core/src' ? file : `${dir}/${file}`} with ${line} (${rule})`);
    if (!caught) {
      missed++;
      process.stdout.write(run.stdout + run.stderr);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
if (missed) {
  console.error(`check:layers: ${missed} wrong-way import(s) passed the layer rules; fix .dependency-cruiser.cjs`);
  process.exit(1);
}
console.log(`check:layers: the core keeps its layers, no source of the repo is in an import cycle, and ${WRONG_WAY.length} wrong-way imports are rejected`);

// ---- the packages' layers -------------------------------------------------------------------
// The packages stack the same way: each may depend on (and import) only packages of a lower layer,
// so a framework adapter builds on the picker and nothing below ever loads an adapter.

/** The packages of packages/, lowest layer first. A new package gets a layer here. */
const PACKAGE_LAYERS = [
  ['@askq/core'],
  ['@askq/react', '@askq/server'],
  ['@askq/ui'],
  ['@askq/ai-sdk'],
  // Framework adapters: one small package each, on top of the rest.
  ['@askq/langgraph', '@askq/assistant-ui', '@askq/openai-agents', '@askq/ag-ui'],
];

const layerOf = new Map(PACKAGE_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST_FILE = /(\.test(-d)?\.tsx?$|\.stories\.tsx?$|(^|\/)(test|test-utils|bench)\/)/;
const ASKQ_IMPORT = /(?:from\s*|import\s*\(?\s*)['"](@askq\/[\w-]+)/g;

/** The files under `dir` (relative paths), without node_modules and build output. */
function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path, base) : [relative(base, path)];
  });
}

/**
 * What breaks the packages' layering: a dependency (of any kind) on a package of the same or a
 * higher layer, a package with no layer, and a source file (not a test) that imports an @askq
 * package its manifest does not depend on (a test may use a lower package from devDependencies).
 * `pkgs`: [{ name, manifest, sources: [{ file, text }] }].
 */
function packageLayerProblems(pkgs) {
  const problems = [];
  for (const { name, manifest, sources } of pkgs) {
    const layer = layerOf.get(name);
    if (layer === undefined) {
      problems.push(`${name} has no layer: add it to PACKAGE_LAYERS in scripts/check-layers.mjs`);
      continue;
    }
    const runtime = new Set();
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
      for (const dep of Object.keys(manifest[field] ?? {}).filter((d) => d.startsWith('@askq/'))) {
        if (field !== 'devDependencies') runtime.add(dep);
        const depLayer = layerOf.get(dep);
        if (depLayer === undefined || depLayer >= layer) problems.push(`${name} (layer ${layer}) lists ${dep} (layer ${depLayer ?? 'none'}) in ${field}: a package depends only on lower layers`);
      }
    }
    for (const { file, text } of sources) {
      for (const [, dep] of text.matchAll(ASKQ_IMPORT)) {
        if (dep !== name && !runtime.has(dep)) problems.push(`${name}: ${file} imports ${dep}, which is not one of its dependencies`);
      }
    }
  }
  return problems;
}

const packagesDir = join(root, 'packages');
const pkgs = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
  .map((entry) => {
    const dir = join(packagesDir, entry.name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const sources = filesOf(join(dir, 'src'))
      .filter((file) => SOURCE.test(file) && !TEST_FILE.test(file))
      .map((file) => ({ file: `packages/${entry.name}/src/${file}`, text: readFileSync(join(dir, 'src', file), 'utf8') }));
    return { name: manifest.name, manifest, sources };
  });
const problems = packageLayerProblems(pkgs);
for (const problem of problems) console.error(`package layers: ${problem}`);
if (problems.length) process.exit(1);

// The rule's teeth: each of these edits to the real manifests and sources must be rejected.
const withEdit = (target, edit) => pkgs.map((p) => (p.name === target ? edit(structuredClone(p)) : p));
const PACKAGE_WRONG_WAY = [
  {
    what: '@askq/core depending on @askq/ui',
    pkgs: withEdit('@askq/core', (p) => ((p.manifest.dependencies = { ...p.manifest.dependencies, '@askq/ui': 'workspace:*' }), p)),
  },
  {
    what: '@askq/react importing @askq/ui in a source file',
    pkgs: withEdit('@askq/react', (p) => (p.sources.push({ file: 'packages/react/src/wrong.ts', text: "import { AskUserQuestion } from '@askq/ui';" }), p)),
  },
  {
    what: 'a package without a layer',
    pkgs: [...pkgs, { name: '@askq/unplaced', manifest: {}, sources: [] }],
  },
];
let packagesMissed = 0;
for (const { what, pkgs: edited } of PACKAGE_WRONG_WAY) {
  const caught = packageLayerProblems(edited).length > 0;
  console.log(`${caught ? 'rejected' : 'NOT REJECTED'}: ${what}`);
  if (!caught) packagesMissed++;
}
if (packagesMissed) {
  console.error(`check:layers: ${packagesMissed} wrong-way package edit(s) passed; fix packageLayerProblems in scripts/check-layers.mjs`);
  process.exit(1);
}
console.log(`check:layers: ${pkgs.length} packages keep their layers (${PACKAGE_LAYERS.map((l) => l.join(', ') || '(none yet)').join(' < ')}), and ${PACKAGE_WRONG_WAY.length} wrong-way edits are rejected`);
