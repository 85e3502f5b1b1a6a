// The layers of packages/core/src, checked by `pnpm run check:layers` (a step of `pnpm test`), and
// no import cycle anywhere in the repo's sources.
// Each folder is a layer and may import itself and the layers listed for it, nothing else; the
// files at the top of src/ (index.ts, the size entry, test helpers) put the layers together and may import any.
// Tests may also reach across (they test through the public entry), but, like the sources, never
// import the other packages, React or a DOM library: the core runs in Node, a browser, a worker
// and an edge function. See the Architecture section of packages/core/README.md.

/** Each layer and the layers below it that it may import. */
const LAYERS = {
  protocol: [],
  encode: ['protocol'],
  machine: ['protocol'],
  connect: ['machine', 'protocol'],
  parse: ['protocol'],
  fields: ['connect', 'machine', 'parse', 'protocol'],
  dialects: ['fields', 'parse', 'encode', 'protocol'],
  strict: ['fields', 'parse', 'protocol'],
  transcript: ['encode', 'protocol'],
  elicitation: ['machine', 'protocol'],
  session: ['protocol'],
};

const SRC = '^packages/core/src/';
// Tests and their fixtures.
const TEST = '(\\.test(-d)?\\.ts|/test-fixtures\\.ts)$';

const layerRules = Object.entries(LAYERS).map(([layer, below]) => {
  const allowed = [layer, ...below];
  return {
    name: `layer-${layer}`,
    comment: `${layer}/ may import ${below.length ? `only ${below.join('/, ')}/ and itself` : 'only itself'}: the layers go up in one direction.`,
    severity: 'error',
    from: { path: `${SRC}${layer}/`, pathNot: TEST },
    // Anything in src/ outside the allowed folders: a higher layer, an unknown folder, a top-level file.
    to: { path: `${SRC}(?!(${allowed.join('|')})/)` },
  };
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'layer-unknown',
      comment: 'Every folder of packages/core/src is a layer: add a new one to LAYERS in .dependency-cruiser.cjs and to the README.',
      severity: 'error',
      from: { path: `${SRC}(?!(${Object.keys(LAYERS).join('|')})/)[^/]+/` },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, in the core or in any other source of the repo (a type import counts: a lazy chunk and the part that loads it share their props through a third file).',
      severity: 'error',
      from: { path: '^(packages|apps|examples|tests|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'core-no-packages',
      comment: 'The core sources import no package at all (no other @askq package, no React, no DOM library) and no Node built-in.',
      severity: 'error',
      from: { path: SRC, pathNot: TEST },
      to: { dependencyTypesNot: ['local'] },
    },
    {
      name: 'core-no-ui',
      comment: 'Core tests run without the other packages, React or a DOM.',
      severity: 'error',
      from: { path: SRC },
      to: { path: '(^|/)node_modules/(@askq/|react|react-dom|@testing-library/|jsdom|happy-dom|@radix-ui/)' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the checker cannot resolve is one it cannot check.',
      severity: 'error',
      from: { path: SRC },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.next|storybook-static|size-out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'packages/core/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@askq/source', 'import', 'types', 'default'],
    },
  },
};
