import type { Page } from 'playwright-core';
export declare function axeViolations(page: Page): Promise<string[]>;
