/**
 * @creator/remote-kit: what every remote needs to serve its screens inside the shell, written
 * once: routes from the screen registry (lazy screens, Suspense, the required-id check) and the
 * standalone page a remote's own server shows, the scroll box of a table that may be wider than
 * the screen, and the way back from a page past the end of a paged list. See
 * docs/screen-registry.md.
 */
export {
  defineRemoteRoutes,
  type LazyScreen,
  type RemoteScreens,
  type ScreenAddress,
  type ScreenHandle,
  type ScreenPrefetch,
  type ScreenProps,
  type ScreenWithData,
} from './define-remote-routes';
export { lastPage, useLastPageFallback, type PagedAnswer } from './last-page-fallback';
export { MissingParams } from './missing-params';
export { renderStandalonePage } from './standalone';
export { STICKY_START, STICKY_START_SUMMARY, TableRegion, WIDE_TABLE } from './table-region';
