import { MENU_KEYS, MENU_TARGETS, SCREENS, type ScreenId } from '@creator/ui';
import type { RemoteName } from './remotes-config';

/** Loads something a remote's screen needs ahead of its opening. */
export type WarmScreen = (remote: RemoteName, screen: ScreenId) => Promise<unknown>;

/** The two depths of warming a screen. */
export interface WarmingLoads {
  /**
   * Everything opening the screen needs, run: its remote's entry and routes, the screen's code,
   * and its first data when the member may see it. For the author's pointer or focus on an entry,
   * a click that is likely to come within the second.
   */
  warm: WarmScreen;
  /**
   * Only the files (manifest, entry, routes, the screen's own chunk), fetched at low priority and
   * not run: the network's work without the main thread's. For idle time, when no click is near.
   */
  fetchAhead: WarmScreen;
}

export interface RemoteWarmer {
  /**
   * Warms a screen served by a remote the first time it is asked (later calls get the same
   * promise); nothing for the shell's own screens. Never rejects: a screen that cannot be warmed
   * is simply loaded on click, where a failure shows Retry.
   */
  warm(screen: ScreenId): Promise<void>;
  /**
   * Fetches a remote screen's files ahead, once; nothing once the screen is warmed (which loads
   * them anyway) or for the shell's own screens. Never rejects.
   */
  fetchAhead(screen: ScreenId): Promise<void>;
}

/** Runs `load` once per screen, whatever asks for it; swallows its failures. */
function oncePerScreen(load: WarmScreen) {
  const loads = new Map<ScreenId, Promise<void>>();
  return {
    started: (screen: ScreenId) => loads.has(screen),
    run(screen: ScreenId): Promise<void> {
      const owner = SCREENS[screen].owner;
      if (owner === 'shell') return Promise.resolve();
      let loading = loads.get(screen);
      if (!loading) {
        // Through then(): a load that throws synchronously is swallowed too.
        loading = Promise.resolve()
          .then(() => load(owner, screen))
          .then(
            () => undefined,
            () => undefined,
          );
        loads.set(screen, loading);
      }
      return loading;
    },
  };
}

/** One warming and one fetching ahead per screen, whatever asks for them (pointer, focus, idle). */
export function createRemoteWarmer(loads: WarmingLoads): RemoteWarmer {
  const warmings = oncePerScreen(loads.warm);
  const fetches = oncePerScreen(loads.fetchAhead);
  return {
    warm: (screen) => warmings.run(screen),
    fetchAhead: (screen) => (warmings.started(screen) ? Promise.resolve() : fetches.run(screen)),
  };
}

/** The remotes' screens the side menu opens, in menu order (the likelier next step first). */
export const MENU_REMOTE_SCREENS: readonly ScreenId[] = MENU_KEYS.map(
  (key) => MENU_TARGETS[key],
).filter((screen) => SCREENS[screen].owner !== 'shell');

/** The Network Information API's hints (Chromium only; absent elsewhere). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the browser asks to save data or reports a 2G-class link: no speculative fetches. */
export function prefersFewerBytes(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface IdleScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** requestIdleCallback where the browser has it (not Safari), else a timeout after the task. */
export const browserIdle: IdleScheduler =
  typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function'
    ? {
        // The timeout keeps a busy page from postponing warming for ever.
        request: (callback) => window.requestIdleCallback(callback, { timeout: 5_000 }),
        cancel: (handle) => window.cancelIdleCallback(handle),
      }
    : {
        request: (callback) => window.setTimeout(callback, 200),
        cancel: (handle) => window.clearTimeout(handle),
      };

/**
 * Fetches the screens' files ahead (RemoteWarmer.fetchAhead: nothing is run) one idle period at
 * a time, each after the previous one settled, so that it never competes with the page for the
 * network or the main thread; running them waits for the author's pointer or focus. Skipped
 * entirely when the connection asks to save data. Returns a function that stops what has not
 * started yet.
 */
export function warmWhenIdle(
  warmer: Pick<RemoteWarmer, 'fetchAhead'>,
  screens: readonly ScreenId[],
  {
    connection,
    idle = browserIdle,
  }: { connection: ConnectionHints | undefined; idle?: IdleScheduler },
): () => void {
  if (prefersFewerBytes(connection)) return () => {};
  let stopped = false;
  let handle: number | undefined;
  const next = (index: number) => {
    if (stopped || index >= screens.length) return;
    handle = idle.request(() => {
      handle = undefined;
      if (stopped) return;
      void warmer.fetchAhead(screens[index]).then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    if (handle !== undefined) idle.cancel(handle);
  };
}

/** The browser's connection hints, where it has them. */
export function browserConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
