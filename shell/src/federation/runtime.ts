import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName, RemotesConfig } from './remotes-config';
import { createRemoteWarmer } from './warm';

/** What every remote exposes as './routes' (DESIGN.md). */
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

/** The remote's route objects; one promise per remote, so Suspense sees a stable value. */
export function loadRemoteRoutes(remote: string): Promise<RouteObject[]> {
  let routes = routesCache.get(remote);
  if (!routes) {
    routes = importRoutes(remote);
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
 * Fetches what opening a remote needs first: its manifest, its entry (run, as loadRemote would)
 * and the './routes' chunk (a preload link, not run). Goes through the registered remotes, so an
 * mf-override's manifest is the one warmed. The screens' own chunks wait for the click.
 */
function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  if (!registered?.[remote]) {
    return Promise.reject(new Error(`Remote "${remote}" is not registered`));
  }
  return preloadRemote([
    { nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync', depsRemote: false },
  ]);
}

/** Warms remotes ahead of a click (side menu) or on idle (home), once each. */
export const remoteWarmer = createRemoteWarmer(preloadRemoteRoutes, (remote) =>
  routesCache.has(remote),
);
