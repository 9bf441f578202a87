import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
export default defineRemoteRoutes('revenue', {
  revenueDetail: lazy(() => import('../features/revenue-detail/revenue-detail-page')),
  revenueReport: lazy(() => import('../features/revenue-report/revenue-report-page')),
  withdrawalRecord: lazy(() => import('../features/withdrawal-record/withdrawal-record-page')),
  withdrawForm: lazy(() => import('../features/withdraw-form/withdraw-form-page')),
});
