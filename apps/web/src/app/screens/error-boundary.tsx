import { Component, type ReactNode } from 'react';
import { ErrorFor } from './route-error.tsx';

/**
 * What RouteError is to the data router, for a tree without one (the career site): a screen that says
 * what went wrong (a chunk after a deploy, or anything else) with a reload, instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorFor error={this.state.error} />;
  }
}
