import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
export default defineRemoteRoutes('community', {
  contests: lazy(() => import('../features/contests/contests-page')),
  contest: lazy(() => import('../features/contest/contest-page')),
  comments: lazy(() => import('../features/comments/comments-page')),
  gifts: lazy(() => import('../features/gifts/gifts-page')),
});
