import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// A hostile MCP server writes a URL-mode link meant to read as one site and open another. The card
// shows the address as Chromium itself resolves the link it renders: the text shown is the link's
// href, and the bold host is the host that opens. Links that cannot be shown honestly are refused.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** [what the server sends, the host that opens (in bold), the warnings shown]. */
const SHOWN: [url: string, host: string, warnings: string[]][] = [
  ['https://evil.example\\@github.com/', 'evil.example', []],
  ['https:\\\\evil.example\\github.com', 'evil.example', []],
  ['https://github.com%2eevil.example/', 'github.com.evil.example', []],
  ['https://github.com\u3002evil.example/', 'github.com.evil.example', []],
  ['https://github.com%E2%80%8B.evil.example/', 'github.com.evil.example', []],
  ['https://git\u200Bhub.com\u00AD/', 'github.com', []],
  ['https://\uFF47\uFF49\uFF54\uFF48\uFF55\uFF42.com/', 'github.com', []],
  ['https://g\u0456thub.com/', 'xn--gthub-n2e.com', ['punycode']],
  ['https://github.com\u2044login.evil.example/', 'github.xn--comlogin-g03d.evil.example', ['punycode']],
  ['https://github.com./login', 'github.com.', []],
  ['https://0x7f.1/', '127.0.0.1', []],
  ['https://3232235777/', '192.168.1.1', []],
  ['HTTP://GITHUB.COM.evil.example:8080/a', 'github.com.evil.example', ['insecure']],
  ['https://evil.example/\u202Emoc.buhtig', 'evil.example', []],
  ['https://evil.example/#\u202E@github.com', 'evil.example', []],
  [' https://evil.example/\nhttps://github.com', 'evil.example', []],
];

const REFUSED: string[] = [
  'https://github.com@evil.example/',
  'https://github.com:pass@evil.example/',
  'https://github.com%2F@evil.example/',
  'https://github.com%40evil.example/',
  'https://github.com\uFF0Flogin.evil.example/',
  'javascript:alert(1)',
  'data:text/html,<h1>hi</h1>',
  'blob:https://github.com/x',
  'ftp://github.com/',
  '//github.com/',
];

describe('the MCP URL card against spoofed links (Chromium)', () => {
  it.each(SHOWN)('%j: shows exactly what opens, host %s', async (url, host, warnings) => {
    await h.show({ kind: 'url-card', url });
    const card = await h.page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[data-slot="askq-button"]')!;
      return {
        shown: document.querySelector('[data-slot="askq-url"]')!.textContent,
        bold: document.querySelector('[data-slot="askq-url-domain"]')!.textContent,
        href: link.href,
        opens: new URL(link.href).hostname,
        rel: link.rel,
        target: link.target,
        warnings: [...document.querySelectorAll('[data-slot="askq-warning"]')].map((w) => w.getAttribute('data-warning')),
      };
    });
    expect(card.shown).toBe(card.href);
    expect(card.bold).toBe(card.opens);
    expect(card.opens).toBe(host);
    // What is shown is plain ASCII: no bidi control or invisible character reorders or hides a part.
    expect(card.shown).toMatch(/^[\x21-\x7e]+$/);
    expect(card.warnings).toEqual(warnings);
    expect([card.rel, card.target]).toEqual(['noopener noreferrer', '_blank']);
  });

  it.each(REFUSED)('%j: refused, no link shown', async (url) => {
    await h.show({ kind: 'url-card', url });
    expect(await h.page.locator('[data-refused]').textContent()).not.toBe('');
    expect(await h.page.locator('a').count()).toBe(0);
  });
});
