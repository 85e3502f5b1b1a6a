'use client';
import { useMemo, useState, type ReactNode } from 'react';
import type { AskOutcome, AskRequest, ParseOptions } from '@askq/core';
import { AskUserQuestion, Receipt, defaultLabels, type AskUserQuestionProps } from '@askq/ui';
import { textAndNumberQuestions } from '@askq/ui/fields';
import { outcomeFromToolOutput, parseOptionsFor, parseToolInput, requestFromToolCall } from '@askq/ai-sdk/protocol';
import { toAskResume } from './resume.js';
import { pendingAsks, resumeFor, toolCallResult, withRestoredInterrupts, type AskStreamLike, type InterruptLike, type PendingAsk } from './stream.js';

export interface AskInterruptProps extends Omit<AskUserQuestionProps, 'input' | 'onOutcome' | 'parseOptions' | 'disabled'> {
  /** The result of `useStream()` from `@langchain/langgraph-sdk/react`. */
  stream: AskStreamLike;
  /**
   * Only this tool call's question, for rendering inline beside the call: its picker while it
   * waits, then its receipt, read from the thread's messages (so also after a reload). Without
   * it, every pending askq question, and the one just answered as a receipt until the next.
   */
  toolCallId?: string;
  /**
   * Where an answered tool call's result is looked up. @default `stream.messages` (with a custom
   * transport `useStream` shows no stored history: pass the messages the page shows)
   */
  messages?: readonly unknown[];
  /**
   * The thread's pending interrupts while `stream` shows nothing yet: `useStream` with a custom
   * transport shows only what it streamed, so after a reload pass what your server reads
   * (`(await graph.getState(config)).tasks.flatMap((t) => t.interrupts)`) and the question stays
   * answerable. Ignored once the stream shows the thread.
   */
  interrupts?: readonly InterruptLike[];
  /** Leave out questions a tool call asks (the chat renders those inline with `toolCallId`). @default false */
  exceptToolCalls?: boolean;
  /** Called once the run was resumed with the user's answer. */
  onResume?: (outcome: AskOutcome, request: AskRequest, ask: PendingAsk) => void;
}

interface Settled {
  key: string;
  request: AskRequest;
  outcome: AskOutcome;
}

const keyOf = (ask: PendingAsk) => ask.interruptId ?? ask.value.toolCallId ?? JSON.stringify(ask.value.input);

/**
 * The askq questions a LangGraph run is waiting on, answered with askq's picker; the answer
 * resumes the run (`submit(null, { command: { resume } })`). Interrupts that are not askq
 * questions render nothing: the app handles them as before.
 */
export function AskInterrupt(props: AskInterruptProps): ReactNode {
  const { stream: source, toolCallId, messages = source.messages, interrupts, exceptToolCalls = false, onResume, ...picker } = props;
  const stream = withRestoredInterrupts(source, interrupts);
  const [settled, setSettled] = useState<Settled[]>([]);
  const asks = pendingAsks(stream).filter((ask) =>
    toolCallId !== undefined ? ask.value.toolCallId === toolCallId : !(exceptToolCalls && ask.value.toolCallId !== undefined),
  );

  if (toolCallId !== undefined && asks.length === 0) {
    const result = toolCallResult(messages, toolCallId);
    if (result) return <ToolCallReceipt {...result} labels={picker.labels} className={picker.className} toolCallId={toolCallId} />;
  }
  const answer = (ask: PendingAsk, request: AskRequest, outcome: AskOutcome) => {
    setSettled((list) => [...list.filter((s) => s.key !== keyOf(ask)), { key: keyOf(ask), request, outcome }]);
    void Promise.resolve(stream.submit(null, { command: { resume: resumeFor(stream, ask, toAskResume(request, outcome)) } })).catch(() => undefined);
    onResume?.(outcome, request, ask);
  };
  // While a question waits, only it shows; the last one answered stays as its receipt until then.
  const shown = asks.length > 0 ? [] : settled.slice(-1);
  return (
    <>
      {shown.map((s) => (
        <Receipt key={s.key} request={s.request} outcome={s.outcome} labels={picker.labels} className={picker.className} />
      ))}
      {asks.map((ask) => (
        <AskCard key={keyOf(ask)} {...picker} ask={ask} onAnswer={answer} />
      ))}
    </>
  );
}

type CardProps = Omit<AskInterruptProps, 'stream' | 'toolCallId' | 'messages' | 'interrupts' | 'exceptToolCalls' | 'onResume'> & {
  ask: PendingAsk;
  onAnswer: (ask: PendingAsk, request: AskRequest, outcome: AskOutcome) => void;
};

/** One question: who asks, then the picker over the request the server validated. */
function AskCard({ ask, onAnswer, labels, ...picker }: CardProps) {
  const { value } = ask;
  const parseOptions: ParseOptions = useMemo(() => parseOptionsFor(value.settings?.limits, value.settings), [value.settings]);
  const request = useMemo(() => {
    const parsed = parseToolInput(value.input, { ...parseOptions, partial: false }).request;
    return parsed && value.title !== undefined && parsed.title === undefined ? { ...parsed, title: value.title } : parsed;
  }, [value.input, value.title, parseOptions]);
  const askedBy = labels?.sessionAgent ?? defaultLabels.sessionAgent;
  return (
    <div data-slot="askq-langgraph-ask" data-interrupt-id={ask.interruptId} data-tool-call-id={value.toolCallId}>
      {value.askedBy !== undefined && <p data-slot="askq-langgraph-asked-by">{askedBy(value.askedBy)}</p>}
      <AskUserQuestion
        {...picker}
        labels={labels}
        input={request ?? value.input}
        parseOptions={parseOptions}
        parser={picker.parser ?? parseToolInput}
        fields={picker.fields ?? textAndNumberQuestions}
        onOutcome={(outcome, asked) => onAnswer(ask, asked, outcome)}
      />
    </div>
  );
}

/** An answered tool call read back from the thread: exact from its artifact, else from its text. */
function ToolCallReceipt(props: { content: string; artifact: unknown; input: unknown; toolCallId: string } & Pick<AskInterruptProps, 'labels' | 'className'>) {
  const { content, artifact, input, toolCallId, labels, className } = props;
  const request = useMemo(() => requestFromToolCall(input, artifact), [input, artifact]);
  const outcome = useMemo(() => (artifact && typeof artifact === 'object' ? outcomeFromToolOutput(request, artifact) : undefined), [request, artifact]);
  const common = { labels, className, 'data-tool-call-id': toolCallId };
  return outcome ? <Receipt {...common} request={request} outcome={outcome} /> : <Receipt {...common} resultText={content} request={request} />;
}
