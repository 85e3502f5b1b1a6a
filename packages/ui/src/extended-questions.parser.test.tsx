import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parseWithFields } from '@askq/core/fields';
import { AskUserQuestion } from './ask-user-question.js';

// Raw tool input of an extended host, as a model sends it (not a parsed request).
const RETRIES = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, defaultValue: 2 }] };

describe('raw text and number questions in AskUserQuestion', () => {
  it('without the fields parser: the error names what to hand over, never a choice question', () => {
    render(<AskUserQuestion input={RETRIES} />);
    expect(screen.getByRole('alert').textContent).toContain(
      `questions[0].kind asks for a "number" question, which this parser does not read: parse with parseWithFields from '@askq/core/fields'`,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('with parseWithFields: the number field', async () => {
    render(<AskUserQuestion input={RETRIES} parser={parseWithFields} />);
    const field = (await screen.findByRole('textbox', { name: 'How many retries?' })) as HTMLInputElement;
    expect(field.value).toBe('2');
  });
});
