// axe-core on a Playwright page, for the examples' browser tests: the violations, one line each.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let source;

/** axe-core's violations on `page` once nothing animates (a question fading in has half-transparent colours). */
export async function axeViolations(page) {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.addScriptTag({ content: source });
  const result = await page.evaluate(() => window.axe.run());
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
