import { setLocale } from '@creator/ui';
import { renderWithProviders } from '@creator/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { OrdinalLineChart, StackedBarChart, TimeSeriesChart } from './index';
import { loadRenderer } from './renderer/load-renderer';

// The chart library is loaded once here, so every chart below draws at once; loading it (the
// placeholder, a failed load) is tested in lazy-loading.test.tsx.
beforeAll(async () => {
  await loadRenderer();
});

// jsdom lays nothing out, so every element measures 0 x 0 and the chart would draw nothing: give
// the chart's container the width it would have on a phone-sized screen.
const CHART_WIDTH = 343;
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: CHART_WIDTH,
    height: 280,
    top: 0,
    left: 0,
    right: CHART_WIDTH,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLocale('zh-TW'));
});

const days = [
  { date: '2026-11-01', readers: 10, views: 1_200_000 },
  { date: '2026-11-02', readers: 30, views: 1_300_000 },
  { date: '2026-11-03', readers: 20, views: 1_100_000 },
  { date: '2026-11-04', readers: 40, views: 1_234_567 },
];

const noDays: typeof days = [];

function summaryOf(title: string) {
  return screen.getByRole('list', { name: `${title}重點` });
}

/** What a screen reader reads of an element: its text without the aria-hidden parts. */
function spoken(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

/** The value axis's labels as drawn, from the lowest (the category labels are centred). */
function valueAxis(chart: HTMLElement): string[] {
  return [...chart.querySelectorAll('text[text-anchor="end"]')].map(
    (label) => label.textContent ?? '',
  );
}

/** The summary's sentences as a screen reader reads them. */
function spokenSummary(title: string): string[] {
  return within(summaryOf(title)).getAllByRole('listitem').map(spoken);
}

describe('TimeSeriesChart', () => {
  it('states total, highest day and trend of each metric in a visible summary', async () => {
    renderWithProviders(
      <TimeSeriesChart title="每日閱讀" data={days} series={[{ key: 'readers', name: '讀者' }]} />,
    );
    // 10+30+20+40; the first half averages 20, the second 30.
    expect(spokenSummary('每日閱讀')).toEqual([
      '讀者：總計 100，最高在 2026/11/04（40），後半段比前半段增加 50%。',
    ]);
    expect(summaryOf('每日閱讀')).toBeVisible();
    await screen.findByRole('img', { name: '每日閱讀，折線圖，2026/11/01 至 2026/11/04' });
  });

  it('abbreviates big numbers on screen and gives screen readers the exact ones', () => {
    renderWithProviders(
      <TimeSeriesChart title="每日閱讀" data={days} series={[{ key: 'views', name: '瀏覽' }]} />,
    );
    const shown = screen.getByText(/^瀏覽：總計 4.8M，最高在 2026\/11\/02（1.3M）/);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown).toHaveAttribute('title', expect.stringContaining('總計 4,834,567'));
    const spoken = screen.getByText(/^瀏覽：總計 4,834,567，最高在 2026\/11\/02（1,300,000）/);
    expect(spoken).not.toHaveAttribute('aria-hidden');
    expect(summaryOf('每日閱讀')).toHaveAccessibleName('每日閱讀重點');
  });

  it('leaves the total out where the author says a sum means nothing', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        data={days}
        series={[{ key: 'readers', name: '讀者', total: false }]}
      />,
    );
    expect(spokenSummary('每日閱讀')).toEqual([
      '讀者：最高在 2026/11/04（40），後半段比前半段增加 50%。',
    ]);
  });

  it('writes one sentence per metric and a legend that names each', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        data={days}
        series={[
          { key: 'readers', name: '讀者' },
          { key: 'views', name: '瀏覽' },
        ]}
      />,
    );
    expect(spokenSummary('每日閱讀')).toEqual([
      '讀者：總計 100，最高在 2026/11/04（40），後半段比前半段增加 50%。',
      // 1,250,000 a day in the first half, 1,167,284 in the second: 6.6% less.
      '瀏覽：總計 4,834,567，最高在 2026/11/02（1,300,000），後半段比前半段減少 7%。',
    ]);
    const legend = screen.getByRole('list', { name: '圖例' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['讀者', '瀏覽']);
  });

  it('orders the days and reads API days as Taipei days', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        data={[days[2], days[0], days[3], days[1]]}
        series={[{ key: 'readers', name: '讀者' }]}
      />,
    );
    // In order the first half is 10, 30 and the second 20, 40: the same +50% as above.
    expect(spokenSummary('每日閱讀')).toEqual([
      '讀者：總計 100，最高在 2026/11/04（40），後半段比前半段增加 50%。',
    ]);
  });

  it('is an image named by its title and range, described by the visible summary', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        height={240}
        data={days}
        series={[{ key: 'readers', name: '讀者' }]}
      />,
    );
    const chart = screen.getByRole('img', { name: '每日閱讀，折線圖，2026/11/01 至 2026/11/04' });
    expect(chart).toHaveAccessibleDescription(summaryOf('每日閱讀').textContent ?? '');
    expect(chart).toHaveAttribute('height', '240');
    expect(chart).toHaveAttribute('width', String(CHART_WIDTH));
  });

  it('shows the exact value of a day in the tooltip when the keyboard moves onto it', async () => {
    renderWithProviders(
      <TimeSeriesChart title="每日閱讀" data={days} series={[{ key: 'views', name: '瀏覽' }]} />,
    );
    const chart = await screen.findByRole('img', { name: /^每日閱讀/ });
    expect(chart).toHaveAttribute('tabindex', '0');
    act(() => chart.focus());
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    const tooltip = await screen.findByRole('status', { name: '圖表提示' });
    expect(tooltip).toHaveTextContent('2026/11/04');
    expect(tooltip).toHaveTextContent('瀏覽1,234,567');
  });

  it('shows the empty state, and no chart or summary, for a range without data', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        data={noDays}
        series={[{ key: 'readers', name: '讀者' }]}
      />,
    );
    expect(screen.getByText('這段期間沒有資料')).toBeVisible();
    expect(screen.queryByRole('img', { name: /每日閱讀/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the data loads', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="每日閱讀"
        loading
        data={noDays}
        series={[{ key: 'readers', name: '讀者' }]}
      />,
    );
    expect(screen.getByRole('status', { name: '圖表載入中' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('這段期間沒有資料')).not.toBeInTheDocument();
  });

  it('labels the value axis of small counts and amounts with whole, distinct numbers', async () => {
    // One reader and NT$1 at most: an axis in fifths would read 0, 0.2, ... and NT$0, NT$0, ...
    const small = [
      { date: '2026-11-01', readers: 0, revenue: 1 },
      { date: '2026-11-02', readers: 1, revenue: 0 },
    ];
    const { rerender } = renderWithProviders(
      <TimeSeriesChart title="每日讀者" data={small} series={[{ key: 'readers', name: '讀者' }]} />,
    );
    expect(valueAxis(await screen.findByRole('img', { name: /^每日讀者/ }))).toEqual(['0', '1']);

    rerender(
      <TimeSeriesChart
        title="每日收益"
        format="currency"
        data={small}
        series={[{ key: 'revenue', name: '收益' }]}
      />,
    );
    expect(valueAxis(await screen.findByRole('img', { name: /^每日收益/ }))).toEqual([
      'NT$0',
      'NT$1',
    ]);

    // Up to 7: steps of 2 rather than 2.5.
    rerender(
      <TimeSeriesChart
        title="每日讀者"
        data={[...small, { date: '2026-11-03', readers: 7, revenue: 0 }]}
        series={[{ key: 'readers', name: '讀者' }]}
      />,
    );
    expect(valueAxis(await screen.findByRole('img', { name: /^每日讀者/ }))).toEqual([
      '0',
      '2',
      '4',
      '6',
      '8',
    ]);
  });

  it('speaks English when the UI does', async () => {
    act(() => setLocale('en'));
    renderWithProviders(
      <TimeSeriesChart
        title="Daily reading"
        data={days}
        series={[{ key: 'readers', name: 'Readers' }]}
      />,
    );
    expect(spoken(screen.getByRole('list', { name: 'Daily reading: summary' }))).toBe(
      'Readers: total 100, highest on 2026/11/04 (40), the second half is 50% above the first.',
    );
    await screen.findByRole('img', {
      name: 'Daily reading, line chart, 2026/11/01 to 2026/11/04',
    });
  });
});

describe('StackedBarChart', () => {
  type Source = 'CHAPTER_SALES' | 'GIFTS' | 'ADJUSTMENTS';
  const series = [
    { key: 'CHAPTER_SALES' as const, name: '章節銷售' },
    { key: 'GIFTS' as const, name: '禮物' },
    { key: 'ADJUSTMENTS' as const, name: '調整' },
  ];
  const months = [
    { month: '2026-09', values: { CHAPTER_SALES: 9000, GIFTS: 1000, ADJUSTMENTS: 0 }, total: 7000 },
    {
      month: '2026-10',
      values: { CHAPTER_SALES: 12000, GIFTS: 3000, ADJUSTMENTS: -500 },
      total: 10150,
    },
    {
      month: '2026-11',
      values: { CHAPTER_SALES: 11000, GIFTS: 2000, ADJUSTMENTS: 0 },
      total: 9100,
    },
  ];

  const renderRevenueChart = () =>
    renderWithProviders(
      <StackedBarChart<Source>
        title="每月收益"
        totalName="淨收益"
        months={months}
        series={series}
      />,
    );

  it('states the total, the highest month, the latest change and the largest part', async () => {
    renderRevenueChart();
    expect(spokenSummary('每月收益')).toEqual([
      // 7000 + 10150 + 9100 = 26250 net; 9100 is 10% below 10150.
      '淨收益：3 個月總計 NT$26,250，最高的月份是 2026/10（NT$10,150），2026/11 比 2026/10 減少 10%。',
      // Sales 32000 of the positive parts' 38000; the -500 adjustment does not count.
      '章節銷售占比最高：NT$32,000，占 84%。',
    ]);
    expect(
      within(summaryOf('每月收益')).getByText(/^淨收益：3 個月總計 NT\$26.3K，/),
    ).toBeVisible();
    await screen.findByRole('img', { name: '每月收益，堆疊長條圖，2026/09 至 2026/11' });
    const legend = screen.getByRole('list', { name: '圖例' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['章節銷售', '禮物', '調整', '淨收益']);
  });

  it('stacks the parts of each month, a negative part below zero', async () => {
    renderRevenueChart();
    const chart = await screen.findByRole('img', { name: /^每月收益/ });
    const bars = [...chart.querySelectorAll('[data-part="bar"]')].map((bar) => ({
      top: Number(bar.getAttribute('y')),
      bottom: Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')),
    }));
    // 2026/09: sales and gifts (the zero adjustment is not drawn); 2026/10: sales, gifts and
    // the -500 adjustment; 2026/11: sales and gifts.
    expect(bars).toHaveLength(7);
    const [sales, gifts, adjustment] = bars.slice(2, 5);
    expect(gifts.bottom).toBeCloseTo(sales.top);
    // Zero is where the sales bar starts: the adjustment hangs below it.
    expect(adjustment.top).toBeCloseTo(sales.bottom);
    expect(adjustment.bottom).toBeGreaterThan(adjustment.top);
    expect(chart.querySelector('[data-part="total"]')?.getAttribute('d')?.match(/[ML]/g)).toEqual([
      'M',
      'L',
      'L',
    ]);
  });

  it('shows the month under the pointer in the tooltip, each part and the total exact', async () => {
    renderRevenueChart();
    const chart = await screen.findByRole('img', { name: /^每月收益/ });
    // The right edge of the 343 px chart: the last month. (jsdom's pointer events carry no
    // coordinates; a mouse event of that type does.)
    fireEvent(chart, new MouseEvent('pointermove', { bubbles: true, clientX: CHART_WIDTH - 12 }));
    const tooltip = await screen.findByRole('status', { name: '圖表提示' });
    expect(tooltip).toHaveTextContent('2026/11');
    expect(tooltip).toHaveTextContent('章節銷售NT$11,000');
    expect(tooltip).toHaveTextContent('淨收益NT$9,100');
    fireEvent.pointerLeave(chart);
    expect(screen.getByRole('status', { name: '圖表提示' })).toBeEmptyDOMElement();
  });

  it('totals the stacks when the months carry no total of their own', () => {
    renderWithProviders(
      <StackedBarChart<Source>
        title="每月收益"
        months={months.map(({ month, values }) => ({ month, values }))}
        series={series}
      />,
    );
    // 10000 + 14500 + 13000.
    expect(spokenSummary('每月收益')[0]).toBe(
      '每月收益：3 個月總計 NT$37,500，最高的月份是 2026/10（NT$14,500），2026/11 比 2026/10 減少 10%。',
    );
  });

  it('shows the empty state for no months', () => {
    renderWithProviders(<StackedBarChart title="每月收益" months={[]} series={series} />);
    expect(screen.getByText('這段期間沒有資料')).toBeVisible();
  });
});

describe('OrdinalLineChart', () => {
  const chapters = [100, 80, 50.46, 45].map((retention, index) => ({
    label: String(index + 1),
    name: `第 ${index + 1} 章`,
    values: { retention },
  }));

  it('states the first and last point and the largest drop in percentage points', async () => {
    renderWithProviders(
      <OrdinalLineChart
        title="讀者留存"
        format="percent"
        points={chapters}
        series={[{ key: 'retention', name: '留存率' }]}
      />,
    );
    expect(spokenSummary('讀者留存')).toEqual([
      // 80 - 50.46: one decimal, like the percentages themselves.
      '留存率：第 1 章 100%，第 4 章 45%，最大降幅在 第 2 章 到 第 3 章（減少 29.5 個百分點）。',
    ]);
    await screen.findByRole('img', { name: '讀者留存，折線圖，第 1 章 至 第 4 章' });
  });

  it('summarises every chapter of a long work though fewer points are drawn', async () => {
    // 5,000 chapters falling by 0.01 points each, with one fall of 7 points at chapter 4,321.
    let value = 100;
    const points = Array.from({ length: 5000 }, (_, index) => {
      if (index > 0) value -= index === 4320 ? 7 : 0.01;
      return { label: String(index + 1), name: `第 ${index + 1} 章`, values: { r: value } };
    });
    renderWithProviders(
      <OrdinalLineChart
        title="讀者留存"
        format="percent"
        points={points}
        series={[{ key: 'r', name: '留存率' }]}
      />,
    );
    expect(spokenSummary('讀者留存')[0]).toMatch(
      /，最大降幅在 第 4320 章 到 第 4321 章（減少 7 個百分點）。$/,
    );
    const chart = await screen.findByRole('img', { name: /^讀者留存/ });
    // Thinned for drawing: a phone-wide chart gets at most a few hundred points, not 5,000.
    const line = chart.querySelector('[data-part="line"]');
    const drawnPoints = (line?.getAttribute('d')?.match(/[ML]/g) ?? []).length;
    expect(drawnPoints).toBeGreaterThan(100);
    expect(drawnPoints).toBeLessThanOrEqual(402);
  });
});
