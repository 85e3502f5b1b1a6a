import type { UIMessage } from 'ai';
import { isAskUserQuestionPart } from '@askq/ai-sdk';
import { askToolResultText } from '@askq/ai-sdk/protocol';

/**
 * "Under the hood": the latest AskUserQuestion call as the AI SDK holds it, the output the picker
 * handed to addToolOutput, and the exact text the model reads (toModelOutput, built with core's
 * toClaudeResultText).
 */
export function Inspector({ messages }: { messages: UIMessage[] }) {
  const part = messages.flatMap((m) => m.parts.filter((p) => isAskUserQuestionPart(p))).at(-1);
  return (
    <aside className="inspector" aria-labelledby="inspector-title">
      <h2 id="inspector-title">Under the hood</h2>
      {!part ? (
        <p className="subtle">No AskUserQuestion call yet.</p>
      ) : (
        <>
          <p>
            Tool call <code>{part.toolCallId}</code>, state <code data-testid="tool-state">{part.state}</code>
          </p>
          <h3>Tool output</h3>
          {part.state === 'output-available' ? (
            <pre data-testid="tool-output" tabIndex={0}>{JSON.stringify(part.output, null, 2)}</pre>
          ) : part.state === 'output-error' ? (
            <pre data-testid="tool-output" tabIndex={0}>{part.errorText}</pre>
          ) : (
            <p className="subtle">Waiting for the user: nothing has been sent yet.</p>
          )}
          <h3>What the model reads</h3>
          {part.state === 'output-available' ? (
            <pre data-testid="model-text" tabIndex={0}>{askToolResultText(part.output, part.input)}</pre>
          ) : (
            <p className="subtle">Nothing yet.</p>
          )}
          <details>
            <summary>Tool input</summary>
            <pre tabIndex={0}>{JSON.stringify(part.input, null, 2)}</pre>
          </details>
        </>
      )}
    </aside>
  );
}
