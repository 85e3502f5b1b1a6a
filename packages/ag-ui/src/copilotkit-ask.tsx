'use client';
/**
 * AskUserQuestion as a CopilotKit human-in-the-loop tool: CopilotKit declares it to the agent,
 * streams the call's arguments into the picker, and `respond()` hands the agent the text Claude
 * Code would give the model.
 */
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { UseAgentUpdate, useAgent, useHumanInTheLoop } from '@copilotkit/react-core/v2/headless';
import type { AskParser, ParseOptions, PreviewFormat } from '@askq/core';
import { toClaudeResultText } from '@askq/core/encode';
import { useCurrentParser } from '@askq/react';
import { ASK_USER_QUESTION_TOOL_NAME, requestOfCall } from '@askq/ai-sdk/call';
import { AskLabelsProvider, AskUserQuestion, InputError, receiptLook, type AskLabels, type AskUserQuestionProps } from '@askq/ui';
import { clearSavedDraft, draftPersistence } from '@askq/ui/drafts';
import { textAndNumberQuestions } from '@askq/ui/fields';
import { TextReceipt } from './text-receipt.js';
import { cancelAskOnSend, claimAskCall } from './agent.js';
import { askArgumentsParser, invalidCallText, readPlainInput } from './kit-load.js';
import { askUserQuestionTool, type AskToolDefinitionOptions } from './tool.js';

type PickerProps = Omit<AskUserQuestionProps, 'input' | 'onOutcome' | 'disabled' | 'drafts' | 'parseOptions'>;

export interface CopilotAskUserQuestionOptions extends AskToolDefinitionOptions, PickerProps {
  /** Only this CopilotKit agent gets the tool. @default every agent */
  agentId?: string | undefined;
  parseOptions?: ParseOptions | undefined;
  parser?: AskParser | undefined;
  previewFormat?: PreviewFormat | undefined;
  labels?: Partial<AskLabels> | undefined;
  /** Keep a half-answered draft under the call id so a reload restores it. @default true */
  persistDraft?: boolean | undefined;
}

/** The render props CopilotKit hands a human-in-the-loop tool (as far as this package reads them). */
interface HitlRenderProps {
  toolCallId: string;
  agentId?: string;
  args: unknown;
  status: 'inProgress' | 'executing' | 'complete';
  result?: string;
  respond?: (result: unknown) => Promise<void>;
}

/**
 * The arguments' schema as CopilotKit reads it (Standard Schema with its JSON Schema): the agent
 * is told askq's JSON Schema, and every value passes through to the picker, which checks it with
 * askq's parser and tells the model exactly what to fix (a validator here would swallow that).
 */
function standardSchema(jsonSchema: Record<string, unknown>) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'askq',
      validate: (value: unknown) => ({ value: value as Record<string, unknown> }),
      jsonSchema: { input: () => jsonSchema, output: () => jsonSchema },
    },
  };
}

function CopilotAskCard({ props, options }: { props: HitlRenderProps; options: CopilotAskUserQuestionOptions }): ReactNode {
  const { toolCallId, args, status, result, respond } = props;
  const { agent } = useAgent({ agentId: props.agentId, updates: [UseAgentUpdate.OnMessagesChanged] });
  // Settled without the picker (the user wrote in the chat instead: cancel on send).
  const settled = agent.messages.find((m) => m.role === 'tool' && m.toolCallId === toolCallId);
  const settledText = typeof settled?.content === 'string' ? settled.content : undefined;
  const { parseOptions: baseOptions, parser, previewFormat, persistDraft = true, agentId: _agent, name, description: _description, parameters: _parameters, ...picker } = options;
  const parseOptions = previewFormat === undefined ? baseOptions : { ...baseOptions, previewFormat };
  const call = { arguments: JSON.stringify(args ?? {}), toolName: name ?? ASK_USER_QUESTION_TOOL_NAME };
  // The lenient parse loads on first use: plain Claude arguments are read at once, the rest wait
  // for it (the picker's busy card), asked for as soon as a call streams.
  const parse = useCurrentParser(parser ?? askArgumentsParser);
  const settledCall = status === 'complete' || settledText !== undefined;
  const read = useMemo(() => {
    // Settled while streaming (the user wrote in the chat): its questions as far as they go, leniently.
    if (status === 'inProgress') return settledCall ? { request: requestOfCall(args, undefined, parseOptions, parse), issues: [] } : null;
    return (parser ? undefined : readPlainInput(args, parseOptions)) ?? parse(call.arguments, { ...parseOptions, partial: false });
  }, [status, call.arguments, settledCall, JSON.stringify(parseOptions ?? null), parser, parse]); // eslint-disable-line react-hooks/exhaustive-deps
  // The parse still on its way: nothing to show yet.
  const waiting = !!read?.request?.partial;
  const invalid = !!read && !read.request;
  const respondRef = useRef(respond);
  respondRef.current = respond;
  const optionsRef = useRef({ call, parseOptions, parser });
  optionsRef.current = { call, parseOptions, parser };
  useEffect(() => {
    if (status !== 'executing') return;
    // Releases CopilotKit's wait: it sees the tool message already there and adds none.
    if (settledText !== undefined) void respondRef.current?.(settledText);
    else if (invalid) {
      const { call: invalidCall, parseOptions: options, parser: own } = optionsRef.current;
      void invalidCallText(invalidCall, options, own).then((text) => {
        if (text !== undefined && claimAskCall(agent, toolCallId)) void respondRef.current?.(text);
      });
    }
  }, [status, invalid, settledText, agent, toolCallId]);

  // Settled without the picker finishing (the user wrote in the chat): the picker removes its
  // draft only when it is answered or declined.
  useEffect(() => {
    if (settledCall && persistDraft) clearSavedDraft({ key: toolCallId });
  }, [settledCall, persistDraft, toolCallId]);

  const marks = { 'data-tool-call-id': toolCallId, 'data-tool-state': status };
  if (settledCall && waiting) {
    // A settled call whose arguments only the lenient parse reads: its place, until it has loaded.
    return <div className={['askq', picker.className].filter(Boolean).join(' ')} {...marks} data-slot="askq-ag-ui-waiting" aria-busy="true" />;
  }
  if (invalid) {
    return (
      <AskLabelsProvider labels={picker.labels ?? {}}>
        <InputError {...marks} className={picker.className} issues={read.issues} />
      </AskLabelsProvider>
    );
  }
  if (settledCall && read?.request) {
    return (
      <TextReceipt {...marks} {...receiptLook(picker)} request={read.request} resultText={result ?? settledText ?? ''} />
    );
  }
  const live = status === 'executing';
  return (
    <AskUserQuestion
      key="picker"
      {...picker}
      {...marks}
      input={(!waiting && read?.request) || (args ?? {})}
      parseOptions={{ ...parseOptions, partial: !live }}
      parser={parse}
      fields={picker.fields ?? textAndNumberQuestions}
      disabled={!live}
      onOutcome={(outcome, request) => {
        if (claimAskCall(agent, toolCallId)) void respondRef.current?.(toClaudeResultText(request, outcome));
      }}
      drafts={live && persistDraft ? draftPersistence({ key: toolCallId }) : undefined}
    />
  );
}

/**
 * Registers AskUserQuestion with CopilotKit (`useHumanInTheLoop` of `@copilotkit/react-core/v2`):
 * the agent is offered the tool, and each call renders askq's picker in the chat. Call it once,
 * inside `<CopilotKitProvider>` (or `<CopilotKit>`).
 *
 * @example useAskUserQuestion();
 * @example useAskUserQuestion({ previewFormat: 'html', agentId: 'planner' });
 */
export function useAskUserQuestion(options: CopilotAskUserQuestionOptions = {}): void {
  const latest = useRef(options);
  latest.current = options;
  const definitionKey = JSON.stringify([options.name, options.description, options.parameters]);
  const tool = useMemo(() => {
    const definition = askUserQuestionTool(options);
    // One component for the hook's lifetime, reading the latest options: a new component per
    // render would remount the picker and lose what the user was choosing.
    const Render: ComponentType<HitlRenderProps> = (props) => <CopilotAskCard props={props} options={latest.current} />;
    return {
      name: definition.name,
      description: definition.description,
      parameters: standardSchema(definition.parameters),
      ...(options.agentId ? { agentId: options.agentId } : {}),
      render: Render,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definitionKey, options.agentId]);
  useHumanInTheLoop(tool as unknown as Parameters<typeof useHumanInTheLoop>[0], [tool]);
  // Cancel on send: CopilotKit's chat (or any send) runs the agent with the user's new message;
  // a question still waiting is resolved first, so the run has a result for every call.
  const { agent } = useAgent({ ...(options.agentId ? { agentId: options.agentId } : {}), updates: [] });
  useEffect(() => cancelAskOnSend(agent as never, { toolName: tool.name, parseOptions: latest.current.parseOptions, parser: latest.current.parser }), [agent, tool.name]);
}
