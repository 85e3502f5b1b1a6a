/**
 * The parts of AG-UI this package reads and writes, typed structurally so that an agent of
 * `@ag-ui/client` 1.x and the 0.0.x copy CopilotKit bundles both fit, without importing either.
 */

/** A tool call on an assistant message; `function.arguments` grows while TOOL_CALL_ARGS stream in. */
export interface AgUiToolCall {
  id: string;
  type?: string;
  function: { name: string; arguments: string };
}

/** Any AG-UI message: only what this package looks at. */
export interface AgUiMessage {
  id: string;
  role: string;
  content?: unknown;
  toolCalls?: AgUiToolCall[];
  toolCallId?: string;
  error?: string;
  /** AG-UI 1.0: set on messages a subagent produced. */
  subagentRunId?: string;
}

/** The tool result message the next run carries (AG-UI `ToolMessage`). */
export interface AgUiToolMessage {
  id: string;
  role: 'tool';
  toolCallId: string;
  content: string;
  error?: string;
}

/** A user message (AG-UI `UserMessage` with text content). */
export interface AgUiUserMessage {
  id: string;
  role: 'user';
  content: string;
}

/** An AG-UI tool definition, as `RunAgentInput.tools` carries it. */
export interface AgUiTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What the run that ended on an interrupt waits for (AG-UI 1.0 `Interrupt`). */
export interface AgUiInterrupt {
  id: string;
  reason: string;
  message?: string;
  toolCallId?: string;
  subagentRunId?: string;
  metadata?: Record<string, unknown>;
  /** When it can no longer be answered (AG-UI 1.0): the client then takes only `status: 'cancelled'`. */
  expiresAt?: string;
}

/** An answer to one interrupt (AG-UI 1.0 `ResumeEntry`). */
export interface AgUiResumeEntry {
  interruptId: string;
  status: 'resolved' | 'cancelled';
  payload?: unknown;
}

/** The parameters of `agent.runAgent()` this package passes on (and `resume`). */
export interface AgUiRunParameters {
  tools?: AgUiTool[];
  context?: { description: string; value: string }[];
  forwardedProps?: unknown;
  resume?: AgUiResumeEntry[];
  [key: string]: unknown;
}

/** What this package needs of an `AbstractAgent` / `HttpAgent`. */
export interface AgUiAgentLike {
  messages: AgUiMessage[];
  isRunning: boolean;
  /** AG-UI 1.0: interrupts of the last run not answered yet. */
  pendingInterrupts?: AgUiInterrupt[] | undefined;
  addMessage(message: AgUiToolMessage | AgUiUserMessage): void;
  runAgent(parameters?: AgUiRunParameters): Promise<unknown>;
  subscribe(subscriber: Record<string, (...args: never[]) => unknown>): { unsubscribe: () => void };
}
