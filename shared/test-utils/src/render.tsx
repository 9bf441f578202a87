import { CreatorProviders, createPortalQueryClient } from '@creator/ui';
import { AntdProviders } from '@creator/ui/antd';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  type Location,
  type NavigationType,
} from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the memory router, e.g. '/book?titleId=t1'. Default '/'. */
  route?: string;
  /** Route pattern the ui is mounted at (so useParams works), e.g. '/book/:titleId'. */
  path?: string;
  /** Defaults to a fresh client made as the shell makes it (createPortalQueryClient). */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  /** Where the router is now (follows navigations made by the ui). */
  location: () => Location;
  /** How the router got there: 'PUSH' adds a history entry, 'REPLACE' takes the current one's place. */
  historyAction: () => NavigationType;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders ui the way the shell hosts a screen: inside the shell's own CreatorProviders (one
 * QueryClient, the portal's theme and button settings and the one toast holder; zh-TW
 * unless the test switched the locale) and a memory data router. Only animations are off.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    queryClient = createPortalQueryClient(),
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  // A data router, as in the shell, so screens may use useBlocker and friends.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe onLocation={onLocation} />
            <Outlet />
          </>
        ),
        children: path
          ? [
              { path, element: ui },
              { path: '*', element: null },
            ]
          : [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <CreatorProviders queryClient={queryClient} motion={false} antdProviders={AntdProviders}>
      <RouterProvider router={router} />
    </CreatorProviders>,
    options,
  );
  return {
    ...result,
    queryClient,
    user,
    location: () => {
      if (!current) throw new Error('renderWithProviders: router has not rendered');
      return current;
    },
    historyAction: () => router.state.historyAction,
  };
}
