import { Spinner } from '@creator/ui';
import { Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { useFederationMessages } from './messages';
import type { RemoteName } from './remotes-config';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteRoutes, reloadRemote } from './runtime';

export interface RemoteAreaProps {
  remote: RemoteName;
  /** Rendered when none of the remote's routes matches the location. */
  notFound?: ReactNode;
}

function RemoteRoutes({ remote, notFound }: { remote: RemoteName; notFound: ReactNode }) {
  const routes = use(loadRemoteRoutes(remote));
  // A catch-all after the remote's routes renders notFound (and keeps react-router from warning).
  const withFallback = useMemo(
    () => [...routes, { path: '*', element: notFound }],
    [routes, notFound],
  );
  return useRoutes(withFallback);
}

function RemoteLoading() {
  const messages = useFederationMessages();
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      <Spinner label={messages.loading} />
    </div>
  );
}

/**
 * Mounts a remote's './routes' (absolute paths) inside the shell's router and providers. Loading
 * shows a spinner; a remote that cannot load or throws shows a message with Retry, which fetches
 * the remote's entry again.
 */
export function RemoteArea({ remote, notFound = null }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    reloadRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={pathname}>
      <Suspense key={`${remote}:${attempt}`} fallback={<RemoteLoading />}>
        <RemoteRoutes remote={remote} notFound={notFound} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
