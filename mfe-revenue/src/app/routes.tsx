import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Screens load on first visit; the shell provides the router, query client, theme and toasts.
const WithdrawalRecordPage = lazy(
  () => import('../features/withdrawal-record/withdrawal-record-page'),
);

const routes: RouteObject[] = [
  {
    path: '/revenue/withdrawal-record',
    element: (
      <Suspense fallback={<Skeleton active />}>
        <WithdrawalRecordPage />
      </Suspense>
    ),
  },
];

export default routes;
