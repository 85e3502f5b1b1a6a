import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanup, render, screen } from '@testing-library/react';
import { parseAskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from './ask-user-question.js';
import { Receipt, receiptReadPart } from './receipt.js';

// The result-text reader is a chunk a receipt drawn from a text loads on first use (receipt.lazy.test.tsx); here it is there already.
beforeAll(() => receiptReadPart.load());

// Input from a model is untrusted: whatever arrives, the picker shows either the questions or a
// visible error card (or, while streaming, a busy card); never a crash and never a blank.
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', 'A', 'A (Recommended)', 'a, "b"', '__proto__', '<b>x</b>'));
const option = fc.oneof(
  fc.record({ label: text, description: fc.option(text, { nil: undefined }), preview: fc.option(text, { nil: undefined }) }, { requiredKeys: [] }),
  text,
  fc.anything(),
);
const question = fc.record(
  {
    question: text,
    header: text,
    options: fc.oneof(fc.array(option, { maxLength: 6 }), fc.anything()),
    multiSelect: fc.oneof(fc.boolean(), fc.anything()),
    id: text,
    multi: fc.boolean(),
    recommended: fc.integer({ min: -1, max: 6 }),
  },
  { requiredKeys: [] },
);
const input = fc.oneof(
  fc.record({ questions: fc.oneof(fc.array(question, { maxLength: 5 }), fc.anything()) }, { requiredKeys: [] }),
  fc.record({ question: text, options: fc.array(text, { maxLength: 5 }), multiple: fc.boolean(), custom: fc.boolean() }, { requiredKeys: [] }),
  fc.anything(),
);

describe('AskUserQuestion on arbitrary input', () => {
  it('renders the questions or a visible error, never throws or renders nothing', () => {
    const seen = { pickers: 0, errors: 0 };
    fc.assert(
      // Both parsers: Claude's (the default) and every dialect's (agentrail's top-level question).
      fc.property(input, fc.boolean(), fc.boolean(), (value, streaming, anyDialect) => {
        try {
          const parser = anyDialect ? parseAnyDialect : parseAskRequest;
          const { container } = render(<AskUserQuestion input={value} disabled={streaming} parser={parser} />);
          expect(container.textContent?.trim()).not.toBe('');
          const parsed = parser(value, streaming ? { partial: true } : {});
          if (parsed.request && parsed.request.questions.length > 0) {
            expect(container.querySelectorAll('[data-slot="askq-question"]')).toHaveLength(parsed.request.questions.length);
            seen.pickers++;
          } else if (!streaming) {
            expect(screen.getByRole('alert')).toBeTruthy();
            seen.errors++;
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 150 },
    );
    // The generator must reach both branches, or the property proves little.
    expect(seen.pickers).toBeGreaterThan(5);
    expect(seen.errors).toBeGreaterThan(5);
  });

  it('Receipt reads any text without throwing and always shows something', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (resultText) => {
        try {
          const { container } = render(<Receipt resultText={resultText} />);
          expect(container.firstChild).not.toBeNull();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 100 },
    );
  });
});
