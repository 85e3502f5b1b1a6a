/**
 * A minimal picker built only by spreading the prop getters onto Radix primitives and plain
 * elements, the way @askq/ui does. `onRender` counts renders per component.
 */
import { memo } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { AskQuestionsProvider } from '../context.js';
import { useAskQuestion } from '../use-ask-question.js';
import { useAskQuestions } from '../use-ask-questions.js';
import type { AskQuestionsApi, UseAskQuestionsOptions } from '../types.js';

export type RenderLog = (name: string) => void;

export interface PickerProps {
  input: unknown;
  options?: UseAskQuestionsOptions;
  onRender?: RenderLog;
  onApi?: (api: AskQuestionsApi) => void;
}

export function Picker({ input, options, onRender, onApi }: PickerProps) {
  const api = useAskQuestions(input, options);
  onRender?.('frame');
  onApi?.(api);
  const questions = api.request?.questions ?? [];
  const showTabs = questions.length > 1 || api.hasReview;
  return (
    <AskQuestionsProvider value={api}>
      <div {...api.getRootProps({ 'data-testid': 'root', tabIndex: -1 })}>
        {showTabs && (
          <div {...api.getTabListProps({ 'aria-label': 'Questions' })}>
            {questions.map((q, index) => (
              <button key={q.id} {...api.getTabProps({ index })}>
                {q.header}
              </button>
            ))}
            {api.hasReview && <button {...api.getTabProps({ review: true })}>Review</button>}
          </div>
        )}
        {questions.map((q) => (
          <QuestionView key={q.id} id={q.id} onRender={onRender} />
        ))}
        {api.hasReview && <div {...api.getReviewProps()}>Review your answers</div>}
        <button {...api.getPreviousButtonProps()}>Previous</button>
        <button {...api.getNextButtonProps()}>Next</button>
        <button {...api.getSubmitButtonProps()}>Submit answers</button>
        <span {...api.getSubmitReasonProps()}>{api.submitCheck.reason}</span>
        <button {...api.getDeclineButtonProps()}>Cancel</button>
        {api.followUp && <button {...api.getFollowUpButtonProps()}>Ask me more first</button>}
        {api.countdown !== null && <span data-testid="countdown">{api.countdown}</span>}
      </div>
    </AskQuestionsProvider>
  );
}

const QuestionView = memo(function QuestionView({ id, onRender }: { id: string; onRender?: RenderLog | undefined }) {
  const qa = useAskQuestion(id);
  onRender?.(id);
  const { question } = qa;
  const single = question.selectionMode === 'single';
  if (question.kind === 'text' || question.kind === 'number') {
    const { unit, min, max } = question.number ?? {};
    return (
      <div {...qa.getQuestionProps()}>
        <p {...qa.getQuestionTextProps()}>{question.question}</p>
        {question.hint && <p {...qa.getHintProps()}>{question.hint}</p>}
        {question.kind === 'text' ? (
          <input {...qa.getTextFieldProps()} />
        ) : (
          <>
            <input {...qa.getNumberFieldProps()} />
            {unit && <span {...qa.getFieldUnitProps()}>{unit}</span>}
            <span {...qa.getFieldRangeProps()}>{`From ${min} to ${max}`}</span>
            <span {...qa.getFieldErrorProps()}>{qa.showFieldError ? `Invalid: ${qa.fieldProblem}` : ''}</span>
          </>
        )}
      </div>
    );
  }
  return (
    <div {...qa.getQuestionProps()}>
      <p {...qa.getQuestionTextProps()}>{question.question}</p>
      {single ? (
        <RadioGroup.Root {...qa.getRadioGroupProps()}>
          {question.options.map((o) => (
            <div key={o.id}>
              <RadioGroup.Item {...qa.getRadioItemProps({ optionId: o.id })} />
              <label {...qa.getOptionLabelProps({ optionId: o.id })}>{o.label}</label>
            </div>
          ))}
          <RadioGroup.Item {...qa.getOtherChoiceProps({ 'aria-label': `Other ${id}` })} />
        </RadioGroup.Root>
      ) : (
        <div {...qa.getCheckboxGroupProps()}>
          {question.options.map((o) => (
            <div key={o.id}>
              <Checkbox.Root {...qa.getCheckboxProps({ optionId: o.id })} />
              <label {...qa.getOptionLabelProps({ optionId: o.id })}>{o.label}</label>
            </div>
          ))}
          <Checkbox.Root {...qa.getOtherChoiceProps({ 'aria-label': `Other ${id}` })} />
        </div>
      )}
      <input {...qa.getOtherInputProps({ 'aria-label': `Other text ${id}` })} />
      <textarea {...qa.getNotesProps({ 'aria-label': `Notes ${id}` })} />
    </div>
  );
});
