import {
  myTitleStatsQuery,
  revenueDeletedTitlesQuery,
  revenueDetailsQuery,
  withdrawableQuery,
} from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';
import { DETAIL_PAGE_SIZE, readDetailFilters } from './use-detail-filters';

/**
 * The balance (the revenue screens' frame), the author's works, the deleted works the ledger keeps
 * lines of and the ledger page the address asks for: the queries RevenueDetailPage renders first.
 * A ledger filtered by work waits for the works (the page drops a work that is none of those
 * rather than send it), so only an unfiltered ledger is fetched ahead.
 */
export const prefetchRevenueDetail: ScreenPrefetch<'revenueDetail'> = (queryClient, { search }) => {
  const filters = readDetailFilters(search);
  return Promise.all([
    queryClient.prefetchQuery(withdrawableQuery()),
    queryClient.prefetchQuery(myTitleStatsQuery()),
    queryClient.prefetchQuery(revenueDeletedTitlesQuery()),
    filters.titleId === undefined
      ? queryClient.prefetchQuery(
          revenueDetailsQuery({
            month: filters.month,
            titleId: undefined,
            current: filters.page,
            limit: DETAIL_PAGE_SIZE,
          }),
        )
      : null,
  ]);
};
