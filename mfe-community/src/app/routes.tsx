import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';
import { prefetchComments } from '../features/comments/prefetch-comments';
import { prefetchContests } from '../features/contests/prefetch-contests';
import { prefetchGifts } from '../features/gifts/prefetch-gifts';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
// The menu's screens declare the data they show first, fetched beside their code (on opening, and
// when the shell warms them ahead of a click). Their chunks are named screen-<id>: the shell finds
// them so in the manifest to fetch them ahead on idle.
export default defineRemoteRoutes('community', {
  contests: {
    screen: lazy(
      () => import(/* webpackChunkName: "screen-contests" */ '../features/contests/contests-page'),
    ),
    prefetch: prefetchContests,
  },
  contest: lazy(() => import('../features/contest/contest-page')),
  comments: {
    screen: lazy(
      () => import(/* webpackChunkName: "screen-comments" */ '../features/comments/comments-page'),
    ),
    prefetch: prefetchComments,
  },
  gifts: {
    screen: lazy(
      () => import(/* webpackChunkName: "screen-gifts" */ '../features/gifts/gifts-page'),
    ),
    prefetch: prefetchGifts,
  },
});
