import { MENU_KEYS, MENU_TARGETS, SCREENS, type ScreenId } from '@creator/ui';
import type { RemoteName } from './remotes-config';

/** Loads what opening a remote's screen needs (its remote's entry and routes, the screen's code). */
export type WarmScreen = (remote: RemoteName, screen: ScreenId) => Promise<unknown>;

export interface RemoteWarmer {
  /**
   * Warms a screen served by a remote the first time it is asked (later calls get the same
   * promise); nothing for the shell's own screens. Never rejects: a screen that cannot be warmed
   * is simply loaded on click, where a failure shows Retry.
   */
  warm(screen: ScreenId): Promise<void>;
}

/** One warming per screen, whatever asks for it (pointer, focus, idle). */
export function createRemoteWarmer(load: WarmScreen): RemoteWarmer {
  const warmings = new Map<ScreenId, Promise<void>>();
  return {
    warm(screen) {
      const owner = SCREENS[screen].owner;
      if (owner === 'shell') return Promise.resolve();
      let warming = warmings.get(screen);
      if (!warming) {
        // Through then(): a load that throws synchronously is swallowed too.
        warming = Promise.resolve()
          .then(() => load(owner, screen))
          .then(
            () => undefined,
            () => undefined,
          );
        warmings.set(screen, warming);
      }
      return warming;
    },
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
 * Warms the screens one idle period at a time, each after the previous one settled, so warming
 * never competes with the page for the network or the main thread. Skipped entirely when the
 * connection asks to save data. Returns a function that stops what has not started yet.
 */
export function warmWhenIdle(
  warmer: RemoteWarmer,
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
      void warmer.warm(screens[index]).then(() => next(index + 1));
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
