import { registerAnalyticsSink } from '@creator/analytics';
import { readAnalyticsOptOut } from '../lib/analytics-preference';
import { loadAmplitude, withAmplitude } from '../lib/amplitude';

/** DESIGN.md: the tracking plan this portal implements. */
const TRACKING_PLAN = { branch: 'main', source: 'web', version: '35' } as const;
const FLUSH_INTERVAL_MS = 10_000;

let started: Promise<void> | undefined;

/**
 * Starts the Amplitude browser SDK once and makes it the sink of @creator/analytics. Events go to
 * the same-origin proxy only: no remote config fetch, no diagnostics, no autocapture beyond
 * sessions (spec §4 records session start and end). Batching, retries and the offline queue are
 * the SDK's. Resolves once the SDK is ready (calls made before then are queued, not lost).
 */
export function startAnalytics(config: { apiKey: string; serverUrl: string }): Promise<void> {
  if (started) return started;
  // After the first frame: the SDK is fetched once the page has something to show.
  started = nextFrame()
    .then(loadAmplitude)
    .then(
      (amplitude) =>
        amplitude.init(config.apiKey, {
          serverUrl: config.serverUrl,
          plan: { ...TRACKING_PLAN },
          flushIntervalMillis: FLUSH_INTERVAL_MS,
          optOut: readAnalyticsOptOut(),
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
        }).promise,
    );
  // Calls made before the SDK is loaded run once it is, in order (the SDK queues them until init).
  registerAnalyticsSink({
    track: (event, properties) => withAmplitude((amplitude) => amplitude.track(event, properties)),
    setUserId: (userId) => withAmplitude((amplitude) => amplitude.setUserId(userId)),
    reset: () => withAmplitude((amplitude) => amplitude.reset()),
  });
  return started;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 0);
  });
}
