import { InfiniteQueryObserver } from '@tanstack/react-query';
import { apiPaths } from './contract/paths';
import type { Gift, ReceivedGiftPage } from './contract/models';
import { giftsOfPages, receivedGiftsInfiniteQuery } from './gifts';
import { createQueryClient } from './query-client';
import { HttpResponse, apiUrl, http, server, setupMswServer } from './test/msw';

setupMswServer();

const gift = (n: number): Gift => ({
  giftId: `gift-${n}`,
  createdAt: '2026-03-01T00:00:00.000Z',
  senderName: `Reader ${n}`,
  giftName: 'Rose',
  quantity: 1,
  value: 10,
  titleId: 't1',
  titleName: 'Night Train',
});

/** Five gifts served by the page; `more` while gifts remain after this page. */
function serveGifts(requests: URLSearchParams[]) {
  const all = [1, 2, 3, 4, 5].map(gift);
  server.use(
    http.get(apiUrl(apiPaths.receivedGifts), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const current = Number(params.get('current'));
      const limit = Number(params.get('limit'));
      const page: ReceivedGiftPage = {
        gifts: all.slice((current - 1) * limit, current * limit),
        current,
        limit,
        more: current * limit < all.length,
        totalCount: all.length,
        totalQuantity: all.length,
        totalValue: 50,
      };
      return HttpResponse.json(page);
    }),
  );
}

describe('receivedGiftsInfiniteQuery', () => {
  it('starts at page 1 and asks for current + 1 while more is set', async () => {
    const requests: URLSearchParams[] = [];
    serveGifts(requests);
    const observer = new InfiniteQueryObserver(
      createQueryClient(),
      receivedGiftsInfiniteQuery({ limit: 2, orderByCreatedAt: 'ASC' }),
    );
    const unsubscribe = observer.subscribe(() => {});

    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const result = await observer.fetchNextPage();

    expect(result.hasNextPage).toBe(false);
    expect(result.data?.pages.flatMap((page) => page.gifts.map((g) => g.giftId))).toEqual([
      'gift-1',
      'gift-2',
      'gift-3',
      'gift-4',
      'gift-5',
    ]);
    expect(requests.map((params) => params.get('current'))).toEqual(['1', '2', '3']);
    expect(requests.every((params) => params.get('limit') === '2')).toBe(true);
    expect(requests.every((params) => params.get('orderByCreatedAt') === 'ASC')).toBe(true);
    unsubscribe();
  });

  it('asks for the newest 20 first by default', async () => {
    const requests: URLSearchParams[] = [];
    serveGifts(requests);
    const queryClient = createQueryClient();

    const data = await queryClient.fetchInfiniteQuery(receivedGiftsInfiniteQuery());

    expect(data.pages[0]?.more).toBe(false);
    expect(requests[0]?.get('limit')).toBe('20');
    expect(requests[0]?.get('orderByCreatedAt')).toBe('DESC');
  });
});

describe('giftsOfPages', () => {
  it('joins the pages in order with each gift once, keeping the copy already shown', () => {
    const moved = { ...gift(2), senderName: 'the same gift, on the next page' };
    const gifts = giftsOfPages([{ gifts: [gift(1), gift(2)] }, { gifts: [moved, gift(3)] }]);
    expect(gifts.map((g) => g.giftId)).toEqual(['gift-1', 'gift-2', 'gift-3']);
    expect(gifts[1]?.senderName).toBe('Reader 2');
  });
});
