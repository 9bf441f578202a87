import type { ScreenHandle } from '@creator/remote-kit';
import { createPortalQueryClient, type RemoteName, type ScreenIdOf } from '@creator/ui';
import type { Query } from '@tanstack/react-query';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { delay, http, server } from './msw';
import { renderWithProviders } from './render';

export interface PrefetchCase<R extends RemoteName> {
  screen: ScreenIdOf<R>;
  /** The address the screen is opened at (path and query string). */
  route: string;
}

function Mounted({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const sortedKeys = (queries: Query[]) => queries.map((query) => query.queryHash).sort();

/**
 * The contract between a screen and the data it declares (remote-kit's prefetch): for each
 * address, the prefetch starts exactly the queries the screen's first render asks for, by the
 * same keys, so the screen renders from what was fetched ahead and nothing is fetched in vain.
 * The API never answers here: only the queries' keys are compared.
 */
export function describePrefetchContract<R extends RemoteName>(
  remote: R,
  routes: RouteObject[],
  cases: readonly PrefetchCase<R>[],
): void {
  describe(`${remote}'s screens prefetch the queries their first render asks for`, () => {
    for (const { screen, route } of cases) {
      test(`${route} (${screen})`, async () => {
        server.use(http.all('*', () => delay('infinite')));
        const handle = routes.find(
          (candidate) => (candidate.handle as ScreenHandle | undefined)?.screen === screen,
        )?.handle as ScreenHandle;
        const queryClient = createPortalQueryClient();
        void handle.prefetch(queryClient, new URL(route, 'http://localhost').searchParams);
        // The prefetch starts after a turn of the microtask queue.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const prefetched = sortedKeys(queryClient.getQueryCache().getAll());
        expect(prefetched.length).toBeGreaterThan(0);

        await handle.preload();
        renderWithProviders(<Mounted routes={routes} />, { route, queryClient });
        const asked = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.isActive());
        expect(sortedKeys(asked)).toEqual(prefetched);
      });
    }
  });
}
