import { describe, expectTypeOf, it } from 'vitest';
import type { AskDraft, AskOutcome, AskRequest, DeclineReason } from '@askq/core';
import {
  AskQuestionsProvider,
  composeEventHandlers,
  mergeProps,
  useAskQuestion,
  useAskQuestions,
  type AskQuestionApi,
  type AskQuestionsApi,
  type AskStore,
  type CheckboxPropBag,
  type DraftStorage,
  type PropBag,
  type RadioItemPropBag,
  type SubmitReason,
  type TimeoutOptions,
  type UseAskQuestionsOptions,
} from './index.js';

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
  });

  it('api', () => {
    expectTypeOf<AskQuestionsApi['countdown']>().toEqualTypeOf<number | null>();
    expectTypeOf<AskQuestionsApi['submitReason']>().toEqualTypeOf<SubmitReason | null>();
    expectTypeOf<SubmitReason>().toEqualTypeOf<'invalid_answers' | 'nothing_answered' | 'unanswered_questions' | 'finished' | 'disabled'>();
    expectTypeOf<AskQuestionsApi['followUp']>().toEqualTypeOf<((response?: string) => void) | undefined>();
    expectTypeOf<NonNullable<UseAskQuestionsOptions['allowFollowUp']>>().toBeBoolean();
    expectTypeOf<AskQuestionsApi['store']>().toEqualTypeOf<AskStore>();
    expectTypeOf<AskQuestionsApi['getDeclineButtonProps']>().parameter(0).toEqualTypeOf<DeclineReason | undefined>();
    expectTypeOf<AskQuestionsApi['getTabProps']>().parameter(0).toEqualTypeOf<{ index: number } | { review: true }>();
    expectTypeOf<AskQuestionsApi['actions']['decline']>().parameters.toEqualTypeOf<[DeclineReason, (string | undefined)?]>();
  });

  it('prop bags satisfy Radix items and stay open records', () => {
    expectTypeOf<ReturnType<AskQuestionApi['getRadioItemProps']>>().toEqualTypeOf<RadioItemPropBag>();
    expectTypeOf<RadioItemPropBag['value']>().toBeString();
    expectTypeOf<CheckboxPropBag['checked']>().toBeBoolean();
    expectTypeOf<ReturnType<AskQuestionsApi['getRootProps']>>().toEqualTypeOf<PropBag>();
    expectTypeOf(mergeProps).returns.toEqualTypeOf<PropBag>();
  });

  it('provider takes the api or the store; composeEventHandlers keeps argument types', () => {
    expectTypeOf<Parameters<typeof AskQuestionsProvider>[0]['value']>().toEqualTypeOf<AskStore | AskQuestionsApi>();
    const composed = composeEventHandlers((value: string) => value.length, undefined);
    expectTypeOf(composed).parameters.toEqualTypeOf<[string]>();
  });
});
