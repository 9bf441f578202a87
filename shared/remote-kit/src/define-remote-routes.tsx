import {
  SCREENS,
  type RemoteName,
  type ScreenId,
  type ScreenIdOf,
  type ScreenParam,
  type ScreenParams,
} from '@creator/ui';
import Skeleton from 'antd/es/skeleton';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import { MissingParams } from './missing-params';

/** Carried by each route, so that tests and tools can tell which screen a route serves. */
export interface ScreenHandle {
  screen: ScreenId;
}

/** What a screen component receives: the ids its address must carry, already checked. */
export interface ScreenProps<Id extends ScreenId> {
  params: ScreenParams<Id>;
}

export type LazyScreen<Id extends ScreenId> = LazyExoticComponent<ComponentType<ScreenProps<Id>>>;

/** A remote's screens, by registry id; a screen left out is reported by the contract test. */
export type RemoteScreens<R extends RemoteName> = { [Id in ScreenIdOf<R>]?: LazyScreen<Id> };

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

function Screen<Id extends ScreenId>({ id, Page }: { id: Id; Page: LazyScreen<Id> }) {
  const [search] = useSearchParams();
  const { params, missing } = readParams(search, SCREENS[id].params);
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
  return (Object.keys(screens) as ScreenIdOf<R>[]).map((id) => {
    if (SCREENS[id].owner !== remote) {
      throw new Error(`Screen "${id}" belongs to ${SCREENS[id].owner}, not ${remote}`);
    }
    const Page = screens[id] as LazyScreen<typeof id>;
    return {
      path: SCREENS[id].path,
      handle: { screen: id } satisfies ScreenHandle,
      element: <Screen id={id} Page={Page} />,
    };
  });
}
