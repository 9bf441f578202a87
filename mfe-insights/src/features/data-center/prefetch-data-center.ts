import { monthlyStatsTotalQuery, totalOverallsQuery } from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';
import { previousPeriod } from '../../shared/date-range';
import { readStatsView } from '../../shared/stats-view';

/**
 * The range in the address (the default one for the menu's link) and the period before it, and
 * the all-time figures: the queries DataCenterPage renders first.
 */
export const prefetchDataCenter: ScreenPrefetch<'dataCenter'> = (queryClient, { search }) => {
  const { range } = readStatsView(search, new Date());
  return Promise.all([
    queryClient.prefetchQuery(monthlyStatsTotalQuery(range)),
    queryClient.prefetchQuery(monthlyStatsTotalQuery(previousPeriod(range))),
    queryClient.prefetchQuery(totalOverallsQuery()),
  ]);
};
