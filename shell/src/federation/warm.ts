import { MENU_KEYS, MENU_TARGETS, SCREENS, whenIdle, type ScreenId } from '@creator/ui';
import type { RemoteName } from './remotes-config';

/** Loads something a remote's screen needs ahead of its opening. */
export type WarmScreen = (remote: RemoteName, screen: ScreenId) => Promise<unknown>;

/** What warming a screen can do, from the lightest to the fullest. */
export interface WarmingLoads {
  /**
   * Only the files (manifest, entry, routes, the screen's own chunk), fetched at low priority and
   * not run: the network's work without the main thread's.
   */
  fetchAhead: WarmScreen;
  /** Runs what opening the screen runs: its remote's entry and routes, the screen's code. */
  run: WarmScreen;
  /**
   * Starts the screen's first data (the menu's address), when the member may see it. Needs only
   * the remote's routes, not the screen's code, so it goes beside `run`.
   */
  fetchData: WarmScreen;
}

export interface RemoteWarmer {
  /**
   * For the author's pointer or focus on a menu entry (a click is likely within the second): runs
   * the screen's code and starts its first data, the first time it is asked (later calls get the
   * same promise); nothing for the shell's own screens. Never rejects: a screen that cannot be
   * warmed is simply loaded on click, where a failure shows Retry.
   */
  warm(screen: ScreenId): Promise<void>;
  /** Runs the screen's code only, once (idle, after a quiet period: no data). Never rejects. */
  runAhead(screen: ScreenId): Promise<void>;
  /**
   * Fetches a remote screen's files ahead, once; nothing once the screen has run (which loads
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

/** Each depth of warming once per screen, whatever asks for it (pointer, focus, idle). */
export function createRemoteWarmer(loads: WarmingLoads): RemoteWarmer {
  const fetches = oncePerScreen(loads.fetchAhead);
  const runs = oncePerScreen(loads.run);
  const data = oncePerScreen(loads.fetchData);
  return {
    warm: (screen) => Promise.all([runs.run(screen), data.run(screen)]).then(() => undefined),
    runAhead: (screen) => runs.run(screen),
    fetchAhead: (screen) => (runs.started(screen) ? Promise.resolve() : fetches.run(screen)),
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

/** Calls back on the next idle period; returns the cancel (@creator/ui's whenIdle). */
export type IdleScheduler = (callback: () => void) => () => void;

/**
 * The browser's idle periods: within 5 s at the latest, so that a busy page still warms; without
 * requestIdleCallback (Safari), 200 ms apart, so that one remote's run is not followed at once
 * by the next.
 */
export const browserIdle: IdleScheduler = (callback) => whenIdle(callback, 5_000, 200);

/** How long the page must have been left alone, after the files arrived, before code runs. */
export const QUIET_BEFORE_RUNNING_MS = 3_000;

/** Input that means the author is using the page: running remotes then waits again. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface WarmWhenIdleOptions {
  connection: ConnectionHints | undefined;
  idle?: IdleScheduler;
  /** Where the author's input is heard (the window); none: input never postpones running. */
  activity?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  quietMs?: number;
  /**
   * Called once when stage 2 starts, before the first screen runs: what else the remotes' screens
   * will need that the first screen did not load (antd's providers, through the toast holder).
   */
  beforeRunning?: () => void;
}

/**
 * Warms the side menu's screens in two stages, one screen per idle period, each after the
 * previous one settled, so that warming never competes with the page for the network or the main
 * thread:
 *   1. fetches every screen's files ahead (RemoteWarmer.fetchAhead: nothing is run);
 *   2. once the page has been left alone for `quietMs` after that (no pointer, key, wheel or
 *      scroll; any restarts the wait), runs each screen's code (RemoteWarmer.runAhead: no data).
 * Running a remote is the costly part for the main thread; it waits for a page that has settled
 * and an author who is reading, and pointing at an entry runs that one at once anyway. Skipped
 * entirely when the connection asks to save data. Returns a function that stops what has not
 * started yet.
 */
export function warmWhenIdle(
  warmer: Pick<RemoteWarmer, 'fetchAhead' | 'runAhead'>,
  screens: readonly ScreenId[],
  {
    connection,
    idle = browserIdle,
    activity = typeof window === 'undefined' ? undefined : window,
    quietMs = QUIET_BEFORE_RUNNING_MS,
    beforeRunning,
  }: WarmWhenIdleOptions,
): () => void {
  if (prefersFewerBytes(connection)) return () => {};
  let stopped = false;
  let cancelIdle: (() => void) | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  const oneByOne = (
    step: (screen: ScreenId) => Promise<void>,
    index: number,
    done: () => void,
  ): void => {
    if (stopped) return;
    if (index >= screens.length) {
      done();
      return;
    }
    cancelIdle = idle(() => {
      cancelIdle = undefined;
      if (stopped) return;
      void step(screens[index]).then(() => oneByOne(step, index + 1, done));
    });
  };
  const stopListening = () => {
    for (const event of ACTIVITY_EVENTS) activity?.removeEventListener(event, waitAgain, true);
  };
  const runAll = () => {
    stopListening();
    beforeRunning?.();
    oneByOne(
      (screen) => warmer.runAhead(screen),
      0,
      () => {},
    );
  };
  function waitAgain() {
    if (quietTimer !== undefined) clearTimeout(quietTimer);
    quietTimer = setTimeout(() => {
      quietTimer = undefined;
      if (!stopped) runAll();
    }, quietMs);
  }
  const waitForQuiet = () => {
    for (const event of ACTIVITY_EVENTS) {
      activity?.addEventListener(event, waitAgain, { passive: true, capture: true });
    }
    waitAgain();
  };
  oneByOne((screen) => warmer.fetchAhead(screen), 0, waitForQuiet);
  return () => {
    stopped = true;
    cancelIdle?.();
    if (quietTimer !== undefined) clearTimeout(quietTimer);
    stopListening();
  };
}

/** The browser's connection hints, where it has them. */
export function browserConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
