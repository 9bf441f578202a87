import { ifAmplitudeRequested } from './amplitude';

/** Where the author's analytics choice lives (DESIGN.md: on by default, the choice persists). */
export const ANALYTICS_OPT_OUT_KEY = 'creator.analyticsOptOut';

export function readAnalyticsOptOut(): boolean {
  try {
    return window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Persists the choice and tells the SDK, if it is started (which then sends nothing); an SDK
 * started later reads the stored choice.
 */
export function writeAnalyticsOptOut(optOut: boolean): void {
  try {
    window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, String(optOut));
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  ifAmplitudeRequested((amplitude) => amplitude.setOptOut(optOut));
}
