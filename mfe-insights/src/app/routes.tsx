import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Screens load on first visit; the shell provides the router, query client, theme and toasts.
const DataCenterPage = lazy(() => import('../features/data-center/data-center-page'));

const routes: RouteObject[] = [
  {
    path: '/data-center',
    element: (
      <Suspense fallback={<Skeleton active />}>
        <DataCenterPage />
      </Suspense>
    ),
  },
];

export default routes;
