import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ASK_QUESTIONS_OPTION_KEYS } from '@askq/react';
import { AskUserQuestion } from './ask-user-question.js';
import { singleInput } from './stories/fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('AskUserQuestion: the hook options never reach the DOM', () => {
  it('every option of useAskQuestions is taken by the hook; only HTML attributes land on the root', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <AskUserQuestion
        input={singleInput}
        submitPolicy="all"
        review="never"
        advanceOnSelect={false}
        escapeDeclines={false}
        timeout={{ ms: 600_000 }}
        persistKey="toolu_options"
        allowFollowUp
        onValueChange={() => undefined}
        onOutcome={() => undefined}
        id="picker"
        data-testid="root"
        title="A picker"
      />,
    );
    const root = container.firstElementChild!;
    const names = root.getAttributeNames();
    for (const key of ASK_QUESTIONS_OPTION_KEYS) {
      if (key === 'id') continue; // the hook's id prefix; the root's own id is the hook's root id
      expect(names).not.toContain(key.toLowerCase());
    }
    expect(root.getAttribute('data-testid')).toBe('root');
    expect(root.getAttribute('title')).toBe('A picker');
    expect(error.mock.calls.map((c) => String(c[0])).filter((m) => /does not recognize|Unknown prop|Invalid value for prop/.test(m))).toEqual([]);
  });
});
