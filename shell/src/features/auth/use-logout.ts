import { useSignOut } from '@creator/api';
import { EVENTS, resetAnalytics, track } from '@creator/analytics';
import { useCallback } from 'react';
import { browserNavigation } from '../../lib/browser-navigation';

/**
 * Spec §4, in order: sign out (useSignOut refreshes the member query once the call answers),
 * record the logout, forget the analytics identity, then leave for the tutorial page.
 */
export function useLogout(tutorialUrl: string) {
  const signOut = useSignOut();
  const { mutateAsync } = signOut;
  const logout = useCallback(async () => {
    await mutateAsync();
    track(EVENTS.loggedOut);
    resetAnalytics();
    browserNavigation.assign(tutorialUrl);
  }, [mutateAsync, tutorialUrl]);
  return { logout, isPending: signOut.isPending };
}
