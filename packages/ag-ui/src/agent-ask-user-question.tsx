'use client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AskOutcome, AskParser, AskRequest, ParseOptions, PreviewFormat } from '@askq/core';
import { useCurrentParser } from '@askq/react';
import { requestOfCall } from '@askq/ai-sdk/call';
import { AskLabelsProvider, AskUserQuestion, InputError, receiptLook, useAskLabels, type AskLabels, type AskUserQuestionProps } from '@askq/ui';
import { clearSavedDraft, draftPersistence, type DraftStorage } from '@askq/ui/drafts';
import { textAndNumberQuestions } from '@askq/ui/fields';
import { TextReceipt } from './text-receipt.js';
import { answerAskCall, rejectAskCall, type AskRunOptions } from './agent.js';
import { askToolCalls, type AskToolCall } from './call-list.js';
import { isExpired } from './settlement.js';
import { askArgumentsParser, invalidCallText, readPlain } from './kit-load.js';
import type { AgUiAgentLike, AgUiInterrupt, AgUiMessage } from './types.js';

/** What a component reads of the agent; a new object whenever the agent notifies a change. */
export interface AgentSnapshot {
  messages: readonly AgUiMessage[];
  isRunning: boolean;
  pendingInterrupts: readonly AgUiInterrupt[];
  /** Names of the subagent runs seen so far (SUBAGENT_STARTED), by `subagentRunId`. */
  subagents: ReadonlyMap<string, string>;
  /**
   * Calls seen to start streaming (TOOL_CALL_START) and not yet to end (TOOL_CALL_END): once no
   * run goes on, ones cut off by a failed or stopped run, whose arguments will never be complete.
   */
  unfinished: ReadonlySet<string>;
}

const snapshots = new WeakMap<object, AgentSnapshot>();
const subagentNames = new WeakMap<object, Map<string, string>>();
const namesOf = (agent: object) => {
  let names = subagentNames.get(agent);
  if (!names) subagentNames.set(agent, (names = new Map()));
  return names;
};
const unfinishedCalls = new WeakMap<object, Set<string>>();
const unfinishedOf = (agent: object) => {
  let ids = unfinishedCalls.get(agent);
  if (!ids) unfinishedCalls.set(agent, (ids = new Set()));
  return ids;
};
const take = (agent: AgUiAgentLike): AgentSnapshot => ({
  messages: [...agent.messages],
  isRunning: agent.isRunning,
  pendingInterrupts: [...(agent.pendingInterrupts ?? [])],
  subagents: new Map(namesOf(agent)),
  unfinished: new Set(unfinishedOf(agent)),
});

/**
 * The agent's messages, run status and open interrupts, re-rendered on every change the agent
 * reports (streamed deltas, added messages, runs starting and ending).
 */
export function useAgentSnapshot(agent: AgUiAgentLike): AgentSnapshot {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = () => {
        snapshots.set(agent, take(agent));
        onChange();
      };
      // The agent may have run while nothing here listened (the chat was unmounted): read it afresh.
      const fresh = take(agent);
      if (JSON.stringify(fresh) !== JSON.stringify(snapshots.get(agent) ?? null)) changed();
      const { unsubscribe } = agent.subscribe({
        onToolCallStartEvent: ({ event }: { event: { toolCallId: string } }) => void unfinishedOf(agent).add(event.toolCallId),
        onToolCallEndEvent: ({ event }: { event: { toolCallId: string } }) => {
          unfinishedOf(agent).delete(event.toolCallId);
          changed();
        },
        onMessagesChanged: changed,
        onRunInitialized: changed,
        onRunFinalized: changed,
        onRunFailed: changed,
        onRunFinishedEvent: changed,
        onSubagentStartedEvent: ({ event }: { event: { subagentRunId: string; name: string } }) => {
          namesOf(agent).set(event.subagentRunId, event.name);
          changed();
        },
      });
      return unsubscribe;
    },
    [agent],
  );
  const get = useCallback(() => {
    let snapshot = snapshots.get(agent);
    if (!snapshot) snapshots.set(agent, (snapshot = take(agent)));
    return snapshot;
  }, [agent]);
  return useSyncExternalStore(subscribe, get, get);
}

type PickerProps = Omit<AskUserQuestionProps, 'input' | 'onOutcome' | 'disabled' | 'drafts' | 'parseOptions'>;

export interface AgentAskUserQuestionProps extends PickerProps, AskRunOptions {
  /** The AG-UI agent (`HttpAgent`, any `AbstractAgent`) whose messages hold the call. */
  agent: AgUiAgentLike;
  /** The call to render: `message.toolCalls[i].id`. Anything but an AskUserQuestion call renders nothing. */
  toolCallId: string;
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  toolName?: string | undefined;
  /** Parse options, e.g. `{ limits }` matching `askUserQuestionTool({ limits })`. */
  parseOptions?: ParseOptions | undefined;
  /** How the arguments are read. @default Claude's AskUserQuestion (with Claude Code's schema on `strict: 'claude-code'`) */
  parser?: AskParser | undefined;
  /** How previews render, as told to the model (`askUserQuestionTool({ previewFormat })`). @default 'markdown' */
  previewFormat?: PreviewFormat | undefined;
  labels?: Partial<AskLabels> | undefined;
  /** Keep a half-answered draft under the call id (sessionStorage by default) so a reload restores it. @default true */
  persistDraft?: boolean | undefined;
  storage?: DraftStorage | undefined;
  /** Called with the outcome once the answer went to the agent (the next run may still be going). */
  onAnswered?: ((outcome: AskOutcome, call: AskToolCall) => void) | undefined;
}

/**
 * One AskUserQuestion call of an AG-UI agent, in whatever state it is: questions appearing as the
 * arguments stream (inert), the live picker once the run ended, or the receipt once answered.
 * Answering adds the tool message (or resumes the interrupt that waits on the call) with the text
 * Claude Code would give the model, and runs the agent again. Invalid arguments show the picker's
 * input error and go back to the model as an error result listing what to fix.
 */
export function AgentAskUserQuestion(props: AgentAskUserQuestionProps): ReactNode {
  const { agent, toolCallId, toolName, runParameters, noRun, previewFormat, persistDraft = true, storage, onAnswered, parser, ...picker } = props;
  const snapshot = useAgentSnapshot(agent);
  const call = useMemo(
    () => askToolCalls(snapshot.messages, { toolName, interrupts: snapshot.pendingInterrupts }).find((c) => c.toolCallId === toolCallId),
    [snapshot, toolName, toolCallId],
  );
  const parseOptions = useMemo(
    () => (previewFormat === undefined ? props.parseOptions : { ...props.parseOptions, previewFormat }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(props.parseOptions ?? null), previewFormat],
  );
  // Cut off by a run that failed or was stopped while the arguments streamed: they will never be
  // complete. Inert (not the model's mistake to report, nor a reason to run again); the user's
  // next message settles it.
  const cutOff = !!call && !call.result && !snapshot.isRunning && snapshot.unfinished.has(call.toolCallId);
  // An interrupt past its `expiresAt` can no longer take the answer: inert from then on (a render
  // at that moment), and the next message cancels it.
  const expiresAt = call?.interrupt?.expiresAt;
  const [, expire] = useState(0);
  useEffect(() => {
    const left = expiresAt === undefined ? NaN : new Date(expiresAt).getTime() - Date.now();
    if (left > 0) {
      const timer = setTimeout(() => expire((n) => n + 1), left);
      return () => clearTimeout(timer);
    }
  }, [expiresAt]);
  const expired = !!call?.interrupt && isExpired(call.interrupt);
  const live = !!call && !call.result && !snapshot.isRunning && !cutOff && !expired;
  // Answers whose resume failed (an interrupt's answer lives only in its run): the picker mounts
  // again, answerable, under an alert.
  // Settled without the picker finishing (a chat message sent instead), or expired: the picker
  // removes its draft only when it is answered or declined.
  const done = !!call?.result || expired;
  useEffect(() => {
    if (done && persistDraft) clearSavedDraft({ key: toolCallId, storage });
  }, [done, persistDraft, toolCallId, storage]);
  const [failed, setFailed] = useState(0);
  const [alert, setAlert] = useState(false);
  // The lenient parse loads on first use: plain Claude arguments are read at once (`readPlain`),
  // the rest wait for it (the picker's busy card), asked for as soon as a call streams.
  const parse = useCurrentParser(parser ?? askArgumentsParser);
  // What the call's result is, if it has one: the error sent for invalid arguments, or a text.
  const settled = call?.result ? (call.result.error !== undefined ? 'error' : 'text') : undefined;
  const read = useMemo(() => {
    if (!call || !(live || settled)) return null;
    const plain = parser ? undefined : readPlain(call.arguments, parseOptions);
    if (plain) return plain;
    // An answered call's questions, for its receipt: leniently as a last resort (see `requestOfCall`).
    if (settled === 'text') return { request: requestOfCall(call.arguments, undefined, parseOptions, parse), issues: [] };
    return parse(call.arguments, { ...parseOptions, partial: false });
  }, [live, settled, call?.arguments, parseOptions, parser, parse]); // eslint-disable-line react-hooks/exhaustive-deps
  // The parse still on its way: nothing to show yet.
  const waiting = !!read?.request?.partial;

  const options = useRef<AskRunOptions>({});
  options.current = { runParameters, noRun };
  const invalid = live && !!read && !read.request;
  useEffect(() => {
    if (!invalid || !call) return;
    void invalidCallText(call, parseOptions, parser).then((text) => {
      if (text !== undefined) void rejectAskCall(agent, call, text, options.current).catch(() => undefined);
    });
    // Once per call: the call object is new on every agent change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalid, agent, toolCallId]);

  const onOutcome = useCallback(
    (outcome: AskOutcome, request: AskRequest) => {
      if (!call) return;
      setAlert(false);
      void answerAskCall(agent, call, request, outcome, options.current).catch(() => {
        if (!call.interrupt) return; // a tool message was added: the answer stands, the run is the app's
        setFailed((n) => n + 1);
        setAlert(true);
      });
      onAnswered?.(outcome, call);
    },
    [agent, call, onAnswered],
  );

  // The labels in effect: the component's own over an app's AskLabelsProvider over the English defaults.
  const { sessionAgent, sessionNetworkError } = useAskLabels(picker.labels);
  if (!call) return null;
  const asker = call.subagentRunId !== undefined ? snapshot.subagents.get(call.subagentRunId) : undefined;
  const marks = { 'data-tool-call-id': call.toolCallId, 'data-tool-state': call.result ? 'result' : live ? 'waiting' : cutOff ? 'interrupted' : expired ? 'expired' : 'streaming' };
  if (call.result && waiting) {
    // An answered call whose arguments only the lenient parse reads: its place, until it has loaded.
    return <div className={['askq', picker.className].filter(Boolean).join(' ')} {...marks} data-slot="askq-ag-ui-waiting" aria-busy="true" />;
  }
  if (call.result?.error !== undefined) {
    // The model was sent the problems to fix; the page keeps showing why nothing was asked.
    return (
      <AskLabelsProvider labels={picker.labels ?? {}}>
        <InputError {...marks} className={picker.className} issues={read?.issues ?? []} />
      </AskLabelsProvider>
    );
  }
  if (call.result && read?.request) {
    return (
      <TextReceipt {...marks} {...receiptLook(picker)} request={read.request} resultText={call.result.content} />
    );
  }
  return (
    <>
      {/* Who asks, when a subagent does: several may wait at once. */}
      {asker !== undefined && <p data-slot="askq-session-agent">{sessionAgent(asker)}</p>}
      {alert && (
        <div role="alert" data-slot="askq-session-error" className={picker.className}>
          <p>{sessionNetworkError}</p>
        </div>
      )}
      <AskUserQuestion
      key={`picker:${failed}`}
      {...picker}
      {...marks}
      // While streaming: the raw JSON text so far, read leniently; once live: the strict request,
      // or the raw text again when it is invalid, so the picker shows its own input error.
      input={(!waiting && read?.request) || call.arguments}
      parseOptions={{ ...parseOptions, partial: !live }}
      parser={parse}
      fields={picker.fields ?? textAndNumberQuestions}
      disabled={!live}
      onOutcome={onOutcome}
      drafts={live && persistDraft ? draftPersistence({ key: call.toolCallId, storage }) : undefined}
      />
    </>
  );
}
