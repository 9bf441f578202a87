import { apiPaths, apiErrorBody } from '@creator/api/contract';
import type { MonthlyStats, StatMetrics, TotalOveralls } from '@creator/api/contract';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import DataCenterPage from './data-center-page';

setupMswServer();

function metrics(overrides: Partial<StatMetrics> = {}): StatMetrics {
  return {
    readers: 0,
    views: 0,
    favorites: 0,
    comments: 0,
    ticketUses: 0,
    paidUnlocks: 0,
    gifts: 0,
    revenue: 0,
    ...overrides,
  };
}

const overalls: TotalOveralls = {
  metrics: metrics({
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
    { titleId: 'title 1', displayName: '星河彼岸', metrics: metrics({ readers: 1_000_000 }) },
    { titleId: 't-2', displayName: '明日之城', metrics: metrics({ readers: 234_567 }) },
  ],
};

/** Answers the range stats with distinct numbers and records every range asked for. */
function serve({ titles = overalls.titles } = {}) {
  const ranges: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.totalOveralls), () =>
      HttpResponse.json<TotalOveralls>({ ...overalls, titles }),
    ),
    http.get(apiUrl(apiPaths.monthlyStatsTotal), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const startDate = params.get('startDate') ?? '';
      const endDate = params.get('endDate') ?? '';
      ranges.push(`${startDate}..${endDate}`);
      return HttpResponse.json<MonthlyStats>({
        startDate,
        endDate,
        totals: metrics({ readers: 321, views: 54_321, revenue: 1_500 }),
        days: [],
      });
    }),
  );
  return ranges;
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Data center', () => {
  beforeEach(() => {
    // Only the clock is fixed: 2026-03-01 01:30 in Taipei, still 28 February in UTC.
    jest.useFakeTimers({
      now: new Date('2026-02-28T17:30:00.000Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the totals of the range and of all time, big numbers abbreviated and exact on hover', async () => {
    serve();
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const range = await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    await within(range).findByText('321');
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

  it('lists each work with its all-time numbers, linking to the work', async () => {
    serve();
    renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const table = within(await screen.findByRole('region', { name: '各作品累計數據' }));
    expect(await table.findByRole('link', { name: '星河彼岸' })).toHaveAttribute(
      'href',
      '/book?titleId=title%201',
    );
    expect(table.getByRole('link', { name: '明日之城' })).toHaveAttribute(
      'href',
      '/book?titleId=t-2',
    );
    const row = table.getByRole('link', { name: '星河彼岸' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('1.0M')).toBeInTheDocument();
  });

  it('computes the presets in Taipei days and asks for each range', async () => {
    const ranges = serve();
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });

    await user.click(screen.getByText('昨天'));
    expect(await screen.findByRole('region', { name: '2026/02/28 的數據' })).toBeInTheDocument();

    await user.click(screen.getByText('近 30 天'));
    expect(
      await screen.findByRole('region', { name: '2026/01/31 至 2026/03/01 的數據' }),
    ).toBeInTheDocument();

    await user.click(screen.getByText('本月'));
    expect(await screen.findByRole('region', { name: '2026/03/01 的數據' })).toBeInTheDocument();

    await waitFor(() =>
      expect(ranges).toEqual([
        '2026-02-23..2026-03-01',
        '2026-02-28..2026-02-28',
        '2026-01-31..2026-03-01',
        '2026-03-01..2026-03-01',
      ]),
    );
  });

  it('asks for a custom range typed into the range picker', async () => {
    const ranges = serve();
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });
    await screen.findByRole('region', { name: '2026/02/23 至 2026/03/01 的數據' });
    expect(screen.queryByPlaceholderText('開始日期')).not.toBeInTheDocument();

    await user.click(screen.getByText('自訂'));
    expect(screen.getByPlaceholderText('開始日期')).toHaveValue('2026-02-23');
    expect(screen.getByPlaceholderText('結束日期')).toHaveValue('2026-03-01');

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
  });

  it('shows the error with Retry, and Retry loads the numbers', async () => {
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
      http.get(apiUrl(apiPaths.monthlyStatsTotal), () =>
        HttpResponse.json<MonthlyStats>({
          startDate: '2026-02-23',
          endDate: '2026-03-01',
          totals: metrics(),
          days: [],
        }),
      ),
    );
    const { user } = renderWithProviders(<DataCenterPage />, { route: '/data-center' });

    const allTime = await screen.findByRole('region', { name: '累計數據' });
    expect(await within(allTime).findByText('統計暫時無法使用')).toBeInTheDocument();
    // One failed request, one message: the per-work table waits for the same data.
    expect(screen.getAllByRole('button', { name: /重\s*試/ })).toHaveLength(1);
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
