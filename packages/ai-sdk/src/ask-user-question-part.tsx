'use client';
import { memo, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AskOutcome, AskParser, AskRequest, ParseOptions, ParseResult, PreviewFormat } from '@askq/core';
import { isFieldQuestion, parseCanonical } from '@askq/core/picker';
import { AskUserQuestion, Receipt, receiptLook, type AskLabels, type AskUserQuestionProps, useFocusHandoff, usePickerLabels } from '@askq/ui';
import { clearSavedDraft, draftPersistence, type DraftStorage } from '@askq/ui/drafts';
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';
import { claimToolCall, toolCallShown } from './guard.js';
import { requestOfCall } from './tool-output.js';
import { loadInvalidInputErrorText } from './invalid-input-load.js';
import { loadPartKit, partKitState, partParser, plainRequest, subscribePartKit, type PartKitState } from './part-kit-load.js';
import { type ChatPartLike, type ToolPartLike, awaitsAnswer, isAskUserQuestionPart } from './parts.js';
import { PartErrorBoundary } from './part-error-boundary.js';
import { readSettledCall } from './receipt-cache.js';
import { type AskAddToolOutput, type AskAddToolOutputArgs, answerArgs, invalidArgs, parseCall, toolNameOf } from './resolve.js';
import { partKey, samePartProps } from './same-part.js';

/** What each render's part held (partKey), by its props object: the memo compares against it. */
const rendered = new WeakMap<object, string>();

/** Props the live picker takes besides the ones this component sets. */
type PickerProps = Omit<
  AskUserQuestionProps,
  'input' | 'onOutcome' | 'disabled' | 'drafts' | 'labels' | 'className' | 'parseOptions' | 'part'
>;

/** The picker's labels plus the line under the invalid-input notice. */
export type AskPartLabels = AskLabels & {
  /** Shown under `invalidInput` when the model was sent the problems to fix. */
  invalidInputRetry: string;
};

const RETRY = 'The assistant was told what to fix and can ask again.';

/**
 * The props of `AskUserQuestionPart` for the tool registered as `N` (inferred from `toolName`,
 * `'AskUserQuestion'` without it).
 */
export interface AskUserQuestionPartProps<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME> extends PickerProps {
  /** One entry of `message.parts`. Anything that is not an AskUserQuestion call renders nothing. */
  part: ChatPartLike;
  /**
   * `useChat().addToolOutput` (or `addToolResult`), of a chat typed with any tool set that has
   * this tool, or untyped. Called exactly once per tool call: with the answer (or decline), or
   * with an `output-error` listing what to fix when the model's input is invalid.
   */
  addToolOutput: AskAddToolOutput<NoInfer<N>>;
  /** The name the tool is registered under on the server. @default 'AskUserQuestion' */
  toolName?: N | undefined;
  /** Parse options, e.g. `{ limits }` matching `askUserQuestionTool({ limits })`. */
  parseOptions?: ParseOptions | undefined;
  /**
   * How the tool input is read. Default: Claude's AskUserQuestion, with Claude Code's own schema
   * when `parseOptions.strict` is `'claude-code'`. A tool in another agent's dialect:
   * `parseAnyDialect` from `@askq/core/dialects`.
   */
  parser?: AskParser | undefined;
  /**
   * How previews render: a host setting, never guessed per preview. `'html'` shows them as
   * sandboxed HTML fragments. Shorthand for `parseOptions.previewFormat` (this prop wins); pass
   * the same as `askUserQuestionTool({ previewFormat })`.
   * @default 'markdown'
   */
  previewFormat?: PreviewFormat | undefined;
  labels?: Partial<AskPartLabels> | undefined;
  className?: string | undefined;
  /**
   * Keep a half-answered draft under the tool call id (in `storage`, sessionStorage by default)
   * so a reload restores it; read only after hydration, so server rendering stays consistent.
   * `false` neither saves nor restores.
   * @default true
   */
  persistDraft?: boolean | undefined;
  /** Where the draft is kept. @default sessionStorage (when available) */
  storage?: DraftStorage | undefined;
  /** Called after the output was handed to `addToolOutput`. */
  onOutput?: ((args: AskAddToolOutputArgs<NoInfer<N>>) => void) | undefined;
  /**
   * Called with what the user did, once its output was handed to `addToolOutput`: e.g. focus the
   * chat's message box after "Chat about this" (`outcome.type === 'declined' && outcome.reason ===
   * 'chat_about_this'`), where the user will write next.
   */
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
}

/** `AskUserQuestionPart`'s type: generic, so `toolName` decides which tool `addToolOutput` must accept. */
export type AskUserQuestionPartComponent = (<N extends string = typeof ASK_USER_QUESTION_TOOL_NAME>(
  props: AskUserQuestionPartProps<N>,
) => ReactNode) & { displayName?: string };

/**
 * Renders one `useChat` message part that is an AskUserQuestion call, in whatever state it is:
 * questions appearing as the input streams (inert), the live picker, or the receipt. Everything is
 * derived from the part, so a reloaded transcript renders the same (a pending call restores its
 * draft, kept under the tool call id).
 *
 * The picker is one element from `input-streaming` to `input-available`: it keeps its DOM and
 * state when the input completes. Memoized: a `useChat` update re-renders a part only when the
 * part changed by content or a prop it renders changed; a settled part (a receipt or a notice)
 * ignores callback props, and its request and outcome are read once per content.
 */
export const AskUserQuestionPart = memo(function AskUserQuestionPart(props: AnyPartProps): ReactNode {
  rendered.set(props, partKey(props.part));
  const { part, toolName = ASK_USER_QUESTION_TOOL_NAME, previewFormat, ...rest } = props;
  if (!isAskUserQuestionPart(part, toolName)) return null;
  const parseOptions = withPreviewFormat(props.parseOptions, previewFormat);
  const fallback = <PartFallback part={part} labels={props.labels} className={props.className} parseOptions={parseOptions} />;
  return (
    // Reset by state (a failure while streaming must not outlive the complete input), never keyed:
    // a key per state would remount the picker when its input completes.
    <PartErrorBoundary resetKey={part.state} fallback={fallback}>
      <PartView {...rest} parseOptions={parseOptions} part={part} toolName={toolName} />
    </PartErrorBoundary>
  );
}, (prev, next) => samePartProps(prev, next, rendered.get(prev))) as AskUserQuestionPartComponent;

/** The props as the implementation sees them: any tool name. */
type AnyPartProps = AskUserQuestionPartProps<string>;

/** `parseOptions` with the `previewFormat` prop merged in (the prop wins). */
function withPreviewFormat(parseOptions: ParseOptions | undefined, previewFormat: PreviewFormat | undefined) {
  return previewFormat === undefined ? parseOptions : { ...parseOptions, previewFormat };
}

/** On whatever root renders: hosts (and tests) can style or find a call by its state. */
const marks = (part: ToolPartLike) => ({ 'data-tool-state': part.state, 'data-tool-call-id': part.toolCallId });

function PartView(props: AnyPartProps & { part: ToolPartLike; toolName: string }) {
  const { part, labels, parseOptions, parser } = props;
  const common = { ...marks(part), labels, className: props.className };
  // A receipt ranks as the picker it replaces (its heading levels).
  const levels = receiptLook(props);
  // Read with the kit once it is here (below: plain input by the fast path until then).
  const kit = usePartKit();
  // A call settled without its picker finishing (a chat message sent instead, cancel-on-send) left
  // its draft saved: the picker removes it only when it is answered or declined.
  const settled = part.state === 'output-available' || part.state === 'output-error' || part.state === 'output-denied';
  const { persistDraft = true, storage, addToolOutput } = props;
  useEffect(() => {
    // The exactly-once guard: a call shown waiting after it was shown settled is a new call (guard.ts).
    toolCallShown(addToolOutput, part.toolCallId, settled);
    if (settled && persistDraft) clearSavedDraft({ key: part.toolCallId, storage });
  }, [settled, persistDraft, part.toolCallId, storage, addToolOutput]);
  switch (part.state) {
    case 'input-streaming':
    case 'input-available':
    // Waiting for the app's approval of the call (AI SDK 6's needsApproval): the questions it will
    // ask, inert until it is approved (then answerable: nothing else runs a call without `execute`).
    case 'approval-requested':
    case 'approval-responded':
      // One component for these states, so the picker is the same element when the input completes.
      return <PickerView {...props} kit={kit} />;
    case 'output-available': {
      const settled = readSettledCall(part.input, part.output, parseOptions, parser);
      if (!settled) return <Waiting {...common} kit={kit} />;
      return <Receipt {...common} {...levels} request={settled.request} outcome={settled.outcome} />;
    }
    case 'output-error':
      return <Notice {...common} detail={part.errorText} />;
    case 'output-denied': {
      const request = settledRequest(part.input, parseOptions, parser);
      if (!request) return <Waiting {...common} kit={kit} />;
      const outcome: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
      return <Receipt {...common} {...levels} request={request} outcome={outcome} />;
    }
    default: {
      // States of future majors: read-only, since an answer would not be accepted until the call
      // reaches input-available.
      const request = settledRequest(part.input, parseOptions, parser);
      if (!request) return <Waiting {...common} kit={kit} />;
      return <Receipt {...common} {...levels} resultText="" request={request} />;
    }
  }
}

/** The part's kit as React sees it: a render when it loads or fails to. */
function usePartKit(): PartKitState {
  return useSyncExternalStore(subscribePartKit, partKitState, serverKitState);
}
/** On the server and while hydrating: no kit, as on a client that has not loaded it yet. */
const serverKitState = (): PartKitState => NO_KIT;
const NO_KIT: PartKitState = { kit: undefined, failed: false };

/** The request of a settled call without an output to read it from, or null until the kit is here. */
function settledRequest(input: unknown, parseOptions: ParseOptions | undefined, parser: AskParser | undefined): AskRequest | null {
  const parse = partParser(parser);
  return parse ? requestOfCall(input, undefined, parseOptions, parse) : (plainRequest(input, parseOptions) ?? null);
}

/**
 * A settled call only the part's kit can read, before it has loaded (the kit is asked for): an
 * empty, busy box in the receipt's place, for the moment the chunk takes. If it cannot load, the
 * notice says the call could not be shown.
 */
function Waiting(props: Partial<Common> & { kit: PartKitState }) {
  const { kit, ...rest } = props;
  if (kit.failed) return <Notice {...rest} detail={KIT_FAILED} retry={false} />;
  return <Busy {...rest} />;
}

/** An empty box in a settled call's place, busy while what draws it loads. */
function Busy({ labels: _, className, ...rest }: Partial<Common>) {
  return <div {...rest} className={['askq', className].filter(Boolean).join(' ')} data-slot="askq-part-waiting" aria-busy="true" />;
}

const KIT_FAILED = 'The code that reads this call did not load (offline?). Reload the page to try again.';

const NO_QUESTIONS: AskRequest = { dialect: 'claude', questions: [], previewFormat: 'markdown' };

/**
 * What a part that failed to render shows: what happened to the call, as far as it can be told
 * without whatever threw. A settled call is a receipt (a decline by its kind, an answer as the
 * text the model read, shown plainly when that cannot be read either); only a call still waiting
 * for input says it could not be shown.
 */
function PartFallback(props: { part: ToolPartLike; labels?: Partial<AskPartLabels>; className?: string; parseOptions?: ParseOptions }) {
  const { part, labels, className } = props;
  const common = { ...marks(part), labels, className };
  switch (part.state) {
    case 'input-streaming':
    case 'input-available':
      return <Notice {...common} />;
    case 'output-error':
      return <Notice {...common} detail={part.errorText} />;
    case 'output-denied':
      return <Receipt {...common} request={NO_QUESTIONS} outcome={{ type: 'declined', reason: 'dismissed', answers: {} }} />;
    case 'output-available': {
      const told = settledOutcome(part.output);
      if (told) return <Receipt {...common} request={NO_QUESTIONS} outcome={told} />;
      return <FallbackText {...common} part={part} parseOptions={props.parseOptions} />;
    }
    default:
      return <Receipt {...common} resultText="" />;
  }
}

/**
 * An answered call that failed to render, as the text the model read, written by the kit's
 * `askToolResultText` (a busy box while it loads; the output's JSON if it cannot load).
 */
function FallbackText(props: Common & { part: ToolPartLike; parseOptions?: ParseOptions }) {
  const { part, parseOptions, ...common } = props;
  const { kit, failed } = usePartKit();
  useEffect(() => {
    if (!kit) void loadPartKit().catch(() => undefined);
  }, [kit]);
  if (!kit && !failed) return <Busy {...common} />;
  const text = kit ? kit.askToolResultText(part.output, part.input, parseOptions) : (safeJson(part.output) ?? '');
  return <Receipt {...common} resultText={text} />;
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/** A decline or a free reply, read from the output alone (they need no request to show). */
function settledOutcome(output: unknown): AskOutcome | null {
  const outcome = typeof output === 'object' && output !== null ? (output as { outcome?: unknown }).outcome : undefined;
  if (typeof outcome !== 'object' || outcome === null) return null;
  const { type, reason, response, message } = outcome as Record<string, unknown>;
  if (type === 'replied' && typeof response === 'string') return { type, response };
  if (type === 'declined' && (reason === 'dismissed' || reason === 'chat_about_this' || reason === 'replied_in_chat')) {
    return { type, reason, answers: {}, ...(typeof message === 'string' ? { message } : {}) };
  }
  return null;
}

type Common = ReturnType<typeof marks> & { labels?: Partial<AskPartLabels>; className?: string };

/**
 * The picker, from the first streamed chunk on. While the input streams, questions and options
 * appear as they arrive (the raw input, parsed leniently), and nothing can be chosen; once it is
 * complete, the strictly parsed request is answerable. The element (type, key and position) is
 * the same in both states, so React keeps its DOM and state.
 */
function PickerView(props: AnyPartProps & { part: ToolPartLike; toolName: string; kit: PartKitState }) {
  const { part, addToolOutput, toolName, parseOptions, labels, className, onOutput, onOutcome: outcomeSeen, persistDraft = true, storage, kit, ...picker } = props;
  // Answerable: input-available, or approved (a denied call is settled by the next request).
  const live = awaitsAnswer(part);
  // The input is complete: answerable, or (waiting for an approval) shown inert as it will be asked.
  const complete = live || part.state === 'approval-requested' || part.state === 'approval-responded';
  const optionsKey = safeKey(parseOptions);
  // Keyed by content: the part object is new on every chat render, and a new request identity
  // would make the picker treat it as a different set of questions.
  const inputKey = safeKey(part.input);
  // The parser and the fields for text and number questions: the ones handed over, else the kit's
  // (plain Claude input needs neither: it is read by the fast path).
  const parser = partParser(picker.parser);
  const fields = picker.fields ?? kit.kit?.textAndNumberQuestions;
  const read = useMemo(
    () => (complete ? parseCall(part, parseOptions, parser) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [complete, inputKey, optionsKey, toolName, parser],
  );
  // A text or number question waits for the fields that show it, as other input waits for the parser.
  const call = read?.request && !fields && read.request.questions.some(isFieldQuestion) ? WAITING : read;
  // Asked for as soon as the call starts streaming, so it is here when the input is complete (a
  // complete call asks for it when the fast path cannot read it, see `parseCall`).
  const needsKit = !kit.kit && !complete && !(picker.parser && picker.fields);
  useEffect(() => {
    if (needsKit) void loadPartKit().catch(() => undefined);
  }, [needsKit]);
  // The raw (partially parsed) input while streaming: the picker parses it leniently and caches
  // by content. A parsed request (once live) is used as is.
  const partial = useMemo(
    () => ({ ...parseOptions, partial: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [optionsKey],
  );

  const send = useCallback(
    (args: AskAddToolOutputArgs) => {
      // The guard makes this exactly once per call, across remounts and against cancel-on-send.
      if (!claimToolCall(addToolOutput, part.toolCallId)) return;
      void Promise.resolve(addToolOutput(args)).catch(() => undefined);
      onOutput?.(args);
    },
    [addToolOutput, part.toolCallId, onOutput],
  );

  const invalid = call && !call.request && !call.pending ? call : null;
  useEffect(() => {
    // Reported once the call waits for its answer (not while it waits for an approval).
    if (!invalid || !live) return;
    // The text for the model (Claude Code's own where it applies) is a chunk of its own, loaded
    // for an invalid call only; the notice shows meanwhile. Offline, askq's own list of problems.
    const name = toolNameOf(part, toolName);
    void loadInvalidInputErrorText(invalid.issues, name, invalid.call).then((errorText) => send(invalidArgs(part, errorText, toolName)));
    // Only the call matters: the part object changes identity on every render of the chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalid, live, part.toolCallId]);

  const onOutcome = useCallback(
    (outcome: AskOutcome, request: AskRequest) => {
      send(answerArgs(part, request, outcome, toolName));
      outcomeSeen?.(outcome, request);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [send, part.toolCallId, toolName, outcomeSeen],
  );

  if (call?.pending && kit.failed) return <Notice {...marks(part)} labels={labels} className={className} detail={KIT_FAILED} retry={false} />;
  if (invalid) return <Notice {...marks(part)} labels={labels} className={className} retry />;
  return (
    <AskUserQuestion
      key="picker"
      {...picker}
      {...marks(part)}
      // Waiting for the kit: nothing to show yet (the picker's busy card), as before a stream starts.
      input={call ? (call.request ?? NOTHING_YET.request) : part.input}
      parseOptions={partial}
      parser={parser ?? plainOrNothingYet}
      // The default parser reads an extended host's text and number questions: show them too.
      fields={fields}
      disabled={!live}
      onOutcome={onOutcome}
      drafts={live && persistDraft ? draftPersistence({ key: part.toolCallId, storage }) : undefined}
      labels={labels}
      className={className}
    />
  );
}

/** Nothing to show yet: what the picker reads as "the questions are on their way". */
const NOTHING_YET: ParseResult = { request: { dialect: 'claude', questions: [], previewFormat: 'markdown', partial: true }, issues: [] };
const WAITING = { request: null, pending: true } as const;

/** Streamed input before the kit is here: plain Claude input as it is, anything else not yet. */
const plainOrNothingYet: AskParser = (input, options) => parseCanonical(input, options) ?? NOTHING_YET;

function safeKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(Math.random()); // not JSON (a cycle): never treat it as unchanged
  }
}

/**
 * The short notice a user sees instead of questions that could not be shown. The issue list is
 * for the model (and in a collapsed detail for developers), not the user's problem.
 */
function Notice(props: Partial<Common> & { retry?: boolean; detail?: string }) {
  const { labels, detail, className, retry, ...rest } = props;
  // The labels in effect (an app's AskLabelsProvider too), over the picker's English defaults only.
  const heading = usePickerLabels(labels).invalidInput;
  // It may replace a picker that held focus (the call failed while the user answered it): focus
  // comes here, not to <body>.
  const ref = useRef<HTMLDivElement>(null);
  useFocusHandoff(ref, true);
  return (
    <div {...rest} ref={ref} tabIndex={-1} className={['askq', className].filter(Boolean).join(' ')} data-slot="askq-error" role="note">
      <p data-slot="askq-heading">{heading}</p>
      {(retry ?? !!detail) && <p data-slot="askq-hint">{labels?.invalidInputRetry ?? RETRY}</p>}
      {detail && (
        <details data-slot="askq-part-detail">
          <summary>Details</summary>
          <pre>{detail}</pre>
        </details>
      )}
    </div>
  );
}
