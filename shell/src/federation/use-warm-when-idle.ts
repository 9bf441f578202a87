import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteWarmer } from './runtime';
import { MENU_REMOTE_SCREENS, browserConnection, warmWhenIdle } from './warm';

/**
 * Once `ready` (the home page is shown to a member who may use the app) and its data has arrived
 * (no query fetching), warms every remote screen of the side menu on idle, so the first switch into one is fast.
 */
export function useWarmRemotesWhenIdle(ready: boolean): void {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (!ready || fetching) return undefined;
    return warmWhenIdle(remoteWarmer, MENU_REMOTE_SCREENS, { connection: browserConnection() });
  }, [ready, fetching]);
}
