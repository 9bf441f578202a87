import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ScreenHandle } from '@creator/remote-kit';
import { preloadAntd } from '@creator/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { fetchScreenFilesAhead } from './fetch-ahead';
import type { RemoteName, RemotesConfig } from './remotes-config';
import { createRemoteWarmer } from './warm';

/** What every remote exposes as './routes' (docs/screen-registry.md). */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

/** A remote's entry or module could not be loaded; carries which remote for the UI and logs. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly entry: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" could not be loaded${entry ? ` from ${entry}` : ''}`, options);
    this.name = 'RemoteLoadError';
  }
}

let registered: RemotesConfig | null = null;

/**
 * Reports remote load failures with the remote's name and entry, then lets the error propagate
 * (returning nothing), so RemoteArea's error boundary shows Retry instead of a silent blank area.
 */
export const errorLoadRemotePlugin: ModuleFederationRuntimePlugin = {
  name: 'creator-error-load-remote',
  errorLoadRemote({ id, error, lifecycle, remote }) {
    const name = remote?.name ?? id.split('/')[0];
    console.error(
      `[federation] ${lifecycle}: remote "${name}" failed (${remote?.entry ?? 'unknown entry'})`,
      error,
    );
    return undefined;
  },
};

/** Registers the remotes (after overrides were applied) with the Module Federation runtime. */
export function registerFederationRemotes(remotes: RemotesConfig): void {
  registerPlugins([errorLoadRemotePlugin]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  registered = remotes;
}

const routesCache = new Map<string, Promise<RouteObject[]>>();

async function importRoutes(remote: string): Promise<RouteObject[]> {
  let module: RemoteRoutesModule | null;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, registered?.[remote as RemoteName], { cause: error });
  }
  if (!module || !Array.isArray(module.default)) {
    throw new RemoteLoadError(remote, registered?.[remote as RemoteName], {
      cause: new Error('./routes has no default export of route objects'),
    });
  }
  return module.default;
}

/**
 * The remote's route objects; one promise per remote, so Suspense sees a stable value. The
 * promise carries its outcome as React's `use` reads it: once loaded (warmed ahead of a click, or
 * prepared by the route's loader), rendering the remote's routes does not suspend at all.
 */
export function loadRemoteRoutes(remote: string): Promise<RouteObject[]> {
  let routes = routesCache.get(remote);
  if (!routes) {
    const loading = importRoutes(remote);
    loading.then(
      (value) => {
        Object.assign(loading, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
      },
    );
    routes = loading;
    routesCache.set(remote, routes);
  }
  return routes;
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, module) and
 * registers it again, so the next load really fetches the remote anew.
 */
export function reloadRemote(remote: string): void {
  routesCache.delete(remote);
  const entry = registered?.[remote as RemoteName];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/**
 * What a remote's route carries: remote-kit's ScreenHandle, each part optional, since a remote
 * built with an older remote-kit may carry less.
 */
type WarmableHandle = Partial<ScreenHandle>;

/** Where warming puts a screen's first data, and whether the member may see it. */
export interface WarmingData {
  queryClient: QueryClient;
  /**
   * Whether the gate admits the current member to the remotes' screens; asked each time a screen
   * is warmed, so that a member who signed out meanwhile gets nothing fetched.
   */
  admitted: () => boolean;
}

let warmingData: WarmingData | null = null;

/** Lets warming fetch screens' first data (the app sets it up; null: code only). */
export function setWarmingData(data: WarmingData | null): void {
  warmingData = data;
}

/** The query client to fetch a screen's data into, or null while the member is not admitted. */
function admittedQueryClient(): QueryClient | null {
  return warmingData?.admitted() ? warmingData.queryClient : null;
}

/** The remote's routes as a click would load them; a remote that fails is forgotten again. */
async function warmRoutes(remote: RemoteName): Promise<RouteObject[]> {
  if (!registered?.[remote]) throw new Error(`Remote "${remote}" is not registered`);
  const loading = loadRemoteRoutes(remote);
  try {
    return await loading;
  } catch (error) {
    // So that the click tries it afresh (and shows Retry if it fails).
    if (routesCache.get(remote) === loading) reloadRemote(remote);
    throw error;
  }
}

/** The handle of the route that serves `screen`, if the remote has one. */
function findHandle(routes: RouteObject[], screen: string): WarmableHandle | undefined {
  return routes.find((route) => (route.handle as WarmableHandle | undefined)?.screen === screen)
    ?.handle as WarmableHandle | undefined;
}

async function screenHandle(remote: RemoteName, screen: string) {
  return findHandle(await warmRoutes(remote), screen);
}

/**
 * Runs what opening `screen` of `remote` runs, so that the click renders it without waiting: the
 * manifest, the entry and './routes' (as a click would), then the screen's own code. Goes through
 * the registered remotes, so an mf-override's manifest is the one warmed.
 */
async function runRemoteScreen(remote: RemoteName, screen: string): Promise<void> {
  await (await screenHandle(remote, screen))?.preload?.();
}

/** Starts the screen's first data (the menu's address: no filters), for an admitted member. */
async function fetchRemoteScreenData(remote: RemoteName, screen: string): Promise<void> {
  const handle = await screenHandle(remote, screen);
  const queryClient = admittedQueryClient();
  if (queryClient) await handle?.prefetch?.(queryClient, new URLSearchParams());
}

/** Fetches the files opening `screen` needs from the registered remote, without running them. */
async function fetchRemoteScreenAhead(remote: RemoteName, screen: string): Promise<void> {
  const manifestUrl = registered?.[remote];
  if (!manifestUrl) throw new Error(`Remote "${remote}" is not registered`);
  // Already loaded (opened or warmed): its files are here.
  if (routesCache.has(remote)) return;
  await fetchScreenFilesAhead(manifestUrl, screen);
}

/**
 * Warms remote screens ahead of a click: runs them and starts their data when the author points
 * at or focuses a menu entry; on idle (home) fetches their files, then runs their code once the
 * page has been left alone (warm.ts, warmWhenIdle).
 */
export const remoteWarmer = createRemoteWarmer({
  fetchAhead: fetchRemoteScreenAhead,
  run: runRemoteScreen,
  fetchData: fetchRemoteScreenData,
});

/**
 * How long a navigation into a remote screen waits for the screen's code; after that the screen
 * renders anyway, with RemoteArea's spinner and then its own loading state (a slow network).
 */
export const CODE_PATIENCE_MS = 1_000;

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([
      promise.then(
        () => undefined,
        () => undefined,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Gets a remote screen ready for a navigation to it (the remote route's loader): antd's
 * providers, the remote's entry and './routes' and the screen's code, all at once, and the
 * screen's first data for the address, started as soon as './routes' names the screen's queries,
 * beside the screen's code rather than after its first render. Resolves once the code is there
 * (at most CODE_PATIENCE_MS): the screen then renders in one go, from its data if that has come,
 * else with its own loading state, and never through a spinner that React's reveal throttle
 * would keep on view for 300 ms. The data is not waited for: data already cached shows at once
 * while it refreshes, as everywhere in the portal.
 *
 * Only for a member the gate admits: for anyone else (or before the member is known, on the
 * first load) nothing is fetched, and the gate decides what renders. Never rejects: a remote that
 * fails to load fails again on render, where RemoteArea shows it with Retry.
 */
export async function prepareRemoteScreen(
  remote: RemoteName,
  screen: string,
  search: URLSearchParams,
): Promise<void> {
  const queryClient = admittedQueryClient();
  if (!queryClient || !registered?.[remote]) return;
  const code = Promise.all([
    preloadAntd(),
    loadRemoteRoutes(remote).then((routes) => {
      const handle = findHandle(routes, screen);
      void handle?.prefetch?.(queryClient, search);
      return handle?.preload?.();
    }),
  ]);
  await waitAtMost(code, CODE_PATIENCE_MS);
}
