/**
 * A system Chromium driven by playwright-core: never a downloaded browser (`playwright install`
 * is not available offline). CHROMIUM_PATH overrides the default path.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/** Opens the demo with the agent's delays off (`?delay=0`), unless a test wants to watch the stream. */
export async function openDemo(browser: Browser, { delay = 0, theme = 'light', viewport = { width: 1200, height: 900 } } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((t) => {
    try {
      localStorage.setItem('askq-demo:theme', t);
    } catch {
      // Sandboxed preview frames have no storage.
    }
  }, theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${inject('baseUrl')}?delay=${delay}`);
  return page;
}
