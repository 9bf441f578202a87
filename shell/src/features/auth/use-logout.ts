import { clearMemberStorage, meQuery, useSignOut } from '@creator/api';
import { EVENTS, resetAnalytics, track } from '@creator/analytics';
import { useSubmit } from '@creator/ui';
import { useQueryClient } from '@tanstack/react-query';
import { browserNavigation } from '../../lib/browser-navigation';

/**
 * In order: sign out (useSignOut refreshes the member query once the call answers), clear what the
 * member kept in this browser (the editor's unsaved chapter text, under the member's storage
 * prefix: @creator/api's member-storage.ts), record the logout, forget the analytics identity
 * (which first sends the member's queued events and drops what could not go), then leave for the
 * tutorial page. One sign-out per click, however often the menu item is clicked while it runs. A
 * failure is the caller's to say (`onFailed`); the author stays where they are, their drafts too.
 */
export function useLogout(tutorialUrl: string, onFailed?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const signOut = useSignOut({ errorDisplay: 'inline' });
  const submit = useSubmit(
    async () => {
      // Read before signing out: the member query is nobody afterwards.
      const memberId = queryClient.getQueryData(meQuery().queryKey)?.memberId;
      await signOut.mutateAsync();
      if (memberId) clearMemberStorage(memberId);
      track(EVENTS.loggedOut);
      await resetAnalytics();
      browserNavigation.assign(tutorialUrl);
    },
    { onError: onFailed },
  );
  return { logout: submit.run, isPending: submit.pending };
}
