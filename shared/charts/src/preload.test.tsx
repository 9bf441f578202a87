import { fakeLayout, renderWithProviders } from '@creator/test-utils';
import { screen } from '@testing-library/react';
import { TimeSeriesChart, preloadChartLibrary } from './index';

// The first import of the chart library fails, as a chunk does when the network drops.
let mockFailNextLoad = true;
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
