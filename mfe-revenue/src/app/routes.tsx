import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';
import { prefetchRevenueDetail } from '../features/revenue-detail/prefetch-revenue-detail';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
// The menu's screens declare the data they show first, fetched beside their code (on opening, and
// when the shell warms them ahead of a click). Their chunks are named screen-<id>: the shell finds
// them so in the manifest to fetch them ahead on idle.
export default defineRemoteRoutes('revenue', {
  revenueDetail: {
    screen: lazy(
      () =>
        import(
          /* webpackChunkName: "screen-revenueDetail" */ '../features/revenue-detail/revenue-detail-page'
        ),
    ),
    prefetch: prefetchRevenueDetail,
  },
  revenueReport: lazy(() => import('../features/revenue-report/revenue-report-page')),
  withdrawalRecord: lazy(() => import('../features/withdrawal-record/withdrawal-record-page')),
  withdrawForm: lazy(() => import('../features/withdraw-form/withdraw-form-page')),
});
