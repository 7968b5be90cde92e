// React catches a render's error only in a class component: this one draws `failed` in place of its children once one
// of them has thrown (a part whose code could not be fetched, even asked for again: load-again.ts), and says what
// failed in the console.
import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<{ children: ReactNode; failed: ReactNode; what: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`${this.props.what} failed:`, error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
