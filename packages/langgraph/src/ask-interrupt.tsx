'use client';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { AskDraft, AskOutcome, AskParser, AskRequest, ParseOptions } from '@askq/core';
import { useCurrentParser } from '@askq/react';
import { AskLabelsProvider, AskUserQuestion, InputError, Receipt, receiptLook, useAskLabels, type AskUserQuestionProps, type ReceiptLook } from '@askq/ui';
import { textAndNumberQuestions } from '@askq/ui/fields';
// The page's entry for a call, not `/protocol`: the parse loads on first use (`toolInputParser`),
// so a page whose questions are plain Claude input never loads it.
import { outcomeFromToolOutput, parseOptionsFor, requestOfCall, toolInputParser } from '@askq/ai-sdk/call';
import { toAskResume } from './resume.js';
import { findToolCall, pendingAsks, resumeFor, withRestoredInterrupts, type AskStreamLike, type InterruptLike, type PendingAsk } from './stream.js';

export interface AskInterruptProps extends Omit<AskUserQuestionProps, 'input' | 'onOutcome' | 'parseOptions' | 'disabled'> {
  /** The result of `useStream()` from `@langchain/langgraph-sdk/react`. */
  stream: AskStreamLike;
  /**
   * Only this tool call's question, for rendering inline beside the call: its picker while it
   * waits, then its receipt, read from the thread's messages (so also after a reload). Without
   * it, every pending askq question, and the one just answered as a receipt until the next.
   */
  toolCallId?: string | undefined;
  /**
   * Where an answered tool call's result is looked up. @default `stream.messages` (with a custom
   * transport `useStream` shows no stored history: pass the messages the page shows)
   */
  messages?: readonly unknown[] | undefined;
  /**
   * The thread's pending interrupts while `stream` shows nothing yet: `useStream` with a custom
   * transport shows only what it streamed, so after a reload pass what your server reads
   * (`(await graph.getState(config)).tasks.flatMap((t) => t.interrupts)`) and the question stays
   * answerable. Ignored once the stream shows the thread.
   */
  interrupts?: readonly InterruptLike[] | undefined;
  /** Leave out questions a tool call asks (the chat renders those inline with `toolCallId`). @default false */
  exceptToolCalls?: boolean | undefined;
  /** Called when the answer is sent: the run resumes with it. */
  onResume?: ((outcome: AskOutcome, request: AskRequest, ask: PendingAsk) => void) | undefined;
}

interface Settled {
  key: string;
  request: AskRequest;
  outcome: AskOutcome;
  /** What the picker held when it was sent: the question asked again starts from it. */
  draft: AskDraft | undefined;
}

/** A resume that did not reach the run: the answer, how many times, and the run's error if it ended with one. */
interface Failed {
  entry: Settled;
  times: number;
  message?: string | undefined;
}

/**
 * Answers given on this page, by tool call id. While the run resumes, the stream shows the thread
 * again from its first event, so a card beside its call may unmount and mount again before the
 * tool's result arrives: it keeps its receipt meanwhile instead of vanishing or asking again.
 */
const answeredCalls = new Map<string, Settled>();

const keyOf = (ask: PendingAsk) => ask.value.toolCallId ?? ask.interruptId ?? JSON.stringify(ask.value.input);

/**
 * The askq questions a LangGraph run is waiting on, answered with askq's picker; the answer
 * resumes the run (`submit(null, { command: { resume } })`). Interrupts that are not askq
 * questions render nothing: the app handles them as before.
 */
export function AskInterrupt(props: AskInterruptProps): ReactNode {
  const { stream: source, toolCallId, messages = source.messages, interrupts, exceptToolCalls = false, onResume, ...picker } = props;
  const stream = withRestoredInterrupts(source, interrupts);
  const [settled, setSettled] = useState<Settled[]>([]);
  // A resume that failed: its card mounts again (answerable, with the answer as the user left it)
  // under an alert instead of staying "answered".
  const [failed, setFailed] = useState<Failed>();
  // The last answer whose `submit` resolved: the run it started has ended, maybe with an error.
  const [ran, setRan] = useState<Settled>();
  const labels = useAskLabels(picker.labels);
  const asks = pendingAsks(stream).filter((ask) =>
    toolCallId !== undefined ? ask.value.toolCallId === toolCallId : !(exceptToolCalls && ask.value.toolCallId !== undefined),
  );
  const fail = (entry: Settled, message?: string) => {
    if (answeredCalls.get(entry.key) === entry) answeredCalls.delete(entry.key); // keyed by its call id
    setSettled((list) => list.filter((s) => s !== entry));
    setFailed((last) => ({ entry, times: (last?.entry.key === entry.key ? last.times : 0) + 1, message }));
  };
  // `useStream`'s `submit` resolves when the run ends, also when it ended in an error (kept in
  // `error`). The question still waiting then means the answer did not reach it: not sent (a
  // fetch that failed, a TypeError) or not accepted (a thread the server no longer has, a resume
  // it refused), whatever the picker said.
  const { error } = stream;
  if (ran && !stream.isLoading && error != null && asks.some((ask) => keyOf(ask) === ran.key)) {
    setRan(undefined);
    fail(ran, error instanceof TypeError ? undefined : String((error as Error).message ?? error));
  }
  const call = toolCallId !== undefined && asks.length === 0 ? findToolCall(messages, toolCallId) : undefined;
  if (call?.result) {
    answeredCalls.delete(toolCallId!); // the thread has it now
    return (
      <ToolCallReceipt {...call.result} {...receiptLook(picker)} input={call.input} parser={picker.parser} toolCallId={toolCallId!} />
    );
  }

  const answer = (ask: PendingAsk, request: AskRequest, outcome: AskOutcome, draft: AskDraft | undefined) => {
    const entry: Settled = { key: keyOf(ask), request, outcome, draft };
    const id = ask.value.toolCallId;
    if (id !== undefined) answeredCalls.set(id, entry);
    setSettled((list) => [...list.filter((s) => s.key !== entry.key), entry]);
    setFailed(undefined);
    void Promise.resolve()
      .then(() => stream.submit(null, { command: { resume: resumeFor(stream, ask, toAskResume(request, outcome)) } }))
      // Not sent: no receipt (nothing was answered), and the question is asked again.
      .then(() => setRan(entry), () => fail(entry));
    onResume?.(outcome, request, ask);
  };
  // While a question waits, only it shows; the last one answered stays as its receipt until then.
  const answered = toolCallId !== undefined ? answeredCalls.get(toolCallId) : undefined;
  const shown = asks.length > 0 ? [] : answered ? [answered] : settled.slice(-1);
  // The model's call before the run reaches the tool (its input may still be streaming): the
  // questions as far as they go, inert. The same card turns live when the interrupt arrives.
  const preview = call && shown.length === 0 && stream.isLoading === true ? call.input : undefined;
  // One list, so a preview card and the live card of the same call (both keyed by its id) are one element.
  const cards = asks.map((ask) => {
    const key = keyOf(ask);
    const again = failed?.entry.key === key ? failed : undefined;
    return (
      <AskCard
        key={again ? `${key}:${again.times}` : key}
        {...picker}
        defaultValue={again?.entry.draft ?? picker.defaultValue}
        ask={ask}
        onAnswer={answer}
      />
    );
  });
  if (preview !== undefined) cards.push(<AskCard key={toolCallId} {...picker} preview={{ toolCallId: toolCallId!, input: preview }} onAnswer={answer} />);
  return [
    ...shown.map((s) => <Receipt key={`receipt:${s.key}`} {...receiptLook(picker)} request={s.request} outcome={s.outcome} />),
    failed && (
      <div key="failed" role="alert" data-slot="askq-session-error" className={picker.className}>
        <p>{failed.message !== undefined ? labels.sessionRejected(failed.message) : labels.sessionNetworkError}</p>
      </div>
    ),
    ...cards,
  ];
}

type CardProps = Omit<AskInterruptProps, 'stream' | 'toolCallId' | 'messages' | 'interrupts' | 'exceptToolCalls' | 'onResume'> & {
  onAnswer: (ask: PendingAsk, request: AskRequest, outcome: AskOutcome, draft: AskDraft | undefined) => void;
} & ({ ask: PendingAsk; preview?: undefined } | { ask?: undefined; preview: { toolCallId: string; input: unknown } });

const PARTIAL: ParseOptions = { partial: true };

/**
 * One question: who asks, then the picker over the request the server validated (or, inert, the
 * call's input so far). Input only the full parser reads (an extended host's, Claude Code's schema)
 * shows the picker's busy card until that parser has loaded, then the question.
 */
function AskCard({ ask, preview, onAnswer, labels, ...picker }: CardProps) {
  const value = ask?.value;
  // The answer as the user left it before sending (a picker does not report its final step).
  const draft = useRef<AskDraft | undefined>(picker.value ?? picker.defaultValue);
  const parseOptions: ParseOptions = useMemo(() => (value ? parseOptionsFor(value.settings?.limits, value.settings) : PARTIAL), [value?.settings]);
  const parse = useCurrentParser(picker.parser ?? toolInputParser);
  const request = useMemo(() => {
    if (!value) return null;
    const parsed = parse(value.input, { ...parseOptions, partial: false }).request;
    // Still loading the parser ("nothing to show yet"): the picker's busy card, without the title.
    if (!parsed || parsed.partial) return null;
    return value.title !== undefined && parsed.title === undefined ? { ...parsed, title: value.title } : parsed;
  }, [value?.input, value?.title, parseOptions, parse]);
  // The labels in effect: the card's own over an app's AskLabelsProvider over the English defaults.
  const askedBy = useAskLabels(labels).sessionAgent;
  return (
    <div data-slot="askq-langgraph-ask" data-interrupt-id={ask?.interruptId} data-tool-call-id={value?.toolCallId ?? preview?.toolCallId}>
      {value?.askedBy !== undefined && <p data-slot="askq-langgraph-asked-by">{askedBy(value.askedBy)}</p>}
      <AskUserQuestion
        {...picker}
        labels={labels}
        input={request ?? value?.input ?? preview?.input}
        parseOptions={parseOptions}
        parser={parse}
        fields={picker.fields ?? textAndNumberQuestions}
        disabled={!ask}
        onValueChange={(next) => {
          draft.current = next;
          picker.onValueChange?.(next);
        }}
        onOutcome={(outcome, asked) => ask && onAnswer(ask, asked, outcome, draft.current)}
      />
    </div>
  );
}

/**
 * An answered tool call read back from the thread: exact from its artifact, else from its text.
 * Input only the full parser reads waits in a busy box, in the receipt's place, until it has loaded.
 */
function ToolCallReceipt(props: { content: string; artifact: unknown; input: unknown; toolCallId: string; parser?: AskParser | undefined } & ReceiptLook) {
  const { content, artifact, input, toolCallId, labels, className } = props;
  const parse = useCurrentParser(props.parser ?? toolInputParser);
  const request = useMemo(() => requestOfCall(input, artifact, undefined, parse), [input, artifact, parse]);
  const outcome = useMemo(() => (artifact && typeof artifact === 'object' && !request.partial ? outcomeFromToolOutput(request, artifact) : undefined), [request, artifact]);
  // Input that could not be shown (the tool's error result lists what the model must fix): why,
  // as the picker says it, not the model's text as a receipt.
  const refused = useMemo(() => (artifact === undefined ? parse(input, { partial: false }) : undefined), [artifact, input, parse]);
  const common = { ...receiptLook(props), 'data-tool-call-id': toolCallId };
  if (request.partial) return <div className={['askq', className].filter(Boolean).join(' ')} data-tool-call-id={toolCallId} data-slot="askq-langgraph-waiting" aria-busy="true" />;
  if (refused && !refused.request) {
    return (
      <AskLabelsProvider labels={labels ?? {}}>
        <InputError className={className} data-tool-call-id={toolCallId} issues={refused.issues} />
      </AskLabelsProvider>
    );
  }
  return outcome ? <Receipt {...common} request={request} outcome={outcome} /> : <Receipt {...common} resultText={content} request={request} />;
}
