/**
 * packages/react and packages/ui also run their unit tests on React 18 through the aliases
 * `react-18` / `react-dom-18`. react-dom declares `react` as a peer, and pnpm resolves a peer from
 * the dependent's own `react` (19), so react-dom@18 would load React 19 at runtime, which breaks it.
 * Making `react` a regular dependency of react-dom@18 gives it its own React 18 sibling.
 * Only react-dom@18 is affected, and only the test copies install it.
 */
module.exports = {
  hooks: {
    readPackage(pkg) {
      if (pkg.name === 'react-dom' && pkg.version.startsWith('18.') && pkg.peerDependencies?.react) {
        pkg.dependencies = { ...pkg.dependencies, react: pkg.peerDependencies.react };
        delete pkg.peerDependencies.react;
      }
      return pkg;
    },
  },
};
