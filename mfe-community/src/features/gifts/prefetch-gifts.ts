import { GIFTS_PAGE_SIZE, receivedGiftsInfiniteQuery } from '@creator/api';
import type { ScreenPrefetch } from '@creator/remote-kit';

/** The newest gifts' first page, as GiftsPage asks for it. */
export const GIFTS_QUERY = { limit: GIFTS_PAGE_SIZE, orderByCreatedAt: 'DESC' } as const;

export const prefetchGifts: ScreenPrefetch<'gifts'> = (queryClient) =>
  queryClient.prefetchInfiniteQuery(receivedGiftsInfiniteQuery(GIFTS_QUERY));
