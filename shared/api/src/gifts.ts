import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Gift, ReceivedGiftPage } from './contract/models';
import { apiPaths } from './contract/paths';
import type { ReceivedGiftsQuery } from './contract/schemas';
import { http } from './http';
import type { RequestOptions } from './http';
import { STALE_TIMES, queryKeys } from './keys';
import { onceEach } from './paging';
import type { ReceivedGiftsParams } from './keys';

export const GIFTS_PAGE_SIZE = 20;
const FIRST_PAGE = 1;

export async function getReceivedGifts(
  params: ReceivedGiftsQuery,
  options: RequestOptions = {},
): Promise<ReceivedGiftPage> {
  const { data } = await http.get<ReceivedGiftPage>(apiPaths.receivedGifts, {
    ...options,
    params,
  });
  return data;
}

/** Received gifts, page by page: the next page is current + 1 while the server says `more`. */
export const receivedGiftsInfiniteQuery = ({
  limit = GIFTS_PAGE_SIZE,
  orderByCreatedAt = 'DESC',
}: ReceivedGiftsParams = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.gifts.received({ limit, orderByCreatedAt }),
    queryFn: ({ pageParam, signal }) =>
      getReceivedGifts({ current: pageParam, limit, orderByCreatedAt }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.more ? lastPageParam + 1 : undefined,
    staleTime: STALE_TIMES.gifts,
  });

/**
 * The gifts of the pages loaded so far, each once: a gift received between two page loads pushes
 * the previous page's last gift onto the next page too (see onceEach).
 */
export function giftsOfPages(pages: readonly Pick<ReceivedGiftPage, 'gifts'>[]): Gift[] {
  return onceEach(
    pages.map((page) => page.gifts),
    (gift) => gift.giftId,
  );
}
