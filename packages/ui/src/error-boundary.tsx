'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they have thrown. */
  fallback: ReactNode;
  /** A change in any of these (compared with Object.is) gives the children another try. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

interface State {
  failed: boolean;
  keys: readonly unknown[];
}

const NONE: readonly unknown[] = [];

/**
 * Model text and old transcripts reach these components unchecked. A chat renders many of them in
 * one React root, and an error that reaches the root unmounts all of it: the chat goes blank. This
 * keeps the failure to the one card that could not be drawn.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys ?? NONE };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    const keys = props.resetKeys ?? NONE;
    const same = keys.length === state.keys.length && keys.every((value, i) => Object.is(value, state.keys[i]));
    return same ? null : { failed: false, keys };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
