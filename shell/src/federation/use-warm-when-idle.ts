import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteWarmer, setWarmingQueryClient } from './runtime';
import { MENU_REMOTE_SCREENS, browserConnection, warmWhenIdle } from './warm';

/**
 * Once `ready` (the home page is shown to a member who may use the app) and its data has arrived
 * (no query fetching), fetches the files of every remote screen of the side menu on idle, without
 * running them, so that the first switch into one is fast without taxing the home page's main
 * thread. Also hands the warmer the shell's query client, so that pointing at a menu entry
 * fetches that screen's first data too (for a member the gate admits).
 */
export function useWarmRemotesWhenIdle(ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setWarmingQueryClient(queryClient);
    return () => setWarmingQueryClient(null);
  }, [queryClient]);
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (!ready || fetching) return undefined;
    return warmWhenIdle(remoteWarmer, MENU_REMOTE_SCREENS, { connection: browserConnection() });
  }, [ready, fetching]);
}
