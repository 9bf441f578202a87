import type * as AmplitudeSdk from '@amplitude/analytics-browser';
import { TRACKING_PLAN, registerAnalyticsSink } from '@creator/analytics';
import { whenIdle } from '@creator/ui';
import { readAnalyticsOptOut, writeAnalyticsOptOut } from '../lib/analytics-preference';

export interface AnalyticsConfig {
  apiKey: string;
  serverUrl: string;
}

const FLUSH_INTERVAL_MS = 10_000;

/** How long logging out waits for the member's last events to reach the proxy before leaving. */
export const LOGOUT_FLUSH_TIMEOUT_MS = 2_000;

/**
 * Where the SDK keeps events it has not uploaded yet (its destination plugin: `AMP_unsent_` and
 * the first ten characters of the key). The unit tests check the SDK still writes there.
 */
export const unsentEventsKey = (apiKey: string) => `AMP_unsent_${apiKey.substring(0, 10)}`;

type Client = AmplitudeSdk.AmplitudeBrowser;

/** The SDK (~60 KiB gzip): fetched once the page has painted, never in the first load. */
const loadAmplitudeSdk = (): Promise<typeof AmplitudeSdk> => import('@amplitude/analytics-browser');

/** Resolves once the page has loaded and the browser is idle (or 2 s after load at the latest). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const onIdle = () => whenIdle(resolve, 2_000);
    if (document.readyState === 'complete') onIdle();
    else window.addEventListener('load', onIdle, { once: true });
  });
}

/** Events tracked before the SDK is there wait for it; past this many the oldest are dropped. */
const MAX_PENDING_EVENTS = 200;

/** The part of the SDK's destination plugin that holds and settles the unsent events. */
interface UnsentQueue {
  queue: unknown[];
  fulfillRequest: (events: unknown[], code: number, message: string) => void;
}

const isUnsentQueue = (plugin: unknown): plugin is UnsentQueue =>
  typeof plugin === 'object' &&
  plugin !== null &&
  Array.isArray((plugin as UnsentQueue).queue) &&
  typeof (plugin as UnsentQueue).fulfillRequest === 'function';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function removeStoredUnsent(apiKey: string) {
  try {
    window.localStorage.removeItem(unsentEventsKey(apiKey));
  } catch {
    // No storage: nothing was kept there either.
  }
}

/**
 * The portal's use of the Amplitude browser SDK, with the author's choice on top of it:
 *
 * - The SDK starts once the first screen has settled (the shell passes `whenFirstScreenSettled`;
 *   `afterFirstPaint` otherwise), fetched on its own: events tracked before that wait in memory
 *   and go to the SDK, in order, as soon as it starts (unless the author opts out first).
 *   Logging out before then starts it at once, to send them.
 * - Opted out, the SDK is not even started (it would upload the events a previous page left in
 *   its unsent queue as soon as it starts, opt-out or not), the queue left in storage is removed,
 *   and tracked events are dropped before they reach the SDK.
 * - Opting out drops what the SDK still holds, in memory and in storage; opting in again starts
 *   it (or switches it back on).
 * - Resetting (logout) first sends the member's queued events, then forgets the member and drops
 *   whatever could not be sent, so nothing of theirs goes out under the next person's session.
 * - An SDK that cannot be fetched (an ad blocker) is said once in the console; the page goes on
 *   without usage data: tracking, flushing and resetting do nothing and never reject.
 *
 * Events go to the same-origin proxy only: no remote config, no diagnostics, no autocapture
 * beyond sessions. Batching and retries are the SDK's.
 */
export function createPortalAnalytics({
  logoutFlushTimeoutMs = LOGOUT_FLUSH_TIMEOUT_MS,
  loadSdk = loadAmplitudeSdk,
}: {
  logoutFlushTimeoutMs?: number;
  loadSdk?: () => Promise<typeof AmplitudeSdk>;
} = {}) {
  let config: AnalyticsConfig | undefined;
  let client: Client | undefined;
  let ready: Promise<void> | undefined;
  let optedOut = false;
  /** The SDK could not be fetched (an ad blocker, the network): off for the rest of the page. */
  let unavailable = false;
  let userId: string | undefined;
  /** Tracked before the SDK started (in order). */
  let pending: [string, Record<string, unknown>][] = [];
  /** Starts the SDK now instead of after the first paint (set while it waits). */
  let startNow: (() => void) | undefined;

  /**
   * The SDK, or undefined when it cannot be fetched (blocked by an ad blocker, the network down):
   * said once in the console; from then on tracking and flushing do nothing, and nothing rejects.
   */
  const fetchSdk = async (): Promise<typeof AmplitudeSdk | undefined> => {
    try {
      return await loadSdk();
    } catch (error) {
      unavailable = true;
      pending = [];
      console.warn(
        '[analytics] the SDK could not be loaded; usage data is off on this page',
        error,
      );
      return undefined;
    }
  };

  const init = async (settings: AnalyticsConfig): Promise<void> => {
    if (optedOut || unavailable) return;
    const sdk = await fetchSdk();
    if (!sdk || optedOut || client) return;
    // The client itself rather than the SDK's facade object: it also gives access to the plugin
    // that holds the unsent events.
    client = new sdk.AmplitudeBrowser();
    const started = client.init(settings.apiKey, userId, {
      serverUrl: settings.serverUrl,
      plan: { ...TRACKING_PLAN },
      flushIntervalMillis: FLUSH_INTERVAL_MS,
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
      autocapture: {
        sessions: true,
        attribution: false,
        pageViews: false,
        formInteractions: false,
        fileDownloads: false,
        elementInteractions: false,
        frustrationInteractions: false,
        networkTracking: false,
        webVitals: false,
        performanceTracking: false,
        pageUrlEnrichment: false,
      },
    }).promise;
    // The SDK queues calls made while it initialises: what waited goes first, in order.
    for (const [name, properties] of pending) client.track(name, properties);
    pending = [];
    await started;
  };

  /** init once `after` resolves, or as soon as startNow is called. */
  const initLater = (settings: AnalyticsConfig, after: Promise<void>): Promise<void> =>
    new Promise<void>((resolve) => {
      startNow = resolve;
      void after.then(resolve);
    }).then(() => {
      startNow = undefined;
      return init(settings);
    });

  /** Settles every event the SDK still holds as dropped: out of its memory and its storage. */
  const dropUnsent = () => {
    const destination = client?.plugin('amplitude');
    if (isUnsentQueue(destination) && destination.queue.length > 0) {
      destination.fulfillRequest([...destination.queue], 0, 'Dropped: usage data is off.');
    }
    if (config) removeStoredUnsent(config.apiKey);
  };

  /** Uploads what is queued now; a flush asked for while the SDK starts waits until it has. */
  const flush = async () => {
    await ready;
    await client?.flush().promise;
  };

  const sink = {
    track: (name: string, properties: Record<string, unknown>) => {
      if (optedOut || unavailable) return;
      if (client) {
        client.track(name, properties);
      } else {
        pending.push([name, properties]);
        if (pending.length > MAX_PENDING_EVENTS) pending.shift();
      }
    },
    setUserId: (id: string | undefined) => {
      userId = id;
      client?.setUserId(id);
    },
    reset: async () => {
      if (!optedOut && (client || pending.length > 0)) {
        // Events still waiting for the SDK are the member's too: start it now to send them.
        startNow?.();
        await Promise.race([flush(), wait(logoutFlushTimeoutMs)]);
      }
      userId = undefined;
      pending = [];
      if (!client) return;
      client.reset();
      dropUnsent();
    },
  };

  return {
    /**
     * Starts analytics once (later calls return the first call's promise); the SDK is fetched
     * and started once `after` resolves (the shell passes whenFirstScreenSettled; by default once
     * the page has loaded and the browser is idle).
     */
    start(settings: AnalyticsConfig, after?: Promise<void>): Promise<void> {
      if (ready) return ready;
      config = settings;
      optedOut = readAnalyticsOptOut();
      registerAnalyticsSink(sink);
      if (optedOut) {
        removeStoredUnsent(settings.apiKey);
        ready = Promise.resolve();
      } else {
        ready = initLater(settings, after ?? afterFirstPaint());
      }
      return ready;
    },

    /** Records the author's choice (kept across reloads) and applies it at once. */
    setOptOut(next: boolean): void {
      writeAnalyticsOptOut(next);
      optedOut = next;
      if (next) {
        pending = [];
        client?.setOptOut(true);
        dropUnsent();
      } else if (client) {
        client.setOptOut(false);
      } else if (config) {
        ready = init(config);
      }
    },

    isOptedOut: () => optedOut,

    /** Sends what is queued now instead of at the next interval. */
    flush,
  };
}

export type PortalAnalytics = ReturnType<typeof createPortalAnalytics>;

const portalAnalytics = createPortalAnalytics();

/** Starts the portal's analytics; the SDK loads once `after` resolves (the first screen settled). */
export const startAnalytics = (config: AnalyticsConfig, after?: Promise<void>) =>
  portalAnalytics.start(config, after);

/** The account menu's switch: off drops what is queued and sends nothing until turned on. */
export const setAnalyticsOptOut = (optOut: boolean) => portalAnalytics.setOptOut(optOut);
