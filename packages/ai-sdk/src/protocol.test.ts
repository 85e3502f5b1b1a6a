import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as protocol from './protocol.js';
import * as server from './server.js';

/** The bare packages a source file and the files it imports relatively load, transitively. */
function bareImports(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, type, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
    if (type || !spec) continue;
    if (spec.startsWith('.')) for (const name of bareImports(resolve(dirname(file), spec.replace(/\.js$/, '.ts')), seen)) found.add(name);
    else found.add(spec);
  }
  return found;
}

describe('@askq/ai-sdk/protocol', () => {
  it('loads neither the AI SDK nor React, so other frameworks can use the schema and encoders', () => {
    const loaded = [...bareImports(resolve('src/protocol.ts'))];
    expect(loaded).not.toContain('ai');
    expect(loaded.filter((name) => name.startsWith('react') || name.startsWith('@ai-sdk/'))).toEqual([]);
    expect(loaded).toContain('zod');
  });

  it('is what the server entry exports besides the AI SDK tools', () => {
    for (const name of Object.keys(protocol)) expect(server).toHaveProperty(name, protocol[name as keyof typeof protocol]);
  });

  it('reads a call with the parse options its schema validated with', () => {
    const wide = { maxOptions: 6 };
    const tooMany = { questions: [{ question: 'Which?', header: 'Pick', options: [1, 2, 3, 4, 5].map((n) => ({ label: `L${n}`, description: 'd' })) }] };
    expect(protocol.parseToolInput(tooMany, protocol.parseOptionsFor(wide)).request?.questions[0]?.options).toHaveLength(5);
    expect(protocol.parseToolInput(tooMany, protocol.parseOptionsFor(wide, { strict: 'claude-code' })).request).toBeNull();
    expect(protocol.parseOptionsFor(undefined, { previewFormat: 'html' })).toEqual({ previewFormat: 'html' });
  });
});
