import { preloadChartLibrary } from '@creator/charts/preload';
import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';
import { prefetchDataCenter } from '../features/data-center/prefetch-data-center';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
// Both screens always draw charts, so the chart library is fetched alongside the screen's code
// (on warming too) rather than after its first render: through '@creator/charts/preload', which
// imports nothing, so that the routes do not wait for the charts' components and dayjs. The data
// center's data is fetched beside its code too (on opening, and when the shell warms it ahead of
// a click). Its chunk is named screen-<id>: the shell finds it so in the manifest to fetch it
// ahead on idle.
const withCharts = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, preloadChartLibrary()]).then(([module]) => module);

export default defineRemoteRoutes('insights', {
  dataCenter: {
    screen: lazy(() =>
      withCharts(
        import(
          /* webpackChunkName: "screen-dataCenter" */ '../features/data-center/data-center-page'
        ),
      ),
    ),
    prefetch: prefetchDataCenter,
  },
  workData: lazy(() => withCharts(import('../features/work-data/work-data-page'))),
});
