import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as Checkbox from '@radix-ui/react-checkbox';
import { render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

// vitest.config.ts runs every test on React 19 and, through aliases, on React 18: check that the
// aliases reach our code, react-dom, Testing Library and Radix (one React copy, else "Invalid hook
// call").
const major = process.env.REACT_MAJOR;

/** Versions of every react / react-dom package Node has loaded (they are CommonJS). */
function loadedReactVersions(): string[] {
  const cache = createRequire(import.meta.url).cache;
  const roots = new Set(
    Object.keys(cache).flatMap(
      (file) => /^(.*[\\/]node_modules[\\/]react(?:-dom)?)[\\/]/.exec(file)?.[1] ?? [],
    ),
  );
  return [...roots].map((root) => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
}

describe(`React ${major}`, () => {
  it('is the React this project runs on', () => {
    expect(major).toMatch(/^1[89]$/);
    expect(version.split('.')[0]).toBe(major);
    expect(domVersion.split('.')[0]).toBe(major);
  });

  it('is the React Testing Library and Radix render with', () => {
    function Probe() {
      const [checked] = useState(true);
      return <Checkbox.Root checked={checked} aria-label={version} />;
    }
    render(<Probe />);
    expect(screen.getByRole('checkbox', { name: version }).getAttribute('aria-checked')).toBe('true');
  });

  it('is the only React loaded', () => {
    const versions = loadedReactVersions();
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) expect(v.split('.')[0]).toBe(major);
  });
});
