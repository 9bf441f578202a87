import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Screens load on first visit; the shell provides the router, query client, theme and toasts.
const MyWorksPage = lazy(() => import('../features/my-works/my-works-page'));

const routes: RouteObject[] = [
  {
    path: '/book/all',
    element: (
      <Suspense fallback={<Skeleton active />}>
        <MyWorksPage />
      </Suspense>
    ),
  },
];

export default routes;
