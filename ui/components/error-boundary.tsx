import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface Props {
  readonly children: ReactNode;
  /** Changing it clears a caught error (e.g. the location, so moving on leaves a broken page behind). */
  readonly resetKey?: string;
  readonly fullPage?: boolean;
}

interface State {
  readonly error?: Error;
  readonly resetKey?: string;
}

/** A page that throws while rendering shows what went wrong and a Retry, never a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        fullPage={this.props.fullPage}
        error={this.state.error}
        // A chunk that failed to load (a new version was deployed) needs a fresh page, not a re-render.
        onRetry={() => window.location.reload()}
      />
    );
  }
}
