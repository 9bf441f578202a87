import { apiErrorBody, apiPaths, NOT_FOUND_MESSAGE } from '@creator/api/contract';
import type { ChapterOverall, MonthlyStats, TitleOveralls } from '@creator/api/contract';
import { createPortalQueryClient } from '@creator/ui';
import {
  HttpResponse,
  apiUrl,
  captureDownloads,
  fakeLayout,
  fixClock,
  http,
  renderWithProviders,
  server,
  setupMswServer,
  statMetrics,
} from '@creator/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAPTER_ROW_HEIGHT } from './chapter-table';
import WorkDataPage from './work-data-page';

setupMswServer();

const TITLE_ID = 'title 1';
const VIEWPORT = 400;

function chapter(order: number, readers: number, more: Partial<ChapterOverall> = {}) {
  return {
    chapterId: `c${order}`,
    displayName: `第${order}章 篇名${order}`,
    order,
    state: 'PUBLISHED',
    readers,
    views: readers * 2,
    comments: order % 4,
    paidUnlocks: order > 2 ? Math.round(readers / 10) : 0,
    ticketUses: order % 3 === 0 ? 7 : 0,
    ...more,
  } satisfies ChapterOverall;
}

// Retention 100, 80, 30, 25, 24: the largest fall is chapter 2 -> 3 (50 points).
const CHAPTERS: ChapterOverall[] = [
  chapter(1, 2_000),
  chapter(2, 1_600),
  chapter(3, 600),
  chapter(4, 500, { comments: 40 }),
  chapter(5, 480, { displayName: '尾聲' }),
  chapter(6, 0, { state: 'DRAFT', displayName: '草稿中的一章' }),
];

function overalls(chapters: ChapterOverall[] = CHAPTERS): TitleOveralls {
  return {
    titleId: TITLE_ID,
    displayName: '星河彼岸',
    metrics: statMetrics({ readers: 5_180, views: 10_360, revenue: 12_345 }),
    chapters,
  };
}

/** Serves the work's numbers and its range stats; records the ranges asked for. */
function serve(body: TitleOveralls = overalls()) {
  const ranges: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.titleOveralls(TITLE_ID)), () => HttpResponse.json(body)),
    http.get(apiUrl(apiPaths.monthlyStatsTitle(TITLE_ID)), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const startDate = params.get('startDate') ?? '';
      const endDate = params.get('endDate') ?? '';
      ranges.push(`${startDate}..${endDate}`);
      const current = startDate === '2026-02-23';
      return HttpResponse.json<MonthlyStats>({
        startDate,
        endDate,
        totals: statMetrics({ readers: current ? 150 : 200, views: current ? 999 : 999 }),
        days: [
          { ...statMetrics({ readers: 70, revenue: 30 }), date: startDate },
          { ...statMetrics({ readers: 80, revenue: 45 }), date: endDate },
        ],
      });
    }),
  );
  return ranges;
}

const render = (query = '') =>
  renderWithProviders(<WorkDataPage params={{ titleId: TITLE_ID }} />, {
    route: `/data-center/book?titleId=title%201${query}`,
  });

/** The chapter rows on screen, by their chapter name cell. */
/** What a screen reader reads of an element: its text without the aria-hidden parts. */
function spoken(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('[title]')?.getAttribute('title'));

describe('Per-work data', () => {
  beforeEach(() => {
    fixClock('2026-02-28T17:30:00.000Z'); // 2026-03-01 in Taipei
    fakeLayout({ width: 800, height: VIEWPORT });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the work’s totals for the range compared with the period before, and all time', async () => {
    const ranges = serve();
    render();

    expect(
      await screen.findByRole('heading', { level: 1, name: '「星河彼岸」的數據' }),
    ).toBeVisible();
    const range = await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    // 150 readers over the 7 days' counts: 21 a day (28.6 the 7 days before: -25%).
    const readers = (await within(range).findByText('日均讀者')).closest('div') as HTMLElement;
    expect(within(readers).getByText('21')).toBeInTheDocument();
    expect(await within(readers).findByText('-25%')).toBeInTheDocument();
    expect(within(range).getByText('較前期減少 25%')).toBeInTheDocument();
    const allTime = screen.getByRole('region', { name: '累計數據' });
    expect(within(allTime).getByText('5.2K')).toBeInTheDocument();
    expect(within(allTime).getByText('5,180')).toBeInTheDocument();
    expect(within(allTime).getByText('NT$12.3K')).toBeInTheDocument();
    await waitFor(() =>
      expect(ranges).toEqual(
        expect.arrayContaining(['2026-02-23..2026-03-01', '2026-02-16..2026-02-22']),
      ),
    );
  });

  it('draws the range day by day and leads back to the work and to the data center', async () => {
    serve();
    render('&range=30d&metrics=readers,revenue');

    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    expect(
      await within(trends).findByRole('img', {
        name: /^每日讀者，折線圖，2026\/01\/31 至 2026\/03\/01/,
      }),
    ).toBeInTheDocument();
    expect(
      within(trends).getByRole('img', { name: /^每日分潤前收益，折線圖/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到作品' })).toHaveAttribute(
      'href',
      '/book?titleId=title%201',
    );
    expect(screen.getByRole('link', { name: '數據中心' })).toHaveAttribute(
      'href',
      '/data-center?range=30d&metrics=readers%2Crevenue',
    );
  });

  it('says the charts could not be loaded when the range fails, with Retry, the rest of the work still shown', async () => {
    serve();
    let down = true;
    server.use(
      http.get(apiUrl(apiPaths.monthlyStatsTitle(TITLE_ID)), ({ request }) =>
        down && new URL(request.url).searchParams.get('startDate') === '2026-02-23'
          ? HttpResponse.json(apiErrorBody('InternalFailure', '統計暫時無法使用'), { status: 500 })
          : undefined,
      ),
    );
    const { user } = render();

    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    expect(await within(trends).findByText('無法載入這段期間的每日數據')).toBeVisible();
    expect(within(trends).queryByText('這段期間沒有資料')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '累計數據' })).toBeInTheDocument();

    down = false;
    await user.click(within(trends).getByRole('button', { name: '重新載入每日數據' }));
    expect(
      await within(trends).findByRole('img', { name: /^每日讀者，折線圖/ }),
    ).toBeInTheDocument();
  });

  it('draws the retention curve and names the chapter where most readers were lost', async () => {
    serve();
    render();

    const retention = await screen.findByRole('region', { name: '讀者留存' });
    expect(
      within(retention).getByText(
        '流失最多的一章是 第3章 篇名3：留存從 第2章 篇名2 的 80% 降到 30%',
      ),
    ).toBeInTheDocument();
    expect(
      within(retention).getByText(/少了 50 個百分點；第2章 篇名2 的讀者有 62.5% 沒有繼續讀。/),
    ).toBeInTheDocument();
    // Published chapters only: five points, chapter 1 to 5.
    expect(
      await within(retention).findByRole('img', {
        name: /^各章讀者留存，折線圖，第1章 篇名1 至 第 5 章「尾聲」/,
      }),
    ).toBeInTheDocument();
  });

  it('says why there is no curve before the first published chapter has readers', async () => {
    serve(
      overalls([
        chapter(1, 0, { state: 'DRAFT', displayName: '楔子' }),
        chapter(2, 0, { displayName: '啟程' }),
        chapter(3, 0, { state: 'SCHEDULED' }),
      ]),
    );
    render();
    const retention = await screen.findByRole('region', { name: '讀者留存' });
    // The base is the first published chapter, here the second one: chapter 1 is a draft.
    expect(
      within(retention).getByText('每一章的讀者占第一個已發布章節讀者的比例（只計已發布的章節）。'),
    ).toBeVisible();
    expect(
      within(retention).getByRole('heading', { name: '第 2 章「啟程」 還沒有讀者' }),
    ).toBeVisible();
    expect(
      within(retention).getByText(
        '留存以第一個已發布的章節（第 2 章「啟程」）的讀者為準，這一章有讀者後才能計算。',
      ),
    ).toBeVisible();
    expect(within(retention).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists every chapter with its numbers, and sorts by any column from its header', async () => {
    serve();
    const { user, location } = render();

    const table = await screen.findByRole('table', { name: '各章數據，點選欄位標題可排序' });
    expect(rowNames(table)).toEqual([
      '第1章 篇名1',
      '第2章 篇名2',
      '第3章 篇名3',
      '第4章 篇名4',
      '尾聲',
      '草稿中的一章',
    ]);
    const chapter3 = within(table).getByRole('row', { name: /第3章 篇名3/ });
    // Readers, views, paid unlocks, ticket uses, comments, retention.
    expect(within(chapter3).getAllByRole('cell').map(spoken)).toEqual([
      '600',
      '1,200',
      '60',
      '7',
      '3',
      '30.0%',
    ]);
    expect(within(table).getByRole('row', { name: /草稿中的一章/ })).toHaveTextContent('草稿');
    expect(within(table).getByRole('columnheader', { name: '章節' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(table).getByRole('button', { name: '留言' }));
    // 40, 3, 2, 2, 1, 1 comments: equal counts stay in reading order.
    expect(rowNames(table)).toEqual([
      '第4章 篇名4',
      '第3章 篇名3',
      '第2章 篇名2',
      '草稿中的一章',
      '第1章 篇名1',
      '尾聲',
    ]);
    expect(within(table).getByRole('columnheader', { name: '留言' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('已依留言由大到小排序');
    // The router writes the space in the id as '+': the same id once read back.
    expect(location().search).toBe('?titleId=title+1&sort=comments-desc');

    await user.click(within(table).getByRole('button', { name: '留存率' }));
    await user.click(within(table).getByRole('button', { name: '留存率' }));
    // Lowest retention first; the draft has none and stays last.
    expect(rowNames(table)).toEqual([
      '尾聲',
      '第4章 篇名4',
      '第3章 篇名3',
      '第2章 篇名2',
      '第1章 篇名1',
      '草稿中的一章',
    ]);
    expect(location().search).toBe('?titleId=title+1&sort=retention-asc');
  });

  it('opens sorted as the address says', async () => {
    serve();
    render('&sort=readers-asc');
    const table = await screen.findByRole('table', { name: /各章數據/ });
    expect(rowNames(table)[0]).toBe('草稿中的一章');
    expect(within(table).getByRole('columnheader', { name: '讀者' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('keeps only the rows in view in the page for 5,000 chapters, and scrolls to the last', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      chapter(index + 1, Math.round(100_000 / Math.sqrt(index + 1))),
    );
    serve(overalls(many));
    render();

    const table = await screen.findByRole('table', { name: /各章數據/ });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(screen.getByText('共 5,000 章')).toBeInTheDocument();
    const rendered = within(table).getAllByRole('rowheader').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);

    const box = screen.getByRole('region', { name: /各章數據，點選/ });
    box.scrollTop = 5000 * CHAPTER_ROW_HEIGHT - VIEWPORT;
    fireEvent.scroll(box);
    const last = await within(table).findByRole('row', { name: /第5000章/ });
    expect(last).toHaveAttribute('aria-rowindex', '5001');
    expect(within(table).queryByRole('row', { name: /第1章 / })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').length).toBeLessThan(40);
  });

  it('downloads the chapters in the table’s order and the range day by day as CSV', async () => {
    serve();
    const downloads = captureDownloads();
    const { user } = render('&from=2026-02-27&to=2026-03-01&sort=comments-desc');

    const chapters = await screen.findByRole('region', { name: '各章數據' });
    await user.click(within(chapters).getByRole('button', { name: /下載各章數據（CSV）/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('星河彼岸_chapters.csv');
    expect(await downloads[0]?.bom()).toBe(true);
    expect((await downloads[0]?.text())?.split('\r\n')).toEqual([
      '"章節順序","章節名稱","狀態","讀者","瀏覽","付費解鎖","閱讀券使用","留言","留存率（%）"',
      '4,"第4章 篇名4","已發布",500,1000,50,0,40,25',
      '3,"第3章 篇名3","已發布",600,1200,60,7,3,30',
      '2,"第2章 篇名2","已發布",1600,3200,0,0,2,80',
      // A chapter off the curve has an empty retention cell.
      '6,"草稿中的一章","草稿",0,0,0,7,2,""',
      '1,"第1章 篇名1","已發布",2000,4000,0,0,1,100',
      '5,"尾聲","已發布",480,960,48,0,1,24',
      '',
    ]);

    const range = screen.getByRole('region', { name: '2026/02/27 至 2026/03/01 的數據' });
    await user.click(within(range).getByRole('button', { name: /下載每日數據（CSV）/ }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]?.name).toBe('星河彼岸_daily_2026-02-27_2026-03-01.csv');
    expect((await downloads[1]?.text())?.split('\r\n')).toEqual([
      '"日期","讀者","瀏覽","收藏","留言","閱讀券使用","付費解鎖","禮物","分潤前收益（NT$）"',
      '"2026-02-27",70,0,0,0,0,0,0,30',
      '"2026-03-01",80,0,0,0,0,0,0,45',
      '',
    ]);
  });

  it('goes to the 404 screen for a work that does not exist, showing nothing of it', async () => {
    const onNotFound = jest.fn();
    server.use(
      http.get(apiUrl(apiPaths.titleOveralls(TITLE_ID)), () =>
        HttpResponse.json(apiErrorBody('NotFound', NOT_FOUND_MESSAGE), { status: 404 }),
      ),
      http.get(apiUrl(apiPaths.monthlyStatsTitle(TITLE_ID)), () =>
        HttpResponse.json(apiErrorBody('NotFound', NOT_FOUND_MESSAGE), { status: 404 }),
      ),
    );
    renderWithProviders(<WorkDataPage params={{ titleId: TITLE_ID }} />, {
      route: '/data-center/book?titleId=title%201',
      queryClient: createPortalQueryClient({ onNotFound }),
    });
    await waitFor(() => expect(onNotFound).toHaveBeenCalled());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '回到作品' })).not.toBeInTheDocument();
  });

  it('says access is refused for another author’s work, and shows nothing of it', async () => {
    const refused = () =>
      HttpResponse.json(apiErrorBody('Forbidden', 'this work belongs to another author'), {
        status: 403,
      });
    server.use(
      http.get(apiUrl(apiPaths.titleOveralls(TITLE_ID)), refused),
      http.get(apiUrl(apiPaths.monthlyStatsTitle(TITLE_ID)), refused),
    );
    render();
    expect(await screen.findByText('登入憑證無效')).toBeInTheDocument();
    // One message for the screen, not one per part of it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '作品數據' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '讀者留存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '回到作品' })).not.toBeInTheDocument();
  });
});
