import { useSignOut } from '@creator/api';
import { EVENTS, resetAnalytics, track } from '@creator/analytics';
import { useCallback } from 'react';
import { browserNavigation } from '../../lib/browser-navigation';

/**
 * In order: sign out (useSignOut refreshes the member query once the call answers), record the
 * logout, forget the analytics identity (which first sends the member's queued events and drops
 * what could not go), then leave for the tutorial page.
 */
export function useLogout(tutorialUrl: string) {
  const signOut = useSignOut();
  const { mutateAsync } = signOut;
  const logout = useCallback(async () => {
    await mutateAsync();
    track(EVENTS.loggedOut);
    await resetAnalytics();
    browserNavigation.assign(tutorialUrl);
  }, [mutateAsync, tutorialUrl]);
  return { logout, isPending: signOut.isPending };
}
