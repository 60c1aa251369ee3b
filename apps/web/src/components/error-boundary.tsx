import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of the children after they failed to render; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a render failure inside one part of a page: the part shows `fallback` and the rest of the
 * page stays usable (the route's own error element would replace the whole page).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The fallback says only that it failed; the console keeps what failed, for whoever looks.
    console.error(error, info.componentStack);
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
