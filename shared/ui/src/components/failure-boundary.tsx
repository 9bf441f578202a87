import { Component, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** Shown in place of the children once they have thrown. */
  fallback: ReactNode;
  /** Told once, when the children throw. */
  onFailed?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failure of what it holds (code that did not download: offline, a deploy in between) to
 * that part of the page: without a boundary React 19 unmounts the whole portal.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
