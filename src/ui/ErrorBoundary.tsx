import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** When it changes (another address), the children are tried again. */
  resetKey: string;
}

interface ErrorBoundaryState {
  /** Boxed, since anything can be thrown, undefined included. */
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows `fallback` instead of children that threw while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
