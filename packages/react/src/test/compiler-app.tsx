// App code as a developer writes it with the hooks (the README's shapes), for
// react-compiler.test.tsx: it runs as written and as the React Compiler emits it
// (`?react-compiler`), and the two must render and answer the same.
import { useState } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import type { AskDraft, AskOutcome } from '@askq/core';
import { AskQuestionsProvider, useAskQuestion, useAskQuestions, useAskQuestionSelector, useAskSession, type UseAskSessionOptions } from '../index.js';
import { useDraftPersistence, useSavedDraft } from '../drafts.js';

export interface AppProps {
  input: unknown;
  /** The input is still streaming in. */
  streaming: boolean;
  toolCallId: string;
  onDone: (outcome: AskOutcome) => void;
  /** Drafts held by the app (`value` / `onValueChange`) instead of the store. */
  controlled?: boolean;
}

export function App(props: AppProps) {
  return props.controlled ? <ControlledPicker {...props} /> : <SavedPicker {...props} />;
}

function SavedPicker({ input, streaming, toolCallId, onDone }: AppProps) {
  const saved = useSavedDraft({ key: toolCallId });
  const api = useAskQuestions(input, { onOutcome: onDone, defaultValue: saved, parseOptions: streaming ? { partial: true } : undefined });
  useDraftPersistence(api, { key: toolCallId });
  return <Picker api={api} />;
}

function ControlledPicker({ input, streaming, onDone }: AppProps) {
  const [draft, setDraft] = useState<AskDraft>({ drafts: {}, activeIndex: 0, phase: 'answering' });
  const api = useAskQuestions(input, { onOutcome: onDone, value: draft, onValueChange: setDraft, parseOptions: streaming ? { partial: true } : undefined });
  return (
    <>
      <output data-testid="app-draft">{JSON.stringify(draft)}</output>
      <Picker api={api} />
    </>
  );
}

function Picker({ api }: { api: ReturnType<typeof useAskQuestions> }) {
  // A counter of the app's own: a render that changes nothing of the picker's.
  const [renders, setRenders] = useState(0);
  if (!api.request) return <pre>{api.issues.map((issue) => issue.message).join('\n')}</pre>;
  return (
    <AskQuestionsProvider value={api}>
      <div {...api.getRootProps()}>
        <output data-testid="frame">
          {api.phase} {api.activeIndex} {api.request.questions.length} {String(api.request.partial ?? false)} {api.submitCheck.reason ?? 'ok'}{' '}
          {String(api.canAdvance)} {String(api.isLastStep)} {api.countdown ?? '-'} {renders}
        </output>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Render again
        </button>
        <div {...api.getTabListProps()}>
          {api.request.questions.map((q, index) => (
            <button key={q.id} {...api.getTabProps({ index })}>
              {q.header} {api.answered[q.id] ? '✓' : ''}
            </button>
          ))}
        </div>
        {api.request.questions.map((q) => (
          <Question key={q.id} id={q.id} />
        ))}
        <button {...api.getPreviousButtonProps()}>Back</button>
        <button {...api.getNextButtonProps()}>Next</button>
        <button {...api.getSubmitButtonProps()}>Submit</button>
        <button {...api.getDeclineButtonProps()}>Skip</button>
        <p {...api.getSubmitReasonProps()}>{api.submitAttempted && api.submitCheck.reason}</p>
      </div>
    </AskQuestionsProvider>
  );
}

function Question({ id }: { id: string }) {
  const q = useAskQuestion(id);
  const otherText = useAskQuestionSelector(id, (slice) => slice.draft?.other.text ?? '');
  const picked = useAskQuestionSelector(id, (slice) => slice.draft?.selected.length ?? 0);
  return (
    <div {...q.getQuestionProps()}>
      <p {...q.getQuestionTextProps()}>{q.question.question}</p>
      <output>
        {picked} picked, other “{otherText}”, {q.isAnswered ? 'answered' : 'open'}, {q.isActive ? 'active' : 'inactive'}
      </output>
      {q.question.selectionMode === 'multiple' ? (
        q.question.options.map((o) => (
          <Checkbox.Root key={o.id} {...q.getCheckboxProps({ optionId: o.id })}>
            {o.displayLabel}
          </Checkbox.Root>
        ))
      ) : (
        <RadioGroup.Root {...q.getRadioGroupProps()}>
          {q.question.options.map((o) => (
            <RadioGroup.Item key={o.id} {...q.getRadioItemProps({ optionId: o.id })}>
              {o.displayLabel}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      <input {...q.getOtherInputProps({ 'aria-label': `Other answer to ${q.question.header}` })} />
    </div>
  );
}

export interface SessionAppProps {
  sessionId: string;
  EventSource: UseAskSessionOptions['EventSource'];
  fetch: UseAskSessionOptions['fetch'];
}

/** A page of questions from a server: `useAskSession` with its options written inline, as apps do. */
export function SessionApp({ sessionId, EventSource, fetch }: SessionAppProps) {
  const session = useAskSession({ url: '/api/askq', sessionId, EventSource, fetch });
  return (
    <section>
      <output data-testid="session">
        {session.status} {session.pending.length} waiting{session.error ? `, ${session.error.kind}` : ''}
      </output>
      <ul>
        {session.pending.map((ask) => (
          <li key={ask.id}>
            <span>{ask.id}</span>
            <button type="button" onClick={() => void session.answer(ask.id, { type: 'declined', reason: 'dismissed', answers: {} })}>
              Skip {ask.id}
            </button>
          </li>
        ))}
      </ul>
      <ul>
        {session.retired.map((gone) => (
          <li key={gone.ask.id}>
            {gone.ask.id} {gone.how}
          </li>
        ))}
      </ul>
    </section>
  );
}
