import {
  AntdScope,
  SCREENS,
  lazyComponent,
  screensOf,
  LazyResult,
  PlainButton,
  useOpenCreateWork,
} from '@creator/ui';
import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { RemoteArea } from '../federation/remote-area';
import { prepareRemoteScreen } from '../federation/runtime';
import { AppLayout } from './layout/app-layout';
import { useShellMessages } from './messages';
import { findScreen, type ShellScreen } from './route-table';

// The home page is the first screen; the shell's other screens load when they are opened.
const AnnouncePage = lazyComponent(() =>
  import('../features/announcements/announce-page').then((module) => module.AnnouncePage),
);
const VerifiedBadgePage = lazyComponent(() =>
  import('../features/verified-badge/verified-badge-page').then(
    (module) => module.VerifiedBadgePage,
  ),
);
const VerifiedBadgeFormPage = lazyComponent(() =>
  import('../features/verified-badge/verified-badge-form-page').then(
    (module) => module.VerifiedBadgeFormPage,
  ),
);
const TermsPage = lazyComponent(() =>
  import('../features/terms/terms-page').then((module) => module.TermsPage),
);
const NotFoundPage = lazyComponent(() =>
  import('../features/not-found/not-found-page').then((module) => module.NotFoundPage),
);

function HomeRoute() {
  // The layout around every screen provides it.
  const openCreateWork = useOpenCreateWork();
  return <HomePage onCreateWork={() => openCreateWork?.()} />;
}

/** The shell's own screens. */
const SHELL_SCREENS: Record<ShellScreen, () => ReactNode> = {
  home: () => <HomeRoute />,
  announce: () => <AnnouncePage />,
  verifiedBadge: () => <VerifiedBadgePage />,
  verifiedBadgeForm: () => <VerifiedBadgeFormPage />,
  terms: () => <TermsPage />,
  notFound: () => <NotFoundPage />,
};

/**
 * Every path the shell does not own itself. Remotes render their absolute paths with useRoutes,
 * so they mount here, under the root, where the whole pathname is theirs to match. A path that
 * is no screen of the registry is the 404 screen without loading any remote.
 */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const screen = findScreen(pathname);
  if (screen && screen.owner !== 'shell') {
    // A remote's screens show antd: its providers load beside the remote where not loaded yet.
    return (
      <AntdScope>
        <RemoteArea remote={screen.owner} notFound={<NotFoundPage />} />
      </AntdScope>
    );
  }
  return <NotFoundPage />;
}

/**
 * The remote route's loader: the router keeps the screen the author is leaving on view (the
 * layout shows that a screen is loading) while the remote screen's code and first data load side
 * by side, and then renders that screen whole. Without it, the code loads one part after the
 * other as each renders, the data only once the code has rendered, and the screen passes
 * through two spinners, each holding the next reveal back for React's throttle (300 ms).
 */
async function prepareRemoteRoute({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const screen = findScreen(url.pathname);
  if (screen && screen.owner !== 'shell') {
    await prepareRemoteScreen(screen.owner, screen.id, url.searchParams);
  }
  return null;
}

/** Only a new screen is prepared: a screen's own filters (its query string) are its business. */
const onNewPath = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

function RouteErrorView() {
  const t = useShellMessages();
  return (
    <LazyResult
      status="error"
      title={t.errorTitle}
      subTitle={t.errorBody}
      extra={
        <PlainButton type="primary" onClick={() => window.location.reload()}>
          {t.reload}
        </PlainButton>
      }
    />
  );
}

/** The route objects, from the screen registry: the shell's screens, then everything else. */
export const appRouteObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: [
      ...screensOf('shell').map((id) => ({ path: SCREENS[id].path, element: SHELL_SCREENS[id]() })),
      {
        path: '*',
        element: <RemoteOrNotFound />,
        loader: prepareRemoteRoute,
        shouldRevalidate: onNewPath,
        // On the first load the loader has nothing to prepare (the member is not known yet), and
        // the route renders as it will: Suspense and the gate handle the loading.
        hydrateFallbackElement: <RemoteOrNotFound />,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects);
}
