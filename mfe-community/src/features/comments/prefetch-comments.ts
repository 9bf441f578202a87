import { commentsQuery, myTitleStatsQuery, titleChaptersQuery } from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';
import { readFilters, toQuery } from './comment-filters';

/** The page of comments the address asks for and its filters' choices (works, the work's chapters). */
export const prefetchComments: ScreenPrefetch<'comments'> = (queryClient, { search }) => {
  const filters = readFilters(search);
  return Promise.all([
    queryClient.prefetchQuery(commentsQuery(toQuery(filters))),
    queryClient.prefetchQuery(myTitleStatsQuery()),
    filters.titleId === null
      ? null
      : queryClient.prefetchQuery(titleChaptersQuery(filters.titleId)),
  ]);
};
