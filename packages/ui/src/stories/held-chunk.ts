// For tests of the parts loaded on first use: a chunk held back until the test lets it through.
// In a test file: `vi.mock('./the-chunk.js', (importOriginal) => holdChunk(importOriginal))`, then
// `chunk.asked` counts the imports of it and `chunk.open()` lets them finish. Each test file has a
// module registry of its own: nothing else on that "page" has loaded the chunk, and `chunk` is that
// file's own.

let open = () => undefined as void;
const gate = new Promise<void>((resolve) => (open = resolve));

export const chunk = { asked: 0, open: () => open() };

/** The chunk's import, counted, and finished once `chunk.open()` is called. */
export async function holdChunk<M>(importOriginal: () => Promise<M>): Promise<M> {
  chunk.asked++;
  await gate;
  return importOriginal();
}
