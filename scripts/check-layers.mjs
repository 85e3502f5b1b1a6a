// `pnpm check:layers`: the core's layers (.dependency-cruiser.cjs) hold in packages/core/src, and
// the rule still has teeth. After checking the real tree, it checks scratch copies of it, each with
// one import that goes the wrong way, and fails unless dependency-cruiser rejects every one of them
// under the rule named here: a config edit that quietly allows everything cannot pass.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(root, '.dependency-cruiser.cjs');
const bin = join(root, 'node_modules/.bin/depcruise');

/** Runs dependency-cruiser over packages/core/src of `cwd`. */
const cruise = (cwd) => spawnSync(bin, ['--config', config, 'packages/core/src'], { cwd, encoding: 'utf8' });

/** Imports that break the layering, each with the rule that must reject it. */
const WRONG_WAY = [
  { file: 'parse/parse.ts', line: "import '../dialects/table.js';", rule: 'layer-parse' },
  { file: 'parse/parse-question.ts', line: "import '../fields/question-fields.js';", rule: 'layer-parse' },
  { file: 'fields/question-fields.ts', line: "import '../strict/parse-strict.js';", rule: 'layer-fields' },
  { file: 'protocol/types.ts', line: "import '../machine/store.js';", rule: 'layer-protocol' },
  { file: 'machine/store.ts', line: "import '../parse/parse.js';", rule: 'layer-machine' },
  { file: 'session/session-client.ts', line: "import '../parse/parse.js';", rule: 'layer-session' },
  { file: 'encode/claude-output.ts', line: "import '../index.js';", rule: 'layer-encode' },
];

const real = cruise(root);
process.stdout.write(real.stdout);
if (real.status !== 0) {
  process.stderr.write(real.stderr);
  process.exit(real.status ?? 1);
}

let missed = 0;
for (const { file, line, rule } of WRONG_WAY) {
  const scratch = mkdtempSync(join(tmpdir(), 'askq-layers-'));
  try {
    cpSync(join(root, 'packages/core/src'), join(scratch, 'packages/core/src'), { recursive: true });
    const path = join(scratch, 'packages/core/src', file);
    writeFileSync(path, `${line}\n${readFileSync(path, 'utf8')}`);
    const run = cruise(scratch);
    const caught = run.status !== 0 && run.stdout.includes(`${rule}: packages/core/src/${file}`);
    console.log(`${caught ? 'rejected' : 'NOT REJECTED'}: ${file} with ${line} (${rule})`);
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
console.log(`check:layers: the tree keeps its layers, and ${WRONG_WAY.length} wrong-way imports are rejected`);
