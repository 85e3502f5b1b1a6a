/**
 * A thread built from assistant-ui's primitives, the way its copy-in `Thread` is. Nothing here
 * knows about AskUserQuestion: tool calls render through the toolkit registered in app.tsx.
 */
import { AuiIf, ComposerPrimitive, MessagePrimitive, ThreadPrimitive } from '@assistant-ui/react';

export function Thread() {
  return (
    <ThreadPrimitive.Root className="thread">
      <ThreadPrimitive.Viewport className="viewport">
        <AuiIf condition={(s) => s.thread.isEmpty}>
          <div className="welcome">
            <p>Ask for a trip: the model asks where and what first, in askq's picker.</p>
            <ThreadPrimitive.Suggestion prompt="Plan a weekend trip for me" send className="button secondary">
              Plan a weekend trip for me
            </ThreadPrimitive.Suggestion>
          </div>
        </AuiIf>
        <ThreadPrimitive.Messages>
          {({ message }) => (
            <MessagePrimitive.Root className={`message ${message.role}`}>
              <MessagePrimitive.Parts />
            </MessagePrimitive.Root>
          )}
        </ThreadPrimitive.Messages>
      </ThreadPrimitive.Viewport>
      <ComposerPrimitive.Root className="composer">
        <ComposerPrimitive.Input className="input" placeholder="Write a message…" aria-label="Message" />
        <AuiIf condition={(s) => !s.thread.isRunning}>
          <ComposerPrimitive.Send className="button">Send</ComposerPrimitive.Send>
        </AuiIf>
        <AuiIf condition={(s) => s.thread.isRunning}>
          <ComposerPrimitive.Cancel className="button secondary">Stop</ComposerPrimitive.Cancel>
        </AuiIf>
      </ComposerPrimitive.Root>
    </ThreadPrimitive.Root>
  );
}
