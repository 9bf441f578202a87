import { LazyResult, PlainButton } from '@creator/ui';
import { EVENTS, track } from '@creator/analytics';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useFederationMessages } from './messages';
import { RemoteLoadError } from './runtime';

/** Load failures already sent as Remote Load Failed. */
const reportedFailures = new WeakSet<object>();

interface RemoteErrorBoundaryProps {
  remote: string;
  /** Called by the Retry button; the boundary then renders its children again. */
  onRetry: () => void;
  /** A change (e.g. the location) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a remote's failure inside its own area: the header, the menu and the other remotes keep
 * working. Tells a remote that could not load apart from one that threw while rendering.
 */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[federation] remote "${this.props.remote}" failed`, error, info.componentStack);
    // React can hand the same failure to the boundary more than once: record each load once.
    if (isLoadFailure(error) && !reportedFailures.has(error as object)) {
      reportedFailures.add(error as object);
      track(EVENTS.remoteLoadFailed, {
        remote: this.props.remote,
        message: error instanceof Error ? error.message.slice(0, 200) : undefined,
      });
    }
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, failed: false });
    }
  }

  private retry = (): void => {
    this.props.onRetry();
    this.setState({ error: undefined, failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorView
        remote={this.props.remote}
        loadFailed={isLoadFailure(this.state.error)}
        onRetry={this.retry}
      />
    );
  }
}

/** The remote (its entry or one of its chunks) could not be fetched, as opposed to crashing. */
function isLoadFailure(error: unknown): boolean {
  return error instanceof RemoteLoadError || isChunkLoadError(error);
}

/** webpack's error when a lazily loaded chunk (e.g. a remote's screen) cannot be fetched. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading chunk/.test(error.message))
  );
}

function RemoteErrorView({
  remote,
  loadFailed,
  onRetry,
}: {
  remote: string;
  loadFailed: boolean;
  onRetry: () => void;
}) {
  const messages = useFederationMessages();
  return (
    <LazyResult
      status="warning"
      title={loadFailed ? messages.remoteFailedTitle(remote) : messages.remoteCrashedTitle(remote)}
      subTitle={loadFailed ? messages.remoteFailedBody : messages.remoteCrashedBody}
      extra={
        <PlainButton type="primary" onClick={onRetry}>
          {messages.retry}
        </PlainButton>
      }
    />
  );
}
