'use client';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AskOutcome, AskParser, AskRequest, ParseOptions, PreviewFormat } from '@askq/core';
import { requestFromToolCall } from '@askq/ai-sdk/protocol';
import { AskLabelsProvider, AskUserQuestion, InputError, useAskLabels, type AskLabels, type AskUserQuestionProps } from '@askq/ui';
import { draftPersistence, type DraftStorage } from '@askq/ui/drafts';
import { textAndNumberQuestions } from '@askq/ui/fields';
import { TextReceipt } from './text-receipt.js';
import { answerAskCall, rejectAskCall, type AskRunOptions } from './agent.js';
import { askToolCalls, parseAskArguments, readAskCall, type AskToolCall } from './calls.js';
import type { AgUiAgentLike, AgUiInterrupt, AgUiMessage } from './types.js';

/** What a component reads of the agent; a new object whenever the agent notifies a change. */
export interface AgentSnapshot {
  messages: readonly AgUiMessage[];
  isRunning: boolean;
  pendingInterrupts: readonly AgUiInterrupt[];
  /** Names of the subagent runs seen so far (SUBAGENT_STARTED), by `subagentRunId`. */
  subagents: ReadonlyMap<string, string>;
}

const snapshots = new WeakMap<object, AgentSnapshot>();
const subagentNames = new WeakMap<object, Map<string, string>>();
const namesOf = (agent: object) => {
  let names = subagentNames.get(agent);
  if (!names) subagentNames.set(agent, (names = new Map()));
  return names;
};
const take = (agent: AgUiAgentLike): AgentSnapshot => ({
  messages: [...agent.messages],
  isRunning: agent.isRunning,
  pendingInterrupts: [...(agent.pendingInterrupts ?? [])],
  subagents: new Map(namesOf(agent)),
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
      const { unsubscribe } = agent.subscribe({
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
  toolName?: string;
  /** Parse options, e.g. `{ limits }` matching `askUserQuestionTool({ limits })`. */
  parseOptions?: ParseOptions;
  /** How the arguments are read. @default Claude's AskUserQuestion (with Claude Code's schema on `strict: 'claude-code'`) */
  parser?: AskParser;
  /** How previews render, as told to the model (`askUserQuestionTool({ previewFormat })`). @default 'markdown' */
  previewFormat?: PreviewFormat;
  labels?: Partial<AskLabels>;
  /** Keep a half-answered draft under the call id (sessionStorage by default) so a reload restores it. @default true */
  persistDraft?: boolean;
  storage?: DraftStorage;
  /** Called with the outcome once the answer went to the agent (the next run may still be going). */
  onAnswered?: (outcome: AskOutcome, call: AskToolCall) => void;
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
  const live = !!call && !call.result && !snapshot.isRunning;
  const read = useMemo(() => (live && call ? readAskCall(call, parseOptions, parser) : null), [live, call?.arguments, parseOptions, parser]); // eslint-disable-line react-hooks/exhaustive-deps

  const options = useRef<AskRunOptions>({});
  options.current = { runParameters, noRun };
  const errorText = read && !read.request ? read.errorText : undefined;
  useEffect(() => {
    if (errorText !== undefined && call) void rejectAskCall(agent, call, errorText, options.current).catch(() => undefined);
    // Once per call: the call object is new on every agent change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorText, agent, toolCallId]);

  const onOutcome = useCallback(
    (outcome: AskOutcome, request: AskRequest) => {
      if (!call) return;
      void answerAskCall(agent, call, request, outcome, options.current).catch(() => undefined);
      onAnswered?.(outcome, call);
    },
    [agent, call, onAnswered],
  );

  // The labels in effect: the component's own over an app's AskLabelsProvider over the English defaults.
  const sessionAgent = useAskLabels(picker.labels).sessionAgent;
  if (!call) return null;
  const asker = call.subagentRunId !== undefined ? snapshot.subagents.get(call.subagentRunId) : undefined;
  const marks = { 'data-tool-call-id': call.toolCallId, 'data-tool-state': call.result ? 'result' : live ? 'waiting' : 'streaming' };
  if (call.result?.error !== undefined) {
    // The model was sent the problems to fix; the page keeps showing why nothing was asked.
    const { issues } = (parser ?? parseAskArguments)(call.arguments, { ...parseOptions, partial: false });
    return (
      <AskLabelsProvider labels={picker.labels ?? {}}>
        <InputError {...marks} className={picker.className} issues={issues} />
      </AskLabelsProvider>
    );
  }
  if (call.result) {
    const request = requestFromToolCall(call.arguments, undefined, parseOptions, parser ?? parseAskArguments);
    return <TextReceipt {...marks} labels={picker.labels} className={picker.className} request={request} resultText={call.result.content} />;
  }
  return (
    <>
      {/* Who asks, when a subagent does: several may wait at once. */}
      {asker !== undefined && <p data-slot="askq-session-agent">{sessionAgent(asker)}</p>}
      <AskUserQuestion
      key="picker"
      {...picker}
      {...marks}
      // While streaming: the raw JSON text so far, read leniently; once live: the strict request,
      // or the raw text again when it is invalid, so the picker shows its own input error.
      input={read?.request ?? call.arguments}
      parseOptions={{ ...parseOptions, partial: !live }}
      parser={parser ?? parseAskArguments}
      fields={picker.fields ?? textAndNumberQuestions}
      disabled={!live}
      onOutcome={onOutcome}
      drafts={live && persistDraft ? draftPersistence({ key: call.toolCallId, storage }) : undefined}
      />
    </>
  );
}
