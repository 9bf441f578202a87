import { useSignOut } from '@creator/api';
import { EVENTS, resetAnalytics, track } from '@creator/analytics';
import { useSubmit } from '@creator/ui';
import { browserNavigation } from '../../lib/browser-navigation';

/**
 * In order: sign out (useSignOut refreshes the member query once the call answers), record the
 * logout, forget the analytics identity (which first sends the member's queued events and drops
 * what could not go), then leave for the tutorial page. One sign-out per click, however often the
 * menu item is clicked while it runs. A failure is the caller's to say (`onFailed`); the author
 * stays where they are.
 */
export function useLogout(tutorialUrl: string, onFailed?: (error: unknown) => void) {
  const signOut = useSignOut({ errorDisplay: 'inline' });
  const submit = useSubmit(
    async () => {
      await signOut.mutateAsync();
      track(EVENTS.loggedOut);
      await resetAnalytics();
      browserNavigation.assign(tutorialUrl);
    },
    { onError: onFailed },
  );
  return { logout: submit.run, isPending: submit.pending };
}
