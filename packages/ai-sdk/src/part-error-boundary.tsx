'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** A change (the part's state) clears a failure, without remounting what rendered fine. */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * A chat renders every message on every streamed chunk: one malformed tool call must cost its own
 * card, never the whole message list. A failure lasts until `resetKey` changes: a failure while
 * streaming must not outlive the complete input, yet a picker that rendered fine keeps its DOM
 * and state from `input-streaming` to `input-available` (no key on the boundary).
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
