/**
 * Builds the demo and serves the build with `vite preview` on a free localhost port for the whole
 * run; the URL reaches the tests through `inject('baseUrl')`.
 */
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

let server: PreviewServer | undefined;

export async function setup(project: TestProject) {
  await build({ root, logLevel: 'warn' });
  const port = await freePort();
  server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: true } });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
}

export async function teardown() {
  await server?.close();
}
