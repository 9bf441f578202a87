import { contestsQuery } from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';

/** The contests list ContestsPage renders (its filter only picks among them). */
export const prefetchContests: ScreenPrefetch<'contests'> = (queryClient) =>
  queryClient.prefetchQuery(contestsQuery());
