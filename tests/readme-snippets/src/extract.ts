// Reads the fenced code blocks of a README and the `<!-- snippet: ... -->` comments that annotate
// them. Pure: no file system, so the extraction itself is unit-tested on small strings.

/** Fence languages whose blocks are compiled; every other language (sh, css, jsonc, text) is prose. */
export const CODE_LANGUAGES: Record<string, 'ts' | 'tsx' | 'js' | 'jsx' | 'mjs'> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mjs: 'mjs',
};

export interface Block {
  /** The fence's language tag, lower-cased ('' when there is none). */
  lang: string;
  /** 1-based line of the opening fence. */
  fenceLine: number;
  /** The lines between the fences. */
  code: string;
  /** The `<!-- snippet: ... -->` comments right above the fence (no blank line between), in order. */
  directives: Directive[];
}

export interface Directive {
  /** 1-based line where the comment starts. */
  line: number;
  /** The text after `snippet:`, trimmed. */
  text: string;
}

export interface Snippet {
  /** `README.md:42`: the README (relative to the repository) and the line of its opening fence. */
  name: string;
  readme: string;
  fenceLine: number;
  ext: 'ts' | 'tsx' | 'js' | 'jsx' | 'mjs';
  code: string;
  /** Reader-invisible `declare` statements from a `<!-- snippet: declare ... -->` comment. */
  prelude: string;
  /** 1-based README line of the prelude comment (0 without one). */
  preludeLine: number;
  run: boolean;
  /** Why the block is not compiled, from `<!-- snippet: skip (why) -->`; null when it is. */
  skip: string | null;
  /** The stdout a run snippet prints, from a ```text block marked `<!-- snippet: output -->` after it. */
  expectedOutput: string | null;
  /**
   * The module's file name from `<!-- snippet: file tools.ts -->`, so that a later block of the same
   * README can import it (`./tools`); null for the usual one module per block.
   */
  file: string | null;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/;
const DIRECTIVE = /^<!--\s*snippet:([\s\S]*?)-->$/;

/** Every fenced block of a Markdown text, with the snippet comments right above each one. */
export function parseBlocks(markdown: string): { blocks: Block[]; strayDirectives: Directive[] } {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  const comments = new Map<number, Directive & { end: number }>(); // keyed by end line (0-based)
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent, marks, lang] = fence;
      const close = new RegExp(`^${indent}${marks![0] === '`' ? '`' : '~'}{${marks!.length},}\\s*$`);
      let end = i + 1;
      while (end < lines.length && !close.test(lines[end]!)) end++;
      blocks.push({
        lang: lang!.toLowerCase(),
        fenceLine: i + 1,
        code: lines.slice(i + 1, end).map((l) => (l.startsWith(indent!) ? l.slice(indent!.length) : l)).join('\n'),
        directives: [],
      });
      i = end + 1;
      continue;
    }
    if (line.trimStart().startsWith('<!--') && /<!--\s*snippet:/.test(line)) {
      let end = i;
      while (end < lines.length && !lines[end]!.includes('-->')) end++;
      const text = lines.slice(i, end + 1).join('\n').trim();
      const match = DIRECTIVE.exec(text);
      comments.set(end, { line: i + 1, text: match ? match[1]!.trim() : text, end });
      i = end + 1;
      continue;
    }
    i++;
  }
  const used = new Set<number>();
  for (const block of blocks) {
    // Walk up from the fence over directly adjacent comments.
    let end = block.fenceLine - 2;
    const found: Directive[] = [];
    while (comments.has(end)) {
      const comment = comments.get(end)!;
      found.unshift({ line: comment.line, text: comment.text });
      used.add(end);
      end = comment.line - 2;
    }
    block.directives = found;
  }
  const strayDirectives = [...comments.entries()].filter(([end]) => !used.has(end)).map(([, c]) => ({ line: c.line, text: c.text }));
  return { blocks, strayDirectives };
}

/**
 * The compiled snippets of one README. Throws on a directive that cannot be honoured (a skip
 * without a reason, an output block with no run snippet before it, a comment not above a block),
 * so a typo in a directive fails the test instead of silently dropping a check.
 */
export function extractSnippets(readme: string, markdown: string): Snippet[] {
  const { blocks, strayDirectives } = parseBlocks(markdown);
  const problems: string[] = strayDirectives.map((d) => `${readme}:${d.line}: a snippet comment must sit right above a code block`);
  const snippets: Snippet[] = [];
  let previous: Snippet | null = null;
  for (const block of blocks) {
    const ext = CODE_LANGUAGES[block.lang];
    if (!ext) {
      const output = block.directives.find((d) => d.text === 'output');
      if (output) {
        if (!previous?.run || block.lang !== 'text') problems.push(`${readme}:${output.line}: an output block is a \`\`\`text block right after a run snippet`);
        else previous.expectedOutput = block.code;
      } else if (block.directives.length > 0) {
        problems.push(`${readme}:${block.directives[0]!.line}: snippet comments only annotate ts, tsx, js, jsx or mjs blocks (this one is \`${block.lang || 'plain'}\`)`);
      }
      previous = null;
      continue;
    }
    const snippet: Snippet = {
      name: `${readme}:${block.fenceLine}`,
      readme,
      fenceLine: block.fenceLine,
      ext,
      code: block.code,
      prelude: '',
      preludeLine: 0,
      run: false,
      skip: null,
      expectedOutput: null,
      file: null,
    };
    for (const directive of block.directives) {
      const skip = /^skip\b\s*(?:\((.*)\))?$/s.exec(directive.text);
      const file = /^file\s+(\S+)$/.exec(directive.text);
      if (directive.text === 'run') snippet.run = true;
      else if (file) {
        if (!/^[\w-]+\.(ts|tsx|js|jsx|mjs)$/.test(file[1]!)) problems.push(`${readme}:${directive.line}: a snippet file name is a plain name with a code extension, e.g. tools.ts`);
        else if (snippets.some((s) => s.file === file[1])) problems.push(`${readme}:${directive.line}: ${file[1]} is already a snippet of this README`);
        snippet.file = file[1]!;
      }
      else if (skip) {
        if (!skip[1]?.trim()) problems.push(`${readme}:${directive.line}: write why a block is skipped: <!-- snippet: skip (why) -->`);
        snippet.skip = skip[1]?.trim() ?? '';
      } else if (directive.text === 'output') problems.push(`${readme}:${directive.line}: an output comment goes above the \`\`\`text block after a run snippet`);
      else if (snippet.prelude) problems.push(`${readme}:${directive.line}: one prelude comment per block`);
      else {
        snippet.prelude = directive.text;
        snippet.preludeLine = directive.line;
      }
    }
    if (snippet.run && snippet.prelude) problems.push(`${readme}:${snippet.preludeLine}: a run snippet cannot lean on declared values: it must be self-contained`);
    snippets.push(snippet);
    previous = snippet;
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return snippets;
}

/** How many code fences of a compiled language the text has, counted without the parser above. */
export function countCodeFences(markdown: string): number {
  const langs = Object.keys(CODE_LANGUAGES).join('|');
  return (markdown.match(new RegExp(`^\\s*\`\`\`(?:${langs})\\s*$`, 'gim')) ?? []).length;
}
