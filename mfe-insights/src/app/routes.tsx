import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
export default defineRemoteRoutes('insights', {
  dataCenter: lazy(() => import('../features/data-center/data-center-page')),
  workData: lazy(() => import('../features/work-data/work-data-page')),
});
