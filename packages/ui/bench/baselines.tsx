/**
 * The controls askq is compared with: the same questions, options, labels and descriptions plus an
 * Other choice with a text field that selects it as you type, as a bare Radix RadioGroup and as a
 * plain HTML radio group. State in useState, one component per question, nothing else.
 */
import { useId, useState } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import type { QuestionInput, ToolInput } from './fixtures.js';

const OTHER = '__other__';

function RadixQuestion({ question }: { question: QuestionInput }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  return (
    <div role="group" aria-labelledby={`${id}-q`}>
      <p id={`${id}-q`}>{question.question}</p>
      <RadioGroup.Root value={value} onValueChange={setValue} aria-labelledby={`${id}-q`}>
        {question.options.map((option, n) => (
          <RadioGroup.Item key={option.label} value={String(n)} id={`${id}-${n}`} aria-describedby={`${id}-${n}-d`}>
            <span>{option.label}</span>
            <span id={`${id}-${n}-d`}>{option.description}</span>
          </RadioGroup.Item>
        ))}
        <RadioGroup.Item value={OTHER}>Other</RadioGroup.Item>
      </RadioGroup.Root>
      <input
        type="text"
        aria-label="Other answer"
        value={other}
        onChange={(event) => {
          setOther(event.target.value);
          setValue(OTHER);
        }}
      />
    </div>
  );
}

/** Bare Radix RadioGroups, one per question. */
export function RadixPicker({ input }: { input: ToolInput }) {
  return (
    <div>
      {input.questions.map((q) => (
        <RadixQuestion key={q.header} question={q} />
      ))}
    </div>
  );
}

function PlainQuestion({ question }: { question: QuestionInput }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  const radio = (key: string, label: string, description?: string) => (
    <label key={key}>
      <input type="radio" name={id} value={key} checked={value === key} onChange={() => setValue(key)} />
      <span>{label}</span>
      {description !== undefined && <span>{description}</span>}
    </label>
  );
  return (
    <fieldset>
      <legend>{question.question}</legend>
      {question.options.map((option, n) => radio(String(n), option.label, option.description))}
      {radio(OTHER, 'Other')}
      <input
        type="text"
        aria-label="Other answer"
        value={other}
        onChange={(event) => {
          setOther(event.target.value);
          setValue(OTHER);
        }}
      />
    </fieldset>
  );
}

/** Plain HTML radio groups, one per question. */
export function PlainPicker({ input }: { input: ToolInput }) {
  return (
    <div>
      {input.questions.map((q) => (
        <PlainQuestion key={q.header} question={q} />
      ))}
    </div>
  );
}
