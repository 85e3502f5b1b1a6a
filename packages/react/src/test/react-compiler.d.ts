// A module imported with `?react-compiler` (see react-compiler-plugin.ts): type it with `typeof import()` of the plain path.
declare module '*?react-compiler' {
  const compiled: unknown;
  export = compiled;
}
