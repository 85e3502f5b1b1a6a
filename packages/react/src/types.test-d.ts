import type { ButtonHTMLAttributes, HTMLAttributes, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type * as Checkbox from '@radix-ui/react-checkbox';
import type * as RadioGroup from '@radix-ui/react-radio-group';
import { describe, expectTypeOf, it } from 'vitest';
import type { AskDraft, AskOutcome, AskRequest, DeclineReason, SubmitCheck } from '@askq/core';
import {
  AskQuestionsProvider,
  composeEventHandlers,
  mergeProps,
  useAskQuestion,
  useAskQuestions,
  type AskQuestionApi,
  type AskQuestionsApi,
  type AskStore,
  type AskSubmitCheck,
  type CheckboxProps,
  type DivProps,
  type DraftStorage,
  type OptionState,
  type OtherChoiceProps,
  type RadioGroupProps,
  type RadioItemProps,
  type SubmitReason,
  type TabTarget,
  type TimeoutOptions,
  type UseAskQuestionsOptions,
} from './index.js';
import { draftPersistence, type DraftPersistence, type DraftPersistenceOptions } from './drafts.js';
import { idleTimeout } from './idle-timeout.js';

describe('public types', () => {
  it('useAskQuestions takes any input and returns the api', () => {
    expectTypeOf(useAskQuestions).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(useAskQuestions).parameter(1).toEqualTypeOf<UseAskQuestionsOptions | undefined>();
    expectTypeOf(useAskQuestions).returns.toEqualTypeOf<AskQuestionsApi>();
    expectTypeOf(useAskQuestion).parameter(0).toBeString();
    expectTypeOf(useAskQuestion).returns.toEqualTypeOf<AskQuestionApi>();
  });

  it('options', () => {
    expectTypeOf<UseAskQuestionsOptions['review']>().toEqualTypeOf<'auto' | 'always' | 'never' | undefined>();
    expectTypeOf<UseAskQuestionsOptions['submitPolicy']>().toEqualTypeOf<'any' | 'all' | undefined>();
    expectTypeOf<UseAskQuestionsOptions['value']>().toEqualTypeOf<AskDraft | undefined>();
    expectTypeOf<NonNullable<UseAskQuestionsOptions['onOutcome']>>().parameters.toEqualTypeOf<[AskOutcome, AskRequest]>();
    expectTypeOf<NonNullable<TimeoutOptions['fallback']>>().toEqualTypeOf<'none' | 'recommended'>();
    expectTypeOf<Storage>().toMatchTypeOf<DraftStorage>();
    expectTypeOf({ ms: 60_000 }).toMatchTypeOf<TimeoutOptions>();
    // @ts-expect-error timeout needs ms
    expectTypeOf({ countdownMs: 1 }).toMatchTypeOf<TimeoutOptions>();
    // The timeout is handed over: made by idleTimeout (the plain settings no longer bundle one).
    expectTypeOf(idleTimeout({ ms: 60_000, fallback: 'recommended' })).toMatchTypeOf<NonNullable<UseAskQuestionsOptions['timeout']>>();
    expectTypeOf({ ms: 60_000 }).not.toMatchTypeOf<NonNullable<UseAskQuestionsOptions['timeout']>>();
    // @ts-expect-error idleTimeout needs ms
    idleTimeout({ countdownMs: 1 });
    // @ts-expect-error a fallback it does not know
    idleTimeout({ ms: 1, fallback: 'first' });
    expectTypeOf(draftPersistence).parameter(0).toEqualTypeOf<DraftPersistenceOptions>();
    expectTypeOf(draftPersistence).returns.toEqualTypeOf<DraftPersistence>();
    // @ts-expect-error the key is required (undefined: persist nothing)
    draftPersistence({});
  });

  it('api', () => {
    expectTypeOf<AskQuestionsApi['countdown']>().toEqualTypeOf<number | null>();
    expectTypeOf<AskQuestionsApi['submitCheck']>().toEqualTypeOf<AskSubmitCheck>();
    expectTypeOf<AskQuestionsApi['submitCheck']['reason']>().toEqualTypeOf<SubmitReason | null>();
    expectTypeOf<AskSubmitCheck>().toMatchTypeOf<Omit<SubmitCheck, 'reason'>>();
    expectTypeOf<SubmitReason>().toEqualTypeOf<'invalid_answers' | 'nothing_answered' | 'unanswered_questions' | 'finished' | 'disabled'>();
    expectTypeOf<AskQuestionsApi['followUp']>().toEqualTypeOf<((response?: string) => void) | undefined>();
    expectTypeOf<NonNullable<UseAskQuestionsOptions['allowFollowUp']>>().toBeBoolean();
    expectTypeOf<AskQuestionsApi['store']>().toEqualTypeOf<AskStore>();
    expectTypeOf<NonNullable<Parameters<AskQuestionsApi['getDeclineButtonProps']>[0]>['reason']>().toEqualTypeOf<DeclineReason | undefined>();
    expectTypeOf({ reason: 'chat_about_this' as const, 'data-slot': 'x' }).toMatchTypeOf<Parameters<AskQuestionsApi['getDeclineButtonProps']>[0]>();
    expectTypeOf<Parameters<AskQuestionsApi['getTabProps']>[0]>().toMatchTypeOf<TabTarget>();
    expectTypeOf({ index: 1, className: 'tab' }).toMatchTypeOf<Parameters<AskQuestionsApi['getTabProps']>[0]>();
    expectTypeOf({ review: true as const }).toMatchTypeOf<Parameters<AskQuestionsApi['getTabProps']>[0]>();
    // @ts-expect-error a tab is a question's or the review's, not both
    expectTypeOf({ index: 1, review: true as const }).toMatchTypeOf<Parameters<AskQuestionsApi['getTabProps']>[0]>();
    // Restating members are gone.
    expectTypeOf<AskQuestionsApi>().not.toHaveProperty('isFinished');
    expectTypeOf<AskQuestionsApi>().not.toHaveProperty('submitReason');
    expectTypeOf<AskQuestionsApi>().not.toHaveProperty('submitReasonId');
    expectTypeOf<AskStore>().not.toHaveProperty('getState');
    expectTypeOf<AskStore>().not.toHaveProperty('request');
    expectTypeOf<AskQuestionsApi['actions']['decline']>().parameters.toEqualTypeOf<[DeclineReason, (string | undefined)?]>();
  });

  it("getters return React's attribute types, and take them", () => {
    expectTypeOf<ReturnType<AskQuestionsApi['getRootProps']>>().toEqualTypeOf<DivProps>();
    expectTypeOf<ReturnType<AskQuestionsApi['getRootProps']>>().toMatchTypeOf<HTMLAttributes<HTMLDivElement>>();
    expectTypeOf<ReturnType<AskQuestionsApi['getSubmitButtonProps']>>().toMatchTypeOf<ButtonHTMLAttributes<HTMLButtonElement>>();
    expectTypeOf<ReturnType<AskQuestionApi['getOtherInputProps']>>().toMatchTypeOf<InputHTMLAttributes<HTMLInputElement>>();
    expectTypeOf<ReturnType<AskQuestionApi['getNotesProps']>>().toMatchTypeOf<TextareaHTMLAttributes<HTMLTextAreaElement>>();
    expectTypeOf<ReturnType<AskQuestionApi['getNumberFieldProps']>>().toMatchTypeOf<InputHTMLAttributes<HTMLInputElement>>();
    expectTypeOf({ 'data-slot': 'root', className: 'x' }).toMatchTypeOf<Parameters<AskQuestionsApi['getRootProps']>[0]>();
    expectTypeOf<ReturnType<AskQuestionApi['getOptionState']>>().toEqualTypeOf<OptionState>();
    expectTypeOf<OptionState>().toEqualTypeOf<{ selected: boolean; focused: boolean; previewed: boolean; disabled: boolean }>();
    expectTypeOf<Parameters<AskQuestionApi['getRadioItemProps']>[0]['optionId']>().toBeString();
    expectTypeOf<Parameters<AskQuestionApi['getCheckboxProps']>[0]['optionId']>().toBeString();
    expectTypeOf<Parameters<AskQuestionApi['getOptionLabelProps']>[0]['optionId']>().toBeString();
    expectTypeOf<Parameters<AskQuestionApi['getOptionDescriptionProps']>[0]['optionId']>().toBeString();
  });

  it('radio and checkbox props satisfy Radix (declared structurally: no Radix dependency)', () => {
    expectTypeOf<ReturnType<AskQuestionApi['getRadioItemProps']>>().toEqualTypeOf<RadioItemProps>();
    expectTypeOf<ReturnType<AskQuestionApi['getCheckboxProps']>>().toEqualTypeOf<CheckboxProps>();
    expectTypeOf<ReturnType<AskQuestionApi['getRadioGroupProps']>>().toEqualTypeOf<RadioGroupProps>();
    expectTypeOf<RadioItemProps>().toMatchTypeOf<RadioGroup.RadioGroupItemProps>();
    expectTypeOf<RadioGroupProps>().toMatchTypeOf<RadioGroup.RadioGroupProps>();
    expectTypeOf<CheckboxProps>().toMatchTypeOf<Checkbox.CheckboxProps>();
    expectTypeOf<OtherChoiceProps>().toMatchTypeOf<RadioGroup.RadioGroupItemProps>();
    expectTypeOf<OtherChoiceProps>().toMatchTypeOf<Checkbox.CheckboxProps>();
    expectTypeOf<RadioItemProps['value']>().toBeString();
    expectTypeOf<CheckboxProps['checked']>().toBeBoolean();
    expectTypeOf<DivProps>().not.toMatchTypeOf<RadioGroup.RadioGroupProps>();
  });

  it('mergeProps keeps our props\' types and adds theirs', () => {
    const merged = mergeProps<DivProps>({ role: 'group' }, { 'data-slot': 'x' });
    expectTypeOf(merged).toMatchTypeOf<DivProps>();
    expectTypeOf(mergeProps({ value: 'a' }, { onFocus: () => {} })).toEqualTypeOf<{ value: string } & { onFocus: () => void }>();
  });

  it('provider takes the api or the store; composeEventHandlers keeps argument types', () => {
    expectTypeOf<Parameters<typeof AskQuestionsProvider>[0]['value']>().toEqualTypeOf<AskStore | AskQuestionsApi>();
    const composed = composeEventHandlers((value: string) => value.length, undefined);
    expectTypeOf(composed).parameters.toEqualTypeOf<[string]>();
  });
});
