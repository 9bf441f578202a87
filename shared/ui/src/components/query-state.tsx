import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useUiMessages } from '../messages';
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
  /** What loading shows; defaults to a skeleton. */
  loading?: ReactNode;
}

/** Loading skeleton, error with Retry, empty state, or the content of a query. */
export function QueryState<T>({ query, children, isEmpty, empty, loading }: QueryStateProps<T>) {
  const messages = useUiMessages();
  const errorMessage = useErrorMessage();

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={messages.loading}>
        {loading ?? <Skeleton active />}
      </div>
    );
  }
  // A failed background refetch keeps showing the data it already has.
  if (query.data === undefined) {
    return (
      <Result
        status="error"
        title={<span role="alert">{errorMessage(query.error)}</span>}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {messages.retry}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return <>{empty ?? <Empty description={messages.empty} />}</>;
  }
  return <>{children(query.data)}</>;
}

/** Alias of QueryState. */
export const QueryBoundary = QueryState;
