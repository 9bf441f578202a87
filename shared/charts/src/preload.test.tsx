import { renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { TimeSeriesChart, preloadChartLibrary } from './index';

// The first import of the chart library fails, as a chunk does when the network drops.
let mockFailNextLoad = true;
jest.mock('./renderer/recharts-renderer', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk charts-renderer failed');
  }
  return jest.requireActual('./renderer/recharts-renderer');
});

beforeEach(() => {
  // jsdom lays nothing out: give the chart a phone-sized container so Recharts draws.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 343,
    height: 280,
    top: 0,
    left: 0,
    right: 343,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => jest.restoreAllMocks());

// In this order: the library is loaded once per test file, and kept.
it('a failed preload resolves all the same, so the screen that asked for it still opens', async () => {
  await expect(preloadChartLibrary()).resolves.toBeUndefined();
});

it('once preloaded, the first chart draws at once, without a placeholder', async () => {
  await preloadChartLibrary();
  renderWithProviders(
    <TimeSeriesChart
      title="每日閱讀"
      height={240}
      data={[
        { date: '2026-11-01', readers: 10 },
        { date: '2026-11-02', readers: 30 },
      ]}
      series={[{ key: 'readers', name: '讀者' }]}
    />,
  );
  expect(screen.getByRole('img', { name: /^每日閱讀，折線圖/ })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: '圖表載入中' })).not.toBeInTheDocument();
});
