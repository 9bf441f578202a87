import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toUiError } from './errors';
import { queryKeys } from './keys';

export interface QueryClientHandlers {
  /** A query or mutation got 404 'not found': the shell navigates to /404. */
  onNotFound?: (error: unknown) => void;
  /** A query or mutation got 401 (after the cached member was reset). */
  onUnauthorized?: (error: unknown) => void;
}

/**
 * The portal's one QueryClient (the shell makes it; remotes inherit it). No retries and no
 * refetch on window focus (spec §9). Errors that concern the whole app are handled here, once:
 * 401 resets the cached member so the login gate comes back; 404 'not found' goes to /404.
 */
export function createQueryClient(handlers: QueryClientHandlers = {}): QueryClient {
  const onError = (error: unknown) => {
    const uiError = toUiError(error);
    if (uiError.clearMember) {
      // Reset rather than remove: an observed member query (the gate) is told and refetches;
      // an unobserved one simply loses its data.
      void queryClient.resetQueries({ queryKey: queryKeys.member.me(), exact: true });
      handlers.onUnauthorized?.(error);
    }
    if (uiError.redirectToNotFound) handlers.onNotFound?.(error);
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
