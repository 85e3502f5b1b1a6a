'use client';
import { memo, useEffect, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import type { AskOutcome, AskQuestion, AskRequest, ParseOptions } from '@askq/core';
import { splitAskOptions, useAskQuestions, type DraftPersistence, type UseAskQuestionsOptions } from '@askq/react';
import { AskRoot } from './ask-root.js';
import { QuestionTabs } from './question-tabs.js';
import { useQuestionElement, type QuestionProps } from './question.js';
import { Review } from './review.js';
import type { IdleTimeoutWithCountdown } from './idle-timeout.js';
import { KeyLegend } from './key-legend.js';
import { Actions } from './actions.js';
import { Title, type TitleProps } from './title.js';
import { OutcomeReceipt, receiptPart } from './outcome-receipt.js';
import { receiptLevel } from './receipt-card.js';
import { InputError } from './input-error.js';
import { AskLabelsProvider, usePickerLabels } from './labels-provider.js';
import type { AskLabels } from './labels.js';
import type { AskFields } from './field-slot.js';
import type { RenderMarkdown } from './preview-props.js';
import { clsx } from 'clsx';

export interface AskUserQuestionProps
  extends Omit<UseAskQuestionsOptions, 'onOutcome' | 'timeout' | 'fields'>,
    Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit' | 'defaultValue' | 'id'> {
  /** A parsed `AskRequest`, or raw tool input in any dialect (Claude, pi, agentrail, opencode, gemini, mastra). */
  input: unknown;
  /**
   * Text and number questions (an extended host's `kind: "text" | "number"`, Gemini CLI's text
   * questions, Mastra's questions without options): `textAndNumberQuestions` from
   * `@askq/ui/fields` brings their parser (unless `parser` is given), answers and fields. Without
   * it a request holding one shows the input error, naming this.
   */
  fields?: AskFields | undefined;
  /** Called exactly once with what the user did (answered, declined, timed out or replied). */
  onOutcome?: (outcome: AskOutcome, request: AskRequest) => void;
  labels?: Partial<AskLabels>;
  /** Rich rendering for Markdown previews (it receives raw model text: see `RenderMarkdown`); monospace preformatted text by default. */
  renderMarkdown?: RenderMarkdown;
  /**
   * Notes field per question; 'auto' shows it for questions with previews. With 'always' a pick
   * does not move on by itself (a note can follow it), unless `advanceOnSelect` says so.
   * @default 'auto'
   */
  notes?: 'auto' | 'always' | 'never';
  /** Show "Skip" (a decline: the model is told nothing was chosen). @default true */
  skip?: boolean;
  /** Show "Chat about this" (a decline so the user can clarify in the chat first). @default true */
  chatAboutThis?: boolean;
  /** Show the read-only receipt once finished (else render nothing). @default true */
  showReceipt?: boolean;
  /** Heading level of the request's `title` (extended hosts). @default 3 */
  titleLevel?: TitleProps['level'];
  /**
   * Heading level of each question's text. By default the title's level when the request has no
   * title (the question takes its place), else one below it.
   * @default 3 (4 under a title)
   */
  questionLevel?: QuestionProps['headingLevel'];
  /**
   * How previews are written, as the host's `toolConfig.askUserQuestion.previewFormat` says: a
   * host setting, never guessed from the text. Shorthand for `parseOptions.previewFormat` (wins
   * over it). 'html' previews render sanitized in a sandboxed frame. @default 'markdown'
   */
  previewFormat?: 'markdown' | 'html';
  /**
   * Opt-in idle timeout (Claude Code's auto-continue) with its countdown, off by default:
   * `idleTimeout({ ms, countdownMs?, fallback? })` from `@askq/ui/idle-timeout`.
   */
  timeout?: IdleTimeoutWithCountdown | undefined;
  /**
   * Opt-in draft persistence, off by default: `draftPersistence({ key: toolCallId, storage? })`
   * from `@askq/ui/drafts` saves the draft on every change and restores it when the picker
   * mounts again (before it paints; once hydrated on a server-rendered page).
   */
  drafts?: DraftPersistence | undefined;
}

/**
 * The drop-in picker: tabs, questions with Other / notes / previews, review, countdown, actions,
 * and afterwards the receipt. Inline in the message flow, never a modal, so the conversation the
 * questions are about stays in view. While `disabled` (tool input still streaming) it renders what
 * can be shown so far, inert.
 */
export function AskUserQuestion(props: AskUserQuestionProps) {
  // The hook's options by its own list (`splitAskOptions`): nothing of them reaches the <div>.
  const [hookOptions, own] = splitAskOptions(props);
  const { input, labels, renderMarkdown, notes, skip, chatAboutThis, showReceipt = true, titleLevel, questionLevel, previewFormat, drafts, ...rest } = own;
  const { parseOptions, disabled, value, onValueChange } = hookOptions;
  // Opt-in persistence: a saved draft is the store's initial draft (shown by the first render).
  // Not while a server-rendered page hydrates (the server could not read it): `drafts.Persist`
  // restores it then, before the browser paints. A controlled picker is offered it instead.
  const client = useSyncExternalStore(noSubscription, onClient, onServer);
  const [saved] = useState(() => (client && value === undefined ? drafts?.read() : undefined));
  const api = useAskQuestions(input, {
    ...hookOptions,
    defaultValue: saved ?? hookOptions.defaultValue,
    // With a notes field under every question, a pick stays so a note can follow it.
    advanceOnSelect: hookOptions.advanceOnSelect ?? notes !== 'always',
    // Half-streamed input is expected while disabled: show what is there instead of errors.
    parseOptions: withPreviewFormat(parseOptions ?? (disabled ? { partial: true } : undefined), previewFormat),
  });
  // The receipt is a chunk of its own: asked for now, so it is there by the time the picker is done.
  useEffect(() => void (showReceipt && receiptPart.load()), [showReceipt]);
  const { request, outcome } = api;
  // Beside whatever shows, in the same place, so toggling `drafts` remounts nothing.
  const persist = drafts && <drafts.Persist store={api.store} options={drafts} value={value} onValueChange={onValueChange} />;
  if (!request || request.questions.length === 0) {
    return (
      <>
        {persist}
        <AskLabelsProvider labels={labels ?? {}}>
          {disabled || request?.partial ? <Pending {...rest} /> : <InputError {...rest} issues={api.issues} />}
        </AskLabelsProvider>
      </>
    );
  }
  if (outcome) {
    return (
      <>
        {persist}
        {showReceipt ? (
          <OutcomeReceipt
            {...rest}
            labels={labels}
            request={request}
            outcome={outcome}
            headingLevel={receiptLevel(request, own)}
          />
        ) : null}
      </>
    );
  }
  const headingLevel = questionLevel ?? defaultQuestionLevel(!!request.title, titleLevel);
  return (
    <>
      {persist}
      <AskRoot {...rest} api={api} labels={labels}>
        {/* Parts that would render nothing are not built at all (one component each, per mount). */}
        {request.title && <Title level={titleLevel} />}
        {(request.questions.length > 1 || api.hasReview) && <QuestionTabs />}
        {request.questions.map((q, i) => (
          <QuestionPanel
            key={q.id}
            question={q}
            frame={`${api.disabled}:${api.hasReview}:${api.phase !== 'review' && api.activeIndex === i}`}
            questionId={q.id}
            renderMarkdown={renderMarkdown}
            notes={notes}
            headingLevel={headingLevel}
          />
        ))}
        {api.hasReview && <Review headingLevel={headingLevel} />}
        {/* Mounted with the timeout, not with the countdown: its live region must be there first. */}
        {props.timeout?.Countdown && <props.timeout.Countdown />}
        <KeyLegend />
        <Actions skip={skip} chatAboutThis={chatAboutThis} />
      </AskRoot>
    </>
  );
}

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * A question re-renders for its own slice, not whenever the tabs or actions do. Its slice is the
 * question object (kept by identity while unchanged, also while the input streams) and the frame's
 * flags it reads; passing them here lets a changed question render in the same pass as the chunk
 * that changed it, instead of in a second commit when the store catches up.
 */
const QuestionPanel = memo(function QuestionPanel({
  question: _question,
  frame: _frame,
  ...props
}: QuestionProps & { question: AskQuestion; frame: string }) {
  return useQuestionElement(props);
});

/**
 * Streaming input with nothing showable yet, or input waiting for the lenient parse (its chunk
 * loads on first use): a busy card, not an error (it is not one yet).
 */
function Pending({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const labels = usePickerLabels();
  return (
    <div {...props} className={clsx('askq', className)} data-slot="askq-root" aria-busy="true">
      <p data-slot="askq-hint">{labels.loading}</p>
    </div>
  );
}

/** One level below a shown title (h6 at most); without a title the question takes its level. */
function defaultQuestionLevel(hasTitle: boolean, titleLevel: TitleProps['level'] = 3): QuestionProps['headingLevel'] {
  return hasTitle ? (Math.min(6, titleLevel + 1) as QuestionProps['headingLevel']) : titleLevel;
}

/** `parseOptions` with the `previewFormat` prop merged in (the prop wins). */
function withPreviewFormat(parseOptions: ParseOptions | undefined, previewFormat: 'markdown' | 'html' | undefined) {
  return previewFormat === undefined ? parseOptions : { ...parseOptions, previewFormat };
}
