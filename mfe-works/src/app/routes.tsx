import { defineRemoteRoutes } from '@creator/remote-kit';
import { lazy } from 'react';

// Each screen loads on first visit; the shell provides the router, query client, theme and toasts.
export default defineRemoteRoutes('works', {
  myWorks: lazy(() => import('../features/my-works/my-works-page')),
  work: lazy(() => import('../features/work/work-page')),
  workSetting: lazy(() => import('../features/work-setting/work-setting-page')),
  readingTickets: lazy(() => import('../features/reading-tickets/reading-tickets-page')),
  chapterSetting: lazy(() => import('../features/chapter-setting/chapter-setting-page')),
  chapterSorting: lazy(() => import('../features/chapter-sorting/chapter-sorting-page')),
  editor: lazy(() => import('../features/editor/editor-page')),
});
