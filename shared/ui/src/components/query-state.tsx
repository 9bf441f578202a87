import { PlainButton } from './plain-button';
import type { ReactNode } from 'react';
import { useUiMessages } from '../messages';
import { EmptyFrame } from './empty-frame';
import { LazyResult } from './lazy-result';
import { Placeholder } from './placeholder';
import { useErrorMessage } from '../toast/error-message';

/** The part of a TanStack query (or infinite query) result that QueryState reads. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Rendered with the data once it has loaded (and is not empty). */
  children: (data: T) => ReactNode;
  /** When true for the data, `empty` is shown instead of children. */
  isEmpty?: (data: T) => boolean;
  /** What an empty result shows; defaults to a generic "no data" notice. */
  empty?: ReactNode;
  /** What loading shows; defaults to grey placeholder bars (antd Skeleton's look). */
  loading?: ReactNode;
}

/** Loading skeleton, error with Retry, empty state, or the content of a query. */
export function QueryState<T>({ query, children, isEmpty, empty, loading }: QueryStateProps<T>) {
  const messages = useUiMessages();
  const errorMessage = useErrorMessage();

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={messages.loading}>
        {loading ?? <Placeholder />}
      </div>
    );
  }
  // A failed background refetch keeps showing the data it already has.
  if (query.data === undefined) {
    return (
      <LazyResult
        status="error"
        title={<span role="alert">{errorMessage(query.error)}</span>}
        extra={
          <PlainButton type="primary" onClick={() => void query.refetch()}>
            {messages.retry}
          </PlainButton>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return <>{empty ?? <EmptyFrame description={messages.empty} />}</>;
  }
  return <>{children(query.data)}</>;
}

/** Alias of QueryState. */
export const QueryBoundary = QueryState;
