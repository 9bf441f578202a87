import { CreatorProviders, createPortalQueryClient } from '@creator/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { RuntimeConfigProvider, type RuntimeConfig } from '../runtime-config';

/** Test-only: the runtime config the shell tests run with. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  signInUrl: 'http://api.test/signin',
  accountSiteUrl: 'http://api.test/account/verify-email',
  readerSiteUrl: 'http://reader.test/',
  tutorialUrl: 'http://api.test/tutorial',
  analytics: { apiKey: 'test-key', serverUrl: '/analytics/2/httpapi' },
  allowDevOverride: true,
};

/** Renders route objects (the shell's own, usually) in a data router, as App hosts them. */
export interface RenderShellResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

export function renderShellRoutes(
  routes: RouteObject[],
  { route = '/' }: { route?: string } = {},
): RenderShellResult {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createPortalQueryClient({
    onNotFound: () => void router.navigate('/404/', { replace: true }),
  });
  const user = userEvent.setup();
  const result = render(
    <RuntimeConfigProvider value={TEST_RUNTIME_CONFIG}>
      <CreatorProviders queryClient={queryClient} motion={false}>
        <RouterProvider router={router} />
      </CreatorProviders>
    </RuntimeConfigProvider>,
  );
  return { ...result, router, queryClient, user };
}

/** Makes useIsNarrow (max-width below 1024 px) answer as on a phone or a desktop. */
export function setViewportNarrow(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: narrow && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
