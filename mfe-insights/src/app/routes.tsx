import { preloadChartLibrary } from '@creator/charts';
import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
// Both screens always draw charts, so the chart library is fetched alongside the screen's code
// (on warming too) rather than after its first render.
const withCharts = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, preloadChartLibrary()]).then(([module]) => module);

export default defineRemoteRoutes('insights', {
  dataCenter: lazy(() => withCharts(import('../features/data-center/data-center-page'))),
  workData: lazy(() => withCharts(import('../features/work-data/work-data-page'))),
});
