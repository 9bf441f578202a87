import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteWarmer } from './runtime';
import { MENU_REMOTE_SCREENS, browserConnection, warmWhenIdle } from './warm';

/**
 * Once `ready` (the home page is shown to a member who may use the app) and its data has arrived
 * (no query fetching), fetches the files of every remote screen of the side menu on idle, without
 * running them, so that the first switch into one is fast without taxing the home page's main
 * thread.
 */
export function useWarmRemotesWhenIdle(ready: boolean): void {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (!ready || fetching) return undefined;
    return warmWhenIdle(remoteWarmer, MENU_REMOTE_SCREENS, { connection: browserConnection() });
  }, [ready, fetching]);
}
