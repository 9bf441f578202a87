import { SCREENS, screensOf } from '@creator/ui';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { AnnouncePage } from '../features/announcements/announce-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { TermsPage } from '../features/terms/terms-page';
import { VerifiedBadgeFormPage } from '../features/verified-badge/verified-badge-form-page';
import { VerifiedBadgePage } from '../features/verified-badge/verified-badge-page';
import { RemoteArea } from '../federation/remote-area';
import { useOpenCreateWork } from './create-work-launcher';
import { AppLayout } from './layout/app-layout';
import { useShellMessages } from './messages';
import { findScreen, type ShellScreen } from './route-table';

function HomeRoute() {
  return <HomePage onCreateWork={useOpenCreateWork()} />;
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
    return <RemoteArea remote={screen.owner} notFound={<NotFoundPage />} />;
  }
  return <NotFoundPage />;
}

function RouteErrorView() {
  const t = useShellMessages();
  return (
    <Result
      status="error"
      title={t.errorTitle}
      subTitle={t.errorBody}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t.reload}
        </Button>
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
      { path: '*', element: <RemoteOrNotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects);
}
