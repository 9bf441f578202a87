import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Screens load on first visit; the shell provides the router, query client, theme and toasts.
const GiftsPage = lazy(() => import('../features/gifts/gifts-page'));

const routes: RouteObject[] = [
  {
    path: '/gifts',
    element: (
      <Suspense fallback={<Skeleton active />}>
        <GiftsPage />
      </Suspense>
    ),
  },
];

export default routes;
