import { GIFTS_PAGE_SIZE } from '@creator/api';
import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { Gift, ReceivedGiftPage } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import GiftsPage from './gifts-page';

setupMswServer();

/** jsdom has no IntersectionObserver: this one lets a test say "the list end is on screen". */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as visible, as a browser does when it scrolls into view. */
  static scrollEndIntoView() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected) continue;
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
});

function gift(n: number, overrides: Partial<Gift> = {}): Gift {
  return {
    giftId: `g-${n}`,
    createdAt: '2026-03-01T04:00:00.000Z',
    senderName: `讀者${n}`,
    giftName: '咖啡',
    quantity: 1,
    value: 10,
    titleId: 't-1',
    titleName: '星河彼岸',
    ...overrides,
  };
}

const TOTAL_COUNT = GIFTS_PAGE_SIZE + 5;

/** Two pages: a full first page with `more`, then the last five gifts. */
function serveTwoPages(asked: string[] = []) {
  server.use(
    http.get(apiUrl(apiPaths.receivedGifts), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      const current = Number(params.get('current'));
      const first = (current - 1) * GIFTS_PAGE_SIZE;
      const count = current === 1 ? GIFTS_PAGE_SIZE : 5;
      return HttpResponse.json<ReceivedGiftPage>({
        gifts: Array.from({ length: count }, (_, i) => gift(first + i + 1)),
        current,
        limit: GIFTS_PAGE_SIZE,
        more: current === 1,
        totalCount: TOTAL_COUNT,
        totalQuantity: TOTAL_COUNT,
        totalValue: 98_765,
      });
    }),
  );
  return asked;
}

describe('Gifts', () => {
  it('shows the received gifts newest first with time, sender, gift, quantity, value and work', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json<ReceivedGiftPage>({
          gifts: [
            gift(1, {
              createdAt: '2026-03-01T16:05:00.000Z',
              senderName: '小明',
              giftName: '鮮花',
              quantity: 1_200,
              value: 3_600,
              titleId: 'title 9',
              titleName: '明日之城',
            }),
          ],
          current: 1,
          limit: GIFTS_PAGE_SIZE,
          more: false,
          totalCount: 1,
          totalQuantity: 1_200,
          totalValue: 3_600,
        });
      }),
    );
    renderWithProviders(<GiftsPage />, { route: '/gifts' });

    const row = (await screen.findByText('小明')).closest('tr') as HTMLElement;
    // On a phone the list scrolls sideways in a region the keyboard can focus.
    expect(screen.getByRole('region', { name: '禮物清單' })).toContainElement(row);
    expect(within(row).getByText('2026/03/02 00:05')).toBeInTheDocument();
    expect(within(row).getByText('鮮花')).toBeInTheDocument();
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(row).getByText('NT$3,600')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '明日之城' })).toHaveAttribute(
      'href',
      '/book?titleId=title%209',
    );
    expect(screen.getByText('已經到底了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /載入更多/ })).not.toBeInTheDocument();
    // The gifts received are counted by their quantity, as the data center counts them; the
    // list counts its lines.
    const received = screen.getByText('收到的禮物').closest('.ant-statistic') as HTMLElement;
    expect(within(received).getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('已顯示 1 / 1 筆')).toBeInTheDocument();
    const query = new URLSearchParams(asked[0]);
    expect(query.get('orderByCreatedAt')).toBe('DESC');
    expect(query.get('limit')).toBe(String(GIFTS_PAGE_SIZE));
    expect(query.get('current')).toBe('1');
  });

  it("names a deleted work's gifts by the name it had, marked deleted, as text", async () => {
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), () =>
        HttpResponse.json<ReceivedGiftPage>({
          gifts: [
            gift(1, { senderName: '小明' }),
            gift(2, { senderName: '小華', titleId: 'gone', titleName: '舊作', titleDeleted: true }),
          ],
          current: 1,
          limit: GIFTS_PAGE_SIZE,
          more: false,
          totalCount: 2,
          totalQuantity: 2,
          totalValue: 20,
        }),
      ),
    );
    renderWithProviders(<GiftsPage />, { route: '/gifts' });

    const kept = (await screen.findByText('小明')).closest('tr') as HTMLElement;
    expect(within(kept).getByRole('link', { name: '星河彼岸' })).toBeInTheDocument();
    const deleted = screen.getByText('小華').closest('tr') as HTMLElement;
    expect(within(deleted).getByText('舊作（已刪除）')).toBeInTheDocument();
    // Its page is gone: a link would only lead to the not-found page.
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads page 2 when the list end scrolls into view while more is set, then stops', async () => {
    const asked = serveTwoPages();
    renderWithProviders(<GiftsPage />, { route: '/gifts' });

    expect(await screen.findByText('讀者1')).toBeInTheDocument();
    expect(screen.getByText(`已顯示 ${GIFTS_PAGE_SIZE} / ${TOTAL_COUNT} 筆`)).toBeInTheDocument();
    expect(screen.getByText(String(TOTAL_COUNT))).toBeInTheDocument();
    expect(screen.getByText('NT$98,765')).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    act(() => FakeIntersectionObserver.scrollEndIntoView());

    expect(await screen.findByText(`讀者${TOTAL_COUNT}`)).toBeInTheDocument();
    expect(screen.getByText('讀者1')).toBeInTheDocument();
    expect(new URLSearchParams(asked[1]).get('current')).toBe('2');
    expect(screen.getByText('已經到底了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /載入更多/ })).not.toBeInTheDocument();

    // more is false now: the end coming into view again asks for nothing.
    act(() => FakeIntersectionObserver.scrollEndIntoView());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toHaveLength(2);
  });

  it('loads the next page with the Load more button', async () => {
    const asked = serveTwoPages();
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });

    await user.click(await screen.findByRole('button', { name: /載入更多/ }));

    expect(await screen.findByText(`讀者${TOTAL_COUNT}`)).toBeInTheDocument();
    expect(screen.getByText(`已顯示 ${TOTAL_COUNT} / ${TOTAL_COUNT} 筆`)).toBeInTheDocument();
    expect(asked.map((q) => new URLSearchParams(q).get('current'))).toEqual(['1', '2']);
  });

  it('lists a gift received between two page loads once, counts it once, and offers the newest', async () => {
    // Newest first, paged by offset as the platform pages: gift 1 is the newest.
    let all = Array.from({ length: TOTAL_COUNT }, (_, i) => gift(i + 1));
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        const from = (current - 1) * GIFTS_PAGE_SIZE;
        return HttpResponse.json<ReceivedGiftPage>({
          gifts: all.slice(from, from + GIFTS_PAGE_SIZE),
          current,
          limit: GIFTS_PAGE_SIZE,
          more: from + GIFTS_PAGE_SIZE < all.length,
          totalCount: all.length,
          totalQuantity: all.length,
          totalValue: all.length * 10,
        });
      }),
    );
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });
    expect(await screen.findByText(`讀者${GIFTS_PAGE_SIZE}`)).toBeInTheDocument();

    // A reader sends a gift: the last gift of page 1 becomes the first of page 2.
    all = [gift(0, { senderName: '新來的讀者' }), ...all];
    await user.click(screen.getByRole('button', { name: /載入更多/ }));

    expect(await screen.findByText(`讀者${TOTAL_COUNT}`)).toBeInTheDocument();
    expect(screen.getAllByText(`讀者${GIFTS_PAGE_SIZE}`)).toHaveLength(1);
    expect(screen.getAllByRole('row')).toHaveLength(TOTAL_COUNT + 1);
    expect(screen.getByText(`已顯示 ${TOTAL_COUNT} / ${TOTAL_COUNT + 1} 筆`)).toBeInTheDocument();
    // The totals are the server's latest: the new gift is counted, once.
    expect(screen.getByText(String(TOTAL_COUNT + 1))).toBeInTheDocument();
    expect(screen.getByText('NT$260')).toBeInTheDocument();
    expect(screen.getByText('載入清單後又收到 1 筆禮物，尚未列出。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '列出最新禮物' }));

    expect(await screen.findByText('新來的讀者')).toBeInTheDocument();
    expect(
      await screen.findByText(`已顯示 ${TOTAL_COUNT + 1} / ${TOTAL_COUNT + 1} 筆`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(TOTAL_COUNT + 2);
    expect(screen.queryByText(/尚未列出/)).not.toBeInTheDocument();
  });

  it('keeps the gifts shown when a later page fails, and the button retries it', async () => {
    let failNext = true;
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('current'));
        if (current === 2 && failNext) {
          failNext = false;
          return HttpResponse.json(apiErrorBody('InternalFailure', '第二頁失敗'), { status: 500 });
        }
        return HttpResponse.json<ReceivedGiftPage>({
          gifts: [gift(current)],
          current,
          limit: GIFTS_PAGE_SIZE,
          more: current === 1,
          totalCount: 2,
          totalQuantity: 2,
          totalValue: 20,
        });
      }),
    );
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });

    await user.click(await screen.findByRole('button', { name: /載入更多/ }));
    expect(await screen.findByText('第二頁失敗')).toBeInTheDocument();
    expect(screen.getByText('讀者1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /載入更多/ }));
    expect(await screen.findByText('讀者2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('第二頁失敗')).not.toBeInTheDocument());
  });

  it('shows the empty state when no gift has been received', async () => {
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), () =>
        HttpResponse.json<ReceivedGiftPage>({
          gifts: [],
          current: 1,
          limit: GIFTS_PAGE_SIZE,
          more: false,
          totalCount: 0,
          totalQuantity: 0,
          totalValue: 0,
        }),
      ),
    );
    renderWithProviders(<GiftsPage />, { route: '/gifts' });

    expect(await screen.findByText('還沒有收到禮物')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the gifts', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.receivedGifts), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json<ReceivedGiftPage>({
              gifts: [gift(1, { senderName: '重試的讀者' })],
              current: 1,
              limit: GIFTS_PAGE_SIZE,
              more: false,
              totalCount: 1,
              totalQuantity: 1,
              totalValue: 10,
            });
      }),
    );
    const { user } = renderWithProviders(<GiftsPage />, { route: '/gifts' });

    expect(await screen.findByText('請確認網路狀態後再試一次')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByText('重試的讀者')).toBeInTheDocument();
  });
});
