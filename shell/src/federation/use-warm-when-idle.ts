import { prepareToasts } from '@creator/ui';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { remoteWarmer } from './runtime';
import { MENU_REMOTE_SCREENS, browserConnection, warmWhenIdle } from './warm';

/**
 * Once `ready` (the home page is shown to a member who may use the app) and its data has arrived
 * (no query fetching), fetches the files of every remote screen of the side menu on idle, without
 * running them, so that the first switch into one is fast without taxing the home page's main
 * thread; then, once the page has been quiet, runs them, after loading the toast holder and with
 * it antd's providers, which every remote screen renders in.
 */
export function useWarmRemotesWhenIdle(ready: boolean): void {
  const fetching = useIsFetching() > 0;
  useEffect(() => {
    if (!ready || fetching) return undefined;
    return warmWhenIdle(remoteWarmer, MENU_REMOTE_SCREENS, {
      connection: browserConnection(),
      // antd's providers (and its theme, computed on their first render) come with the holder.
      beforeRunning: prepareToasts,
    });
  }, [ready, fetching]);
}
