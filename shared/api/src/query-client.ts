import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toUiError } from './errors';
import { queryKeys } from './keys';

/**
 * How a failure is shown to the author (docs/error-policy.md):
 * - toast: a 3 s toast with the mapped message (the default for mutations);
 * - inline: the screen shows it where the author is looking (a form field, a dialog, an alert);
 * - silent: nothing (the screen recovers on its own, or the failure does not concern the author).
 */
export type ErrorDisplay = 'toast' | 'inline' | 'silent';

export interface CreatorQueryMeta extends Record<string, unknown> {
  /**
   * A query's first load failing is always shown inline (QueryState: message and Retry); this
   * decides a failed background refetch, which toasts by default while the old data stays.
   */
  errorDisplay?: Exclude<ErrorDisplay, 'inline'>;
}

export interface CreatorMutationMeta extends Record<string, unknown> {
  /** Default 'toast'. */
  errorDisplay?: ErrorDisplay;
}

/**
 * What a screen passes to a mutation hook (`usePutChapter({ errorDisplay: 'inline' })`): how that
 * screen shows the mutation's failure. Becomes the mutation's `meta`.
 */
export type MutationDisplay = CreatorMutationMeta;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CreatorQueryMeta;
    mutationMeta: CreatorMutationMeta;
  }
}

export interface QueryClientHandlers {
  /** A query or mutation got 404 'not found': the shell navigates to /404. */
  onNotFound?: (error: unknown) => void;
  /** Shows a failure the policy says to toast (the shell toasts the localized message). */
  showError?: (error: unknown) => void;
}

/**
 * The portal's one QueryClient (the shell makes it; remotes inherit it). No retries and no
 * refetch on window focus. Failures are handled here, once: 401 resets the cached member so the
 * login gate comes back; 403 CreatorTermsNotAgreed fetches the member again so the welcome dialog
 * comes back; 404 'not found' goes to /404; every other failure is shown as its query
 * or mutation declares in `meta.errorDisplay`, so screens do not repeat an onError toast.
 */
export function createQueryClient(handlers: QueryClientHandlers = {}): QueryClient {
  /** True when the failure was dealt with for the whole app (and must not toast as well). */
  const handledGlobally = (error: unknown) => {
    const uiError = toUiError(error);
    if (uiError.clearMember) {
      // Reset rather than remove: an observed member query (the gate) is told and refetches;
      // an unobserved one simply loses its data.
      void queryClient.resetQueries({ queryKey: queryKeys.member.me(), exact: true });
      return true;
    }
    if (uiError.code === 'CreatorTermsNotAgreed') {
      // The server holds the creator terms as not agreed (new terms, say) while the cached
      // member says agreed: the member is fetched again, so the gate shows the welcome dialog,
      // which says what to do.
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.me(), exact: true });
      return true;
    }
    if (uiError.redirectToNotFound) {
      handlers.onNotFound?.(error);
      return true;
    }
    return false;
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (handledGlobally(error)) return;
        // The first load's failure is on screen already (QueryState); a background refetch's
        // is not: the author still sees the old data, so say that refreshing failed.
        const background = query.state.data !== undefined;
        if (background && query.meta?.errorDisplay !== 'silent') handlers.showError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (handledGlobally(error)) return;
        if ((mutation.meta?.errorDisplay ?? 'toast') === 'toast') handlers.showError?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
