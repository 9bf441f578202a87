import { apiPaths } from '@creator/api/contract';
import {
  HttpResponse,
  captureDownloads,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import {
  balance,
  detailPage,
  failure,
  line,
  serveBalance,
  serveDeletedWorks,
  serveWorks,
} from '../../testing/fixtures';
import RevenueDetailPage, { DETAIL_PAGE_SIZE } from './revenue-detail-page';

setupMswServer();

/** Serves the ledger with `answer` and records the query of every request. */
function serveDetails(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(apiPaths.revenueDetails), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      return answer(query);
    }),
  );
  return asked;
}

const render = (route = '/revenue/detail') => renderWithProviders(<RevenueDetailPage />, { route });

/** The ledger row that shows `text` (the totals above the table use the same labels). */
const rowOf = (text: string) =>
  within(screen.getByRole('table')).getByText(text).closest('tr') as HTMLElement;

async function pick(
  user: ReturnType<typeof render>['user'],
  field: string,
  option: string,
): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: field }));
  const choice = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(choice);
}

beforeEach(() => {
  serveBalance();
  serveWorks();
  serveDeletedWorks();
});

describe('Revenue detail', () => {
  it('lists each line with its Taipei time, source, work, chapter and NT$ amount', async () => {
    serveDetails(() =>
      HttpResponse.json(
        detailPage([
          line({ entryId: 'a', chapterName: '第一章 霧起', amount: 120 }),
          line({
            entryId: 'b',
            source: 'GIFTS',
            chapterId: null,
            chapterName: null,
            amount: 500,
            occurredAt: '2026-05-10T02:00:00.000Z',
          }),
          line({
            entryId: 'c',
            source: 'ADJUSTMENTS',
            titleId: null,
            titleName: null,
            chapterId: null,
            chapterName: null,
            amount: -120,
          }),
        ]),
      ),
    );
    render();

    await screen.findByText('第一章 霧起');
    const sale = rowOf('第一章 霧起');
    // 16:30 UTC on 3 May is 00:30 on 4 May in Taipei.
    expect(within(sale).getByText('2026/05/04 00:30')).toBeInTheDocument();
    expect(within(sale).getByText('章節銷售')).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: '霧城夜話' })).toHaveAttribute(
      'href',
      '/book?titleId=title-mist',
    );
    expect(within(sale).getByText('NT$120')).toBeInTheDocument();

    const gift = rowOf('2026/05/10 10:00');
    expect(within(gift).getByText('禮物')).toBeInTheDocument();
    expect(within(gift).getByText('NT$500')).toBeInTheDocument();

    const adjustment = rowOf('調整');
    expect(within(adjustment).getByText('-NT$120')).toBeInTheDocument();
    expect(within(adjustment).getAllByText('—')).toHaveLength(2);
  });

  it('names a deleted work’s lines by the name it had, marked deleted, with no link', async () => {
    const downloads = captureDownloads();
    serveDetails(() =>
      HttpResponse.json(
        detailPage([
          line({ entryId: 'a', titleId: 'title-gone', titleName: '舊作', titleDeleted: true }),
          line({
            entryId: 'b',
            titleId: 'title-long-gone',
            titleName: null,
            chapterName: '第二章',
            titleDeleted: true,
          }),
        ]),
      ),
    );
    const { user } = render();

    await screen.findByText('舊作（已刪除）');
    const kept = rowOf('舊作（已刪除）');
    expect(within(kept).queryByRole('link')).not.toBeInTheDocument();
    expect(within(kept).getByText('第一章 霧起')).toBeInTheDocument();
    expect(within(rowOf('第二章')).getByText('已刪除的作品')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /舊作/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /匯出 CSV/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = (await downloads[0]!.text()).split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      '"2026-05-04 00:30:00","章節銷售","舊作（已刪除）","第一章 霧起",120',
      '"2026-05-04 00:30:00","章節銷售","已刪除的作品","第二章",120',
    ]);
  });

  it('sums the whole filter by source, not only the page shown', async () => {
    serveDetails(() =>
      HttpResponse.json(
        detailPage([line()], {
          total: 45,
          more: true,
          totalAmount: 98_765,
          totalsBySource: {
            CHAPTER_SALES: 50_000,
            READING_TICKETS: 20_000,
            GIFTS: 18_765,
            CONTEST_PRIZES: 10_000,
            ADJUSTMENTS: 0,
          },
        }),
      ),
    );
    render('/revenue/detail?month=2026-05&titleId=title-mist');

    const totals = (await screen.findByRole('heading', { name: '篩選結果合計' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(totals).getByText('2026/05 · 霧城夜話的收益')).toBeInTheDocument();
    const figure = (label: string) =>
      within(totals).getByText(label).closest('.ant-statistic') as HTMLElement;
    expect(within(figure('總收益')).getByText('NT$98,765')).toBeInTheDocument();
    expect(within(figure('章節銷售')).getByText('NT$50,000')).toBeInTheDocument();
    expect(within(figure('閱讀券')).getByText('NT$20,000')).toBeInTheDocument();
    expect(within(figure('禮物')).getByText('NT$18,765')).toBeInTheDocument();
    expect(within(figure('投稿活動獎金')).getByText('NT$10,000')).toBeInTheDocument();
    expect(within(figure('調整')).getByText('NT$0')).toBeInTheDocument();
    expect(screen.getByText('共 45 筆')).toBeInTheDocument();
  });

  it('dims the totals and says them busy while a new filter loads, until its figures come', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    serveDetails(async (query) => {
      if (query.get('month') === null) return HttpResponse.json(detailPage([line()]));
      await held;
      return HttpResponse.json(detailPage([line({ entryId: 'may', amount: 4_321 })]));
    });
    const { user } = render();
    const totals = (await screen.findByRole('heading', { name: '篩選結果合計' })).closest(
      'section',
    ) as HTMLElement;
    const figures = () => within(totals).getByText('總收益').closest('[aria-busy]');
    expect(figures()).toHaveAttribute('aria-busy', 'false');

    await pick(user, '月份', '2026/05');
    // The new scope is named at once; the figures under it are still everything's.
    expect(await within(totals).findByText('2026/05的收益')).toBeInTheDocument();
    expect(figures()).toHaveAttribute('aria-busy', 'true');
    expect(figures()).toHaveStyle({ opacity: '0.6' });
    expect(within(totals).getAllByText('NT$120').length).toBeGreaterThan(0);

    release();
    expect((await within(totals).findAllByText('NT$4,321')).length).toBeGreaterThan(0);
    expect(figures()).toHaveAttribute('aria-busy', 'false');
    expect(figures()).toHaveStyle({ opacity: '1' });
  });

  it('filters by month and by work, keeping both in the address', async () => {
    const asked = serveDetails((query) =>
      HttpResponse.json(detailPage([line({ entryId: `for-${query.get('month') ?? 'all'}` })])),
    );
    const { user, location } = render();
    await screen.findByText('第一章 霧起');

    await pick(user, '月份', '2026/05');
    await waitFor(() => expect(location().search).toBe('?month=2026-05'));
    await pick(user, '作品', '劍影江湖錄');
    await waitFor(() => expect(location().search).toBe('?month=2026-05&titleId=title-sword'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        month: '2026-05',
        titleId: 'title-sword',
        current: '1',
        limit: String(DETAIL_PAGE_SIZE),
      }),
    );
    expect(asked[0]).toEqual({ current: '1', limit: String(DETAIL_PAGE_SIZE) });

    await user.click(screen.getByRole('button', { name: '清除篩選' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('opens a bookmarked filter and page as it was', async () => {
    const asked = serveDetails((query) =>
      HttpResponse.json(
        detailPage([line({ chapterName: `page ${query.get('current')}` })], {
          current: Number(query.get('current')),
          total: 45,
        }),
      ),
    );
    render('/revenue/detail?month=2026-04&titleId=title-sword&page=2');

    expect(await screen.findByText('page 2')).toBeInTheDocument();
    expect(asked).toEqual([
      { month: '2026-04', titleId: 'title-sword', current: '2', limit: String(DETAIL_PAGE_SIZE) },
    ]);
    expect(screen.getByRole('combobox', { name: '月份' }).closest('.ant-select')).toHaveTextContent(
      '2026/04',
    );
    expect(screen.getByRole('combobox', { name: '作品' }).closest('.ant-select')).toHaveTextContent(
      '劍影江湖錄',
    );
  });

  it('asks the server for the page the author picks', async () => {
    const asked = serveDetails((query) =>
      HttpResponse.json(
        detailPage([line({ chapterName: `page ${query.get('current')}` })], {
          current: Number(query.get('current')),
          total: DETAIL_PAGE_SIZE + 5,
        }),
      ),
    );
    const { user, location } = render('/revenue/detail?month=2026-05');
    await screen.findByText('page 1');

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    expect(location().search).toBe('?month=2026-05&page=2');
    expect(asked.map((query) => query.current)).toEqual(['1', '2']);
  });

  it('goes to the last page of the filter from a page past the end, keeping the filter', async () => {
    const asked = serveDetails((query) => {
      const current = Number(query.get('current'));
      // 45 lines: pages 1 to 3.
      const lines = current <= 3 ? [line({ chapterName: `page ${current}` })] : [];
      return HttpResponse.json(detailPage(lines, { current, total: 45 }));
    });
    const { location } = render('/revenue/detail?month=2026-05&page=99');

    expect(await screen.findByText('page 3')).toBeInTheDocument();
    expect(location().search).toBe('?month=2026-05&page=3');
    expect(screen.getByRole('listitem', { name: '3' })).toHaveClass('ant-pagination-item-active');
    expect(asked.map((query) => [query.month, query.current])).toEqual([
      ['2026-05', '99'],
      ['2026-05', '3'],
    ]);
  });

  it('offers the deleted works whose lines it keeps, marked deleted, and filters by one', async () => {
    serveDeletedWorks([{ titleId: 'title-gone', titleName: '舊港夜雨' }]);
    const asked = serveDetails((query) =>
      HttpResponse.json(
        detailPage([
          line({
            entryId: `for-${query.get('titleId') ?? 'all'}`,
            titleId: 'title-gone',
            titleName: '舊港夜雨',
            titleDeleted: true,
          }),
        ]),
      ),
    );
    const { user, location } = render();
    await screen.findByText('第一章 霧起');

    await pick(user, '作品', '舊港夜雨（已刪除）');
    await waitFor(() => expect(location().search).toBe('?titleId=title-gone'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        titleId: 'title-gone',
        current: '1',
        limit: String(DETAIL_PAGE_SIZE),
      }),
    );
    expect(await screen.findByText('舊港夜雨（已刪除）的收益')).toBeInTheDocument();
  });

  it('opens a bookmarked filter of a deleted work as it was, not as a work that is not mine', async () => {
    serveDeletedWorks([{ titleId: 'title-gone', titleName: '舊港夜雨' }]);
    const asked = serveDetails(() => HttpResponse.json(detailPage([line()])));
    render('/revenue/detail?titleId=title-gone');

    expect(await screen.findByText('舊港夜雨（已刪除）的收益')).toBeInTheDocument();
    expect(asked).toEqual([
      { titleId: 'title-gone', current: '1', limit: String(DETAIL_PAGE_SIZE) },
    ]);
    expect(screen.queryByText(/網址中的作品不在你的作品裡/)).not.toBeInTheDocument();
  });

  it('drops a work that is not the author’s, says so and shows all works', async () => {
    const asked = serveDetails(() => HttpResponse.json(detailPage([line()])));
    render('/revenue/detail?titleId=someone-elses');

    expect(
      await screen.findByText('網址中的作品不在你的作品裡，以下顯示全部作品的收益。'),
    ).toBeInTheDocument();
    await screen.findByText('第一章 霧起');
    expect(asked).toEqual([{ current: '1', limit: String(DETAIL_PAGE_SIZE) }]);
  });

  it('ignores a malformed month or page in the address', async () => {
    const asked = serveDetails(() => HttpResponse.json(detailPage([line()])));
    render('/revenue/detail?month=2026-13&page=-2');
    await screen.findByText('第一章 霧起');
    expect(asked).toEqual([{ current: '1', limit: String(DETAIL_PAGE_SIZE) }]);
  });

  it('says when there is no revenue yet, and when a filter matches nothing', async () => {
    serveDetails((query) =>
      HttpResponse.json(detailPage([], { firstMonth: query.get('month') ? '2026-01' : null })),
    );
    const first = render();
    expect(await screen.findByRole('heading', { name: '還沒有收益' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.unmount();

    const { user, location } = render('/revenue/detail?month=2026-02');
    expect(await screen.findByRole('heading', { name: '沒有符合篩選的收益' })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: '清除篩選' });
    await user.click(clear[clear.length - 1]!);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('shows the error with Retry, and Retry loads the ledger', async () => {
    let calls = 0;
    serveDetails(() => {
      calls += 1;
      return calls === 1 ? failure('服務暫停') : HttpResponse.json(detailPage([line()]));
    });
    const { user } = render();
    expect(await screen.findByText('服務暫停')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByText('第一章 霧起')).toBeInTheDocument();
  });
});

describe('Revenue detail export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes every line of the filter to CSV, page after page, formulas made harmless', async () => {
    const downloads = captureDownloads();
    serveDetails((query) => {
      const exporting = query.get('limit') === '100';
      if (!exporting) return HttpResponse.json(detailPage([line()], { total: 101 }));
      const current = Number(query.get('current'));
      return HttpResponse.json(
        detailPage(
          current === 1
            ? [
                line({ entryId: 'x1', titleName: '=HYPERLINK("http://evil.example","霧")' }),
                ...Array.from({ length: 99 }, (_, i) => line({ entryId: `p1-${i}` })),
              ]
            : [line({ entryId: 'x2', source: 'ADJUSTMENTS', amount: -120, chapterName: null })],
          { current, limit: 100, total: 101, more: current === 1 },
        ),
      );
    });
    const { user } = render('/revenue/detail?month=2026-05&titleId=title-mist');
    await user.click(await screen.findByRole('button', { name: /匯出 CSV/ }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('revenue-detail_2026-05.csv');
    expect(await downloads[0]!.bom()).toBe(true);
    const lines = (await downloads[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('"時間","來源","作品","章節","金額"');
    expect(lines).toHaveLength(1 + 101 + 1);
    expect(lines[1]).toBe(
      `"2026-05-04 00:30:00","章節銷售","'=HYPERLINK(""http://evil.example"",""霧"")","第一章 霧起",120`,
    );
    expect(lines[101]).toBe('"2026-05-04 00:30:00","調整","霧城夜話","",-120');
  });

  it('writes a line once when a line booked during the export pushes it onto the next page', async () => {
    const downloads = captureDownloads();
    const booked = (i: number) => line({ entryId: `p-${i}`, amount: i });
    serveDetails((query) => {
      if (query.get('limit') !== '100') return HttpResponse.json(detailPage([line()]));
      const current = Number(query.get('current'));
      // Newest first: p-100 down to p-1 on the first page; then a new line is booked, so the
      // second page starts with the first page's last line again.
      return HttpResponse.json(
        current === 1
          ? detailPage(
              Array.from({ length: 100 }, (_, i) => booked(100 - i)),
              { limit: 100, total: 101, more: true },
            )
          : detailPage([booked(1), booked(0)], { current, limit: 100, total: 102 }),
      );
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /匯出 CSV/ }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const amounts = (await downloads[0]!.text())
      .split('\r\n')
      .slice(1, -1)
      .map((row) => Number(row.split(',').at(-1)));
    expect(amounts).toEqual(Array.from({ length: 101 }, (_, i) => 100 - i));
  });
});

describe('Revenue navigation', () => {
  it('links the four revenue screens, marking the one shown', async () => {
    serveDetails(() => HttpResponse.json(detailPage([line()])));
    render();
    const nav = screen.getByRole('navigation', { name: '收益選單' });
    expect(within(nav).getByRole('link', { name: '收益明細' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '收益報表' })).toHaveAttribute(
      'href',
      '/revenue/report',
    );
    expect(within(nav).getByRole('link', { name: '提領紀錄' })).toHaveAttribute(
      'href',
      '/revenue/withdrawal-record',
    );
    const withdraw = await screen.findByRole('link', { name: '申請提領' });
    await waitFor(() => expect(withdraw).not.toHaveAttribute('aria-disabled', 'true'));
    expect(withdraw).toHaveAttribute('href', '/withdraw/form');
  });

  it('disables Withdraw under the minimum and says why', async () => {
    serveBalance(balance({ withdrawableAmount: 999 }));
    serveDetails(() => HttpResponse.json(detailPage([line()])));
    render();
    const reason = await screen.findByText('可提領金額未達最低提領金額 NT$1,000，暫時無法提領');
    const withdraw = screen.getByText('申請提領').closest('a, button') as HTMLElement;
    expect(withdraw).toHaveAttribute('aria-describedby', reason.id);
    expect(
      withdraw.getAttribute('aria-disabled') === 'true' || withdraw.hasAttribute('disabled'),
    ).toBe(true);
    expect(withdraw).not.toHaveAttribute('href');
  });
});
