import * as amplitude from '@amplitude/analytics-browser';
import { registerAnalyticsSink } from '@creator/analytics';
import { readAnalyticsOptOut } from '../lib/analytics-preference';

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
  started = amplitude.init(config.apiKey, {
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
  }).promise;
  registerAnalyticsSink({
    track: (event, properties) => {
      amplitude.track(event, properties);
    },
    setUserId: (userId) => amplitude.setUserId(userId),
    reset: () => amplitude.reset(),
  });
  return started;
}
