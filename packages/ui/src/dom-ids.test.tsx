import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { cleanup, render } from '@testing-library/react';
import { AskUserQuestion } from './ask-user-question.js';
import { parseAnyDialect } from '@askq/core/dialects';

// pi's question ids are free text from the model; DOM ids built from them must stay distinct, or
// a label names (and a click on it picks) another question's option.
const piInput = (ids: [string, string]) => ({
  questions: [
    { id: ids[0], question: 'First?', options: [{ label: 'Alpha' }, { label: 'Beta' }] },
    { id: ids[1], question: 'Second?', options: [{ label: 'Gamma' }, { label: 'Delta' }] },
  ],
});

const REFS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'] as const;

/** Every id is unique and every reference resolves, to an element in the referrer's own panel. */
function expectWiredRight(container: HTMLElement) {
  const all = [...container.querySelectorAll('[id]')].map((el) => el.id);
  expect(new Set(all).size).toBe(all.length);
  let checked = 0;
  for (const attr of REFS) {
    for (const el of container.querySelectorAll(`[${attr}]`)) {
      for (const ref of el.getAttribute(attr)!.split(' ')) {
        const target = document.getElementById(ref);
        expect(target, `${attr}="${ref}"`).not.toBeNull();
        // The panel itself is named by its tab, outside it; everything inside points inside.
        const panel = el.parentElement?.closest('[data-slot="askq-question"]');
        if (panel && !panel.contains(target)) expect.fail(`${attr}="${ref}" leaves its question`);
        checked++;
      }
    }
  }
  // Each option's label names its own control.
  for (const label of container.querySelectorAll('label[for]')) {
    const control = document.getElementById(label.getAttribute('for')!)!;
    expect(control.closest('[data-slot="askq-question"]')).toBe(label.closest('[data-slot="askq-question"]'));
  }
  return checked;
}

describe('DOM ids from model-written question ids', () => {
  it.each([
    ['deploy target', 'deploy_target'],
    ['été', 'ôté'],
    ['日本', '中国'],
    ['a-b', 'a b'],
  ] as [string, string][])('%j and %j wire every label to its own control', (a, b) => {
    const { container, getByRole } = render(<AskUserQuestion parser={parseAnyDialect} input={piInput([a, b])} />);
    expect(container.querySelectorAll('[data-slot="askq-question"]')).toHaveLength(2);
    expect(expectWiredRight(container)).toBeGreaterThan(8);
    // The accessible name of the first question's first option is its own label, not the second's.
    expect(getByRole('radio', { name: /Alpha/ })).toBeTruthy();
  });

  it('holds for any two distinct ids (property)', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 6 })).filter(
          ([a, b]) => a !== b && a.trim() !== '' && b.trim() !== '',
        ),
        (pair) => {
          try {
            const { container } = render(<AskUserQuestion parser={parseAnyDialect} input={piInput(pair)} />);
            // Some strings are not accepted as ids (the parse reports them); the rest must be wired right.
            if (container.querySelectorAll('[data-slot="askq-question"]').length === 2) expectWiredRight(container);
          } finally {
            cleanup();
          }
        },
      ),
      { numRuns: 60, seed: 16 },
    );
  });

  it('are the same in server rendering and hydration', async () => {
    const ui = <AskUserQuestion parser={parseAnyDialect} input={piInput(['deploy target', 'deploy_target'])} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverIds = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(serverIds.some((id) => id.includes('deploy-20-target'))).toBe(true);
    // Testing Library only flags the act environment inside its own helpers.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
    try {
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([]);
      expect([...container.querySelectorAll('[id]')].map((el) => el.id)).toEqual(serverIds);
      expectWiredRight(container);
    } finally {
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
