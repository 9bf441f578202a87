import { Skeleton } from 'antd';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

// Screens load on first visit; the shell provides the router, query client, theme and toasts.
const MyWorksPage = lazy(() => import('../features/my-works/my-works-page'));
const WorkPage = lazy(() => import('../features/work/work-page'));
const WorkSettingPage = lazy(() => import('../features/work-setting/work-setting-page'));
const ReadingTicketsPage = lazy(() => import('../features/reading-tickets/reading-tickets-page'));
const ChapterSettingPage = lazy(() => import('../features/chapter-setting/chapter-setting-page'));
const ChapterSortingPage = lazy(() => import('../features/chapter-sorting/chapter-sorting-page'));
const EditorPage = lazy(() => import('../features/editor/editor-page'));

function screen(path: string, Page: LazyExoticComponent<ComponentType>): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={<Skeleton active />}>
        <Page />
      </Suspense>
    ),
  };
}

const routes: RouteObject[] = [
  screen('/book/all', MyWorksPage),
  screen('/book', WorkPage),
  screen('/book/setting', WorkSettingPage),
  screen('/book/uniticket', ReadingTicketsPage),
  screen('/chapter/setting', ChapterSettingPage),
  screen('/chapter/sorting', ChapterSortingPage),
  screen('/chapter/editor', EditorPage),
];

export default routes;
