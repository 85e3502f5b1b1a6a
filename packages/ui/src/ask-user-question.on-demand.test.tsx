/**
 * The drop-in without a `parser`: plain Claude input shows in the first render; anything else
 * waits for the lenient parse (a chunk loaded on first use) behind the busy card, never an error
 * flash. This file runs in a module registry of its own: nothing has loaded the lenient parse yet.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onDemandParser } from '@askq/core/picker';
import { AskUserQuestion } from './ask-user-question.js';

const question = { question: 'Which database?', header: 'Database', options: [{ label: 'Postgres' }, { label: 'SQLite' }] };

describe('AskUserQuestion with Claude\'s parser on demand', () => {
  it('shows plain Claude input in its first render, with no chunk asked for', () => {
    render(<AskUserQuestion input={{ questions: [question] }} />);
    expect(screen.getByRole('radiogroup', { name: /Which database/ })).toBeTruthy();
    expect(onDemandParser.get()).toBe(onDemandParser.initial);
  });

  it('shows the busy card while the lenient parse loads, then the question', async () => {
    // JSON text: the lenient parse reads it.
    render(<AskUserQuestion input={JSON.stringify({ questions: [{ ...question, question: 'Which cache?' }] })} />);
    const busy = document.querySelector('[data-slot="askq-root"][aria-busy="true"]');
    expect(busy?.textContent).toBe('Preparing questions…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('radiogroup', { name: /Which cache/ })).toBeTruthy();
  });
});
