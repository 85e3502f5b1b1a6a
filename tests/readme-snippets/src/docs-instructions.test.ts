// The run instructions of the root README and of Storybook's introduction, against what the code
// they describe does: the URLs the cluster demo prints, the Next.js example's address and the
// stylesheet's dark mode.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const readme = read('README.md');

/** The text of a README section, from its heading to the next heading of any level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/^#{1,6} /m);
  return end === -1 ? rest : rest.slice(0, end);
}

describe('the root README', () => {
  test('cluster mode: the URLs to open are the ones the cluster prints, both of one ?session=', () => {
    const cluster = section(readme, '### Cluster mode: two server instances on one Redis');
    const script = read('apps/demo/server/cluster.mjs');
    // The instances' default ports and the lines the script prints for the reader to open.
    const port = (name: string) => new RegExp(`portFromEnv\\('${name}', (\\d+)\\)`).exec(script)?.[1];
    const ports = { a: port('ASKQ_DEMO_PORT_A'), b: port('ASKQ_DEMO_PORT_B') };
    expect(ports).toEqual({ a: expect.stringMatching(/^\d+$/), b: expect.stringMatching(/^\d+$/) });
    const templates = [...script.matchAll(/`(Open \$\{[ab]\.url\}\?session=\$\{session\}[^`]*)`/g)].map((m) => m[1]!);
    expect(templates).toHaveLength(2);

    const sessions = [...new Set([...cluster.matchAll(/\?session=([\w-]+)/g)].map((m) => m[1]!))];
    expect(sessions, 'one session, named in the section').toHaveLength(1);
    // An instance's URL as it prints it (start.mjs reports `http://127.0.0.1:<port>/`).
    const printed = templates.map((line) =>
      line
        .replace('${a.url}', `http://127.0.0.1:${ports.a}/`)
        .replace('${b.url}', `http://127.0.0.1:${ports.b}/`)
        .replace('${session}', sessions[0]!),
    );
    for (const line of printed) expect(cluster).toContain(line);
    // Every URL of an instance the section gives with a path or query carries that session.
    const urls = [...cluster.matchAll(/http:\/\/127\.0\.0\.1:(\d+)\/\S*/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) expect(url).toContain(`?session=${sessions[0]}`);
    expect(new Set(urls.map((url) => new URL(url).port))).toEqual(new Set([ports.a, ports.b]));
  });

  test("gives the Next.js example's URL, the one its own README gives", () => {
    const example = /`next dev` on (http:\/\/localhost:\d+)/.exec(read('examples/next-app/README.md'))?.[1];
    expect(example).toBeDefined();
    const next = section(readme, '### The Next.js example');
    expect(next).toContain('example:next');
    expect(next).toContain(example);
    expect(readme).toMatch(new RegExp(`\\| \`pnpm example:next\` \\|[^\\n]*${example!.replace(/[.:/]/g, '\\$&')}`));
  });
});

describe("Storybook's introduction", () => {
  test('says what the stylesheet does in dark mode: light whatever the OS prefers, unless the page asks', () => {
    const css = read('packages/ui/src/styles.css');
    // The stylesheet follows the OS only under a `system` class or data-theme.
    const osRules = [...css.matchAll(/@media \(prefers-color-scheme: dark\) \{([^@]*?)\n\}/g)].map((m) => m[1]!);
    expect(osRules.length).toBeGreaterThan(0);
    for (const rules of osRules) {
      for (const selector of rules.split('{').slice(0, -1).map((s) => s.split('}').pop()!.trim())) expect(selector).toMatch(/system/);
    }
    const intro = read('packages/ui/src/introduction.mdx');
    const dark = /\*\*Dark mode\*\*([\s\S]*?)\n- /.exec(intro)?.[1];
    expect(dark).toBeDefined();
    expect(dark).not.toMatch(/^\s*follows the OS/);
    expect(dark).toMatch(/light whatever the OS prefers/);
    expect(dark).toContain('[data-theme="system"]');
    expect(dark).toContain('[data-theme="dark"]');
  });
});
