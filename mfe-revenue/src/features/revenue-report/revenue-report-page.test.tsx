import { apiPaths } from '@creator/api/contract';
import type { RevenueMonth, RevenueReport, RevenueSource } from '@creator/api/contract';
import {
  HttpResponse,
  captureDownloads,
  fakeLayout,
  apiUrl,
  http,
  renderWithProviders,
  server,
  setupMswServer,
} from '@creator/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, serveBalance } from '../../testing/fixtures';
import RevenueReportPage from './revenue-report-page';

setupMswServer();

/** A month of the report; one ledger line per source with an amount unless told otherwise. */
function month(
  id: string,
  bySource: Partial<Record<RevenueSource, number>>,
  settlement: RevenueMonth['settlement'] = 'SETTLED',
  lineCount = Object.values(bySource).filter((amount) => amount !== 0).length,
): RevenueMonth {
  const all = {
    CHAPTER_SALES: 0,
    READING_TICKETS: 0,
    GIFTS: 0,
    CONTEST_PRIZES: 0,
    ADJUSTMENTS: 0,
    ...bySource,
  };
  const gross = Object.values(all).reduce((sum, value) => sum + value, 0);
  const platformShare = Math.round((all.CHAPTER_SALES + all.READING_TICKETS + all.GIFTS) * 0.3);
  const net = gross - platformShare;
  return { month: id, bySource: all, gross, platformShare, net, settlement, lineCount };
}

const THREE_MONTHS: RevenueReport = {
  firstMonth: '2025-11',
  months: [
    month('2026-01', { CHAPTER_SALES: 10_000, GIFTS: 2_000 }),
    month('2026-02', { CHAPTER_SALES: 8_000, READING_TICKETS: 1_000, ADJUSTMENTS: -500 }),
    month('2026-03', { CHAPTER_SALES: 12_000, CONTEST_PRIZES: 10_000 }, 'PENDING'),
  ],
};

function serveReport(answer: (query: URLSearchParams) => Response) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(apiPaths.revenueReport), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      return answer(query);
    }),
  );
  return asked;
}

const render = (route = '/revenue/report?from=2026-01&to=2026-03') =>
  renderWithProviders(<RevenueReportPage />, { route });

const rowOf = (label: string) =>
  within(screen.getByRole('table')).getByText(label).closest('tr') as HTMLElement;

beforeEach(() => {
  serveBalance();
  fakeLayout({ width: 600, height: 280 });
});
afterEach(() => jest.restoreAllMocks());

describe('Revenue report', () => {
  it('has one row per month: gross by source, platform share, net and settlement', async () => {
    const asked = serveReport(() => HttpResponse.json(THREE_MONTHS));
    render();

    await screen.findByRole('table');
    expect(asked).toEqual([{ startMonth: '2026-01', endMonth: '2026-03' }]);
    const feb = rowOf('2026/02');
    const cells = within(feb)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Month, the five sources, gross, platform share, net, settlement.
    expect(cells).toEqual([
      '2026/02',
      'NT$8,000',
      'NT$1,000',
      'NT$0',
      'NT$0',
      '-NT$500',
      'NT$8,500',
      'NT$2,700',
      'NT$5,800',
      '已結算',
    ]);
    expect(within(rowOf('2026/03')).getByText('結算中')).toBeInTheDocument();
    const total = within(rowOf('合計'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(total).toEqual([
      '合計',
      'NT$30,000',
      'NT$1,000',
      'NT$2,000',
      'NT$10,000',
      '-NT$500',
      'NT$42,500',
      'NT$9,900',
      'NT$32,600',
      '',
    ]);
  });

  it('draws the months as a stacked chart with the net, and says what it shows in words', async () => {
    serveReport(() => HttpResponse.json(THREE_MONTHS));
    render();
    expect(
      await screen.findByRole('img', {
        name: '每月收益（依來源），堆疊長條圖，2026/01 至 2026/03',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: '每月收益（依來源）重點' });
    // The net of the three months, 8,400 + 5,800 + 18,400, is the table's total.
    expect(summary).toHaveTextContent(
      '淨收益：3 個月總計 NT$32,600，最高的月份是 2026/03（NT$18,400）',
    );
  });

  it('exports the months as CSV: BOM, header, one line per month, plain numbers', async () => {
    const downloads = captureDownloads();
    serveReport(() => HttpResponse.json(THREE_MONTHS));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /匯出 CSV/ }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('revenue-report_2026-01_2026-03.csv');
    expect(await downloads[0]!.bom()).toBe(true);
    const lines = (await downloads[0]!.text()).split('\r\n');
    expect(lines).toEqual([
      '"月份","章節銷售","閱讀券","禮物","投稿活動獎金","調整","總收益","平台分潤","淨收益","結算狀態"',
      '"2026-01",10000,0,2000,0,0,12000,3600,8400,"已結算"',
      '"2026-02",8000,1000,0,0,-500,8500,2700,5800,"已結算"',
      '"2026-03",12000,0,0,10000,0,22000,3600,18400,"結算中"',
      '',
    ]);
  });

  it('marks the months busy and dimmed while another period loads, and exports them under their own months', async () => {
    const downloads = captureDownloads();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const LAST_YEAR: RevenueReport = {
      firstMonth: '2025-01',
      months: [month('2025-11', { GIFTS: 700 }), month('2025-12', { GIFTS: 900 })],
    };
    server.use(
      http.get(apiUrl(apiPaths.revenueReport), async ({ request }) => {
        if (new URL(request.url).searchParams.get('startMonth') === '2026-01') {
          return HttpResponse.json(THREE_MONTHS);
        }
        await held;
        return HttpResponse.json(LAST_YEAR);
      }),
    );
    const { user } = render();
    const months = () => screen.getByRole('heading', { name: '每月明細' }).closest('[aria-busy]');
    await screen.findByRole('table');
    expect(months()).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByRole('button', { name: '去年' }));
    // Still January to March, under last year's pickers: said busy, and dimmed.
    await waitFor(() => expect(months()).toHaveAttribute('aria-busy', 'true'));
    expect(months()).toHaveStyle({ opacity: '0.6' });
    expect(rowOf('2026/02')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /匯出 CSV/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('revenue-report_2026-01_2026-03.csv');

    release();
    expect(await within(screen.getByRole('table')).findByText('2025/12')).toBeInTheDocument();
    expect(months()).toHaveAttribute('aria-busy', 'false');
    expect(months()).toHaveStyle({ opacity: '1' });
  });

  it('asks for the twelve months up to the current Taipei month by default', async () => {
    const asked = serveReport(() => HttpResponse.json(THREE_MONTHS));
    render('/revenue/report');
    await screen.findByRole('table');
    const now = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Taipei',
      year: 'numeric',
      month: '2-digit',
    }).format(new Date());
    const [year, monthNumber] = now.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, monthNumber - 12, 1)).toISOString().slice(0, 7);
    expect(asked[0]).toEqual({ startMonth: start, endMonth: now });
  });

  it('changes the period with a quick pick, keeping it in the address', async () => {
    const asked = serveReport(() => HttpResponse.json(THREE_MONTHS));
    const { user, location } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: '去年' }));
    await waitFor(() => expect(location().search).toMatch(/^\?from=\d{4}-01&to=\d{4}-12$/));
    const year = location().search.slice(6, 10);
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ startMonth: `${year}-01`, endMonth: `${year}-12` }),
    );
    expect(screen.getByRole('button', { name: '去年' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why the period in the address could not be used', async () => {
    const asked = serveReport(() => HttpResponse.json(THREE_MONTHS));
    render('/revenue/report?from=2020-01&to=2023-06');
    expect(
      await screen.findByText(
        '網址中的期間無法使用（報表最多涵蓋 36 個月），改為顯示 2020/07 至 2023/06。',
      ),
    ).toBeInTheDocument();
    expect(asked[0]).toEqual({ startMonth: '2020-07', endMonth: '2023-06' });
  });

  it('says a malformed or reversed period is why the address could not be used', async () => {
    serveReport(() => HttpResponse.json(THREE_MONTHS));
    const { unmount } = render('/revenue/report?from=2025-13&to=2026-03');
    expect(
      await screen.findByText(
        '網址中的期間無法使用（月份格式不正確），改為顯示 2025/04 至 2026/03。',
      ),
    ).toBeInTheDocument();
    unmount();
    render('/revenue/report?from=2026-03&to=2026-01');
    expect(
      await screen.findByText(
        '網址中的期間無法使用（起始月份晚於結束月份），改為顯示 2026/01 至 2026/03。',
      ),
    ).toBeInTheDocument();
  });

  it('says when the period has no revenue, and shows an error with Retry', async () => {
    let calls = 0;
    serveReport(() => {
      calls += 1;
      return calls === 1
        ? failure('報表暫停')
        : HttpResponse.json({ firstMonth: null, months: [month('2026-01', {})] });
    });
    const { user } = render();
    expect(await screen.findByText('報表暫停')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*試/ }));
    expect(await screen.findByRole('heading', { name: '這段期間沒有收益' })).toBeInTheDocument();
  });

  it('shows a month whose lines cancel out, rather than saying there was no revenue', async () => {
    serveReport(() =>
      HttpResponse.json({
        firstMonth: '2026-01',
        months: [
          month('2026-01', {}),
          // A sale and an adjustment taking it back: a gross of 0, two lines in the ledger.
          month('2026-02', { CHAPTER_SALES: 500, ADJUSTMENTS: -500 }),
          month('2026-03', {}),
        ],
      }),
    );
    render();
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: '這段期間沒有收益' })).not.toBeInTheDocument();
    const cells = within(rowOf('2026/02')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '2026/02',
      'NT$500',
      'NT$0',
      'NT$0',
      'NT$0',
      '-NT$500',
      'NT$0',
      'NT$150',
      '-NT$150',
      '已結算',
    ]);
  });
});
