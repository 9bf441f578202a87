import { apiErrorBody, apiPaths } from '@creator/api/contract';
import type {
  DailyStat,
  MonthlyStats,
  MonthlyStatsByTitle,
  StatMetrics,
  TotalOveralls,
} from '@creator/api/contract';
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
import { act, screen, waitFor, within } from '@testing-library/react';
import DataCenterPage from './data-center-page';

setupMswServer();

const overalls: TotalOveralls = {
  metrics: statMetrics({
    readers: 1_234_567,
    views: 9_876_543_210,
    favorites: 45_600,
    comments: 789,
    ticketUses: 1_000,
    paidUnlocks: 2_500,
    gifts: 12,
    revenue: 3_456_789,
  }),
  titles: [
    { titleId: 'title 1', displayName: '星河彼岸', metrics: statMetrics({ readers: 1_000_000 }) },
    { titleId: 't-2', displayName: '明日之城', metrics: statMetrics({ readers: 234_567 }) },
  ],
};

/** The default range on the fixed clock, and the 7 days before it. */
const LAST_7 = '2026-02-23..2026-03-01';
const PREVIOUS_7 = '2026-02-16..2026-02-22';

function daysOf(startDate: string, endDate: string, values: Partial<StatMetrics>): DailyStat[] {
  const days: DailyStat[] = [];
  for (
    let time = Date.parse(`${startDate}T00:00:00Z`);
    time <= Date.parse(`${endDate}T00:00:00Z`);
    time += 86_400_000
  ) {
    days.push({ ...statMetrics(values), date: new Date(time).toISOString().slice(0, 10) });
  }
  return days;
}

/**
 * Answers the range stats (the default range and its previous period with numbers of their own,
 * any other range with small ones) and records every range asked for.
 */
function serve({ titles = overalls.titles } = {}) {
  const ranges: string[] = [];
  const totalsFor: Record<string, Partial<StatMetrics>> = {
    [LAST_7]: { readers: 336, views: 54_321, favorites: 97, revenue: 1_500, gifts: 3 },
    [PREVIOUS_7]: { readers: 300, views: 56_000, favorites: 97, revenue: 1_500 },
  };
  server.use(
    http.get(apiUrl(apiPaths.totalOveralls), () =>
      HttpResponse.json<TotalOveralls>({ ...overalls, titles }),
    ),
    http.get(apiUrl(apiPaths.monthlyStatsTotal), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const startDate = params.get('startDate') ?? '';
      const endDate = params.get('endDate') ?? '';
      const key = `${startDate}..${endDate}`;
      ranges.push(key);
      const totals = statMetrics(totalsFor[key] ?? { readers: 7 });
      return HttpResponse.json<MonthlyStats>({
        startDate,
        endDate,
        totals,
        days: daysOf(startDate, endDate, { readers: 48, views: 7_760 }),
      });
    }),
  );
  return ranges;
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Data center', () => {
  beforeEach(() => {
    // 2026-03-01 01:30 in Taipei, still 28 February in UTC.
    fixClock('2026-02-28T17:30:00.000Z');
    fakeLayout();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the totals of the range and of all time, big numbers abbreviated and exact on hover', async () => {
    serve();
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const range = await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    // Readers of a range are the average a day, said so: 336 readers over the 7 days' counts.
    const daily = (await within(range).findByText('日均讀者')).closest('div') as HTMLElement;
    expect(within(daily).getByText('48')).toBeInTheDocument();
    expect(within(range).queryByText('讀者', { selector: 'dt *' })).not.toBeInTheDocument();
    expect(within(range).getByText('54.3K')).toBeInTheDocument();
    expect(within(range).getByText('NT$1.5K')).toBeInTheDocument();

    const allTime = section('累計數據');
    const readers = await within(allTime).findByText('1.2M');
    expect(within(allTime).getByText('9.9B')).toBeInTheDocument();
    expect(within(allTime).getByText('45.6K')).toBeInTheDocument();
    expect(within(allTime).getByText('789')).toBeInTheDocument();
    expect(within(allTime).getByText('NT$3.5M')).toBeInTheDocument();
    // Screen readers get the exact number; sighted users get it in a tooltip.
    expect(within(allTime).getByText('1,234,567')).toBeInTheDocument();
    await user.hover(readers);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567');
  });

  it('compares each total of the range with the 7 days before', async () => {
    const ranges = serve();
    renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const range = await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    expect(
      within(range).getByText('與前一段相同長度的期間（2026/02/16 至 2026/02/22）相比'),
    ).toBeInTheDocument();
    // The definition list pairs each metric with its value and its change.
    const group = async (metric: string) =>
      (await within(range).findByText(metric, { selector: 'dt *' })).closest('div') as HTMLElement;
    // Readers 300 -> 336 over 7 days, 42.9 -> 48 a day: +12%, said in words for screen readers.
    await waitFor(async () =>
      expect(within(await group('日均讀者')).getByText('較前期增加 12%')).toBeInTheDocument(),
    );
    expect(within(await group('日均讀者')).getByText('+12%')).toBeInTheDocument();
    // Views 56,000 -> 54,321: -3%.
    expect(within(await group('瀏覽')).getByText('-3%')).toBeInTheDocument();
    expect(within(await group('瀏覽')).getByText('較前期減少 3%')).toBeInTheDocument();
    // Favourites of a range are the ones added in it, said so; all time keeps the plain name.
    expect(within(await group('新增收藏')).getByText('與前期持平')).toBeInTheDocument();
    expect(within(range).queryByText('收藏', { selector: 'dt *' })).not.toBeInTheDocument();
    expect(
      await within(section('累計數據')).findByText('收藏', { selector: 'dt *' }),
    ).toBeInTheDocument();
    // Gifts 0 -> 3: no percentage from nothing.
    expect(within(await group('禮物')).getByText('前期為 0')).toBeInTheDocument();
    expect(ranges).toEqual(expect.arrayContaining([LAST_7, PREVIOUS_7]));
  });

  it('keeps the totals and says so once when the previous period fails, and loads it on retry', async () => {
    serve();
    let failed = false;
    server.use(
      http.get(apiUrl(apiPaths.monthlyStatsTotal), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('startDate') !== '2026-02-16' || failed) return undefined;
        failed = true;
        return HttpResponse.json(apiErrorBody('InternalFailure', '統計暫時無法使用'), {
          status: 500,
        });
      }),
    );
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const range = await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    expect(await within(range).findByText('無法載入前期數據')).toBeInTheDocument();
    expect(within(range).getByText('48')).toBeInTheDocument();
    expect(within(range).queryByText('+12%')).not.toBeInTheDocument();
    await user.click(within(range).getByRole('button', { name: '重新載入前期數據' }));
    expect(await within(range).findByText('+12%')).toBeInTheDocument();
    expect(within(range).queryByText('無法載入前期數據')).not.toBeInTheDocument();
  });

  it('draws a daily chart of the range for each metric the author picks, and keeps the pick in the address', async () => {
    serve();
    const { user, location } = renderWithProviders(<DataCenterPage />, {
      route: '/data-center',
    });

    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    expect(
      await within(trends).findByRole('img', {
        name: /^每日讀者，折線圖，2026\/02\/23 至 2026\/03\/01/,
      }),
    ).toBeInTheDocument();
    expect(within(trends).getAllByRole('img', { name: /折線圖/ })).toHaveLength(1);

    await user.click(within(trends).getByRole('checkbox', { name: '分潤前收益' }));
    expect(
      await within(trends).findByRole('img', { name: /^每日分潤前收益，折線圖/ }),
    ).toBeInTheDocument();
    expect(location().search).toBe('?metrics=readers%2Crevenue');

    // The only chart left cannot be unticked.
    await user.click(within(trends).getByRole('checkbox', { name: '讀者' }));
    await waitFor(() =>
      expect(within(trends).queryByRole('img', { name: /^每日讀者/ })).not.toBeInTheDocument(),
    );
    expect(within(trends).getByRole('checkbox', { name: '分潤前收益' })).toBeDisabled();
    expect(location().search).toBe('?metrics=revenue');
  });

  it('marks the charts busy and dimmed while they still show the previous range', async () => {
    serve();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl(apiPaths.monthlyStatsTotal), async ({ request }) => {
        // The 30 days answer only once released; then as served.
        if (new URL(request.url).searchParams.get('startDate') === '2026-01-31') await held;
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });
    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    const week = await within(trends).findByRole('img', { name: /2026\/02\/23 至 2026\/03\/01/ });
    const charts = () =>
      within(trends)
        .getByRole('img', { name: /^每日讀者/ })
        .closest('[aria-busy]');
    expect(charts()).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByText('近 30 天'));
    // Still the 7 days under the 30 days' heading: said busy, and dimmed.
    await waitFor(() => expect(charts()).toHaveAttribute('aria-busy', 'true'));
    expect(week).toBeInTheDocument();
    expect(charts()).toHaveStyle({ opacity: '0.6' });

    release();
    expect(
      await within(trends).findByRole('img', { name: /2026\/01\/31 至 2026\/03\/01/ }),
    ).toBeInTheDocument();
    expect(charts()).toHaveAttribute('aria-busy', 'false');
    expect(charts()).toHaveStyle({ opacity: '1' });
  });

  it('says the charts could not be loaded when the new range fails, not that it has no data, and Retry loads them', async () => {
    serve();
    let down = true;
    server.use(
      http.get(apiUrl(apiPaths.monthlyStatsTotal), ({ request }) => {
        if (!down || new URL(request.url).searchParams.get('startDate') !== '2026-01-31') {
          return undefined;
        }
        return HttpResponse.json(apiErrorBody('InternalFailure', '統計暫時無法使用'), {
          status: 500,
        });
      }),
    );
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });
    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    await within(trends).findByRole('img', { name: /^每日讀者/ });

    await user.click(screen.getByText('近 30 天'));
    expect(await within(trends).findByText('無法載入這段期間的每日數據')).toBeVisible();
    expect(within(trends).queryByText('這段期間沒有資料')).not.toBeInTheDocument();
    expect(within(trends).queryByRole('img', { name: /^每日讀者/ })).not.toBeInTheDocument();

    down = false;
    await user.click(within(trends).getByRole('button', { name: '重新載入每日數據' }));
    expect(
      await within(trends).findByRole('img', {
        name: /^每日讀者，折線圖，2026\/01\/31 至 2026\/03\/01/,
      }),
    ).toBeInTheDocument();
    expect(within(trends).queryByText('無法載入這段期間的每日數據')).not.toBeInTheDocument();
  });

  it('allows at most four charts at once', async () => {
    serve();
    renderWithProviders(<DataCenterPage />, {
      route: '/data-center?metrics=readers,views,comments,gifts',
    });
    const trends = await screen.findByRole('region', { name: '每日趨勢' });
    await waitFor(() =>
      expect(within(trends).getAllByRole('img', { name: /折線圖/ })).toHaveLength(4),
    );
    expect(within(trends).getByRole('checkbox', { name: '分潤前收益' })).toBeDisabled();
    expect(within(trends).getByRole('checkbox', { name: '瀏覽' })).toBeEnabled();
  });

  it('lists each work with its all-time numbers, linking to its data with the same range', async () => {
    serve();
    renderWithProviders(<DataCenterPage />, { route: '/data-center?range=30d&metrics=views' });

    const table = within(await screen.findByRole('region', { name: '各作品累計數據' }));
    expect(await table.findByRole('link', { name: '星河彼岸' })).toHaveAttribute(
      'href',
      '/data-center/book?titleId=title%201&range=30d&metrics=views',
    );
    expect(table.getByRole('link', { name: '明日之城' })).toHaveAttribute(
      'href',
      '/data-center/book?titleId=t-2&range=30d&metrics=views',
    );
    const row = table.getByRole('link', { name: '星河彼岸' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.0M')).toBeInTheDocument();
    expect(within(row).getByText('1,000,000')).toBeInTheDocument();
  });

  it('moves "the last 7 days" on at Taipei midnight while the page stays open', async () => {
    serve();
    // 23:59:59 on 1 March in Taipei.
    fixClock('2026-03-01T15:59:59.000Z');
    renderWithProviders(<DataCenterPage />, { route: '/data-center' });
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });

    // Midnight passes; the page's timer (set for just after it) finds 2 March.
    jest.setSystemTime(new Date('2026-03-01T16:00:01.500Z'));
    expect(
      await screen.findByRole(
        'region',
        { name: '2026/02/24 至 2026/03/02 的數據' },
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
  });

  it('finds the new day when the page is shown again after a night away (timers held back)', async () => {
    serve();
    renderWithProviders(<DataCenterPage />, { route: '/data-center?range=month' });
    await screen.findByRole('region', { name: '2026/03/01 的數據' });

    // The laptop slept through the night: it is 3 March, 09:00 in Taipei, when the tab shows again.
    jest.setSystemTime(new Date('2026-03-03T01:00:00.000Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await screen.findByRole('region', { name: '2026/03/01 至 2026/03/03 的數據' }),
    ).toBeInTheDocument();
  });

  it('computes the presets in Taipei days, asks for each range and writes it in the address', async () => {
    const ranges = serve();
    const { user, location } = renderWithProviders(<DataCenterPage />, {
      route: '/data-center',
    });
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });

    await user.click(screen.getByText('昨天'));
    expect(await screen.findByRole('region', { name: '2026/02/28 的數據' })).toBeInTheDocument();
    expect(screen.getByText('與前期（2026/02/27）相比')).toBeInTheDocument();
    expect(location().search).toBe('?range=yesterday');

    await user.click(screen.getByText('近 30 天'));
    expect(
      await screen.findByRole('region', { name: '2026/01/31 至 2026/03/01 的數據' }),
    ).toBeInTheDocument();
    expect(location().search).toBe('?range=30d');

    await user.click(screen.getByText('本月'));
    expect(await screen.findByRole('region', { name: '2026/03/01 的數據' })).toBeInTheDocument();
    expect(location().search).toBe('?range=month');

    await user.click(screen.getByText('近 7 天'));
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    expect(location().search).toBe('');

    await waitFor(() =>
      expect(ranges).toEqual(
        expect.arrayContaining([
          LAST_7,
          PREVIOUS_7,
          '2026-02-28..2026-02-28',
          '2026-02-27..2026-02-27',
          '2026-01-31..2026-03-01',
          '2026-01-01..2026-01-30',
          '2026-03-01..2026-03-01',
        ]),
      ),
    );
  });

  it('opens on the range in the address', async () => {
    const ranges = serve();
    renderWithProviders(<DataCenterPage />, {
      route: '/data-center?from=2026-02-01&to=2026-02-10',
    });
    expect(
      await screen.findByRole('region', { name: '2026/02/01 至 2026/02/10 的數據' }),
    ).toBeInTheDocument();
    // The range picker's code loads once a custom range is on show.
    expect(await screen.findByPlaceholderText('開始日期')).toHaveValue('2026-02-01');
    await waitFor(() => expect(ranges).toContain('2026-01-22..2026-01-31'));
  });

  it('says why it shows the last 7 days when the address’s range cannot be shown', async () => {
    serve();
    renderWithProviders(<DataCenterPage />, {
      route: '/data-center?from=2026-02-10&to=2026-04-01',
    });
    expect(
      await screen.findByText(
        '網址中的統計期間無法顯示（期間包含未來的日期），已改為顯示近 7 天。',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' }),
    ).toBeInTheDocument();
  });

  it('asks for a custom range typed into the range picker and keeps it in the address', async () => {
    const ranges = serve();
    const { user, location } = renderWithProviders(<DataCenterPage />, {
      route: '/data-center',
    });
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    expect(screen.queryByPlaceholderText('開始日期')).not.toBeInTheDocument();

    await user.click(screen.getByText('自訂'));
    expect(await screen.findByPlaceholderText('開始日期')).toHaveValue('2026-02-23');
    expect(screen.getByPlaceholderText('結束日期')).toHaveValue('2026-03-01');
    expect(location().search).toBe('?from=2026-02-23&to=2026-03-01');

    const start = screen.getByPlaceholderText('開始日期');
    await user.click(start);
    await user.clear(start);
    await user.type(start, '2026-02-01{Enter}');
    const end = screen.getByPlaceholderText('結束日期');
    await user.clear(end);
    await user.type(end, '2026-02-10{Enter}');

    expect(
      await screen.findByRole('region', { name: '2026/02/01 至 2026/02/10 的數據' }),
    ).toBeInTheDocument();
    expect(ranges).toContain('2026-02-01..2026-02-10');
    expect(location().search).toBe('?from=2026-02-01&to=2026-02-10');
  });

  it('downloads the range per day and per work as CSV', async () => {
    serve();
    const downloads = captureDownloads();
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.monthlyStatsTitles), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('startDate')}..${params.get('endDate')}`);
        return HttpResponse.json<MonthlyStatsByTitle>({
          startDate: '2026-02-28',
          endDate: '2026-03-01',
          titles: [
            {
              titleId: 't-1',
              displayName: '星河彼岸',
              totals: statMetrics(),
              days: daysOf('2026-02-28', '2026-03-01', { readers: 12, revenue: 1_500 }),
            },
            {
              titleId: 't-2',
              displayName: '=明日之城',
              totals: statMetrics(),
              days: daysOf('2026-02-28', '2026-03-01', { readers: 3 }),
            },
          ],
        });
      }),
    );
    const { user } = renderWithProviders(<DataCenterPage />, {
      route: '/data-center?from=2026-02-28&to=2026-03-01',
    });
    await screen.findByRole('region', { name: '2026/02/28 至 2026/03/01 的數據' });

    await user.click(screen.getByRole('button', { name: /下載各作品每日數據（CSV）/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual(['2026-02-28..2026-03-01']);
    expect(downloads[0]?.name).toBe('data-center_2026-02-28_2026-03-01.csv');
    expect(await downloads[0]?.bom()).toBe(true);
    const header =
      '"日期","作品 ID","作品","讀者","瀏覽","收藏","留言","閱讀券使用","付費解鎖","禮物","分潤前收益（NT$）"';
    expect((await downloads[0]?.text())?.split('\r\n')).toEqual([
      header,
      '"2026-02-28","t-1","星河彼岸",12,0,0,0,0,0,0,1500',
      // A name a spreadsheet would run as a formula is written as text.
      `"2026-02-28","t-2","'=明日之城",3,0,0,0,0,0,0,0`,
      '"2026-03-01","t-1","星河彼岸",12,0,0,0,0,0,0,1500',
      `"2026-03-01","t-2","'=明日之城",3,0,0,0,0,0,0,0`,
      '',
    ]);
  });

  it('shows the error with Retry, and Retry loads the numbers', async () => {
    serve();
    let failed = false;
    server.use(
      http.get(apiUrl(apiPaths.totalOveralls), () => {
        if (!failed) {
          failed = true;
          return HttpResponse.json(apiErrorBody('InternalFailure', '統計暫時無法使用'), {
            status: 500,
          });
        }
        return HttpResponse.json(overalls);
      }),
    );
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const allTime = await screen.findByRole('region', { name: '累計數據' });
    expect(await within(allTime).findByText('統計暫時無法使用')).toBeInTheDocument();
    // One failed request, one message: the per-work table waits for the same data.
    expect(within(allTime).getAllByRole('button', { name: /重\s*試/ })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '各作品累計數據' })).not.toBeInTheDocument();
    await user.click(within(allTime).getByRole('button', { name: /重\s*試/ }));
    expect(await within(section('累計數據')).findByText('1.2M')).toBeInTheDocument();
  });

  it('says so when there is no work to list', async () => {
    serve({ titles: [] });
    renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const perWork = await screen.findByRole('region', { name: '各作品累計數據' });
    expect(await within(perWork).findByText('還沒有作品數據')).toBeInTheDocument();
    expect(within(perWork).queryByRole('table')).not.toBeInTheDocument();
  });
});
