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
import { APP_ROUTES, findRoute, type ShellScreen } from './route-table';

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
 * so they mount here, under the root, where the whole pathname is theirs to match.
 */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (route && 'remote' in route.owner) {
    return <RemoteArea remote={route.owner.remote} notFound={<NotFoundPage />} />;
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

/** The route objects, from the route table. Exported for tests (memory router). */
export const appRouteObjects: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: [
      ...APP_ROUTES.flatMap((route): RouteObject[] =>
        'shell' in route.owner
          ? [{ path: route.path, element: SHELL_SCREENS[route.owner.shell]() }]
          : [],
      ),
      { path: '*', element: <RemoteOrNotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects);
}
