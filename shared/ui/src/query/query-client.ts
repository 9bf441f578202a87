import { createQueryClient, type QueryClientHandlers } from '@creator/api';
import { getErrorMessage } from '../toast/error-message';
import { toast } from '../toast/toast';

/**
 * The portal's QueryClient with its error policy wired to the UI: failures that the policy shows
 * as a toast get the localized message (docs/error-policy.md). The shell makes one; every test
 * renderer makes its own the same way, so tests see the toasts an author sees.
 */
export function createPortalQueryClient(handlers: Omit<QueryClientHandlers, 'showError'> = {}) {
  return createQueryClient({
    ...handlers,
    showError: (error) => toast.error(getErrorMessage(error)),
  });
}
