import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';
import { prefetchMyWorks } from '../features/my-works/prefetch-my-works';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
// The menu's screens declare the data they show first, fetched beside their code (on opening, and
// when the shell warms them ahead of a click). Their chunks are named screen-<id>: the shell finds
// them so in the manifest to fetch them ahead on idle.
export default defineRemoteRoutes('works', {
  myWorks: {
    screen: lazy(
      () => import(/* webpackChunkName: "screen-myWorks" */ '../features/my-works/my-works-page'),
    ),
    prefetch: prefetchMyWorks,
  },
  work: lazy(() => import('../features/work/work-page')),
  workSetting: lazy(() => import('../features/work-setting/work-setting-page')),
  readingTickets: lazy(() => import('../features/reading-tickets/reading-tickets-page')),
  chapterSetting: lazy(() => import('../features/chapter-setting/chapter-setting-page')),
  chapterSorting: lazy(() => import('../features/chapter-sorting/chapter-sorting-page')),
  editor: lazy(() => import('../features/editor/editor-page')),
});
