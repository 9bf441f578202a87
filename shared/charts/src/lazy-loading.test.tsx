import { fakeLayout, renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { TimeSeriesChart } from './index';

// The first import of the chart library fails when a test says so, as a chunk does when the
// network drops; the import after it succeeds.
let mockFailNextLoad = false;
jest.mock('./renderer/svg-renderer', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk charts-renderer failed');
  }
  return jest.requireActual('./renderer/svg-renderer');
});

// jsdom lays nothing out: give the chart a phone-sized container, or it draws nothing.
beforeEach(() => fakeLayout({ width: 343, height: 280 }));
afterEach(() => jest.restoreAllMocks());

const data = [
  { date: '2026-11-01', readers: 10 },
  { date: '2026-11-02', readers: 30 },
];
const chart = (title: string) => (
  <TimeSeriesChart
    title={title}
    height={240}
    data={data}
    series={[{ key: 'readers', name: '讀者' }]}
  />
);

// In this order: the library is loaded once per test file, and kept.
it('keeps the chart place while the library loads; a failed load offers Retry, which loads it', async () => {
  mockFailNextLoad = true;
  // React reports the error its boundary caught; only that report is silenced.
  const report = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!args.some((arg) => String(arg).includes('Loading chunk charts-renderer'))) report(...args);
  });
  const { user } = renderWithProviders(chart('每日閱讀'));

  const placeholder = screen.getByRole('status', { name: '圖表載入中' });
  expect(placeholder).toHaveStyle({ height: '240px' });
  expect(placeholder).toHaveAttribute('aria-busy', 'true');
  // The summary does not wait for the library.
  const summary = screen.getByRole('list', { name: '每日閱讀重點' });
  expect(summary).toHaveTextContent('讀者：總計 40');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    '圖表無法載入，請確認網路狀態後再試一次',
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(summary).toBeVisible();

  // antd puts a space between two CJK characters on a button (the shell turns that off).
  await user.click(screen.getByRole('button', { name: /^重\s?試$/ }));
  expect(
    await screen.findByRole('img', { name: '每日閱讀，折線圖，2026/11/01 至 2026/11/02' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status', { name: '圖表載入中' })).not.toBeInTheDocument();
});

it('draws later charts at once, without a placeholder, once the library has loaded', () => {
  renderWithProviders(chart('每日瀏覽'));
  expect(screen.getByRole('img', { name: /^每日瀏覽，折線圖/ })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: '圖表載入中' })).not.toBeInTheDocument();
});
