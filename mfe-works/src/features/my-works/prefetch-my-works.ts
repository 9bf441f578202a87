import { genresQuery, myTitleStatsQuery } from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';

/** The works list and the genre names its cards show: the queries MyWorksPage renders first. */
export const prefetchMyWorks: ScreenPrefetch<'myWorks'> = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(myTitleStatsQuery()),
    queryClient.prefetchQuery(genresQuery()),
  ]);
