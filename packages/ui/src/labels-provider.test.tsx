import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AskLabelsProvider, useAskLabels } from './labels-provider.js';
import { defaultLabels } from './labels.js';
import { frLabels } from './stories/labels-fr.js';

function Show({ overrides }: { overrides?: Parameters<typeof useAskLabels>[0] }) {
  const l = useAskLabels(overrides);
  return <p>{[l.submit, l.skip, l.other].join('|')}</p>;
}

describe('labels', () => {
  it('defaults to English', () => {
    render(<Show />);
    expect(screen.getByText('Submit|Skip|Other')).toBeTruthy();
  });

  it('merges nested providers, the inner one winning, then a component prop over both', () => {
    render(
      <AskLabelsProvider labels={{ submit: 'Send', skip: 'Pass' }}>
        <AskLabelsProvider labels={{ skip: 'Not now' }}>
          <Show />
          <Show overrides={{ other: 'Something else' }} />
        </AskLabelsProvider>
      </AskLabelsProvider>,
    );
    expect(screen.getByText('Send|Not now|Other')).toBeTruthy();
    expect(screen.getByText('Send|Not now|Something else')).toBeTruthy();
  });

  it('the French set covers every key (a missing one would fall back to English silently)', () => {
    expect(Object.keys(frLabels).sort()).toEqual(Object.keys(defaultLabels).sort());
    expect(frLabels.linesHidden(3)).toBe('3 lignes masquées');
  });

  it('pluralizes the English counts', () => {
    expect(defaultLabels.unansweredWarning(1)).toMatch(/^1 question is/);
    expect(defaultLabels.unansweredWarning(2)).toMatch(/^2 questions are/);
    expect(defaultLabels.linesHidden(1)).toBe('1 line hidden');
  });
});
