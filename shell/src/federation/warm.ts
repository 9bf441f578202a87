import { MENU_KEYS, MENU_TARGETS, SCREENS, type MenuKey } from '@creator/ui';
import type { RemoteName } from './remotes-config';

/** Fetches a remote's manifest, runs its entry and fetches its './routes' chunk ahead of use. */
export type PreloadRemote = (remote: RemoteName) => Promise<unknown>;

export interface RemoteWarmer {
  /**
   * Warms `remote` the first time it is asked (later calls get the same promise). Never rejects:
   * a remote that cannot be warmed is simply loaded on click, where a failure shows Retry.
   */
  warm(remote: RemoteName): Promise<void>;
}

/**
 * One warming per remote, whatever asks for it (pointer, focus, idle). `isLoaded` skips remotes
 * already opened: their entry is there already.
 */
export function createRemoteWarmer(
  preload: PreloadRemote,
  isLoaded: (remote: RemoteName) => boolean = () => false,
): RemoteWarmer {
  const warmings = new Map<RemoteName, Promise<void>>();
  return {
    warm(remote) {
      let warming = warmings.get(remote);
      if (!warming) {
        warming = isLoaded(remote)
          ? Promise.resolve()
          : // Through then(): a preload that throws synchronously is swallowed too.
            Promise.resolve()
              .then(() => preload(remote))
              .then(
                () => undefined,
                () => undefined,
              );
        warmings.set(remote, warming);
      }
      return warming;
    },
  };
}

/** The remote that serves a side-menu entry's screen; undefined for the shell's own entries. */
export function remoteOfMenuEntry(key: MenuKey): RemoteName | undefined {
  const owner = SCREENS[MENU_TARGETS[key]].owner;
  return owner === 'shell' ? undefined : owner;
}

/** Every remote, in the order the side menu lists them (the likelier next step first). */
export const REMOTES_IN_MENU_ORDER: readonly RemoteName[] = [
  ...new Set(
    MENU_KEYS.map(remoteOfMenuEntry).filter((remote): remote is RemoteName => Boolean(remote)),
  ),
];

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
 * Warms the remotes one idle period at a time, each after the previous one settled, so warming
 * never competes with the page for the network or the main thread. Skipped entirely when the
 * connection asks to save data. Returns a function that stops what has not started yet.
 */
export function warmWhenIdle(
  warmer: RemoteWarmer,
  remotes: readonly RemoteName[],
  {
    connection,
    idle = browserIdle,
  }: { connection: ConnectionHints | undefined; idle?: IdleScheduler },
): () => void {
  if (prefersFewerBytes(connection)) return () => {};
  let stopped = false;
  let handle: number | undefined;
  const next = (index: number) => {
    if (stopped || index >= remotes.length) return;
    handle = idle.request(() => {
      handle = undefined;
      if (stopped) return;
      void warmer.warm(remotes[index]).then(() => next(index + 1));
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
