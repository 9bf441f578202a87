import {
  SCREENS,
  preloadLazy,
  type RemoteName,
  type ScreenId,
  type ScreenIdOf,
  type ScreenParam,
  type ScreenParams,
} from '@creator/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import { MissingParams } from './missing-params';

/** Carried by each route, so that tests and tools can tell which screen a route serves. */
export interface ScreenHandle {
  screen: ScreenId;
  /**
   * Loads the screen's code ahead of its first render (the shell calls it when the author points
   * at the screen's menu entry), so that render does not suspend. Never rejects.
   */
  preload: () => Promise<void>;
  /**
   * Starts the queries the screen shows first, for an address (its query string), so that they
   * load beside the screen's code. Does nothing when the address lacks a required id or the
   * screen declares no prefetch. Never rejects: the screen's own queries show any failure. The
   * caller must only call it for a member the gate admits.
   */
  prefetch: (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;
}

/** What a screen component receives: the ids its address must carry, already checked. */
export interface ScreenProps<Id extends ScreenId> {
  params: ScreenParams<Id>;
}

export type LazyScreen<Id extends ScreenId> = LazyExoticComponent<ComponentType<ScreenProps<Id>>>;

/** Where a screen is opened: its required ids (checked) and the whole query string (filters). */
export interface ScreenAddress<Id extends ScreenId> {
  params: ScreenParams<Id>;
  search: URLSearchParams;
}

/**
 * A screen's data, declared beside its lazy code: starts (`queryClient.prefetchQuery`) the queries
 * the screen renders first for an address, with the screen's own query options from @creator/api,
 * so that the screen renders from that cache. Kept out of the screen's chunk, so that it can run
 * before that chunk has arrived.
 */
export type ScreenPrefetch<Id extends ScreenId> = (
  queryClient: QueryClient,
  address: ScreenAddress<Id>,
) => Promise<unknown>;

/** A lazy screen with the data it needs first. */
export interface ScreenWithData<Id extends ScreenId> {
  screen: LazyScreen<Id>;
  prefetch: ScreenPrefetch<Id>;
}

/** A remote's screens, by registry id; a screen left out is reported by the contract test. */
export type RemoteScreens<R extends RemoteName> = {
  [Id in ScreenIdOf<R>]?: LazyScreen<Id> | ScreenWithData<Id>;
};

function readParams(
  search: URLSearchParams,
  names: readonly ScreenParam[],
): { params: Record<string, string>; missing?: ScreenParam } {
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (!value) return { params, missing: name };
    params[name] = value;
  }
  return { params };
}

/** Runs a screen's prefetch for an address, unless an id is missing; never rejects. */
function prefetchAt<Id extends ScreenId>(
  id: Id,
  prefetch: ScreenPrefetch<Id> | undefined,
  queryClient: QueryClient,
  search: URLSearchParams,
): Promise<void> {
  if (!prefetch) return Promise.resolve();
  const { params, missing } = readParams(search, SCREENS[id].params);
  if (missing) return Promise.resolve();
  // Through then(): a prefetch that throws synchronously is swallowed too.
  return Promise.resolve()
    .then(() => prefetch(queryClient, { params: params as ScreenParams<Id>, search }))
    .then(
      () => undefined,
      () => undefined,
    );
}

function Screen<Id extends ScreenId>({
  id,
  Page,
  prefetch,
}: {
  id: Id;
  Page: LazyScreen<Id>;
  prefetch?: ScreenPrefetch<Id>;
}) {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { params, missing } = readParams(search, SCREENS[id].params);
  // Once per mount, with the address it opened on: while the screen's code still loads (the
  // skeleton shows), its data is already on the way. Later filters are the screen's own business.
  useEffect(() => {
    void prefetchAt(id, prefetch, queryClient, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the opening address only
  }, []);
  if (missing) return <MissingParams screen={id} missing={missing} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      {/* Keyed by its ids: opening another work or chapter starts the screen afresh. */}
      <Page key={Object.values(params).join('\u0000')} params={params as ScreenParams<Id>} />
    </Suspense>
  );
}

/**
 * A remote's './routes': one route per screen, at the path the registry gives it. Each screen
 * loads on first visit, shows a skeleton meanwhile, and is rendered only when its address has the
 * ids it needs (otherwise one "missing id" screen with a way back). The shell provides the router,
 * query client, theme and toasts.
 */
export function defineRemoteRoutes<R extends RemoteName>(
  remote: R,
  screens: RemoteScreens<R>,
): RouteObject[] {
  return (Object.keys(screens) as ScreenIdOf<R>[]).flatMap((id) => {
    // The registry at run time is the shell's copy (the @creator/* singletons load first), which
    // may be older than this remote's: a screen it does not know yet is left out, with a warning,
    // so that the remote's other screens still work. Ship the shell first (README, deploying).
    if (!Object.hasOwn(SCREENS, id)) {
      console.warn(
        `Screen "${id}" of ${remote} is not in the shell's screen registry (an older shell?); it is not mounted.`,
      );
      return [];
    }
    if (SCREENS[id].owner !== remote) {
      throw new Error(`Screen "${id}" belongs to ${SCREENS[id].owner}, not ${remote}`);
    }
    const declared = screens[id] as LazyScreen<typeof id> | ScreenWithData<typeof id>;
    const { screen: Page, prefetch } =
      'screen' in declared ? declared : { screen: declared, prefetch: undefined };
    return [
      {
        path: SCREENS[id].path,
        handle: {
          screen: id,
          preload: () => preloadLazy(Page),
          prefetch: (queryClient, search) => prefetchAt(id, prefetch, queryClient, search),
        } satisfies ScreenHandle,
        element: <Screen id={id} Page={Page} prefetch={prefetch} />,
      },
    ];
  });
}
