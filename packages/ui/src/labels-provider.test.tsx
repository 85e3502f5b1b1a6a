import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { AskSessionAsk } from '@askq/react';
import { textAndNumberFields } from '@askq/core/fields';
import { AskLabelsProvider, usePickerLabels } from './labels-provider.js';
import { defaultLabels } from './default-labels.js';
import type { AskLabels } from './labels.js';
import { useAskLabels as useEveryLabel } from './use-ask-labels.js';
import { Actions } from './actions.js';
import { AskSession } from './ask-session.js';
import { AskUserQuestion } from './ask-user-question.js';
import { textAndNumberQuestions } from './fields.js';
import { FakeEventSource } from './stories/fake-session.js';
import { nameQuestion, numberQuestion, retriesRequest } from './stories/extended-fixtures.js';
import { singleInput } from './stories/fixtures.js';
import { Harness } from './stories/harness.js';
import { frLabels } from './stories/labels-fr.js';
import { MarkdownPreview } from './markdown-preview.js';
import { idleTimeout } from './idle-timeout.js';

function Show({ overrides }: { overrides?: Parameters<typeof usePickerLabels>[0] }) {
  const l = usePickerLabels(overrides);
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

describe('the labels of parts that bring their own English defaults (AskSession, the fields)', () => {
  afterEach(() => {
    FakeEventSource.instances = [];
  });

  const retries = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5 }] };
  const ask = (id: string, input: unknown, agentId?: string): AskSessionAsk => ({ id, sessionId: 'chat-1', input, createdAt: 1_700_000_000_000, ...(agentId ? { agentId } : {}) });
  const session = () => {
    render(<AskSession url="/api/askq" sessionId="chat-1" fetch={vi.fn<typeof fetch>()} EventSource={FakeEventSource} />);
    act(() => FakeEventSource.last().emit('snapshot', { pending: [ask('a', retries, 'planner'), ask('b', singleInput)] }));
  };

  it('AskSession shows its English labels without a provider', async () => {
    session();
    expect(screen.getByText('1 of 2 waiting')).toBeTruthy();
    expect(screen.getByText('Asked by planner')).toBeTruthy();
    // A number question is read by the session's parser, a chunk of its own (asked for at mount).
    expect(await screen.findByText(/^From 0 to 5/)).toBeTruthy();
  });

  it("a provider's session and field labels reach AskSession and the number field it shows", async () => {
    render(
      <AskLabelsProvider
        labels={{
          sessionQueue: (position, total) => `${position} sur ${total} en attente`,
          sessionAgent: (agentId) => `Posée par ${agentId}`,
          numberRange: ({ min, max }) => `De ${min} à ${max}`,
        }}
      >
        <AskSession url="/api/askq" sessionId="chat-1" fetch={vi.fn<typeof fetch>()} EventSource={FakeEventSource} />
      </AskLabelsProvider>,
    );
    act(() => FakeEventSource.last().emit('snapshot', { pending: [ask('a', retries, 'planner'), ask('b', singleInput)] }));
    expect(screen.getByText('1 sur 2 en attente')).toBeTruthy();
    expect(screen.getByText('Posée par planner')).toBeTruthy();
    expect(await screen.findByText('De 0 à 5')).toBeTruthy();
    expect(screen.queryByText(/waiting|Asked by|From 0/)).toBeNull();
  });

  /** A text question without a placeholder, then an out-of-range number: every field label shows. */
  async function fieldFlow(wrap: (picker: ReactElement) => ReactElement) {
    const { placeholder: _, ...name } = nameQuestion;
    const input = { ...retriesRequest, questions: [name, { ...numberQuestion({ min: 0, max: 10, step: 1 }), id: 'q2' }] };
    const user = userEvent.setup();
    render(wrap(<AskUserQuestion input={input} fields={textAndNumberQuestions} />));
    const placeholder = screen.getByRole('textbox').getAttribute('placeholder');
    await user.click(screen.getByRole('tab', { name: /Retries/ }));
    const number = screen.getByRole('textbox', { name: 'How many retries before a deploy fails?' });
    await user.type(number, '11');
    await user.tab();
    const field = number.closest('[data-slot="askq-field"]')!;
    const [range, error] = ['askq-field-range', 'askq-field-error'].map((slot) => field.querySelector(`[data-slot="${slot}"]`)?.textContent);
    // The tab's accessible name (its state is in aria-label, over the visible header).
    const retries = screen.getByRole('tab', { name: /Retries/ });
    const tab = retries.getAttribute('aria-label') ?? retries.textContent;
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    const submit = await screen.findByRole('button', { name: /Submit/ });
    await user.click(submit);
    const reason = document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    return { placeholder, range, error, tab, reason };
  }

  it('the fields show their English labels without a provider', async () => {
    expect(await fieldFlow((picker) => picker)).toEqual({
      placeholder: 'Type your answer',
      range: 'From 0 to 10, in steps of 1',
      error: 'Enter a number from 0 to 10.',
      tab: 'Retries, needs a fix',
      reason: 'Retries: Enter a number from 0 to 10.',
    });
  });

  it("a provider's field labels reach the fields, the tab and Submit's reason", async () => {
    const labels: Partial<AskLabels> = {
      textPlaceholder: 'Votre réponse',
      numberRange: ({ min, max }) => `De ${min} à ${max}`,
      numberError: (problem, range) => `${problem} : de ${range?.min} à ${range?.max}`,
      fixAnswers: (items) => `À corriger : ${items.map(({ header, error }) => `${header} (${error})`).join(', ')}`,
      invalid: 'à corriger',
    };
    expect(await fieldFlow((picker) => <AskLabelsProvider labels={labels}>{picker}</AskLabelsProvider>)).toEqual({
      placeholder: 'Votre réponse',
      range: 'De 0 à 10',
      error: 'out_of_range : de 0 à 10',
      tab: 'Retries, à corriger',
      reason: 'À corriger : Retries (out_of_range : de 0 à 10)',
    });
  });

  it("a composed picker handed core's kit alone (no labels with it) still names the question to fix", async () => {
    const user = userEvent.setup();
    const draft = { activeIndex: 0, phase: 'answering' as const, drafts: { q1: { selected: [], other: { active: true, text: '11' }, notes: '' } } };
    render(
      <Harness input={retriesRequest} options={{ fields: textAndNumberFields, defaultValue: draft }}>
        {() => <Actions />}
      </Harness>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Answer Retries to submit.');
  });

  it("a provider's labels reach the parts that bring their English defaults with them (the preview's fold, the countdown)", async () => {
    const user = userEvent.setup();
    const text = Array.from({ length: 6 }, (_, i) => `line ${i + 1}`).join('\n');
    render(
      <AskLabelsProvider labels={{ linesHidden: (n) => `${n} lignes masquées`, showLess: 'Moins', countdown: (s) => `Suite dans ${s} s` }}>
        <MarkdownPreview markdown={text} maxLines={4} />
        <AskUserQuestion input={singleInput} timeout={idleTimeout({ ms: 60_000, countdownMs: 60_000 })} />
      </AskLabelsProvider>,
    );
    await user.click(screen.getByRole('button', { name: '2 lignes masquées' }));
    expect(screen.getByRole('button', { name: 'Moins' }).getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Suite dans \d+ s$/);
  });

  it("the package's usePickerLabels holds every part's labels, overrides over the English defaults", () => {
    function ShowAll() {
      const l = useEveryLabel();
      return <p>{[l.submit, l.textPlaceholder, l.sessionEmpty].join('|')}</p>;
    }
    render(
      <>
        <ShowAll />
        <AskLabelsProvider labels={{ textPlaceholder: 'Votre réponse', sessionEmpty: 'Rien en attente' }}>
          <ShowAll />
        </AskLabelsProvider>
      </>,
    );
    expect(screen.getByText('Submit|Type your answer|No questions waiting')).toBeTruthy();
    expect(screen.getByText('Submit|Votre réponse|Rien en attente')).toBeTruthy();
    expect(Object.keys(defaultLabels)).toEqual(expect.arrayContaining(['sessionEmpty', 'numberError', 'invalid', 'submit']));
  });
});
